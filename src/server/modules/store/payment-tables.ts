import {
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PaymentStatus } from './types';
import { orders } from './catalogue-tables';
import { createdAt, id, money, websiteRef } from './table-columns';

/** Payments, the provider's events, the test provider's records, order history, mails and idempotency keys. */

/** One payment per order; the provider's reference is its checkout session. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    websiteId: websiteRef(),
    orderId: varchar('order_id', { length: 24 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 10 }).$type<'test' | 'stripe'>().notNull(),
    providerSessionId: text('provider_session_id'),
    providerPaymentId: text('provider_payment_id'),
    status: varchar('status', { length: 12 }).$type<PaymentStatus>().notNull(),
    amountCents: money('amount_cents').notNull(),
    refundedCents: money('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_order_idx').on(table.orderId),
    uniqueIndex('payments_session_idx').on(table.provider, table.providerSessionId),
  ],
);

/** Provider events already handled: a redelivered event id is ignored. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: varchar('provider', { length: 10 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    websiteId: websiteRef(),
    type: varchar('type', { length: 100 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * The built-in test provider's own books: its sessions and charges. In production this is
 * the provider's side of the wire; it holds outcomes, never card numbers.
 */
export const testProviderSessions = pgTable(
  'test_provider_sessions',
  {
    id: id(),
    websiteId: websiteRef(),
    orderId: varchar('order_id', { length: 24 }).notNull(),
    amountCents: money('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** A subscription's first payment: the card is kept for renewals (test-provider-saved.ts). */
    saveCard: boolean('save_card').notNull().default(false),
    status: varchar('status', { length: 24 })
      .$type<'open' | 'requires_action' | 'declined' | 'paid' | 'expired'>()
      .notNull()
      .default('open'),
    createdAt: createdAt(),
  },
  // One hosted session per order, however many times checkout is retried.
  (table) => [uniqueIndex('test_provider_sessions_order_idx').on(table.orderId)],
);

export const testProviderCharges = pgTable(
  'test_provider_charges',
  {
    id: id(),
    websiteId: websiteRef(),
    sessionId: varchar('session_id', { length: 24 }).notNull(),
    amountCents: money('amount_cents').notNull(),
    refundedCents: money('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  // A session is charged at most once, however many times its pay button is pressed.
  (table) => [uniqueIndex('test_provider_charges_session_idx').on(table.sessionId)],
);

/** The test provider's refunds by idempotency key, so a retried refund is done once (as Stripe's are). */
export const testProviderRefunds = pgTable('test_provider_refunds', {
  idempotencyKey: varchar('idempotency_key', { length: 255 }).primaryKey(),
  websiteId: websiteRef(),
  sessionId: varchar('session_id', { length: 24 }).notNull(),
  amountCents: money('amount_cents').notNull(),
  createdAt: createdAt(),
});

/**
 * What happened to an order, for the owner: placed, paid, cancelled, and the money events that
 * need explaining (a payment that arrived after cancellation, revived or refunded automatically).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    /** Ascending: entries written in one transaction keep their order (timestamps may tie). */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: websiteRef(),
    orderId: varchar('order_id', { length: 24 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/**
 * The mails an order caused (confirmation, shipped, refunds, cancellation, the owner's notice),
 * each a row of the mail outbox. `cause` names the state change (`refund-<refunded total>` for
 * each refund), unique per order: one state change never writes its mail twice.
 */
export const orderMails = pgTable(
  'order_mails',
  {
    websiteId: websiteRef(),
    orderId: varchar('order_id', { length: 24 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    cause: varchar('cause', { length: 60 }).notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    mailId: varchar('mail_id', { length: 24 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.cause] })],
);

/**
 * Idempotency-Keys per site and scope (checkout: the cart; an owner's refund: the order): the request's fingerprint, and the
 * answer once given (null while the first request is still running), replayed to a repeat.
 */
export const idempotencyKeys = pgTable(
  'store_idempotency_keys',
  {
    websiteId: websiteRef(),
    key: varchar('key', { length: 255 }).notNull(),
    scope: varchar('scope', { length: 40 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull().default(''),
    statusCode: smallint('status_code'),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.websiteId, table.scope, table.key] })],
);
