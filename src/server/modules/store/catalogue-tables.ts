import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import type { ProductVideo } from '../../../shared/api/store';
import type { CurrencyCode } from '../../../shared/money';
import type { SubscriptionPlan } from '../../../shared/commerce/subscriptions';
import type { Address, CouponKind, OrderLine, OrderStatus, ShippingOption, TaxRule } from './types';
import { websites } from '../websites/tables';
import { createdAt, id, money, websiteRef } from './table-columns';

/** The store's catalogue, carts and orders (payments and their records: payment-tables.ts). */

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
    /** Tags and categories (nested with "/"), as on blog posts: shop lists and summaries filter by them. */
    tags: text('tags').array().notNull().default([]),
    categories: text('categories').array().notNull().default([]),
    /** Subscription plans (shared/commerce/subscriptions.ts); empty for a one-off product. */
    subscriptionPlans: jsonb('subscription_plans').$type<SubscriptionPlan[]>().notNull().default([]),
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
