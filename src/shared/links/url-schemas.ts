import * as z from 'zod/mini';
import { checkLink, safeHref } from './classify';
import { MAX_MEDIA_URL_LENGTH, MEDIA_SOURCE_MESSAGE, safeMediaSrc } from './media';

/**
 * The two URL rules as wire schemas, for everything that stores an owner-supplied address.
 * Both accept '' (no link / no image yet). Renderers still pass stored values through
 * `safeHref` / `safeMediaSrc`: data may predate a rule change. Written with `zod/mini` so block
 * definitions and the owners' app use them without full zod; full-zod objects embed them as they are.
 */
export const ownerLinkSchema = z.string({ error: 'Enter a link' }).check(
  z.trim(),
  z.maxLength(2048, 'Links must be shorter than 2048 characters'),
  z.superRefine((href, context) => {
    if (href === '') return;
    const check = checkLink(href);
    if (!check.ok) context.addIssue({ code: 'custom', message: check.reason });
    else if (safeHref(href) === undefined)
      context.addIssue({ code: 'custom', message: 'This link is not allowed' });
  }),
);

export const mediaSourceSchema = z.string({ error: 'Enter an image address' }).check(
  z.trim(),
  z.maxLength(
    MAX_MEDIA_URL_LENGTH,
    `Image addresses must be shorter than ${MAX_MEDIA_URL_LENGTH} characters`,
  ),
  z.refine((src) => src === '' || safeMediaSrc(src) !== undefined, MEDIA_SOURCE_MESSAGE),
);
