import {
  CARRIER_MAX_LENGTH,
  TRACKING_NUMBER_MAX_LENGTH,
  TRACKING_NUMBER_PATTERN,
} from '../commerce/carriers';
import { z } from 'zod';
import { itemCategoriesSchema, itemTagsSchema } from './taxonomy';
import {
  LINE_LIMIT_MESSAGE,
  MAX_CART_LINE_QUANTITY,
  MAX_PRODUCT_PRICE_CENTS,
  MAX_SKU_LENGTH,
} from '../commerce/products';
import {
  ADDRESS_REQUIRED,
  COUNTRY_INVALID,
  countryAddressErrors,
  EMAIL_INVALID,
  EMAIL_PATTERN,
  US_ZIP_INVALID,
} from '../commerce/checkout-rules';
import type { VideoOembed } from '../blocks/video';
import { ProductType } from '../enums/platform';
import { ID_PATTERN } from '../ids';
import { mediaSourceSchema } from '../links/url-schemas';
import { INVALID_VIDEO_EMBED, isMediaVideo, parseVideoEmbed } from '../media/video-embed';
import { currencyCodes } from '../money';
import { subscriptionPlansSchema } from './subscriptions';

/** Wire schemas of the store: visitor cart and checkout calls, and the owners' store API. */

const id = (message = 'Unknown item') => z.string().regex(ID_PATTERN, message);
const cents = (label: string) =>
  z.coerce
    .number({ error: `Enter the ${label}` })
    .int(`The ${label} must be a whole number of cents`)
    .min(0, `The ${label} cannot be negative`)
    .max(MAX_PRODUCT_PRICE_CENTS, `The ${label} can be at most 100000000 cents`);

export { EMAIL_INVALID, EMAIL_PATTERN, US_ZIP_INVALID, countryAddressErrors };
export const emailSchema = z
  .string({ error: EMAIL_INVALID })
  .trim()
  .min(3, EMAIL_INVALID)
  .max(256, EMAIL_INVALID)
  .regex(EMAIL_PATTERN, EMAIL_INVALID);

export const addressSchema = z
  .object({
    firstName: z.string().trim().min(1, ADDRESS_REQUIRED.firstName).max(100),
    lastName: z.string().trim().min(1, ADDRESS_REQUIRED.lastName).max(100),
    line1: z.string().trim().min(1, ADDRESS_REQUIRED.line1).max(200),
    line2: z.string().trim().max(200).default(''),
    city: z.string().trim().min(1, ADDRESS_REQUIRED.city).max(100),
    state: z.string().trim().max(100).default(''),
    zip: z.string().trim().min(1, ADDRESS_REQUIRED.zip).max(20),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, COUNTRY_INVALID),
  })
  .superRefine((address, context) => {
    for (const [path, message] of Object.entries(countryAddressErrors(address)))
      context.addIssue({ code: 'custom', path: [path], message });
  });
export type Address = z.infer<typeof addressSchema>;

export const shippingOptionSchema = z.object({
  id: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1, 'Name the shipping option').max(80),
  rateCents: cents('shipping rate'),
  /** Orders at or above this subtotal ship free; 0 means never. */
  freeAboveCents: cents('free-shipping threshold').default(0),
  /** Two-letter countries served; empty serves everywhere. */
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(250)
    .default([]),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const taxRuleSchema = z.object({
  id: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1, 'Name the tax').max(80),
  country: z.string().regex(/^[A-Z]{2}$/, 'Choose a country'),
  /** A state or region; empty applies to the whole country. */
  region: z.string().trim().max(100).default(''),
  /** Basis points: 8.25 % is 825. */
  rateBasisPoints: z.coerce.number().int().min(0).max(10_000, 'A tax rate is at most 100 %'),
  appliesToShipping: z.boolean().default(false),
});
export type TaxRule = z.infer<typeof taxRuleSchema>;

export const storeSettingsSchema = z.object({
  currency: z.enum(currencyCodes),
  shippingOptions: z.array(shippingOptionSchema).max(20),
  taxRules: z.array(taxRuleSchema).max(200),
  minimumSubtotalCents: cents('minimum subtotal'),
  expressCheckout: z.boolean(),
  /** Several codes on one order; absent keeps the current choice (default: one code per order). */
  combineCoupons: z.boolean().optional(),
  /** "Notify me of new orders" (a mail to the owner per paid order); absent keeps the current choice (default on). */
  notifyNewOrders: z.boolean().optional(),
  paymentProvider: z.enum(['test', 'stripe']),
  /** Write-only: sent to change, answered masked. Empty string clears; null, absent or the masked value keep it. */
  stripeSecretKey: z.string().trim().max(255).nullable().optional(),
  stripeWebhookSecret: z.string().trim().max(255).nullable().optional(),
});
export type StoreSettingsInput = z.infer<typeof storeSettingsSchema>;
/** A key to try before saving it; empty or the masked value tries the saved key. */
export const stripeConnectionCheckSchema = z.object({
  secretKey: z.string().trim().max(255).default(''),
});

export const couponKinds = ['percentage', 'fixed', 'free_shipping'] as const;
export type CouponKind = (typeof couponKinds)[number];

export const couponSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{2,40}$/, 'Codes are 2 to 40 letters, digits, hyphens or underscores'),
    kind: z.enum(couponKinds),
    /** Basis points for percentage coupons, minor units for fixed ones, unused for free shipping. */
    amount: z.coerce.number().int().min(0).max(MAX_PRODUCT_PRICE_CENTS).default(0),
    minimumSubtotalCents: cents('minimum subtotal').default(0),
    active: z.boolean().default(true),
    startsAt: z.iso.datetime().nullable().default(null),
    endsAt: z.iso.datetime().nullable().default(null),
  })
  .refine((coupon) => coupon.kind !== 'percentage' || (coupon.amount > 0 && coupon.amount <= 10_000), {
    path: ['amount'],
    message: 'A percentage is between 0.01 % and 100 %',
  })
  .refine((coupon) => coupon.kind !== 'fixed' || coupon.amount > 0, {
    path: ['amount'],
    message: 'Enter the discount amount',
  });
export type CouponInput = z.infer<typeof couponSchema>;

export const variantInputSchema = z
  .object({
    id: id().optional(),
    sku: z.string().trim().max(MAX_SKU_LENGTH, `SKUs are at most ${MAX_SKU_LENGTH} characters`).default(''),
    priceCents: cents('price'),
    salePriceCents: cents('sale price').default(0),
    onSale: z.boolean().default(false),
    qtyInStock: z.coerce.number().int().min(0, 'Stock cannot be negative').max(1_000_000_000).default(0),
    unlimited: z.boolean().default(false),
    optionValues: z.array(z.string().trim().min(1).max(60)).max(6).default([]),
    weightGrams: z.coerce.number().int().min(0).max(10_000_000).default(0),
  })
  .refine((variant) => !variant.onSale || variant.salePriceCents < variant.priceCents, {
    path: ['salePriceCents'],
    message: 'The sale price must be lower than the price',
  });

const productTypes = Object.values(ProductType) as [number, ...number[]];

/**
 * A product's video (issue 14): a YouTube, Vimeo, Wistia or Animoto address or an uploaded video
 * file, with an optional poster from the media library and a title for the play button. The
 * server adds the provider's oEmbed answer when it saves (never accepted from the browser).
 */
export const productVideoSchema = z.object({
  url: z
    .string()
    .trim()
    .max(20_000, INVALID_VIDEO_EMBED)
    .refine((value) => isMediaVideo(value) || parseVideoEmbed(value).ok, INVALID_VIDEO_EMBED),
  poster: z._default(mediaSourceSchema, ''),
  title: z.string().trim().max(200, 'Titles must be 200 characters or fewer').default(''),
});
export type ProductVideoInput = z.infer<typeof productVideoSchema>;
/** A product's video as stored and sent back: the owner's fields plus the provider's answer. */
export type ProductVideo = ProductVideoInput & { oembed?: VideoOembed };

export const productInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Enter a product name').max(200),
    urlId: z.string().trim().max(150).optional(),
    description: z.string().max(20_000).default(''),
    productType: z.coerce.number().refine((value) => productTypes.includes(value), 'Unknown product type'),
    status: z.enum(['published', 'scheduled', 'draft']).default('draft'),
    publishOn: z.iso.datetime().nullable().default(null),
    /** The media rule: http(s), site paths or non-SVG data images (src/shared/links/media.ts). */
    images: z.array(mediaSourceSchema).max(20).default([]),
    /** At most one video, shown with the images; null or absent for none. */
    video: productVideoSchema.nullable().optional(),
    optionNames: z.array(z.string().trim().min(1).max(40)).max(6).default([]),
    /** Absent: left as they are (a client that does not edit them keeps them). */
    tags: itemTagsSchema.optional(),
    categories: itemCategoriesSchema.optional(),
    variants: z.array(variantInputSchema).min(1, 'A product needs at least one variant').max(100),
    /** Subscription plans (issue 19): a product with one is sold as a subscription. */
    subscriptionPlans: subscriptionPlansSchema,
  })
  .superRefine((product, context) => {
    product.variants.forEach((variant, index) => {
      if (variant.optionValues.length !== product.optionNames.length) {
        context.addIssue({
          code: 'custom',
          path: ['variants', index, 'optionValues'],
          message: 'Give a value for each option',
        });
      }
    });
    if (product.status === 'scheduled' && product.publishOn === null)
      context.addIssue({ code: 'custom', path: ['publishOn'], message: 'Choose when to publish' });
  });
export type ProductInput = z.infer<typeof productInputSchema>;

export const stockUpdateSchema = z.union([
  z.object({
    qtyInStock: z.coerce.number().int().min(0, 'Stock cannot be negative').max(1_000_000_000),
    unlimited: z.boolean().optional(),
  }),
  z.object({ adjustBy: z.coerce.number().int().min(-1_000_000_000).max(1_000_000_000) }),
  z.object({ unlimited: z.boolean() }),
]);

/** The owner's fulfil action: carrier and tracking number, both optional (a tracking number needs no carrier). */
export const fulfilSchema = z
  .object({
    carrier: z
      .string()
      .trim()
      .max(CARRIER_MAX_LENGTH, `Carrier names must be ${CARRIER_MAX_LENGTH} characters or fewer`)
      .regex(/^[^\p{Cc}\p{Cf}<>]*$/u, 'Enter the carrier’s name')
      .default(''),
    trackingNumber: z
      .string()
      .trim()
      .max(
        TRACKING_NUMBER_MAX_LENGTH,
        `Tracking numbers must be ${TRACKING_NUMBER_MAX_LENGTH} characters or fewer`,
      )
      .refine(
        (value) => value === '' || TRACKING_NUMBER_PATTERN.test(value),
        'Tracking numbers are letters, digits, spaces and dashes',
      )
      .default(''),
  })
  .default({ carrier: '', trackingNumber: '' });
export type FulfilInput = z.infer<typeof fulfilSchema>;

export const refundSchema = z.object({
  /** Minor units; absent refunds what is left. */
  amountCents: z.coerce.number().int().min(1, 'Enter an amount to refund').optional(),
});

/**
 * A cart quantity: a JSON number or a form post's digits, nothing else (`true` or `[1]` are
 * not 1), a whole number from `min` to the per-line limit.
 */
const cartQuantity = (min: 0 | 1) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, 'Choose a quantity')
          .transform(Number),
      ],
      {
        error: 'Choose a quantity',
      },
    )
    .pipe(
      z
        .number()
        .int('Choose a quantity')
        .min(min, 'Choose a quantity')
        .max(MAX_CART_LINE_QUANTITY, LINE_LIMIT_MESSAGE),
    );

export const addToCartSchema = z.object({
  variantId: id('Choose an option'),
  quantity: cartQuantity(1).default(1),
});
export const updateQuantitySchema = z.object({ quantity: cartQuantity(0) });
export const couponCodeSchema = z.object({
  code: z.string().trim().toUpperCase().min(1, 'Enter a code').max(40, 'Unknown code'),
});
/** The address typed so far at checkout, for the order summary's shipping and tax. */
export const cartEstimateQuery = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, COUNTRY_INVALID),
  state: z.string().trim().max(100).default(''),
  zip: z.string().trim().max(20).default(''),
  shippingOptionId: z.string().trim().max(40).default(''),
});
export const entryParams = z.object({ entryId: id('Unknown cart item') });

/** The checkout form, flat so the same schema reads a form post and a JSON call. */
export const checkoutSchema = z.object({
  email: emailSchema,
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().max(100).default(''),
  line1: z.string().trim().max(200).default(''),
  line2: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  state: z.string().trim().max(100).default(''),
  zip: z.string().trim().max(20).default(''),
  country: z.string().trim().max(2).default(''),
  shippingOptionId: z.string().trim().max(40).default(''),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

export type { CartEntryView, CartView, CheckoutResult, CouponView } from './store-answers';
