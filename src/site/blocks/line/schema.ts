import { z } from 'zod';

export const lineSchema = z.object({
  /** `inset` leaves breathing room at both ends, for dividers inside text. */
  width: z.enum(['full', 'inset']).default('full'),
});

export type LineData = z.infer<typeof lineSchema>;

export const lineDefaults: LineData = { width: 'full' };
