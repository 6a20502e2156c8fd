import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { optionalText } from './fields';
import type { CspSources } from './csp-sources';
import {
  BOOKING_PROVIDER_FACTS,
  BOOKING_PROVIDERS,
  BOOKING_WIDGETS,
  isBookingProviderUrl,
  ORDER_NOW_TITLE,
  type BookingProvider,
  type BookingWidget,
} from '../media/third-party-embeds';

export const INVALID_BOOKING_LINK = 'Enter the https address of your page on the chosen provider';

export const bookingSchema = z
  .object({
    provider: z._default(
      z.enum(BOOKING_PROVIDERS, { error: 'Choose a booking provider' }).check(
        z.meta({
          label: 'Provider',
          optionLabels: {
            opentable: 'Restaurant reservations (OpenTable, version 1)',
            resy: 'Restaurant reservations (Resy, version 2)',
            tock: 'Tock',
            acuity: 'Acuity Scheduling',
            zola: 'Zola registry',
          },
        }),
      ),
      'opentable',
    ),
    /** Tock's widget kind: reservations (variant 1018), events (1019) or online ordering. */
    widget: z._default(
      z.enum(BOOKING_WIDGETS, { error: 'Choose reservations, events or online ordering' }).check(
        z.meta({
          label: 'Widget (Tock)',
          optionLabels: { reservations: 'Reservations', events: 'Events', ordering: 'Online ordering' },
        }),
      ),
      'reservations',
    ),
    /** The provider's id for the restaurant, calendar or registry (handed to its widget script). */
    venue: z._default(
      z
        .string({ error: 'Enter your id on the provider' })
        .check(
          z.trim(),
          z.maxLength(200, 'Ids must be 200 characters or fewer'),
          z.regex(/^[\w.@:/-]*$/, 'Ids hold letters, digits and . _ - : / @ only'),
          z.meta({ label: 'Your id on the provider (restaurant, calendar or registry)' }),
        ),
      '',
    ),
    /** The provider's own page for this venue: the link visitors follow without JavaScript. */
    link: z._default(
      z
        .string({ error: INVALID_BOOKING_LINK })
        .check(
          z.trim(),
          z.maxLength(2048, INVALID_BOOKING_LINK),
          z.meta({ label: 'Your booking page on the provider' }),
        ),
      '',
    ),
    /** The link's and button's words; empty takes the widget's ('Order Now' for online ordering). */
    linkTitle: z._default(
      z
        .string({ error: 'Enter text' })
        .check(
          z.trim(),
          z.maxLength(60, 'Link titles must be 60 characters or fewer'),
          z.meta({ label: 'Link title (empty: the widget’s own, such as Order Now)' }),
        ),
      '',
    ),
    title: optionalText(200, 'Titles must be 200 characters or fewer'),
    description: optionalText(1000, 'Descriptions must be 1000 characters or fewer'),
  })
  .check(
    z.superRefine((data, context) => {
      if (data.link !== '' && !isBookingProviderUrl(data.provider, data.link))
        context.issues.push({
          code: 'custom',
          path: ['link'],
          message: INVALID_BOOKING_LINK,
          input: data.link,
        });
    }),
  );

export type BookingData = z.output<typeof bookingSchema>;

/** The link title a block shows: the owner's, else the widget's default. */
export function bookingLinkTitle(data: Pick<BookingData, 'linkTitle' | 'provider' | 'widget'>): string {
  if (data.linkTitle !== '') return data.linkTitle;
  const widget: BookingWidget = data.provider === 'tock' ? data.widget : 'reservations';
  if (widget === 'ordering') return ORDER_NOW_TITLE;
  if (widget === 'events') return 'See events';
  if (data.provider === 'acuity') return 'Book an appointment';
  if (data.provider === 'zola') return 'View our registry';
  return 'Reserve a table';
}

const isProvider = (value: unknown): value is BookingProvider =>
  typeof value === 'string' && (BOOKING_PROVIDERS as readonly string[]).includes(value);

/** The provider's widget hosts: only pages with one of its blocks allow them. */
export function bookingCspSources(data: Partial<BookingData>): CspSources {
  if (!isProvider(data.provider) || !data.venue) return {};
  const facts = BOOKING_PROVIDER_FACTS[data.provider];
  return { 'script-src': facts.scriptOrigins, 'frame-src': facts.frameOrigins };
}

/**
 * A booking block (visitor-runtime §4 "Booking block", §9): a card with the provider's booking
 * link (works without JavaScript) and a button that loads the provider's widget script on
 * press (click-to-load), loading → loaded; signed-in owners see the preview-only alert instead.
 */
export const bookingBlock = defineBlock({
  type: 'booking',
  label: 'Booking (reservations, Tock, Acuity, Zola)',
  schema: bookingSchema,
  defaults: {
    provider: 'opentable',
    widget: 'reservations',
    venue: '',
    link: '',
    linkTitle: '',
    title: '',
    description: '',
  },
  runtimeFeature: 'booking',
  cspSources: bookingCspSources,
});
