import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { DesignTokens } from '../../../shared/api/design';
import type { SiteFooter, SiteHeader, WebsiteSettings } from '../../../shared/api/site';

export const websites = pgTable('websites', {
  id: varchar('id', { length: 24 }).primaryKey(),
  identifier: varchar('identifier', { length: 63 }).notNull().unique(),
  title: text('title').notNull(),
  siteStatus: smallint('site_status').notNull().default(3),
  websiteType: smallint('website_type').notNull().default(1),
  developerMode: boolean('developer_mode').notNull().default(false),
  cloneable: boolean('cloneable').notNull().default(false),
  locale: varchar('locale', { length: 35 }).notNull().default('en-US'),
  currency: varchar('currency', { length: 3 }).notNull().default('USD'),
  timeZone: text('time_zone').notNull().default('UTC'),
  measurementStandard: smallint('measurement_standard').notNull().default(1),
  settings: jsonb('settings').$type<Partial<WebsiteSettings>>().notNull().default({}),
  header: jsonb('header').$type<SiteHeader>().notNull(),
  footer: jsonb('footer').$type<SiteFooter>().notNull(),
  /** Published design tokens (colours, fonts, spacing, animation); null means the built-in defaults. */
  design: jsonb('design').$type<DesignTokens>(),
  /** The designer's unpublished tokens; null when there are no unpublished design changes. */
  draftDesign: jsonb('draft_design').$type<DesignTokens>(),
  /** The page shown at `/`; when null, the first page of the main navigation. */
  homeCollectionId: varchar('home_collection_id', { length: 24 }),
  /** Bumped on every published change; part of every render-cache key. */
  contentVersion: integer('content_version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Custom domains mapped to a site. Stored lowercased (punycode), without port. A domain serves
 * its site once verified (`verified_at`): the owner publishes `verification_token` in a DNS TXT
 * record. One domain belongs to at most one site (the primary key).
 */
export const websiteDomains = pgTable(
  'website_domains',
  {
    domain: text('domain').primaryKey(),
    websiteId: varchar('website_id', { length: 24 })
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    verificationToken: text('verification_token').notNull().default(''),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('website_domains_website_idx').on(table.websiteId),
    index('website_domains_lower_idx').on(sql`lower(${table.domain})`),
  ],
);

export type WebsiteRow = typeof websites.$inferSelect;
