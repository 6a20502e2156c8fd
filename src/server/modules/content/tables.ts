import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Layout } from '../../../shared/layout/layout';
import type { CollectionType, NavigationName } from '../../../shared/enums/platform';
import { websites } from '../websites/tables';

const websiteRef = () =>
  varchar('website_id', { length: 24 })
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' });

/** Pages and item collections (blog, products, ...). A page is a collection of type `page` with its own layout. */
export const collections = pgTable(
  'collections',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    websiteId: websiteRef(),
    type: varchar('type', { length: 20 }).$type<CollectionType>().notNull(),
    urlId: varchar('url_id', { length: 150 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The published layout: what visitors see. */
    layout: jsonb('layout').$type<Layout>(),
    /** The editor's unpublished layout; null when the page has no unpublished edits. Publish moves it to `layout`. */
    draftLayout: jsonb('draft_layout').$type<Layout>(),
    /**
     * Grows with every draft save: an editor saves with the version it last saw, and a save
     * from one that had not seen the latest (another tab) is refused instead of overwriting it.
     */
    draftVersion: integer('draft_version').notNull().default(0),
    /** False for a page created in the owners' app and not yet published: visitors cannot reach it. */
    published: boolean('published').notNull().default(true),
    /** scrypt hash of the lock-screen password; null when the page is public. */
    passwordHash: text('password_hash'),
    /**
     * The key of the page's unlock cookies (HMAC over the page id), random per password. Kept
     * apart from the hash so that rehashing at a higher cost leaves issued cookies valid; a new
     * password gets a new key. Pages locked before it existed use their old hash as key (the
     * migration copies it), which is what their cookies were made with.
     */
    unlockKey: text('unlock_key'),
    /** Per-page SEO (applies at once, like names): the head's title and description when set. */
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** The sharing preview's image (a media library address); null: the site's. */
    socialImageUrl: text('social_image_url'),
    /** "Hide from search engines": a noindex meta, and left out of the sitemap. */
    hideFromSearch: boolean('hide_from_search').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('collections_website_url_idx').on(table.websiteId, table.urlId)],
);

/** Ordered links of a site's navigations (main, _hidden, _memberareas). */
export const navigationLinks = pgTable(
  'navigation_links',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    websiteId: websiteRef(),
    navigation: varchar('navigation', { length: 20 }).$type<NavigationName>().notNull(),
    position: integer('position').notNull(),
    collectionId: varchar('collection_id', { length: 24 }).references(() => collections.id, {
      onDelete: 'cascade',
    }),
    /** For links to outside the site; null when the link is a collection. */
    externalUrl: text('external_url'),
    title: text('title').notNull(),
  },
  (table) => [index('navigation_links_site_idx').on(table.websiteId, table.navigation, table.position)],
);

export const collectionItems = pgTable(
  'collection_items',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    websiteId: websiteRef(),
    collectionId: varchar('collection_id', { length: 24 })
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    urlId: varchar('url_id', { length: 150 }).notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    body: jsonb('body').$type<Layout>().notNull(),
    /** ItemStatus: published 1, scheduled 2, needs review 3, draft 4, private 5, deleted 6. */
    status: smallint('status').notNull().default(4),
    publishOn: timestamp('publish_on', { withTimezone: true }),
    authorName: text('author_name').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    categories: text('categories').array().notNull().default([]),
    imageUrl: text('image_url'),
    /** Events only: when the event starts and ends (stored UTC; shown in the site's time zone). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Events only: where it happens, plain text. */
    location: text('location').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('collection_items_url_idx').on(table.collectionId, table.urlId),
    index('collection_items_listing_idx').on(
      table.websiteId,
      table.collectionId,
      table.status,
      table.publishOn,
    ),
    // Events by start (list, month and calendar views).
    index('collection_items_starts_idx').on(table.collectionId, table.startsAt),
  ],
);

/**
 * Old addresses of a site's collections: renaming a published page's URL keeps its old slug
 * here, pointing at the page itself, so every old slug (A→B→C) lands on its current one. A page
 * that takes an old slug wins (redirects are only read when no page matches); deleting the page
 * drops its redirects.
 */
export const urlRedirects = pgTable(
  'url_redirects',
  {
    websiteId: websiteRef(),
    fromUrlId: varchar('from_url_id', { length: 150 }).notNull(),
    collectionId: varchar('collection_id', { length: 24 })
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('url_redirects_site_from_idx').on(table.websiteId, table.fromUrlId)],
);

export type CollectionRow = typeof collections.$inferSelect;
export type CollectionItemRow = typeof collectionItems.$inferSelect;
export type NavigationLinkRow = typeof navigationLinks.$inferSelect;
