import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { videoEmbedLookupQuerySchema, videoEmbedPreviewAnswer } from '../../../shared/api/video-embeds';
import { AppError } from '../../../shared/errors';
import { parseVideoEmbed } from '../../../shared/media/video-embed';
import type { AccountService } from '../accounts';
import { OembedError, type VideoEmbedService } from './service';

/**
 * The video block editor's preview (src/shared/api/video-embeds.ts): only contributors who may
 * edit content on the request's site ask, and only for addresses of the four providers, so the
 * server never fetches an address of the caller's choosing.
 */
export function registerVideoEmbedOwnerRoutes(
  app: FastifyInstance,
  deps: { videoEmbeds: VideoEmbedService; accounts: AccountService },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/rest/video-embeds',
    {
      config: { access: 'content-editor', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { querystring: videoEmbedLookupQuerySchema, response: { 200: videoEmbedPreviewAnswer } },
    },
    async (request) => {
      const { url } = request.query;
      const parsed = parseVideoEmbed(url);
      if (!parsed.ok) throw new AppError('validation', { url: parsed.error });
      try {
        // The stored answer's addresses (url, playerUrl) are not in the contract: they never leave.
        return { oembed: await deps.videoEmbeds.lookup(url) };
      } catch (error) {
        if (!(error instanceof OembedError)) throw error;
        if (error.definite) throw new AppError('validation', { url: error.message });
        return { oembed: null, message: error.message };
      }
    },
  );
}
