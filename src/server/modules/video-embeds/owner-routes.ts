import type { FastifyInstance } from 'fastify';
import { videoEmbedLookupQuerySchema, type VideoEmbedPreview } from '../../../shared/api/video-embeds';
import { AppError } from '../../../shared/errors';
import { parseVideoEmbed } from '../../../shared/media/video-embed';
import { requireContentEditor } from '../../plugins/auth';
import { parseInput } from '../../plugins/validation';
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
  app.get(
    '/api/rest/video-embeds',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request): Promise<VideoEmbedPreview> => {
      await requireContentEditor(request, deps.accounts);
      const { url } = parseInput(videoEmbedLookupQuerySchema, request.query);
      const parsed = parseVideoEmbed(url);
      if (!parsed.ok) throw new AppError('validation', { url: parsed.error });
      try {
        const { url: _url, playerUrl: _player, ...oembed } = await deps.videoEmbeds.lookup(url);
        void _url;
        void _player;
        return { oembed };
      } catch (error) {
        if (!(error instanceof OembedError)) throw error;
        if (error.definite) throw new AppError('validation', { url: error.message });
        return { oembed: null, message: error.message };
      }
    },
  );
}
