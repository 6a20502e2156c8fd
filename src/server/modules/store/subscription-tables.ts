import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { SubscriptionPlan } from '../../../shared/commerce/subscriptions';
import type { CurrencyCode } from '../../../shared/money';
import { orders } from './catalogue-tables';
import { createdAt, id, money, websiteRef } from './table-columns';
import type { Address, OrderLine, ShippingOption } from './types';

/** Recurring commerce (issue 19): subscriptions, their renewals and the charge attempts behind them. */

export type SubscriptionStatus = 'incomplete' | 'active' | 'past_due' | 'paused' | 'cancelled' | 'completed';

/**
 * A subscription: what the first order bought, at the price it was bought for, renewed every
 * period. `incomplete` until the first order is paid; `past_due` while a failed renewal is retried.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    websiteId: websiteRef(),
    /** The secret in the subscription's confirmation (and later self-service) link. */
    accessToken: varchar('access_token', { length: 64 }).notNull(),
    status: varchar('status', { length: 12 }).$type<SubscriptionStatus>().notNull(),
    plan: jsonb('plan').$type<SubscriptionPlan>().notNull(),
    /** The first order's lines, renewed as they were bought. */
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    email: text('email').notNull(),
    customerName: text('customer_name').notNull().default(''),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    shippingOption: jsonb('shipping_option').$type<ShippingOption>(),
    currency: varchar('currency', { length: 3 }).$type<CurrencyCode>().notNull(),
    subtotalCents: money('subtotal_cents').notNull(),
    discountCents: money('discount_cents').notNull().default(0),
    shippingCents: money('shipping_cents').notNull().default(0),
    taxCents: money('tax_cents').notNull().default(0),
    /**
     * Charged at every renewal: the first order's lines, shipping and tax at the prices signed up
     * for, without the first order's coupons (a code takes its discount off that order only).
     */
    amountCents: money('amount_cents').notNull(),
    firstOrderId: varchar('first_order_id', { length: 24 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 10 }).$type<'test' | 'stripe'>().notNull(),
    /** The provider's saved payment method, set when the first payment succeeds. */
    paymentMethodId: text('payment_method_id'),
    /** The site's time zone when subscribed: renewals fall on its calendar. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** When the first payment was made: every renewal date counts from it. */
    anchorAt: timestamp('anchor_at', { withTimezone: true }),
    /** Payments taken so far (the first included); the next renewal is payment number `cyclesPaid`. */
    cyclesPaid: integer('cycles_paid').notNull().default(0),
    /** When the next charge is due (the renewal date, or a dunning retry); null when none is. */
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    /**
     * Periods the customer skipped (self-service "skip next", or paused through): renewal dates
     * count from the anchor over `cyclesPaid + skippedPeriods` periods, so skipping moves the
     * next date a whole period on the site's calendar and never costs a payment of a finite plan.
     */
    skippedPeriods: integer('skipped_periods').notNull().default(0),
    /** Failed attempts at the current renewal (dunning); 0 when it is not failing. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    lastFailure: text('last_failure'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('subscriptions_token_idx').on(table.accessToken),
    uniqueIndex('subscriptions_first_order_idx').on(table.firstOrderId),
    index('subscriptions_due_idx').on(table.status, table.nextChargeAt),
    index('subscriptions_site_idx').on(table.websiteId, table.createdAt),
  ],
);

/** One renewal (payment number `cycle`, from 1) and its order, made once however often the renewal is tried. */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    subscriptionId: varchar('subscription_id', { length: 24 })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    websiteId: websiteRef(),
    orderId: varchar('order_id', { length: 24 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.cycle] }),
    uniqueIndex('subscription_renewals_order_idx').on(table.orderId),
  ],
);

export type ChargeAttemptStatus = 'charging' | 'succeeded' | 'declined' | 'requires_action';

/**
 * Every attempt to charge a renewal, written BEFORE the provider is asked, with the idempotency
 * key the provider is asked with. A process that dies after the charge finds its attempt still
 * `charging` and asks again with the same key: the provider answers the charge it already made.
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    subscriptionId: varchar('subscription_id', { length: 24 })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    attempt: smallint('attempt').notNull(),
    websiteId: websiteRef(),
    idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull(),
    status: varchar('status', { length: 16 }).$type<ChargeAttemptStatus>().notNull(),
    amountCents: money('amount_cents').notNull(),
    providerPaymentId: text('provider_payment_id'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.cycle, table.attempt] }),
    uniqueIndex('subscription_charges_key_idx').on(table.idempotencyKey),
    check('subscription_charges_attempt_positive', sql`${table.attempt} >= 1`),
  ],
);

/**
 * The test provider's saved payment methods (a card kept for renewals when a subscription's
 * first payment succeeds) and what charging it off-session does. Outcomes only, never numbers.
 */
export const testProviderPaymentMethods = pgTable(
  'test_provider_payment_methods',
  {
    id: id(),
    websiteId: websiteRef(),
    sessionId: varchar('session_id', { length: 24 }).notNull(),
    renewalOutcome: varchar('renewal_outcome', { length: 16 })
      .$type<'success' | 'decline' | 'authenticate'>()
      .notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('test_provider_payment_methods_session_idx').on(table.sessionId)],
);

/** The test provider's off-session charges by idempotency key: a repeated key answers the first outcome. */
export const testProviderSavedCharges = pgTable('test_provider_saved_charges', {
  idempotencyKey: varchar('idempotency_key', { length: 255 }).primaryKey(),
  id: varchar('id', { length: 24 }).notNull(),
  websiteId: websiteRef(),
  paymentMethodId: varchar('payment_method_id', { length: 24 }).notNull(),
  amountCents: money('amount_cents').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  status: varchar('status', { length: 16 }).$type<'succeeded' | 'declined' | 'requires_action'>().notNull(),
  /** Refunded so far (the owners' "refund last charge", a renewal order's refund). */
  refundedCents: money('refunded_cents').notNull().default(0),
  createdAt: createdAt(),
});
