import { z } from 'zod';
import { mediaSourceSchema, ownerLinkSchema } from '../../../shared/links/url-schemas';

/** Horizontal alignment shared by headings and buttons. */
export const alignmentSchema = z.enum(['left', 'center', 'right']);
export type Alignment = z.infer<typeof alignmentSchema>;

/**
 * An owner-supplied link, empty meaning "no link": the link rule (spec visitor-runtime §5,
 * src/shared/links/) so the editor can explain what is wrong; renderers still pass the stored
 * value through `safeHref`, because data may predate a rule change.
 */
export const blockHrefSchema = ownerLinkSchema.default('');

/** Image sources: the media rule (http(s), site paths, non-SVG data images). */
export const imageSourceSchema = mediaSourceSchema.default('');

/** Cropping ratios offered for images and embeds; `original` keeps the media's own shape. */
export const aspectRatioSchema = z.enum([
  'original',
  '1:1',
  '4:3',
  '3:2',
  '16:9',
  '21:9',
  '3:4',
  '2:3',
  '9:16',
]);
export type AspectRatio = z.infer<typeof aspectRatioSchema>;

/** The CSS `aspect-ratio` value for a ratio option, or undefined to keep the natural shape. */
export function cssAspectRatio(ratio: AspectRatio): string | undefined {
  if (ratio === 'original') return undefined;
  const [width, height] = ratio.split(':');
  return `${width} / ${height}`;
}
