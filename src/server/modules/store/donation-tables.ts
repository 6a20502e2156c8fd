import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CurrencyCode } from '../../../shared/money';
import { orders } from './catalogue-tables';
import { createdAt, id, money, websiteRef } from './table-columns';

/** Donations (issue 19): what an owner asks for, and each gift, paid as an order with no goods. */

/**
 * A donate page: the choices a donation block's button leads to (`/checkout/donate?donatePageId=`).
 * Amounts in the store's currency, minor units.
 */
export const donatePages = pgTable(
  'donate_pages',
  {
    id: id(),
    websiteId: websiteRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    presetAmountsCents: jsonb('preset_amounts_cents').$type<number[]>().notNull(),
    allowCustom: boolean('allow_custom').notNull().default(true),
    minCents: money('min_cents').notNull(),
    maxCents: money('max_cents').notNull(),
    /** Funds or designations the donor may choose from; empty: none offered. */
    funds: jsonb('funds').$type<string[]>().notNull().default([]),
    /** The share a donor may add to cover fees, in basis points (300 = 3%); 0: not offered. */
    coverFeeBasisPoints: integer('cover_fee_basis_points').notNull().default(0),
    allowMonthly: boolean('allow_monthly').notNull().default(false),
    /** The owner's words on "contribution confirmed" once the gift is paid; empty: none. */
    confirmationText: text('confirmation_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('donate_pages_site_idx').on(table.websiteId),
    check('donate_pages_range', sql`${table.minCents} >= 1 and ${table.maxCents} >= ${table.minCents}`),
  ],
);

/**
 * One gift. Written with its order (status, payment and refunds are the order's) in the
 * transaction that places both; `(website, idempotency key)` is unique, so a form sent twice
 * (double click, a retry after a lost answer) finds this row instead of making a second gift.
 */
export const donations = pgTable(
  'donations',
  {
    id: id(),
    websiteId: websiteRef(),
    donatePageId: varchar('donate_page_id', { length: 24 }).notNull(),
    orderId: varchar('order_id', { length: 24 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    fund: text('fund'),
    /** The gift itself, and what the donor added to cover fees; the order's total is their sum. */
    amountCents: money('amount_cents').notNull(),
    feeCents: money('fee_cents').notNull().default(0),
    currency: varchar('currency', { length: 3 }).$type<CurrencyCode>().notNull(),
    monthly: boolean('monthly').notNull().default(false),
    donorName: text('donor_name').notNull().default(''),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('donations_key_idx').on(table.websiteId, table.idempotencyKey),
    uniqueIndex('donations_order_idx').on(table.orderId),
    index('donations_site_idx').on(table.websiteId, table.createdAt),
    check('donations_amount_positive', sql`${table.amountCents} >= 1 and ${table.feeCents} >= 0`),
  ],
);
