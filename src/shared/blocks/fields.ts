import * as z from 'zod/mini';
import { checkLink, safeHref } from '../links/classify';

/** Horizontal alignment shared by headings and buttons. */
export const alignmentSchema = z.enum(['left', 'center', 'right'], { error: 'Choose left, center or right' });
export type Alignment = z.infer<typeof alignmentSchema>;

/**
 * An owner-supplied link, empty meaning "no link". Checked with the spec's link rules
 * (visitor-runtime §5) so the editor can explain what is wrong; renderers still pass the
 * stored value through `safeHref`, because data may predate a rule change.
 */
export const blockHrefSchema = z._default(
  z.string({ error: 'Enter a link' }).check(
    z.trim(),
    z.maxLength(2048, 'Links must be shorter than 2048 characters'),
    z.superRefine((href, context) => {
      if (href === '') return;
      const check = checkLink(href);
      if (!check.ok) context.addIssue({ code: 'custom', message: check.reason });
      else if (safeHref(href) === undefined)
        context.addIssue({ code: 'custom', message: 'This link is not allowed' });
    }),
  ),
  '',
);

/** Image sources: site-relative paths or web URLs, never script or data URLs. */
export const imageSourceSchema = z._default(
  z.string({ error: 'Enter an image address' }).check(
    z.trim(),
    z.maxLength(2048, 'Image addresses must be shorter than 2048 characters'),
    z.refine(
      (src) => src === '' || safeHref(src) !== undefined,
      'Use an image uploaded to the site or a web address',
    ),
  ),
  '',
);

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
