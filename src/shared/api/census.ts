import { z } from 'zod';
import { marketingFields, STACK_LIMIT } from '../census/constants';

export { marketingFields, STACK_LIMIT };

/**
 * Wire schemas of visitor tracking, consent, real-user performance and the owners' analytics
 * (spec visitor-runtime §3, §7; media-and-platform §3, §7). Shared by the server's validation,
 * the visitor runtime and the owners' app. Every string is capped: these endpoints take
 * anonymous traffic at volume.
 */
const text = (max: number) => z.string().max(max);
const url = text(2048);
const dimension = z.number().int().min(0).max(100_000);
const shortId = text(64);
/** A visitor's clock, in ms since the epoch: years past 9999 are no clock, and PostgreSQL cannot store them. */
const clientTime = z.number().int().min(0).max(253_402_300_799_999);

/** `data` of POST /api/census/RecordHit (the spec's visitor hit fields plus session info). */
export const hitDataSchema = z.object({
  event: text(40).optional(),
  userAgent: text(512).default(''),
  /** Milliseconds since the epoch, on the visitor's clock. */
  clientDate: z.number().int().min(0).optional(),
  viewportInnerWidth: dimension.optional(),
  viewportInnerHeight: dimension.optional(),
  screenWidth: dimension.optional(),
  screenHeight: dimension.optional(),
  websiteId: shortId,
  templateId: shortId.nullish(),
  website_locale: text(35).nullish(),
  url,
  title: text(500).default(''),
  itemId: shortId.nullish(),
  recordType: text(40).nullish(),
  collectionId: shortId.nullish(),
  visitorCookie: text(200).nullish(),
  localStorageSupported: z.boolean().optional(),
  queryString: text(2048).default(''),
  referrer: url.default(''),
  pageType: text(40).default('page'),
  analyticsId: shortId.nullish(),
  sessionId: shortId.nullish(),
  isFirstLanding: z.boolean().optional(),
  isFirstSession: z.boolean().optional(),
});
export type HitData = z.infer<typeof hitDataSchema>;

/** The form body of RecordHit: `data` is JSON text, parsed and checked with hitDataSchema. */
export const recordHitFormSchema = z.object({
  event: text(40).default('view'),
  data: text(16_384),
  ss_cvr: text(200).optional(),
});

/** Page fields sent with button, form and overlay events. */
export const censusPageFieldsSchema = z.object({
  websiteId: shortId.optional(),
  pagePath: url.default('/'),
  pageTitle: text(500).default(''),
  pageType: text(40).default('page'),
  collectionId: shortId.nullish(),
  itemId: shortId.nullish(),
  visitorCookie: text(200).nullish(),
});

/** Button click and view payload (spec §3). */
export const buttonEventSchema = censusPageFieldsSchema.extend({
  id: shortId.min(1),
  buttonText: text(200).default(''),
  clickthroughUrl: url.default(''),
  alignment: text(20).default(''),
  size: text(20).default(''),
  newWindow: z.boolean().default(false),
  context: text(60).default('page'),
});
export type ButtonEvent = z.infer<typeof buttonEventSchema>;

export const formRenderSchema = censusPageFieldsSchema.extend({ formId: shortId.min(1) });
export type FormRenderEvent = z.infer<typeof formRenderSchema>;

export const overlayEventSchema = censusPageFieldsSchema.extend({
  overlayId: shortId.default('popup-overlay'),
  /** What happened to the overlay: shown, closed, submitted. */
  action: z.enum(['shown', 'closed', 'submitted']).default('shown'),
});

/** RecordEvent's form body: the crumb, the event name, and `data` = JSON `{ eventName, payload }`. */
export const recordEventFormSchema = z.object({
  crumb: text(128).default(''),
  event: text(100).min(1),
  data: text(16_384).default('{}'),
});
export const recordEventDataSchema = z.object({
  eventName: text(100).optional(),
  payload: z.record(z.string(), z.unknown()).default({}),
});
export { SITE_SEARCH_EVENT } from '../census/constants';
/** Event names the owners' analytics counts; the forms runtime sends these on success. */
export const conversionEventNames = {
  formSubmission: 'formSubmission',
  newsletterSignup: 'newsletterSignup',
} as const;

/** Query of GET /api/track/Track (media-and-platform §3 "Marketing tracking parameters"). */
export const trackQuerySchema = z.object(
  Object.fromEntries(marketingFields.map((field) => [field, text(2048).optional()])) as Record<
    (typeof marketingFields)[number],
    z.ZodOptional<z.ZodString>
  >,
);
export type TrackQuery = z.infer<typeof trackQuerySchema>;

/** One JavaScript error report (spec §7: event, data, timestamp). Stacks are cut at 5000 characters. */
export const javascriptErrorSchema = z.object({
  event: text(60).default('error'),
  data: z.object({
    message: text(2000).default(''),
    stack: text(STACK_LIMIT).optional(),
    url: url.optional(),
    line: z.number().int().optional(),
    column: z.number().int().optional(),
  }),
  timestamp: clientTime,
});
export const javascriptErrorsSchema = z.array(javascriptErrorSchema).min(1).max(10);

/** Trace logger entries (spec §7): `data` form field holds the JSON list. */
export const traceEntrySchema = z.object({ pageUrl: url, type: text(60), data: z.unknown() });
export const traceFormSchema = z.object({ data: text(65_536) });
export const traceEntriesSchema = z.array(traceEntrySchema).min(1).max(200);

/** Performance records (media-and-platform §3). */
const metric = z.number().finite().min(0).max(3_600_000).optional();
export const pageSpeedDataSchema = z.object({
  CLS: z.number().finite().min(0).max(100).optional(),
  FCP: metric,
  FID: metric,
  INP: metric,
  LCP: metric,
  TTFB: metric,
  dnsLookup: metric,
  tcp: metric,
  tls: metric,
  responseStart: metric,
  domContentLoadedStart: metric,
  domContentLoadedEnd: metric,
  loadStart: metric,
  loadEnd: metric,
  encodedBodySize: z.number().int().min(0).optional(),
  decodedBodySize: z.number().int().min(0).optional(),
  path: url.default('/'),
});
export const imageRecordDataSchema = z.object({
  src: url,
  visibleOnLoad: z.boolean(),
  intersectionRatio: z.number().min(0).max(1),
  chosenSize: text(40).optional(),
  naturalWidth: dimension,
  naturalHeight: dimension,
  displayedWidth: dimension,
  displayedHeight: dimension,
  loadedBeforeLCP: z.boolean(),
  path: url.default('/'),
});
export const performanceContextSchema = z
  .object({
    accountId: shortId.nullish(),
    websiteId: shortId.optional(),
    templateId: shortId.nullish(),
    pageType: text(40).optional(),
    collectionType: text(40).nullish(),
    language: text(35).optional(),
    timeZone: text(64).optional(),
    memberId: shortId.nullish(),
  })
  .default({});
const recordBase = {
  app: text(40).default('site'),
  pageLoadId: shortId.min(1),
  timestamp: clientTime,
  context: performanceContextSchema,
};
export const performanceRecordSchema = z.discriminatedUnion('event', [
  z.object({ ...recordBase, event: z.literal('page_speed'), data: pageSpeedDataSchema }),
  z.object({ ...recordBase, event: z.literal('image'), data: imageRecordDataSchema }),
  z.object({ ...recordBase, event: z.literal('user'), data: z.record(z.string(), z.unknown()) }),
]);
export const performanceRecordsSchema = z.array(performanceRecordSchema).min(1).max(100);
export type PerformanceRecord = z.infer<typeof performanceRecordSchema>;

/** POST /api/consent/record: the visitor's choice, stored as an auditable consent record. */
export const consentRecordInputSchema = z.object({
  choice: z.enum(['accepted', 'declined']),
  consentId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid consent id'),
  pagePath: url.default('/'),
});
export type ConsentRecordInput = z.input<typeof consentRecordInputSchema>;

/** Owners' analytics: a date range (inclusive, in the site's time zone's days) and an optional CSV export. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31');
export const analyticsQuerySchema = z
  .object({ from: isoDay, to: isoDay, format: z.enum(['json', 'csv']).default('json') })
  .refine((range) => range.from <= range.to, {
    message: 'The start date must be on or before the end date',
    path: ['from'],
  })
  .refine(
    (range) =>
      Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`) <= 366 * 86_400_000,
    { message: 'Choose a range of at most 366 days', path: ['to'] },
  );
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
export const analyticsViews = [
  'overview',
  'pages',
  'referrers',
  'campaigns',
  'devices',
  'conversions',
  'newsletter',
  'web-vitals',
  'consent',
] as const;
export type AnalyticsView = (typeof analyticsViews)[number];

// The answers' schemas (and these types, inferred from them) are in census-answers.ts.
export type { AnalyticsCalendar, AnalyticsTable } from './census-answers';
