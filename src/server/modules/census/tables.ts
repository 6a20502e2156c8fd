import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Census tables: append-only, written in batches by the ingestion buffers. Every row carries
 * website_id; indexes lead with (website_id, created_at) because every analytics query is one
 * site over a date range. Ids are bigserial: nothing refers to a single row from outside.
 */

/** One recorded page view. */
export const censusHits = pgTable(
  'census_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: varchar('website_id', { length: 24 }).notNull(),
    visitorId: varchar('visitor_id', { length: 64 }),
    visitCount: integer('visit_count'),
    /** The signed-in member (members are visitors for analytics; owners and staff are not recorded). */
    memberId: varchar('member_id', { length: 24 }),
    analyticsId: varchar('analytics_id', { length: 64 }),
    sessionId: varchar('session_id', { length: 64 }),
    path: text('path').notNull(),
    queryString: text('query_string').notNull().default(''),
    title: text('title').notNull().default(''),
    pageType: varchar('page_type', { length: 40 }).notNull(),
    recordType: varchar('record_type', { length: 40 }),
    collectionId: varchar('collection_id', { length: 64 }),
    itemId: varchar('item_id', { length: 64 }),
    referrer: text('referrer').notNull().default(''),
    /** Host of an external referrer; empty for direct visits and internal navigation. */
    referrerHost: text('referrer_host').notNull().default(''),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    device: varchar('device', { length: 10 }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
    viewportWidth: integer('viewport_width'),
    viewportHeight: integer('viewport_height'),
    screenWidth: integer('screen_width'),
    screenHeight: integer('screen_height'),
    locale: varchar('locale', { length: 35 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('census_hits_site_time_idx').on(table.websiteId, table.createdAt)],
);

/**
 * Everything else a visitor does that the census counts: button render/click, form render,
 * overlay, quick view, named events (form submission, newsletter sign-up) and marketing landings.
 */
export const censusEvents = pgTable(
  'census_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: varchar('website_id', { length: 24 }).notNull(),
    kind: varchar('kind', { length: 30 }).notNull(),
    /** Button id, form id, item id, overlay id or event name, by kind. */
    subject: text('subject').notNull().default(''),
    label: text('label').notNull().default(''),
    visitorId: varchar('visitor_id', { length: 64 }),
    path: text('path').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('census_events_site_kind_time_idx').on(table.websiteId, table.kind, table.createdAt)],
);

/** Real-user performance records (page speed, image and user records). */
export const performanceRecords = pgTable(
  'performance_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: varchar('website_id', { length: 24 }).notNull(),
    pageLoadId: varchar('page_load_id', { length: 64 }).notNull(),
    event: varchar('event', { length: 20 }).notNull(),
    path: text('path').notNull().default('/'),
    lcp: real('lcp'),
    cls: real('cls'),
    inp: real('inp'),
    fcp: real('fcp'),
    ttfb: real('ttfb'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('performance_records_site_time_idx').on(table.websiteId, table.createdAt)],
);

/** JavaScript errors reported by visitors' browsers. */
export const javascriptErrors = pgTable(
  'javascript_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: varchar('website_id', { length: 24 }).notNull(),
    event: varchar('event', { length: 60 }).notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url'),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('javascript_errors_site_time_idx').on(table.websiteId, table.createdAt)],
);

/** Trace logger entries. */
export const traceLogs = pgTable(
  'trace_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: varchar('website_id', { length: 24 }).notNull(),
    pageUrl: text('page_url').notNull(),
    type: varchar('type', { length: 60 }).notNull(),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('trace_logs_site_time_idx').on(table.websiteId, table.createdAt)],
);

/** The auditable consent records: who (an anonymous id) chose what, under which banner, when. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: varchar('website_id', { length: 24 }).notNull(),
    consentId: varchar('consent_id', { length: 64 }).notNull(),
    choice: varchar('choice', { length: 10 }).notNull(),
    /** Hash of the normalized banner settings the visitor saw (texts, accept type, policy). */
    bannerVersion: varchar('banner_version', { length: 16 }).notNull(),
    pagePath: text('page_path').notNull().default('/'),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('consent_records_site_time_idx').on(table.websiteId, table.createdAt),
    index('consent_records_site_consent_idx').on(table.websiteId, table.consentId),
  ],
);

/**
 * Rows a group commit could not store because the database refused the row itself (bad
 * data), parked here with the error so they never block the rows around them. `payload` is
 * the row as JSON text: text, not jsonb, so that even a row jsonb refuses can be kept.
 */
export const censusDeadLetters = pgTable(
  'census_dead_letters',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The table the row was meant for. */
    tableName: varchar('table_name', { length: 64 }).notNull(),
    websiteId: varchar('website_id', { length: 24 }),
    payload: text('payload').notNull(),
    error: text('error').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('census_dead_letters_time_idx').on(table.createdAt)],
);
