import * as z from 'zod/mini';
import { defineBlock } from './definition';

export const lineSchema = z.object({
  /** `inset` leaves breathing room at both ends, for dividers inside text. */
  width: z._default(z.enum(['full', 'inset'], { error: 'Choose full or inset' }), 'full'),
});

export type LineData = z.output<typeof lineSchema>;

export const lineBlock = defineBlock({
  type: 'line',
  label: 'Line',
  schema: lineSchema,
  defaults: { width: 'full' },
});
