import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { alignmentSchema } from './fields';

export const headingSchema = z.object({
  text: z
    .string({ error: 'Enter the heading text' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter the heading text'),
      z.maxLength(300, 'Headings must be 300 characters or fewer'),
    ),
  /** Rendered as h1–h4; the page title is usually the only level 1. */
  level: z._default(
    z
      .int({ error: 'Choose a heading level from 1 to 4' })
      .check(z.gte(1, 'Choose a heading level from 1 to 4'), z.lte(4, 'Choose a heading level from 1 to 4')),
    2,
  ),
  alignment: z._default(alignmentSchema, 'left'),
});

export type HeadingData = z.output<typeof headingSchema>;

export const headingBlock = defineBlock({
  type: 'heading',
  label: 'Heading',
  schema: headingSchema,
  defaults: { text: 'A new heading', level: 2, alignment: 'left' },
});
