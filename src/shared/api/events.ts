import { z } from 'zod';
import { mediaSourceSchema } from '../links/url-schemas';
import { pageUrlIdSchema } from './owners';

/**
 * Wire schemas of an events collection's events (owners' app). Times travel as the site's wall
 * time (`YYYY-MM-DDTHH:mm`, what a datetime-local input holds): the server reads them in the
 * site's time zone and stores UTC instants, so the owner types what visitors will read.
 */

const wallTime = (message: string) =>
  z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, message);

export const MAX_EVENT_DESCRIPTION_LENGTH = 20_000;

export const eventRequestSchema = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(200, 'Titles must be 200 characters or fewer'),
    urlId: pageUrlIdSchema.optional(),
    /** Published 1 or draft 4: only published events are shown to visitors. */
    status: z.union([z.literal(1), z.literal(4)], { error: 'Choose a status' }).default(4),
    startsAt: wallTime('Choose when the event starts'),
    endsAt: wallTime('Choose when the event ends'),
    location: z.string().trim().max(300, 'Locations must be 300 characters or fewer').default(''),
    /** Owner HTML, sanitized like a blog post's text before it is stored. */
    description: z
      .string()
      .max(MAX_EVENT_DESCRIPTION_LENGTH, 'Descriptions must be 20000 characters or fewer')
      .default(''),
    imageUrl: z.optional(mediaSourceSchema),
  })
  .refine((event) => event.endsAt >= event.startsAt, {
    message: 'An event cannot end before it starts',
    path: ['endsAt'],
  });
export type EventRequest = z.input<typeof eventRequestSchema>;

export const eventSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  urlId: z.string(),
  status: z.number(),
  statusLabel: z.string(),
  /** UTC instants. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The same in the site's time zone, as typed. */
  startsAtLocal: z.string(),
  endsAtLocal: z.string(),
});

export const eventsAnswer = z.object({
  id: z.string(),
  title: z.string(),
  urlId: z.string(),
  timeZone: z.string(),
  events: z.array(eventSummarySchema),
});
export type EventsAnswer = z.output<typeof eventsAnswer>;

export const eventAnswer = eventSummarySchema.extend({
  collectionId: z.string(),
  location: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  timeZone: z.string(),
});
export type EventAnswer = z.output<typeof eventAnswer>;

export const savedEventAnswer = z.object({ event: eventSummarySchema });
export type SavedEventAnswer = z.output<typeof savedEventAnswer>;
