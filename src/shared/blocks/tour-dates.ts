import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { blockHrefSchema, flag } from './fields';

/** Dates in one tour-dates block: a season's worth, more belongs on an events page. */
export const MAX_TOUR_DATES = 100;

/** `YYYY-MM-DD`, a real calendar day. */
const dateSchema = z.string({ error: 'Enter the date' }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD'),
  z.refine(
    // Only a well-formed text is checked for being a real day (one message at a time).
    (text) =>
      !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
      (!Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
        new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)),
    'Enter a real date',
  ),
);

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .check(
      z.trim(),
      z.minLength(1, `Enter the ${label}`),
      z.maxLength(max, `The ${label} must be ${max} characters or fewer`),
    );

export const tourDateSchema = z.object({
  date: dateSchema,
  venue: text('venue', 120),
  city: text('city', 120),
  ticketUrl: blockHrefSchema,
  soldOut: flag(false),
});
export type TourDate = z.output<typeof tourDateSchema>;

/**
 * Tour dates (spec visitor-runtime §1 "tourdates"): a list the owner types, shown by date. We
 * deviate on purpose from the spec's outside service: no provider, no script, no request out.
 * Past dates (before today in the site's time zone) are hidden, or listed after the others
 * marked "Past" when `showPast` is on.
 */
export const tourDatesSchema = z.object({
  dates: z._default(
    z.array(tourDateSchema, { error: 'Add the dates as a list' }).check(
      z.maxLength(MAX_TOUR_DATES, `A tour dates block holds at most ${MAX_TOUR_DATES} dates`),
      z.meta({
        label: 'Dates',
        itemLabel: 'Date',
        newItem: { date: '2027-01-01', venue: 'Venue', city: 'City', ticketUrl: '', soldOut: false },
      }),
    ),
    [],
  ),
  showPast: flag(false),
});
export type TourDatesData = z.output<typeof tourDatesSchema>;

export const tourDatesBlock = defineBlock({
  type: 'tour-dates',
  label: 'Tour dates',
  schema: tourDatesSchema,
  defaults: {
    dates: [
      { date: '2027-03-14', venue: 'The Lantern', city: 'Bristol', ticketUrl: '', soldOut: false },
      { date: '2027-03-16', venue: 'Rough Trade East', city: 'London', ticketUrl: '', soldOut: true },
    ],
    showPast: false,
  },
});
