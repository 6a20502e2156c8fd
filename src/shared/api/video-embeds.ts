import { z } from 'zod';

/**
 * The owners' oEmbed look-up (issue 14): what the video block editor shows once an address is
 * entered (the provider's thumbnail and title), before the save stores the same answer.
 *
 *   GET /api/rest/video-embeds?url=   → VideoEmbedPreview
 *
 * An address that is no video: 400 with "Invalid video embed." on `url`; no such video (or a
 * Vimeo Basic account): 400 with the provider's message on `url`; a provider that cannot be
 * reached: 200 with `oembed: null` and the message, since the save would still go through.
 */
export const videoEmbedLookupQuerySchema = z.object({
  url: z.string().trim().min(1, 'Invalid video embed.').max(20_000, 'Invalid video embed.'),
});

export const videoEmbedPreviewAnswer = z.object({
  oembed: z
    .object({
      provider: z.string(),
      title: z.string().optional(),
      authorName: z.string().optional(),
      thumbnailUrl: z.string().optional(),
      width: z.number().optional(),
      height: z.number().optional(),
    })
    .nullable(),
  /** Why there is no answer when the provider could not be reached. */
  message: z.string().optional(),
});
export type VideoEmbedPreview = z.output<typeof videoEmbedPreviewAnswer>;
