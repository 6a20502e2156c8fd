import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { alignmentSchema, optionalText } from './fields';
import { formIdSchema } from './form';

/** A newsletter block: a heading, a line of text and a sign-up form (a form of kind `newsletter`). */
export const newsletterBlockSchema = z.object({
  formId: formIdSchema('newsletter-form', 'Choose a newsletter form'),
  title: optionalText(120, 'Titles must be 120 characters or fewer', 'Subscribe'),
  description: optionalText(
    500,
    'Descriptions must be 500 characters or fewer',
    'Sign up to receive news and updates.',
  ),
  alignment: z._default(alignmentSchema, 'center'),
});
export type NewsletterBlockData = z.output<typeof newsletterBlockSchema>;

export const newsletterBlock = defineBlock({
  type: 'newsletter',
  label: 'Newsletter',
  schema: newsletterBlockSchema,
  defaults: {
    formId: '',
    title: 'Subscribe',
    description: 'Sign up to receive news and updates.',
    alignment: 'center',
  },
  runtimeFeature: 'forms',
});
