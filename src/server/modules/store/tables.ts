import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
import type { ProductVideo } from '../../../shared/api/store';
import type { CurrencyCode } from '../../../shared/money';
import { websites } from '../websites/tables';
import type {
  Address,
  CouponKind,
  OrderLine,
  OrderStatus,
  PaymentStatus,
  ShippingOption,
  TaxRule,
} from './types';

const websiteRef = () =>
  varchar('website_id', { length: 24 })
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' });
const id = () => varchar('id', { length: 24 }).primaryKey();
/**
 * Money in minor units: 64-bit, read as a JS number (exact up to 2^53, far above any total the
 * store allows; the default bigint mode would answer strings).
 */
const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Per-site store settings, and the site's order-number counter (its row lock orders numbers). */
export const storeSettings = pgTable('store_settings', {
  websiteId: varchar('website_id', { length: 24 })
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  currency: varchar('currency', { length: 3 }).$type<CurrencyCode>().notNull().default('USD'),
  shippingOptions: jsonb('shipping_options').$type<ShippingOption[]>().notNull().default([]),
  taxRules: jsonb('tax_rules').$type<TaxRule[]>().notNull().default([]),
  minimumSubtotalCents: money('minimum_subtotal_cents').notNull().default(0),
  expressCheckout: boolean('express_checkout').notNull().default(false),
  /** Whether a shopper may use several codes on one order; by default one code per order. */
  combineCoupons: boolean('combine_coupons').notNull().default(false),
  /** "Notify me of new orders": a mail to the owner for every paid order; on by default. */
  notifyNewOrders: boolean('notify_new_orders').notNull().default(true),
  paymentProvider: varchar('payment_provider', { length: 10 })
    .$type<'test' | 'stripe'>()
    .notNull()
    .default('test'),
  /** Stripe keys (secret key and webhook signing secret). Never sent back to browsers in full. */
  stripeSecretKey: text('stripe_secret_key'),
  stripeWebhookSecret: text('stripe_webhook_secret'),
  nextOrderNumber: integer('next_order_number').notNull().default(1001),
});

/** A product; its collection is a `products` collection of the content module (its URL). */
export const products = pgTable(
  'products',
  {
    id: id(),
    websiteId: websiteRef(),
    collectionId: varchar('collection_id', { length: 24 }).notNull(),
    urlId: varchar('url_id', { length: 150 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** ProductType: physical 1, digital 2, service 3, gift card 4, paywall 5. */
    productType: smallint('product_type').notNull(),
    /** ItemStatus: published 1, scheduled 2, draft 4. */
    status: smallint('status').notNull().default(4),
    publishOn: timestamp('publish_on', { withTimezone: true }),
    images: text('images').array().notNull().default([]),
    /** The product's video (shared/api/store.ts `ProductVideo`), or null. */
    video: jsonb('video').$type<ProductVideo>(),
    /** Names of the variant options, in order (e.g. Size, Grind). */
    optionNames: text('option_names').array().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_url_idx').on(table.websiteId, table.collectionId, table.urlId),
    index('products_listing_idx').on(table.websiteId, table.collectionId, table.status),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    websiteId: websiteRef(),
    productId: varchar('product_id', { length: 24 })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: varchar('sku', { length: 60 }).notNull(),
    position: integer('position').notNull().default(0),
    priceCents: money('price_cents').notNull(),
    salePriceCents: money('sale_price_cents').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(false),
    qtyInStock: integer('qty_in_stock').notNull().default(0),
    unlimited: boolean('unlimited').notNull().default(false),
    optionValues: text('option_values').array().notNull().default([]),
    /** Grams and millimetres; shown in the store's measurement standard. */
    weightGrams: integer('weight_grams').notNull().default(0),
  },
  (table) => [
    uniqueIndex('product_variants_sku_idx').on(table.websiteId, table.sku),
    index('product_variants_product_idx').on(table.productId, table.position),
    // The last guard against overselling: stock is never negative, whatever a query does.
    check('product_variants_stock_nonnegative', sql`${table.qtyInStock} >= 0`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    websiteId: websiteRef(),
    code: varchar('code', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 20 }).$type<CouponKind>().notNull(),
    /** Basis points for percentage coupons (1 % = 100), minor units for fixed ones. */
    amount: money('amount').notNull().default(0),
    minimumSubtotalCents: money('minimum_subtotal_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('coupons_code_idx').on(table.websiteId, table.code)],
);

export const carts = pgTable(
  'carts',
  {
    id: id(),
    websiteId: websiteRef(),
    /** The secret in the visitor's cart cookie. */
    token: varchar('token', { length: 64 }).notNull(),
    couponCodes: text('coupon_codes').array().notNull().default([]),
    email: text('email'),
    shippingLocation: jsonb('shipping_location').$type<Address>(),
    selectedShippingOptionId: varchar('selected_shipping_option_id', { length: 40 }),
    /** Set once checkout placed the order: the cart is then purchased and read-only. */
    orderId: varchar('order_id', { length: 24 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('carts_token_idx').on(table.token), index('carts_site_idx').on(table.websiteId)],
);

export const cartEntries = pgTable(
  'cart_entries',
  {
    id: id(),
    websiteId: websiteRef(),
    cartId: varchar('cart_id', { length: 24 })
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: varchar('product_id', { length: 24 }).notNull(),
    variantId: varchar('variant_id', { length: 24 })
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('cart_entries_cart_idx').on(table.cartId),
    // The per-line limit (MAX_CART_LINE_QUANTITY), whatever path changes a quantity.
    check('cart_entries_quantity_range', sql`${table.quantity} between 1 and 999`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    websiteId: websiteRef(),
    orderNumber: integer('order_number').notNull(),
    /** One order per cart: completing a cart twice finds this row instead of making another. */
    cartId: varchar('cart_id', { length: 24 }).notNull(),
    /** The secret in the confirmation page's URL. */
    accessToken: varchar('access_token', { length: 64 }).notNull(),
    status: varchar('status', { length: 12 }).$type<OrderStatus>().notNull(),
    email: text('email').notNull(),
    customerName: text('customer_name').notNull().default(''),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    shippingOption: jsonb('shipping_option').$type<ShippingOption>(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    currency: varchar('currency', { length: 3 }).$type<CurrencyCode>().notNull(),
    subtotalCents: money('subtotal_cents').notNull(),
    discountCents: money('discount_cents').notNull().default(0),
    shippingCents: money('shipping_cents').notNull().default(0),
    taxCents: money('tax_cents').notNull().default(0),
    grandTotalCents: money('grand_total_cents').notNull(),
    refundedCents: money('refunded_cents').notNull().default(0),
    couponCodes: text('coupon_codes').array().notNull().default([]),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The confirmation e-mail's row in the platform mail outbox (mail module), written when the order is paid. */
    confirmationMailId: varchar('confirmation_mail_id', { length: 24 }),
    /** The carrier and tracking number the owner gave when fulfilling (both optional). */
    carrier: varchar('carrier', { length: 60 }),
    trackingNumber: varchar('tracking_number', { length: 40 }),
  },
  (table) => [
    uniqueIndex('orders_cart_idx').on(table.cartId),
    uniqueIndex('orders_number_idx').on(table.websiteId, table.orderNumber),
    uniqueIndex('orders_token_idx').on(table.accessToken),
    index('orders_listing_idx').on(table.websiteId, table.createdAt),
    index('orders_email_idx').on(table.websiteId, table.email),
  ],
);

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

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
export type CartEntryRow = typeof cartEntries.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type StoreSettingsRow = typeof storeSettings.$inferSelect;
