import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { websites } from '../websites/tables';
import type { ImportReport } from '../../../shared/api/transfer';

/**
 * One import into a site (a WordPress WXR file, or a zip holding one and its uploads): its
 * progress while the `transfer.import` job runs, and the report when it ends. The uploaded
 * file waits in DATA_DIR/transfer/{id} until the job has read it.
 */
export const transferImports = pgTable(
  'transfer_imports',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    websiteId: varchar('website_id', { length: 24 })
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** waiting → running → done | failed */
    status: varchar('status', { length: 12 }).$type<'waiting' | 'running' | 'done' | 'failed'>().notNull(),
    fileName: text('file_name').notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    report: jsonb('report').$type<ImportReport>(),
    /** Why a failed import failed, in words for the owner. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('transfer_imports_site_idx').on(table.websiteId, table.createdAt)],
);

export type TransferImportRow = typeof transferImports.$inferSelect;
