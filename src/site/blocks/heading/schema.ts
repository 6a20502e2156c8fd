import { z } from 'zod';
import { alignmentSchema } from '../shared/fields';

export const headingSchema = z.object({
  text: z
    .string({ error: 'Enter the heading text' })
    .trim()
    .min(1, 'Enter the heading text')
    .max(300, 'Headings must be 300 characters or fewer'),
  /** Rendered as h1–h4; the page title is usually the only level 1. */
  level: z.number().int().min(1).max(4).default(2),
  alignment: alignmentSchema.default('left'),
});

export type HeadingData = z.infer<typeof headingSchema>;

export const headingDefaults: HeadingData = { text: 'A new heading', level: 2, alignment: 'left' };
