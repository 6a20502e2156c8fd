import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { alignmentSchema } from './fields';

export const textSchema = z.object({
  /** Rich text HTML, sanitized by the server (policy `rich-text`) before it is stored. */
  html: z._default(
    z.string({ error: 'Enter the text' }).check(
      z.maxLength(100_000, 'This text is too long. Split it into several blocks.'),
      // The owners' editor draws it as the rich-text editor (src/config/layout-editor/rich-text).
      z.meta({ picker: 'rich-text', label: 'Text' }),
    ),
    '',
  ),
  alignment: z._default(alignmentSchema, 'left'),
});

export type TextData = z.output<typeof textSchema>;

export const textBlock = defineBlock({
  type: 'text',
  label: 'Text',
  schema: textSchema,
  defaults: { html: '<p>Write something worth reading.</p>', alignment: 'left' },
  htmlFields: [{ field: 'html', policy: 'rich-text' }],
});
