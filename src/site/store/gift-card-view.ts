/**
 * The gift card pages (issue 20): buying one (`/checkout/giftcard?...`, a form that works
 * without JavaScript) and checking a code's balance (`/commerce/gift-cards/balance`).
 */
export interface GiftCardPageView {
  kind: 'gift-card';
  mode: 'buy' | 'balance';
  title: string;
  description: string;
  formAction: string;
  /** Written in the buy form when shown: a form sent twice makes one order. */
  idempotencyKey: string;
  amounts: { sku: string; label: string }[];
  /** Today in the site's zone: the send date's earliest value. */
  today: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  error: string | null;
  /** The balance page's answer ("This card has $30.00 left."), or null before a check. */
  balance: string | null;
}

/** The checkout page's gift cards: those applied to the cart, what each covers, and the form to add one. */
export interface GiftCardCheckoutView {
  applied: { id: string; label: string; amountLabel: string }[];
  /** What is left to pay by card once the cards are spent; null when no card is applied. */
  toPayLabel: string | null;
  error: string | null;
}
