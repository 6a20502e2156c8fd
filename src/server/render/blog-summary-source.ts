import type { ContentReader } from '../modules/content';
import type { SummarySource } from './summaries';
import { withCommentCounts, type CommentsReader } from './blog-comments';

/** Summary source of blog collections: the newest visible posts, with their tags, categories and comment counts. */
export function blogSummarySource(
  content: Pick<ContentReader, 'visibleItems'>,
  comments?: CommentsReader,
): SummarySource {
  return {
    type: 'blog',
    async items({ websiteId, collection, limit, filter, now }) {
      const { items } = await content.visibleItems(
        { websiteId, collectionId: collection.id },
        { offset: 0, limit, now, filter },
      );
      const views = items.map((item) => ({
        id: item.id,
        title: item.title,
        href: `/${collection.urlId}/${item.urlId}`,
        excerpt: item.excerpt,
        publishedAt: (item.publishOn ?? item.createdAt).toISOString(),
        author: item.authorName,
        imageUrl: item.imageUrl,
        tags: item.tags,
        categories: item.categories,
      }));
      return withCommentCounts(comments, websiteId, views);
    },
  };
}
