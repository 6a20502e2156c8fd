import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { aspectRatioSchema, flag, imageSourceSchema, optionalText, posterSourceSchema } from './fields';
import {
  FEATURED_IMAGE_NEEDS_EMBED,
  INVALID_VIDEO_EMBED,
  isMediaVideo,
  parseVideoEmbed,
  playerOrigins,
  VIDEO_MODES,
  VIDEO_PROVIDERS,
} from '../media/video-embed';
import type { CspSources } from './csp-sources';

const TEXT = 'Enter text';
const cachedText = (max: number) => z.optional(z.string({ error: TEXT }).check(z.maxLength(max, TEXT)));
const cachedSize = z.optional(
  z
    .int({ error: 'Sizes are whole numbers' })
    .check(z.gte(1, 'Sizes are whole numbers'), z.lte(20_000, 'Sizes are whole numbers')),
);

/**
 * What the server learned from the provider's oEmbed endpoint when the owner saved the block
 * (server: modules/video-embeds). Kept with the block so rendering never calls out. `url` is the
 * address it was fetched for: a changed address is fetched again on the next save.
 */
export const videoOembedSchema = z
  .object({
    url: z.string({ error: TEXT }).check(z.maxLength(20_000, TEXT)),
    provider: z.enum(VIDEO_PROVIDERS, { error: 'Unknown video provider' }),
    title: cachedText(500),
    authorName: cachedText(300),
    thumbnailUrl: z.optional(imageSourceSchema),
    width: cachedSize,
    height: cachedSize,
    /** Animoto's player address (it needs a parameter only the oEmbed answer gives). */
    playerUrl: cachedText(2048),
  })
  // Not an owner's field: the editor does not show it (block-fields.ts).
  .check(z.meta({ editor: 'hidden' }));

export type VideoOembed = z.output<typeof videoOembedSchema>;

export const videoSchema = z
  .object({
    /** A YouTube, Vimeo, Wistia or Animoto address or embed code, or an uploaded video file. */
    url: z._default(
      z.string({ error: INVALID_VIDEO_EMBED }).check(
        z.trim(),
        z.maxLength(20_000, INVALID_VIDEO_EMBED),
        z.refine(
          (value) => value === '' || isMediaVideo(value) || parseVideoEmbed(value).ok,
          INVALID_VIDEO_EMBED,
        ),
        // The editor's input shows the provider's thumbnail and title once an address is entered.
        z.meta({ picker: 'video-url' }),
      ),
      '',
    ),
    /** Shown on the play button and to screen readers; the provider's title when left empty. */
    title: optionalText(200, 'Titles must be 200 characters or fewer'),
    /** How the player sits in the block (spec: none, fit, fill). */
    mode: z._default(z.enum(VIDEO_MODES, { error: 'Choose none, fit or fill' }), 'fit'),
    /** The box's shape; `original` takes the video's own from the provider. */
    aspectRatio: z._default(aspectRatioSchema, 'original'),
    /** A custom featured image (an uploaded poster) shown before play, instead of the provider's thumbnail. */
    poster: posterSourceSchema,
    /** youtube-nocookie.com, Vimeo and Wistia "do not track". */
    privacyEnhanced: flag(true),
    /** Starts muted as soon as it is on screen, without a press (consent still applies). */
    forceAutoplay: flag(false),
    caption: optionalText(500, 'Captions must be 500 characters or fewer'),
    oembed: z.optional(videoOembedSchema),
  })
  .check(
    z.superRefine((data, context) => {
      // A featured image covers an embedded player (or an uploaded video): with neither there is nothing to cover.
      if (data.poster !== '' && !isMediaVideo(data.url) && !parseVideoEmbed(data.url).ok)
        context.issues.push({
          code: 'custom',
          path: ['poster'],
          message: FEATURED_IMAGE_NEEDS_EMBED,
          input: data.poster,
        });
    }),
  );

export type VideoData = z.output<typeof videoSchema>;

/** The provider frames a video block may load (only pages with one allow them). */
export function videoCspSources(data: Partial<VideoData>): CspSources {
  if (typeof data.url !== 'string') return {};
  const parsed = parseVideoEmbed(data.url);
  if (!parsed.ok) return {};
  return { 'frame-src': playerOrigins(parsed.embed.provider, data.privacyEnhanced !== false) };
}

export const videoBlock = defineBlock({
  type: 'video',
  label: 'Video',
  schema: videoSchema,
  defaults: {
    url: '',
    title: '',
    mode: 'fit',
    aspectRatio: 'original',
    poster: '',
    privacyEnhanced: true,
    forceAutoplay: false,
    caption: '',
  },
  // The play overlay is plain HTML; the feature swaps in the player on press (and keeps one playing).
  runtimeFeature: (data) => (typeof data.url === 'string' && data.url !== '' ? 'video' : undefined),
  cspSources: videoCspSources,
});
