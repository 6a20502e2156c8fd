import { z } from 'zod';
import { currencyCodes } from '../money';
import { couponKinds } from './store';

/**
 * What the store's routes answer: the response half of the store's contracts. The routes
 * serialise through these schemas (a field not listed here never leaves the server), the
 * OpenAPI document shows them, and the owners' app and the cart runtime type their calls with
 * `z.infer`. Plain shapes only (no transforms, no coercion): answers are encoded, not parsed.
 */

const currency = z.enum(currencyCodes);
const isoTime = z.string();

const shippingOptionJson = z.object({
  id: z.string(),
  name: z.string(),
  rateCents: z.number(),
  freeAboveCents: z.number(),
  countries: z.array(z.string()),
});
const taxRuleJson = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  region: z.string(),
  rateBasisPoints: z.number(),
  appliesToShipping: z.boolean(),
});
const addressJson = z.object({
  firstName: z.string(),
  lastName: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});
const pricedShippingOption = shippingOptionJson.extend({ costCents: z.number() });

// ── Visitors: cart and checkout ────────────────────────────────────────────────────────────

const couponViewSchema = z.object({
  code: z.string(),
  kind: z.enum(couponKinds),
  /** Why an entered code does not apply, for invalid ones. */
  reason: z.string().optional(),
});
export type CouponView = z.infer<typeof couponViewSchema>;

const cartEntryViewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string(),
  title: z.string(),
  sku: z.string(),
  options: z.array(z.object({ name: z.string(), value: z.string() })),
  quantity: z.number(),
  unitPriceCents: z.number(),
  onSale: z.boolean(),
  lineTotalCents: z.number(),
  productType: z.number(),
  imageUrl: z.string().nullable(),
  href: z.string(),
});
export type CartEntryView = z.infer<typeof cartEntryViewSchema>;

/** The cart entity of spec visitor-runtime §3. */
export const cartViewSchema = z.object({
  id: z.string(),
  websiteId: z.string(),
  orderId: z.string().nullable(),
  created: isoTime,
  isPurchased: z.boolean(),
  currency: z.string(),
  entries: z.array(cartEntryViewSchema),
  shippingOptions: z.array(pricedShippingOption),
  applicableTaxRules: z.array(taxRuleJson),
  coupons: z.array(z.string()),
  validCoupons: z.array(couponViewSchema),
  invalidCoupons: z.array(couponViewSchema),
  selectedShippingOption: pricedShippingOption.nullable(),
  shippingLocation: addressJson.partial().nullable(),
  subtotalCents: z.number(),
  taxCents: z.number(),
  shippingCostCents: z.number(),
  discountCents: z.number(),
  grandTotalCents: z.number(),
  totalQuantity: z.number(),
  subtotalAmount: z.object({ minor: z.number(), currency }),
  hasDigital: z.boolean(),
  purelyDigital: z.boolean(),
  requiresShipping: z.boolean(),
  /** Set when the subtotal is under the store's minimum: the spec's message, ready to show. */
  minimumSubtotalMessage: z.string().nullable(),
});
export type CartView = z.infer<typeof cartViewSchema>;

/** Every cart change answers the cart after it. */
export const cartAnswer = z.object({ cart: cartViewSchema });
/** `GET /api/commerce/cart`: no cart yet is `null` with no items. */
export const currentCartAnswer = z.object({ cart: cartViewSchema.nullable(), totalQuantity: z.number() });

/** The checkout summary's totals, formatted for the shopper (src/site/store/view-model.ts TotalsView). */
const totalsView = z.object({
  subtotal: z.string(),
  discount: z.string().nullable(),
  shipping: z.string().nullable(),
  tax: z.string().nullable(),
  /** Shown in place of the tax while the address does not yet tell it ("Calculated from your address"). */
  taxNote: z.string().nullable().optional(),
  total: z.string(),
});
export const cartEstimateAnswer = z.object({
  totals: totalsView,
  shippingOptions: z.array(z.object({ id: z.string(), label: z.string() })),
  selectedShippingOptionId: z.string().nullable(),
});
export type CartEstimate = z.infer<typeof cartEstimateAnswer>;

export const checkoutResultSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number(),
  /** Where the shopper pays: the provider's hosted page. */
  paymentUrl: z.string(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

// ── Owners: the store API ──────────────────────────────────────────────────────────────────

export const orderStatuses = ['pending', 'paid', 'fulfilled', 'refunded', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const orderLineJson = z.object({
  productId: z.string(),
  variantId: z.string(),
  title: z.string(),
  sku: z.string(),
  options: z.array(z.object({ name: z.string(), value: z.string() })),
  quantity: z.number(),
  unitPriceCents: z.number(),
});
export type OrderLine = z.infer<typeof orderLineJson>;

export const orderJsonSchema = z.object({
  id: z.string(),
  orderNumber: z.number(),
  status: z.enum(orderStatuses),
  email: z.string(),
  customerName: z.string(),
  currency,
  lines: z.array(orderLineJson),
  shippingAddress: addressJson.nullable(),
  shippingOption: shippingOptionJson.nullable(),
  subtotalCents: z.number(),
  discountCents: z.number(),
  shippingCents: z.number(),
  taxCents: z.number(),
  grandTotalCents: z.number(),
  refundedCents: z.number(),
  couponCodes: z.array(z.string()),
  createdAt: isoTime,
  paidAt: isoTime.nullable(),
  fulfilledAt: isoTime.nullable(),
  cancelledAt: isoTime.nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The carrier's tracking page, for known carriers. */
  trackingUrl: z.string().nullable(),
});
export type OrderJson = z.infer<typeof orderJsonSchema>;

export const orderAnswer = z.object({ order: orderJsonSchema });
export const ordersPageAnswer = z.object({
  orders: z.array(orderJsonSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const orderDetailAnswer = z.object({
  order: orderJsonSchema,
  payment: z
    .object({ provider: z.string(), status: z.string(), amountCents: z.number(), refundedCents: z.number() })
    .nullable(),
  emails: z.array(
    z.object({
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      status: z.string(),
      createdAt: isoTime,
      sentAt: isoTime.nullable(),
    }),
  ),
  /** What happened to the order, oldest first (placed, paid, cancelled, late payments revived or refunded). */
  history: z.array(z.object({ kind: z.string(), message: z.string(), at: isoTime })),
});
export type OrderDetail = z.infer<typeof orderDetailAnswer>;

const customerJson = z.object({
  email: z.string(),
  name: z.string(),
  orderCount: z.number(),
  totalSpentCents: z.number(),
  lastOrderAt: isoTime.nullable(),
});
export type CustomerJson = z.infer<typeof customerJson>;
export const customersAnswer = z.object({ customers: z.array(customerJson) });

const variantJson = z.object({
  id: z.string(),
  sku: z.string(),
  priceCents: z.number(),
  salePriceCents: z.number(),
  onSale: z.boolean(),
  qtyInStock: z.number(),
  unlimited: z.boolean(),
  optionValues: z.array(z.string()),
  weightGrams: z.number(),
});
export type VariantJson = z.infer<typeof variantJson>;

/** A product's video as the owner set it, with the provider's answer the server keeps (shared/api/store.ts). */
const productVideoJson = z.object({
  url: z.string(),
  poster: z.string(),
  title: z.string(),
  oembed: z
    .object({
      url: z.string(),
      provider: z.string(),
      title: z.string().optional(),
      authorName: z.string().optional(),
      thumbnailUrl: z.string().optional(),
      width: z.number().optional(),
      height: z.number().optional(),
      playerUrl: z.string().optional(),
    })
    .optional(),
});

export const productJsonSchema = z.object({
  id: z.string(),
  collectionId: z.string(),
  urlId: z.string(),
  title: z.string(),
  description: z.string(),
  productType: z.number(),
  status: z.enum(['published', 'scheduled', 'draft']),
  workflowLabel: z.string(),
  publishOn: isoTime.nullable(),
  images: z.array(z.string()),
  /** The product's video, or null. */
  video: productVideoJson.nullable(),
  optionNames: z.array(z.string()),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  subscriptionPlans: z.array(
    z.object({
      billingPeriod: z.object({ value: z.number(), unit: z.enum(['weekly', 'monthly', 'yearly']) }),
      numBillingCycles: z.number(),
    }),
  ),
  variants: z.array(variantJson),
  onSale: z.boolean(),
  soldOut: z.boolean(),
  /** null when stock is unlimited (digital, or any unlimited variant). */
  totalStock: z.number().nullable(),
  priceRange: z.object({ from: z.number(), to: z.number() }),
});
export type ProductJson = z.infer<typeof productJsonSchema>;
export const productAnswer = z.object({ product: productJsonSchema });
export const productsAnswer = z.object({ products: z.array(productJsonSchema) });

const inventoryRow = z.object({
  variantId: z.string(),
  productId: z.string(),
  title: z.string(),
  productType: z.number(),
  sku: z.string(),
  optionValues: z.array(z.string()),
  qtyInStock: z.number(),
  unlimited: z.boolean(),
});
export type InventoryRow = z.infer<typeof inventoryRow>;
export const inventoryAnswer = z.object({ variants: z.array(inventoryRow) });
export const stockAnswer = z.object({
  variant: z.object({ id: z.string(), sku: z.string(), qtyInStock: z.number(), unlimited: z.boolean() }),
});

const couponJson = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(couponKinds),
  /** Basis points for percentage coupons, minor units for fixed ones, unused for free shipping. */
  amount: z.number(),
  minimumSubtotalCents: z.number(),
  active: z.boolean(),
  startsAt: isoTime.nullable(),
  endsAt: isoTime.nullable(),
});
export type CouponJson = z.infer<typeof couponJson>;
export const couponAnswer = z.object({ coupon: couponJson });
export const couponsAnswer = z.object({ coupons: z.array(couponJson) });

export const storeSettingsJson = z.object({
  currency,
  shippingOptions: z.array(shippingOptionJson),
  taxRules: z.array(taxRuleJson),
  minimumSubtotalCents: z.number(),
  expressCheckout: z.boolean(),
  combineCoupons: z.boolean(),
  notifyNewOrders: z.boolean(),
  paymentProvider: z.enum(['test', 'stripe']),
  /** Masked: owners see that a key is set and its last characters, never the key. */
  stripeSecretKey: z.string().nullable(),
  stripeWebhookSecret: z.string().nullable(),
});
export type StoreSettingsJson = z.infer<typeof storeSettingsJson>;
/** "Test connection" of a Stripe key: the mode its key works in, or why it does not. */
export const stripeConnectionAnswer = z.discriminatedUnion('connected', [
  z.object({ connected: z.literal(true), mode: z.enum(['test', 'live']) }),
  z.object({ connected: z.literal(false), reason: z.string() }),
]);
export type StripeConnectionAnswer = z.infer<typeof stripeConnectionAnswer>;
export const storeSettingsAnswer = z.object({ settings: storeSettingsJson });

/** The answers as the owners' app reads them (type-only imports: no zod in the browser for these). */
export type ProductsAnswer = z.infer<typeof productsAnswer>;
export type ProductAnswer = z.infer<typeof productAnswer>;
export type InventoryAnswer = z.infer<typeof inventoryAnswer>;
export type StockAnswer = z.infer<typeof stockAnswer>;
export type CouponsAnswer = z.infer<typeof couponsAnswer>;
export type CouponAnswer = z.infer<typeof couponAnswer>;
export type StoreSettingsAnswer = z.infer<typeof storeSettingsAnswer>;
export type OrdersPageAnswer = z.infer<typeof ordersPageAnswer>;
export type OrderAnswer = z.infer<typeof orderAnswer>;
export type CustomersAnswer = z.infer<typeof customersAnswer>;
