import { z } from 'zod';

export const quoteSchema = z.object({
  /** Plain text; a blank line starts a new paragraph. */
  text: z
    .string({ error: 'Enter the quotation' })
    .trim()
    .min(1, 'Enter the quotation')
    .max(2000, 'Quotes must be 2000 characters or fewer'),
  source: z.string().trim().max(200, 'The source must be 200 characters or fewer').default(''),
});

export type QuoteData = z.infer<typeof quoteSchema>;

export const quoteDefaults: QuoteData = { text: 'Simplicity is the ultimate sophistication.', source: '' };
