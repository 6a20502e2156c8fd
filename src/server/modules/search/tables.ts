import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { websites } from '../websites/tables';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const websiteRef = () =>
  varchar('website_id', { length: 24 })
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' });

/**
 * One row per searchable thing of a site (a page's published layout, a post, a product): its
 * title and plain text as visitors see them, and the text-search vector built with the site's
 * language. Who may see a result is never stored here: every search joins the live source row
 * and applies the visitors' rules (published, due, not locked), so a stale row can at worst
 * show old words, never a hidden page.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    websiteId: websiteRef(),
    /** page | blog-post | product (| event, once events render). */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The collection id (pages), item id (posts) or product id. */
    sourceId: varchar('source_id', { length: 24 }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    document: tsvector('document').notNull(),
    /** The source row's `updated_at` when indexed: a source whose value differs is indexed again. */
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.websiteId, table.kind, table.sourceId] }),
    index('search_documents_document_idx').using('gin', table.document),
  ],
);

/** Which content version and text-search configuration a site's documents were built from. */
export const searchIndexState = pgTable('search_index_state', {
  websiteId: varchar('website_id', { length: 24 })
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  contentVersion: integer('content_version').notNull(),
  textConfig: varchar('text_config', { length: 32 }).notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});
