import { z } from 'zod';
import {
  MAX_COVER_FEE_BASIS_POINTS,
  MAX_DONATION_FUNDS,
  MAX_DONATION_PRESETS,
  MAX_FUND_LENGTH,
} from '../commerce/donations';

/** Wire schemas of donations (issue 19): donate pages (owners) and the list of gifts. */

const minor = (what: string) =>
  z
    .number({ error: `Enter ${what} in minor units` })
    .int(`${what} is a whole number of minor units`)
    .min(1);

export const donatePageInputSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(120, 'Titles must be 120 characters or fewer'),
  description: z.string().max(1000, 'Descriptions must be 1000 characters or fewer').default(''),
  presetAmountsCents: z.array(minor('Each amount')).max(MAX_DONATION_PRESETS).default([]),
  allowCustom: z.boolean().default(true),
  minCents: minor('The minimum'),
  maxCents: minor('The maximum'),
  funds: z.array(z.string().trim().min(1).max(MAX_FUND_LENGTH)).max(MAX_DONATION_FUNDS).default([]),
  coverFeeBasisPoints: z.number().int().min(0).max(MAX_COVER_FEE_BASIS_POINTS).default(0),
  allowMonthly: z.boolean().default(false),
  /** Shown to the donor on "contribution confirmed" once the gift is paid. */
  confirmationText: z
    .string()
    .max(1000, 'The thank-you message must be 1000 characters or fewer')
    .default(''),
});
export type DonatePageInput = z.infer<typeof donatePageInputSchema>;

export const donatePageAnswer = donatePageInputSchema.extend({
  id: z.string(),
  /** Where a donation block's button leads: `/checkout/donate?donatePageId=`. */
  href: z.string(),
});
export const donatePagesAnswer = z.object({ pages: z.array(donatePageAnswer) });
export type DonatePagesAnswer = z.infer<typeof donatePagesAnswer>;
export const donatePageParams = z.object({ pageId: z.string().regex(/^[0-9a-f]{24}$/) });

export const donationAnswer = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.number(),
  donatePageId: z.string(),
  createdAt: z.string(),
  donorName: z.string(),
  email: z.string(),
  fund: z.string().nullable(),
  /** pending, paid, refunded, cancelled (the gift's order). */
  status: z.string(),
  monthly: z.boolean(),
  currency: z.string(),
  amountCents: z.number(),
  feeCents: z.number(),
  totalCents: z.number(),
  refundedCents: z.number(),
});
export const donationsAnswer = z.object({
  donations: z.array(donationAnswer),
  /** Money received and kept (paid, less refunds) per fund; `fund` null for "where it is needed most". */
  totals: z.array(
    z.object({
      fund: z.string().nullable(),
      currency: z.string(),
      count: z.number(),
      totalCents: z.number(),
    }),
  ),
});
export type DonationsAnswer = z.infer<typeof donationsAnswer>;
