import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import type { Layout } from '../../../shared/layout/layout';
import { safeMediaSrc } from '../../../shared/links/media';
import type { VideoOembed } from '../../../shared/blocks/video';
import {
  animotoPlayerUrl,
  parseVideoEmbed,
  VIMEO_BASIC_UNSUPPORTED,
  type VideoProvider,
} from '../../../shared/media/video-embed';

/** What an answer may hold at most: oEmbed answers are a few hundred bytes. */
const MAX_ANSWER_BYTES = 64 * 1024;

export const oembedMessages = {
  /** The provider has no such (public) video: the spec's "not found" wording. */
  notFound: 'Unable to locate content',
  /** Timeouts, refused connections, answers that are not oEmbed JSON. */
  unreachable: 'Unable to connect. Please try again',
  vimeoBasic: VIMEO_BASIC_UNSUPPORTED,
} as const;

/** Why a lookup failed: `definite` problems are the owner's to fix; `unreachable` ones are ours or the provider's. */
export class OembedError extends Error {
  constructor(
    readonly kind: 'not-found' | 'vimeo-basic' | 'unreachable',
    message: string,
  ) {
    super(message);
  }
  get definite() {
    return this.kind !== 'unreachable';
  }
}

const cleanText = (max: number) =>
  z
    .string()
    .transform((value) =>
      value
        // eslint-disable-next-line no-control-regex -- provider text is shown to visitors: no control characters
        .replace(/[\u0000-\u001f\u007f]/g, ' ')
        .trim()
        .slice(0, max),
    )
    .optional()
    .catch(undefined);
const size = z.coerce.number().int().min(1).max(20_000).optional().catch(undefined);

/** The fields of an oEmbed answer (oembed.com §2.3.4) this product uses; anything else is ignored. */
const answerSchema = z.object({
  type: z.string().optional(),
  title: cleanText(500),
  author_name: cleanText(300),
  thumbnail_url: z.string().max(2048).optional().catch(undefined),
  width: size,
  height: size,
  html: z.string().max(20_000).optional().catch(undefined),
  account_type: z.string().optional().catch(undefined),
});

/** What a video block keeps of a provider's answer: https thumbnails only, Animoto players only on Animoto's hosts. */
function toOembed(url: string, provider: VideoProvider, data: z.output<typeof answerSchema>): VideoOembed {
  if (provider === 'Vimeo' && data.account_type?.toLowerCase() === 'basic')
    throw new OembedError('vimeo-basic', oembedMessages.vimeoBasic);
  const thumbnail =
    data.thumbnail_url && /^https:\/\//i.test(data.thumbnail_url)
      ? safeMediaSrc(data.thumbnail_url)
      : undefined;
  const player =
    provider === 'Animoto'
      ? animotoPlayerUrl(/\ssrc="([^"]+)"/i.exec(data.html ?? '')?.[1]?.replace(/&amp;/g, '&'))
      : undefined;
  return {
    url,
    provider,
    ...(data.title ? { title: data.title } : {}),
    ...(data.author_name ? { authorName: data.author_name } : {}),
    ...(thumbnail ? { thumbnailUrl: thumbnail } : {}),
    ...(data.width && data.height ? { width: data.width, height: data.height } : {}),
    ...(player ? { playerUrl: player } : {}),
  };
}

export interface VideoEmbedSettings {
  endpoints: Record<VideoProvider, string>;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export type VideoEmbedService = ReturnType<typeof createVideoEmbedService>;

/**
 * Thumbnails and titles of embedded videos, from the providers' oEmbed endpoints, fetched when
 * an owner saves a video block and kept in the block's data (`oembed`), so rendering a page never
 * calls out. A provider that cannot be reached does not stop the save: the block shows its
 * title and a plain overlay until a later save fetches the answer.
 */
export function createVideoEmbedService(settings: VideoEmbedSettings) {
  const doFetch = settings.fetch ?? fetch;

  async function readAnswer(response: Response): Promise<unknown> {
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_ANSWER_BYTES) throw new OembedError('unreachable', oembedMessages.unreachable);
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) throw new OembedError('unreachable', oembedMessages.unreachable);
    try {
      return JSON.parse(text);
    } catch {
      throw new OembedError('unreachable', oembedMessages.unreachable);
    }
  }

  /** The oEmbed answer for a video address, or an `OembedError` that says why not. */
  async function lookup(url: string): Promise<VideoOembed> {
    const parsed = parseVideoEmbed(url);
    if (!parsed.ok) throw new OembedError('not-found', parsed.error);
    const { embed } = parsed;
    const endpoint = new URL(settings.endpoints[embed.provider]);
    endpoint.searchParams.set('url', embed.canonicalUrl);
    endpoint.searchParams.set('format', 'json');
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch {
      throw new OembedError('unreachable', oembedMessages.unreachable);
    }
    if ([401, 403, 404].includes(response.status)) {
      await response.body?.cancel();
      throw new OembedError('not-found', oembedMessages.notFound);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new OembedError('unreachable', oembedMessages.unreachable);
    }
    const answer = answerSchema.safeParse(await readAnswer(response));
    if (!answer.success) throw new OembedError('unreachable', oembedMessages.unreachable);
    return toOembed(url, embed.provider, answer.data);
  }

  return {
    lookup,

    /**
     * Fills in the oEmbed answer of every video block whose address changed since its answer was
     * fetched (all at once, each bounded by the timeout), and drops answers of addresses no
     * longer there. The owner's mistakes (no such video, a Vimeo Basic account) refuse the save
     * with the message on the block's address; an unreachable provider does not.
     */
    async enrichLayout(layout: Layout, fieldPrefix = 'layout'): Promise<Layout> {
      const errors: Record<string, string> = {};
      const blocks = await Promise.all(
        layout.blocks.map(async (block, index) => {
          if (block.type !== 'video') return block;
          const url = typeof block.data.url === 'string' ? block.data.url : '';
          const cached = block.data.oembed as VideoOembed | undefined;
          if (cached?.url === url) return block;
          const { oembed: _stale, ...data } = block.data;
          void _stale;
          if (!parseVideoEmbed(url).ok) return { ...block, data };
          try {
            return { ...block, data: { ...data, oembed: await lookup(url) } };
          } catch (error) {
            if (error instanceof OembedError && error.definite)
              errors[`${fieldPrefix}.blocks.${index}.data.url`] = error.message;
            else if (!(error instanceof OembedError)) throw error;
            return { ...block, data };
          }
        }),
      );
      if (Object.keys(errors).length > 0) throw new AppError('validation', errors);
      return { ...layout, blocks };
    },
  };
}
