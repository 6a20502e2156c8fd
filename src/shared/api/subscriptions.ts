import { z } from 'zod';
import {
  BILLING_UNITS,
  MAX_BILLING_CYCLES,
  MAX_BILLING_PERIOD_VALUE,
  ownerSubscriptionStatuses,
} from '../commerce/subscriptions';

export { ownerSubscriptionStatuses, type OwnerSubscriptionStatus } from '../commerce/subscriptions';

/** Wire schemas of recurring commerce (issue 19): subscription plans on products. */

/** Empty, null or absent means indefinite (visitor-runtime §3: "0 or empty means indefinite"). */
const billingCycles = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? 0 : value),
  z.coerce
    .number({ error: 'Enter the number of payments, or leave it empty to renew until cancelled' })
    .int('The number of payments must be a whole number')
    .min(0, 'The number of payments cannot be negative')
    .max(MAX_BILLING_CYCLES, `At most ${MAX_BILLING_CYCLES} payments`),
);

export const subscriptionPlanSchema = z.object({
  billingPeriod: z.object({
    value: z.coerce
      .number({ error: 'Enter how often it renews' })
      .int('Renewals are every whole number of weeks, months or years')
      .min(1, 'Renewals are at least every 1 week, month or year')
      .max(MAX_BILLING_PERIOD_VALUE, `Renewals are at most every ${MAX_BILLING_PERIOD_VALUE} units`),
    unit: z.enum(BILLING_UNITS, { error: 'Choose weekly, monthly or yearly' }),
  }),
  numBillingCycles: billingCycles,
});
export type SubscriptionPlanInput = z.infer<typeof subscriptionPlanSchema>;

/**
 * A product's plans: none for a one-off product. One plan per product in this version (the cart
 * has no plan choice yet); the list shape keeps room for several. Absent means none.
 */
export const subscriptionPlansSchema = z
  .array(subscriptionPlanSchema)
  .max(1, 'A product has one subscription plan')
  .optional();

export const subscriptionListQuery = z.object({
  status: z.enum(ownerSubscriptionStatuses, { error: 'Choose a subscription status' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
/** The CSV takes the list's filter, not its page: every matching subscription. */
export const subscriptionExportQuery = subscriptionListQuery.pick({ status: true });

export const ownerSubscriptionJson = z.object({
  id: z.string(),
  status: z.enum(ownerSubscriptionStatuses),
  email: z.string(),
  customerName: z.string(),
  /** What was bought (the first line's title). */
  title: z.string(),
  /** The plan in the spec's wording ("Renews every month for 12 payments"). */
  plan: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  /** Payments taken so far, the first included. */
  paymentsMade: z.number(),
  /** ISO instant of the next charge; null when none is due (paused, cancelled, completed). */
  nextPaymentAt: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type OwnerSubscriptionJson = z.infer<typeof ownerSubscriptionJson>;

export const ownerSubscriptionsAnswer = z.object({
  subscriptions: z.array(ownerSubscriptionJson),
  /** The site's time zone: renewal dates are shown on the site's calendar, not the browser's. */
  timeZone: z.string(),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type OwnerSubscriptionsAnswer = z.infer<typeof ownerSubscriptionsAnswer>;

/** One line of a subscription's history on the owners' detail screen, oldest first. */
export const subscriptionHistoryKinds = [
  'started',
  'renewed',
  'renewal-pending',
  'renewal-cancelled',
  'charge-failed',
  'needs-action',
  'paused',
  'resumed',
  'skipped',
  'cancelled',
  'quantity-changed',
  'card-updated',
  'authenticated',
] as const;
export const subscriptionHistoryEntry = z.object({
  kind: z.enum(subscriptionHistoryKinds),
  at: z.string(),
  message: z.string(),
  /** The charge's order (first payment or a renewal), when the entry is about one. */
  order: z
    .object({
      id: z.string(),
      orderNumber: z.number(),
      status: z.string(),
      amountCents: z.number(),
      refundedCents: z.number(),
    })
    .nullable(),
});
export type SubscriptionHistoryEntry = z.infer<typeof subscriptionHistoryEntry>;

export const ownerSubscriptionDetailAnswer = z.object({
  subscription: ownerSubscriptionJson.extend({
    quantity: z.number(),
    lastFailure: z.string().nullable(),
  }),
  /** The site's time zone (dates on the site's calendar). */
  timeZone: z.string(),
  history: z.array(subscriptionHistoryEntry),
  /** The most recent payment taken (first or renewal) and what of it is left to refund; null when none. */
  lastCharge: z
    .object({
      orderId: z.string(),
      orderNumber: z.number(),
      amountCents: z.number(),
      refundedCents: z.number(),
      status: z.string(),
    })
    .nullable(),
  /** What the owner may do now. */
  canCancel: z.boolean(),
  canRefundLast: z.boolean(),
});
export type OwnerSubscriptionDetailAnswer = z.infer<typeof ownerSubscriptionDetailAnswer>;

export const subscriptionRefundAnswer = z.object({
  orderId: z.string(),
  orderNumber: z.number(),
  refundedCents: z.number(),
  status: z.string(),
});
export type SubscriptionRefundAnswer = z.infer<typeof subscriptionRefundAnswer>;
