import { z } from 'zod';
import { ID_PATTERN } from '../../../shared/ids';
import { alignmentSchema } from '../shared/fields';

/** A newsletter block: a heading, a line of text and a sign-up form (a form of kind `newsletter`). */
export const newsletterBlockSchema = z.object({
  formId: z
    .union([z.literal(''), z.string().regex(ID_PATTERN, 'Choose a newsletter form')], {
      error: 'Choose a newsletter form',
    })
    .default('')
    // The owners' editor offers the site's forms in a select (config/features/editor/pickers.tsx).
    .meta({ picker: 'newsletter-form' }),
  title: z.string().trim().max(120, 'Titles must be 120 characters or fewer').default('Subscribe'),
  description: z
    .string()
    .trim()
    .max(500, 'Descriptions must be 500 characters or fewer')
    .default('Sign up to receive news and updates.'),
  alignment: alignmentSchema.default('center'),
});
export type NewsletterBlockData = z.infer<typeof newsletterBlockSchema>;

export const newsletterBlockDefaults = {
  formId: '',
  title: 'Subscribe',
  description: 'Sign up to receive news and updates.',
  alignment: 'center',
} satisfies NewsletterBlockData;
