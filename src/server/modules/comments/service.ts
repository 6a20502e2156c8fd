import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  commentInputSchema,
  commentSettingsSchema,
  type CommentAnswer,
  type CommentListAnswer,
  type CommentSettings,
  type CommentStatusName,
} from '../../../shared/api/comments';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { parseInput } from '../../plugins/validation';
import type { ContentReader } from '../content';
import type { CaptchaService } from '../forms';
import type { WebsiteService } from '../websites';
import { CommentStatus, commentSettings, comments, type CommentStatusValue } from './tables';

export const COMMENTS_PER_PAGE = 50;
/** At most this many approved comments are shown under a post (oldest first). */
export const MAX_SHOWN_COMMENTS = 500;

const STATUS_NAME: Record<CommentStatusValue, CommentStatusName> = {
  [CommentStatus.pending]: 'pending',
  [CommentStatus.approved]: 'approved',
  [CommentStatus.spam]: 'spam',
  [CommentStatus.deleted]: 'deleted',
};
const ACTION_STATUS = {
  approve: CommentStatus.approved,
  spam: CommentStatus.spam,
  delete: CommentStatus.deleted,
  pending: CommentStatus.pending,
} as const;

/** An approved comment as visitors see it: never the e-mail address. */
export interface PublicComment {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

export type CommentService = ReturnType<typeof createCommentService>;

export function createCommentService(deps: {
  db: Db;
  websites: Pick<WebsiteService, 'changes'>;
  content: Pick<ContentReader, 'visiblePosts' | 'postsOfSite' | 'collectionById'>;
  captcha: Pick<CaptchaService, 'verify'>;
  clock: () => Date;
}) {
  const { db, clock } = deps;

  /** This site's blog, or 404: settings of another site's collection are never read or written. */
  async function ownBlog(websiteId: string, collectionId: string) {
    const collection = await deps.content.collectionById(websiteId, collectionId);
    if (!collection || collection.type !== 'blog') throw new AppError('notFound');
    return collection;
  }

  async function settingsOf(websiteId: string, collectionId: string): Promise<CommentSettings> {
    const [row] = await db
      .select({ enabled: commentSettings.enabled, autoApprove: commentSettings.autoApprove })
      .from(commentSettings)
      .where(and(eq(commentSettings.websiteId, websiteId), eq(commentSettings.collectionId, collectionId)));
    return row ?? { enabled: false, autoApprove: false };
  }

  return {
    async settings(websiteId: string, collectionId: string): Promise<CommentSettings> {
      await ownBlog(websiteId, collectionId);
      return settingsOf(websiteId, collectionId);
    },

    /** Turning comments on or off changes what the blog's posts show: cached pages follow. */
    async saveSettings(websiteId: string, collectionId: string, input: unknown): Promise<CommentSettings> {
      const settings = parseInput(commentSettingsSchema, input);
      await ownBlog(websiteId, collectionId);
      await deps.websites.changes.write(websiteId, (tx) =>
        tx
          .insert(commentSettings)
          .values({ websiteId, collectionId, ...settings })
          .onConflictDoUpdate({
            target: [commentSettings.websiteId, commentSettings.collectionId],
            set: settings,
          }),
      );
      return settings;
    },

    /**
     * A visitor's comment on a visible post of a blog that takes comments. Input is checked
     * first (cheap, and a refused text must not spend the visitor's captcha answer), then the
     * post, then the captcha. Pending unless the blog auto-approves. A filled honeypot is
     * answered like a success and stores nothing.
     */
    async add(
      context: { websiteId: string; remoteIp?: string },
      itemId: string,
      raw: unknown,
    ): Promise<{ status: 'pending' | 'approved' }> {
      const input = parseInput(commentInputSchema, raw);
      const { websiteId } = context;
      const [post] = await deps.content.visiblePosts(websiteId, [itemId], clock());
      if (!post) throw new AppError('commentsClosed');
      const settings = await settingsOf(websiteId, post.collectionId);
      if (!settings.enabled) throw new AppError('commentsClosed');
      if (input.website) return { status: 'pending' };
      const captcha = await deps.captcha.verify('altcha', websiteId, input.altcha, context.remoteIp);
      if (!captcha.ok)
        throw new AppError('captchaIncomplete', { altcha: 'Complete CAPTCHA before submitting.' });
      const row = {
        id: newId(),
        websiteId,
        itemId: post.id,
        authorName: input.authorName,
        authorEmail: input.email,
        body: input.body,
        createdAt: clock(),
      };
      if (settings.autoApprove) {
        await deps.websites.changes.write(websiteId, (tx) =>
          tx.insert(comments).values({ ...row, status: CommentStatus.approved }),
        );
        return { status: 'approved' };
      }
      await db.insert(comments).values({ ...row, status: CommentStatus.pending });
      return { status: 'pending' };
    },

    /** What a post's page shows: whether it takes comments and its approved ones, oldest first. */
    async forPost(
      websiteId: string,
      collectionId: string,
      itemId: string,
    ): Promise<{ open: boolean; moderated: boolean; comments: PublicComment[] }> {
      const [settings, rows] = await Promise.all([
        settingsOf(websiteId, collectionId),
        db
          .select({
            id: comments.id,
            authorName: comments.authorName,
            body: comments.body,
            createdAt: comments.createdAt,
          })
          .from(comments)
          .where(
            and(
              eq(comments.websiteId, websiteId),
              eq(comments.itemId, itemId),
              eq(comments.status, CommentStatus.approved),
            ),
          )
          .orderBy(comments.createdAt, comments.id)
          .limit(MAX_SHOWN_COMMENTS),
      ]);
      return {
        open: settings.enabled,
        moderated: !settings.autoApprove,
        comments: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },

    /** Approved comments per post (blog lists and summaries), 0 for posts without any. */
    async counts(websiteId: string, itemIds: string[]): Promise<Map<string, number>> {
      const result = new Map(itemIds.map((id) => [id, 0]));
      if (itemIds.length === 0) return result;
      const rows = await db
        .select({ itemId: comments.itemId, n: count() })
        .from(comments)
        .where(
          and(
            eq(comments.websiteId, websiteId),
            inArray(comments.itemId, itemIds),
            eq(comments.status, CommentStatus.approved),
          ),
        )
        .groupBy(comments.itemId);
      for (const row of rows) result.set(row.itemId, Number(row.n));
      return result;
    },

    /** The owners' moderation list of one status, newest first, with every status's count. */
    async list(
      websiteId: string,
      query: { status: 'pending' | 'approved' | 'spam'; page: number },
    ): Promise<CommentListAnswer> {
      const status = ACTION_STATUS[query.status === 'approved' ? 'approve' : query.status];
      const rows = await db
        .select()
        .from(comments)
        .where(and(eq(comments.websiteId, websiteId), eq(comments.status, status)))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .offset((query.page - 1) * COMMENTS_PER_PAGE)
        .limit(COMMENTS_PER_PAGE);
      const totals = await db
        .select({ status: comments.status, n: count() })
        .from(comments)
        .where(eq(comments.websiteId, websiteId))
        .groupBy(comments.status);
      const countOf = (value: CommentStatusValue) =>
        Number(totals.find((row) => row.status === value)?.n ?? 0);
      const posts = new Map(
        (await deps.content.postsOfSite(websiteId, [...new Set(rows.map((row) => row.itemId))])).map(
          (post) => [post.id, post],
        ),
      );
      const answers: CommentAnswer[] = rows.map((row) => {
        const post = posts.get(row.itemId);
        return {
          id: row.id,
          authorName: row.authorName,
          authorEmail: row.authorEmail,
          body: row.body,
          status: STATUS_NAME[row.status],
          createdAt: row.createdAt.toISOString(),
          post: { id: row.itemId, title: post?.title ?? '', href: post?.href ?? '' },
        };
      });
      const current = countOf(status);
      return {
        comments: answers,
        counts: {
          pending: countOf(CommentStatus.pending),
          approved: countOf(CommentStatus.approved),
          spam: countOf(CommentStatus.spam),
        },
        page: query.page,
        pageCount: Math.max(1, Math.ceil(current / COMMENTS_PER_PAGE)),
      };
    },

    /**
     * Approve, mark as spam, delete (kept as `deleted`, never shown) or put back to pending. A
     * change into or out of `approved` changes pages, so it bumps the site's content version.
     * Another site's comment is not found.
     */
    async moderate(
      websiteId: string,
      commentId: string,
      action: keyof typeof ACTION_STATUS,
    ): Promise<{ status: CommentStatusName }> {
      const scope = and(eq(comments.websiteId, websiteId), eq(comments.id, commentId));
      const [row] = await db.select({ status: comments.status }).from(comments).where(scope);
      if (!row || row.status === CommentStatus.deleted) throw new AppError('commentNotFound');
      const status = ACTION_STATUS[action];
      const visible = row.status === CommentStatus.approved || status === CommentStatus.approved;
      await deps.websites.changes.write(websiteId, (tx) => tx.update(comments).set({ status }).where(scope), {
        visible,
      });
      return { status: STATUS_NAME[status] };
    },
  };
}
