import { z } from 'zod';
import { analyticsViews } from './census';

/**
 * What the census, consent and analytics routes answer: the response half of their contracts.
 * The routes serialise through these (a field not listed never leaves), the OpenAPI document
 * shows them, and the owners' app and the visitor runtime type their calls with `z.infer`
 * (the runtime imports types only). Plain shapes: answers are encoded, not parsed.
 */

/** 202 of every beacon: whether the event was stored (false: no consent, or census off for this page). */
export const recordedAnswer = z.object({ recorded: z.boolean() });
export type RecordedAnswer = z.infer<typeof recordedAnswer>;

/** 201 of POST /api/consent/record: the banner version the choice was made under. */
export const consentRecordedAnswer = z.object({ recorded: z.literal(true), bannerVersion: z.string() });
export type ConsentRecordedAnswer = z.infer<typeof consentRecordedAnswer>;

/** GET /api/1/performance/settings: the id that ties one page load's records together. */
export const performanceSettingsAnswer = z.object({ pageLoadId: z.string() });
export type PerformanceSettingsAnswer = z.infer<typeof performanceSettingsAnswer>;

/** `{view}` of GET /api/census/analytics/{view}: an unknown view is a 404 (the route checks). */
export const analyticsViewParams = z.object({ view: z.string().max(40) });

/** Every analytics view answers a table: column names and rows (what the dashboard charts and the CSV exports). */
export const analyticsTableAnswer = z.object({
  view: z.enum(analyticsViews),
  from: z.string(),
  to: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  /** Headline figures of the view (e.g. visits, unique visitors, page views). */
  totals: z.record(z.string(), z.number().nullable()).optional(),
  /** The site's time zone (IANA name): `from`, `to` and per-day rows are its days. */
  timeZone: z.string().optional(),
});
export type AnalyticsTable = z.infer<typeof analyticsTableAnswer>;

/** GET /api/census/analytics: the site's time zone and today's date there (the dashboard's presets count back from it). */
export const analyticsCalendarAnswer = z.object({ timeZone: z.string(), today: z.string() });
export type AnalyticsCalendar = z.infer<typeof analyticsCalendarAnswer>;
