import { z } from 'zod';
import { alignmentSchema } from '../shared/fields';

export const textSchema = z.object({
  /** Rich text HTML, sanitized by the server (policy `rich-text`) before it is stored. */
  html: z.string().max(100_000, 'This text is too long. Split it into several blocks.').default(''),
  alignment: alignmentSchema.default('left'),
});

export type TextData = z.infer<typeof textSchema>;

export const textDefaults: TextData = { html: '<p>Write something worth reading.</p>', alignment: 'left' };
