import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { MediaKind } from '../../../shared/api/media';
import { websites } from '../websites/tables';

/**
 * A site's uploaded files. The original lives in storage under
 * `{websiteId}/{assetId}/v{version}/original`; a replace bumps `version`, so files of the old
 * version can be removed without touching the new one.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    websiteId: varchar('website_id', { length: 24 })
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).$type<MediaKind>().notNull(),
    /** Unique per site (case-insensitive): `/s/{fileName}` finds non-image files by it. */
    fileName: text('file_name').notNull(),
    /** What the content sniffing found (never the client's claim). */
    mimeType: text('mime_type').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** Pixels after EXIF orientation; null for files without a known size. */
    width: integer('width'),
    height: integer('height'),
    alt: text('alt').notNull().default(''),
    title: text('title').notNull().default(''),
    focalX: real('focal_x').notNull().default(0.5),
    focalY: real('focal_y').notNull().default(0.5),
    placeholder: text('placeholder'),
    /** False until the common derived sizes exist (the `media.derive` job sets it). */
    ready: boolean('ready').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('media_assets_file_name_idx').on(table.websiteId, sql`lower(${table.fileName})`),
    index('media_assets_listing_idx').on(table.websiteId, table.createdAt, table.id),
  ],
);

/** Derived files that exist in storage (one row each), so a site's disk use is a sum. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    assetId: varchar('asset_id', { length: 24 })
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    websiteId: varchar('website_id', { length: 24 }).notNull(),
    version: integer('version').notNull(),
    /** `750w.webp`, `full.avif`, … (media/variants.ts). */
    name: varchar('name', { length: 20 }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.assetId, table.version, table.name] }),
    index('media_variants_site_idx').on(table.websiteId),
  ],
);

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
