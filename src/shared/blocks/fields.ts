import * as z from 'zod/mini';
import { mediaSourceSchema, ownerLinkSchema } from '../links/url-schemas';

/** Horizontal alignment shared by headings and buttons. */
export const alignmentSchema = z.enum(['left', 'center', 'right'], { error: 'Choose left, center or right' });
export type Alignment = z.infer<typeof alignmentSchema>;

/**
 * An owner-supplied link, empty meaning "no link": the link rule (spec visitor-runtime §5,
 * src/shared/links/) so the editor can explain what is wrong; renderers still pass the stored
 * value through `safeHref`, because data may predate a rule change.
 */
export const blockHrefSchema = z._default(ownerLinkSchema, '');

/**
 * Image sources: the media rule (http(s), site paths, non-SVG data images). The owners' editor
 * draws it as the image picker (the media library, or a typed web address).
 */
export const imageSourceSchema = z._default(mediaSourceSchema.check(z.meta({ picker: 'image' })), '');

/**
 * An image that only decorates something else (a video's poster): the same picker, but choosing
 * sets the address alone, not an image block's size, focal point and alt.
 */
export const posterSourceSchema = z._default(mediaSourceSchema.check(z.meta({ picker: 'poster' })), '');

/** Cropping ratios offered for images and embeds; `original` keeps the media's own shape. */
export const aspectRatioSchema = z.enum(
  ['original', '1:1', '4:3', '3:2', '16:9', '21:9', '3:4', '2:3', '9:16'],
  { error: 'Choose one of the offered aspect ratios' },
);
export type AspectRatio = z.infer<typeof aspectRatioSchema>;

/** The CSS `aspect-ratio` value for a ratio option, or undefined to keep the natural shape. */
export function cssAspectRatio(ratio: AspectRatio): string | undefined {
  if (ratio === 'original') return undefined;
  const [width, height] = ratio.split(':');
  return `${width} / ${height}`;
}

/** A trimmed text of at most `max` characters, empty by default, with the message to show when longer. */
export const optionalText = (max: number, tooLong: string, fallback = '') =>
  z._default(z.string({ error: 'Enter text' }).check(z.trim(), z.maxLength(max, tooLong)), fallback);

/** A boolean switch with its default. */
export const flag = (fallback: boolean) => z._default(z.boolean({ error: 'Choose yes or no' }), fallback);
