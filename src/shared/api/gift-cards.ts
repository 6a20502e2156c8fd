import { z } from 'zod';
import { MAX_GIFT_CARD_MESSAGE } from '../commerce/gift-cards';
import { MAX_ORDER_TOTAL_CENTS } from '../commerce/products';

/** Wire schemas of gift cards (issue 20): the owners' list, manual issue, void and history; the visitors' balance. */

export const giftCardAnswer = z.object({
  id: z.string(),
  /** The code's last four characters: the full code is never listed. */
  last4: z.string(),
  currency: z.string(),
  issuedCents: z.number().int(),
  balanceCents: z.number().int(),
  status: z.enum(['active', 'void']),
  source: z.enum(['purchase', 'manual']),
  orderId: z.string().nullable(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  sendAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type GiftCardAnswer = z.infer<typeof giftCardAnswer>;
export const giftCardsAnswer = z.object({ cards: z.array(giftCardAnswer) });
export type GiftCardsAnswer = z.infer<typeof giftCardsAnswer>;

export const giftCardEntryAnswer = z.object({
  kind: z.enum(['issue', 'debit', 'credit', 'void']),
  amountCents: z.number().int(),
  orderId: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export const giftCardHistoryAnswer = z.object({
  card: giftCardAnswer,
  entries: z.array(giftCardEntryAnswer),
});
export type GiftCardHistoryAnswer = z.infer<typeof giftCardHistoryAnswer>;

export const giftCardIssueSchema = z.object({
  amountCents: z
    .number({ error: 'Enter an amount' })
    .int('Enter a whole number of minor units')
    .min(1, 'Enter an amount above zero')
    .max(MAX_ORDER_TOTAL_CENTS, 'That amount is too large'),
  recipientName: z.string().trim().max(120, 'Names must be 120 characters or fewer').default(''),
  recipientEmail: z.union([z.literal(''), z.email('Enter a valid email address').max(254)]).default(''),
  message: z.string().trim().max(MAX_GIFT_CARD_MESSAGE).default(''),
  note: z.string().trim().max(200).default(''),
});
export type GiftCardIssueInput = z.infer<typeof giftCardIssueSchema>;
/** The one answer that holds the whole code: shown once to the owner who issued the card. */
export const giftCardIssuedAnswer = z.object({ card: giftCardAnswer, code: z.string() });
export type GiftCardIssuedAnswer = z.infer<typeof giftCardIssuedAnswer>;
export const giftCardParams = z.object({ giftCardId: z.string().regex(/^[0-9a-f]{24}$/) });
