import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { alignmentSchema, optionalText } from './fields';
import { parseInstant } from './relative-time-rules';

/**
 * Relative time ("timesince", media-and-platform §9): a moment shown as "just now", then the
 * seconds since, up to 59, then its date. The server writes the date (what any visitor a minute
 * later reads, and what shows without JavaScript); the `relative-time` feature refreshes the
 * wording every 5000 ms while it is recent.
 */
export const relativeTimeSchema = z.object({
  /** The moment, an ISO 8601 date-time with its offset. */
  date: z.string({ error: 'Enter a date and time, like 2026-11-24T09:30:00Z' }).check(
    z.trim(),
    z.maxLength(40, 'Enter a date and time, like 2026-11-24T09:30:00Z'),
    z.refine((value) => parseInstant(value) !== undefined, {
      error: 'Enter a date and time, like 2026-11-24T09:30:00Z',
    }),
    z.meta({ label: 'Date and time (ISO 8601 with its offset, e.g. 2026-11-24T09:30:00Z)' }),
  ),
  /** Words before the time ("Updated"), optional. */
  label: optionalText(80, 'The words before the time must be 80 characters or fewer').check(
    z.meta({ label: 'Words before the time (optional)' }),
  ),
  alignment: z._default(alignmentSchema, 'left'),
});

export type RelativeTimeData = z.output<typeof relativeTimeSchema>;

export const relativeTimeBlock = defineBlock({
  type: 'relative-time',
  label: 'Relative time',
  schema: relativeTimeSchema,
  defaults: { date: '2026-01-01T09:00:00Z', label: 'Updated', alignment: 'left' },
  runtimeFeature: 'relative-time',
});
