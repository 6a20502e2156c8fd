import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CurrencyCode } from '../../../shared/money';
import { carts, orders } from './catalogue-tables';
import { createdAt, id, money, websiteRef } from './table-columns';

/** Gift cards (issue 20): the cards, their ledger, what a purchase asked for, and cards applied to carts. */

/**
 * One card. The code is never stored in clear: `codeHash` (sha256 of the normalised code) finds
 * it, `codeLast4` names it to owners. `balanceCents` is the ledger's running total, changed only
 * by conditional updates in the transaction that writes the entry, and the CHECK keeps
 * 0 ≤ balance ≤ issued: Σ debits never exceed what was issued plus what was credited back.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: id(),
    websiteId: websiteRef(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    codeLast4: varchar('code_last4', { length: 4 }).notNull(),
    currency: varchar('currency', { length: 3 }).$type<CurrencyCode>().notNull(),
    issuedCents: money('issued_cents').notNull(),
    balanceCents: money('balance_cents').notNull(),
    status: varchar('status', { length: 12 }).$type<'active' | 'void'>().notNull().default('active'),
    /** `purchase`: bought (its order is `orderId`); `manual`: issued by an owner. */
    source: varchar('source', { length: 12 }).$type<'purchase' | 'manual'>().notNull(),
    orderId: varchar('order_id', { length: 24 }).references(() => orders.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name').notNull().default(''),
    recipientEmail: text('recipient_email').notNull().default(''),
    message: text('message').notNull().default(''),
    /** When the recipient's e-mail is due (the buyer's send date); delivered once (`deliveredAt`). */
    sendAt: timestamp('send_at', { withTimezone: true }),
    /** The code sealed with the app's secret (AES-GCM) until the recipient's e-mail is written; then null. */
    sealedCode: text('sealed_code'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('gift_cards_code_idx').on(table.websiteId, table.codeHash),
    index('gift_cards_site_idx').on(table.websiteId, table.createdAt),
    index('gift_cards_order_idx').on(table.orderId),
    check(
      'gift_cards_balance_range',
      sql`${table.issuedCents} >= 1 and ${table.balanceCents} >= 0 and ${table.balanceCents} <= ${table.issuedCents}`,
    ),
  ],
);

/**
 * The ledger: `issue` (the amount issued), `debit` (spent on an order), `credit` (given back:
 * a refund, a cancelled checkout), `void` (what was left when voided). Amounts are positive.
 */
export const giftCardEntries = pgTable(
  'gift_card_entries',
  {
    id: id(),
    websiteId: websiteRef(),
    giftCardId: varchar('gift_card_id', { length: 24 })
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<'issue' | 'debit' | 'credit' | 'void'>().notNull(),
    amountCents: money('amount_cents').notNull(),
    orderId: varchar('order_id', { length: 24 }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('gift_card_entries_card_idx').on(table.giftCardId, table.createdAt),
    index('gift_card_entries_order_idx').on(table.orderId),
    check('gift_card_entries_amount_positive', sql`${table.amountCents} >= 1`),
  ],
);

/**
 * What the buyer asked for, written with the purchase's order; on payment the card is issued
 * from it (one card per purchase: `giftCardId`, set in the payment's transaction).
 */
export const giftCardPurchases = pgTable(
  'gift_card_purchases',
  {
    id: id(),
    websiteId: websiteRef(),
    orderId: varchar('order_id', { length: 24 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    productId: varchar('product_id', { length: 24 }).notNull(),
    variantId: varchar('variant_id', { length: 24 }).notNull(),
    amountCents: money('amount_cents').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    sendAt: timestamp('send_at', { withTimezone: true }),
    giftCardId: varchar('gift_card_id', { length: 24 }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('gift_card_purchases_key_idx').on(table.websiteId, table.idempotencyKey),
    uniqueIndex('gift_card_purchases_order_idx').on(table.orderId),
  ],
);

/** Cards the shopper applied to a cart; spent when the cart's order is placed. */
export const cartGiftCards = pgTable(
  'cart_gift_cards',
  {
    cartId: varchar('cart_id', { length: 24 })
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    giftCardId: varchar('gift_card_id', { length: 24 })
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.giftCardId] })],
);
