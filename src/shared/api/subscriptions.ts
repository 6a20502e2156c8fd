import { z } from 'zod';
import { BILLING_UNITS, MAX_BILLING_CYCLES, MAX_BILLING_PERIOD_VALUE } from '../commerce/subscriptions';

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
