import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMENT_RATE_LIMIT,
  commentListAnswer,
  commentListQuery,
  commentModerationSchema,
  commentSettingsAnswer,
  commentSettingsSchema,
} from '../../../shared/api/comments';
import { commentNoticeOf, type CommentNotice } from '../../../shared/comments/notices';
import { AppError } from '../../../shared/errors';
import { ID_PATTERN } from '../../../shared/ids';
import { siteAccessOf } from '../../plugins/access';
import type { ContentReader } from '../content';
import type { CommentService } from './service';

const itemParams = z.object({ itemId: z.string().regex(ID_PATTERN, 'Unknown post') });
const blogParams = z.object({ collectionId: z.string().regex(ID_PATTERN, 'Unknown blog') });
const commentParams = z.object({ commentId: z.string().regex(ID_PATTERN, 'Unknown comment') });
const addedAnswer = z.object({ status: z.enum(['pending', 'approved']) });

/**
 * Visitors post comments (`POST /comments/:itemId`, the no-JavaScript form, answered with a
 * redirect back to the post; `POST /api/comments/:itemId`, JSON with the crumb); owners
 * moderate (`/api/rest/comments`) and turn comments on per blog (`…/comment-settings`).
 */
export function registerCommentRoutes(
  app: FastifyInstance,
  deps: { comments: CommentService; content: Pick<ContentReader, 'visiblePosts'>; clock: () => Date },
): void {
  const perAddress = app.createRateLimit({
    max: COMMENT_RATE_LIMIT.max,
    timeWindow: COMMENT_RATE_LIMIT.windowMs,
    keyGenerator: (request) => `comment-address:${request.site?.id ?? '-'}:${request.ip}`,
  });
  /** Counts every attempt, before any work: a refused one counts too. */
  async function limit(request: FastifyRequest): Promise<void> {
    const outcome = await perAddress(request);
    if (!outcome.isAllowed && outcome.isExceeded)
      throw new AppError('commentRateLimited').retryAfter(outcome.ttlInSeconds * 1000);
  }
  const siteOf = (request: FastifyRequest) => {
    if (!request.site) throw new AppError('notFound');
    return { websiteId: request.site.id, remoteIp: request.ip };
  };

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/comments/:itemId',
    { config: { access: 'public' }, schema: { params: itemParams, response: { 200: addedAnswer } } },
    async (request) => {
      const context = siteOf(request);
      await limit(request);
      return deps.comments.add(context, request.params.itemId, request.body);
    },
  );

  // Without JavaScript: an anonymous form post (no crumb; a foreign Origin is still refused),
  // answered with a redirect to the post saying what happened (`?comment=`, shared/comments/notices.ts).
  api.post(
    '/comments/:itemId',
    { config: { access: 'public', csrf: 'same-origin' }, schema: { params: itemParams } },
    async (request, reply) => {
      const context = siteOf(request);
      const [post] = await deps.content.visiblePosts(
        context.websiteId,
        [request.params.itemId],
        deps.clock(),
      );
      if (!post) throw new AppError('commentsClosed');
      let notice: CommentNotice;
      try {
        await limit(request);
        notice = (await deps.comments.add(context, post.id, request.body)).status;
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        notice = noticeOfError(error);
      }
      return reply.code(303).redirect(`${post.href}?comment=${notice}#comments`);
    },
  );

  api.get(
    '/api/rest/comments',
    {
      config: { access: 'site-admin' },
      schema: { querystring: commentListQuery, response: { 200: commentListAnswer } },
    },
    async (request) => deps.comments.list(siteAccessOf(request).websiteId, request.query),
  );
  api.post(
    '/api/rest/comments/:commentId/moderate',
    {
      config: { access: 'site-admin' },
      schema: {
        params: commentParams,
        body: commentModerationSchema,
        response: { 200: z.object({ status: z.string() }) },
      },
    },
    async (request) =>
      deps.comments.moderate(siteAccessOf(request).websiteId, request.params.commentId, request.body.action),
  );
  api.get(
    '/api/rest/blogs/:collectionId/comment-settings',
    {
      config: { access: 'site-admin' },
      schema: { params: blogParams, response: { 200: commentSettingsAnswer } },
    },
    async (request) => deps.comments.settings(siteAccessOf(request).websiteId, request.params.collectionId),
  );
  api.put(
    '/api/rest/blogs/:collectionId/comment-settings',
    {
      config: { access: 'site-admin' },
      schema: { params: blogParams, body: commentSettingsSchema, response: { 200: commentSettingsAnswer } },
    },
    async (request) =>
      deps.comments.saveSettings(siteAccessOf(request).websiteId, request.params.collectionId, request.body),
  );
}

/** The notice a refused no-JavaScript comment is sent back with (its first field's message). */
function noticeOfError(error: AppError): CommentNotice {
  if (error.code === 'commentRateLimited') return 'limited';
  if (error.code === 'captchaIncomplete') return 'captcha';
  if (error.code === 'commentsClosed') return 'closed';
  const first = Object.values(error.fieldErrors ?? {})[0];
  return commentNoticeOf(first) ?? 'invalid';
}
