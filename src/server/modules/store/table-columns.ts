import { bigint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { websites } from '../websites/tables';

/** Column kinds the store's tables share. */
export const websiteRef = () =>
  varchar('website_id', { length: 24 })
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' });
export const id = () => varchar('id', { length: 24 }).primaryKey();
/**
 * Money in minor units: 64-bit, read as a JS number (exact up to 2^53, far above any total the
 * store allows; the default bigint mode would answer strings).
 */
export const money = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
