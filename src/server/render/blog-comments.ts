import { commentNotice } from '../../shared/comments/notices';
import type { BlogCommentsView } from '../../site/view-model';

/** What published pages read of the comments module (modules/comments): approved comments and counts. */
export interface CommentsReader {
  forPost(
    websiteId: string,
    collectionId: string,
    itemId: string,
  ): Promise<{
    open: boolean;
    moderated: boolean;
    comments: Array<{ id: string; authorName: string; body: string; createdAt: string }>;
  }>;
  counts(websiteId: string, itemIds: string[]): Promise<Map<string, number>>;
}

/** Each post with its count of approved comments (blog lists, summaries). */
export async function withCommentCounts<T extends { id: string }>(
  comments: CommentsReader | undefined,
  websiteId: string,
  posts: T[],
): Promise<Array<T & { commentCount?: number }>> {
  if (!comments || posts.length === 0) return posts;
  const counts = await comments.counts(
    websiteId,
    posts.map((post) => post.id),
  );
  return posts.map((post) => ({ ...post, commentCount: counts.get(post.id) ?? 0 }));
}

/**
 * The comments part of a post's page: its approved comments, the form when the blog takes
 * comments (posting to `/comments/:itemId`), and the notice of `?comment=` after a post.
 * Nothing when the blog never had comments on and none were approved.
 */
export async function commentsViewOf(
  comments: CommentsReader | undefined,
  scope: { websiteId: string; collectionId: string; itemId: string },
  noticeCode: string | undefined,
): Promise<BlogCommentsView | undefined> {
  if (!comments) return undefined;
  const found = await comments.forPost(scope.websiteId, scope.collectionId, scope.itemId);
  if (!found.open && found.comments.length === 0) return undefined;
  const notice = commentNotice(noticeCode);
  return {
    open: found.open,
    moderated: found.moderated,
    action: `/comments/${scope.itemId}`,
    comments: found.comments,
    ...(notice ? { notice } : {}),
  };
}
