import { z } from 'zod';
import { checkLink, safeHref } from '../../../shared/links/classify';

/** Horizontal alignment shared by headings and buttons. */
export const alignmentSchema = z.enum(['left', 'center', 'right']);
export type Alignment = z.infer<typeof alignmentSchema>;

/**
 * An owner-supplied link, empty meaning "no link". Checked with the spec's link rules
 * (visitor-runtime §5) so the editor can explain what is wrong; renderers still pass the
 * stored value through `safeHref`, because data may predate a rule change.
 */
export const blockHrefSchema = z
  .string()
  .trim()
  .max(2048, 'Links must be shorter than 2048 characters')
  .superRefine((href, context) => {
    if (href === '') return;
    const check = checkLink(href);
    if (!check.ok) context.addIssue({ code: 'custom', message: check.reason });
    else if (safeHref(href) === undefined)
      context.addIssue({ code: 'custom', message: 'This link is not allowed' });
  })
  .default('');

/** Image sources: site-relative paths or web URLs, never script or data URLs. */
export const imageSourceSchema = z
  .string()
  .trim()
  .max(2048, 'Image addresses must be shorter than 2048 characters')
  .refine(
    (src) => src === '' || safeHref(src) !== undefined,
    'Use an image uploaded to the site or a web address',
  )
  .default('');

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
