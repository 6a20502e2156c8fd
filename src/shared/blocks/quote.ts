import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { optionalText } from './fields';

export const quoteSchema = z.object({
  /** Plain text; a blank line starts a new paragraph. */
  text: z
    .string({ error: 'Enter the quotation' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter the quotation'),
      z.maxLength(2000, 'Quotes must be 2000 characters or fewer'),
    ),
  source: optionalText(200, 'The source must be 200 characters or fewer'),
});

export type QuoteData = z.output<typeof quoteSchema>;

export const quoteBlock = defineBlock({
  type: 'quote',
  label: 'Quote',
  schema: quoteSchema,
  defaults: { text: 'Simplicity is the ultimate sophistication.', source: '' },
});
