/**
 * Gift cards (issue 20): the rules of the purchase form, shared by the server and the page.
 * Zod-free, so the runtime and the owners' app may import it.
 */
export const GIFT_CARD_PATH = '/checkout/giftcard';
export const GIFT_CARD_BALANCE_PATH = '/commerce/gift-cards/balance';
export const MAX_GIFT_CARD_MESSAGE = 500;
/** A send date at most this many days ahead. */
export const MAX_SEND_DAYS_AHEAD = 366;
/** Codes one checkout may spend. */
export const MAX_GIFT_CARDS_PER_ORDER = 5;

export const giftCardHref = (websiteId: string, productId: string, sku?: string) =>
  `${GIFT_CARD_PATH}?websiteId=${encodeURIComponent(websiteId)}&giftCardProductId=${encodeURIComponent(productId)}${
    sku ? `&sku=${encodeURIComponent(sku)}` : ''
  }`;

export interface GiftCardOrderInput {
  sku: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** `YYYY-MM-DD` in the site's time zone, or '' for "now". */
  sendDate: string;
  buyerName: string;
  buyerEmail: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const text = (raw: Record<string, unknown>, key: string) =>
  typeof raw[key] === 'string' ? (raw[key] as string).trim() : '';

/** The form as sent: every field's message at once, or the input. `today` is `YYYY-MM-DD` in the site's zone. */
export function readGiftCardForm(
  raw: Record<string, unknown>,
  today: string,
): { input: GiftCardOrderInput; errors: Record<string, string> } {
  const input: GiftCardOrderInput = {
    sku: text(raw, 'sku'),
    recipientName: text(raw, 'recipientName'),
    recipientEmail: text(raw, 'recipientEmail'),
    message: typeof raw.message === 'string' ? raw.message.trim() : '',
    sendDate: text(raw, 'sendDate'),
    buyerName: text(raw, 'buyerName'),
    buyerEmail: text(raw, 'buyerEmail'),
  };
  const errors: Record<string, string> = {};
  if (!input.sku) errors.sku = 'Choose an amount.';
  if (!input.recipientName) errors.recipientName = 'Enter the recipient’s name.';
  else if (input.recipientName.length > 120) errors.recipientName = 'Names must be 120 characters or fewer.';
  if (!EMAIL.test(input.recipientEmail) || input.recipientEmail.length > 254)
    errors.recipientEmail = 'Enter a valid email address.';
  if (input.message.length > MAX_GIFT_CARD_MESSAGE)
    errors.message = `Messages must be ${MAX_GIFT_CARD_MESSAGE} characters or fewer.`;
  if (input.buyerName.length > 120) errors.buyerName = 'Names must be 120 characters or fewer.';
  if (!EMAIL.test(input.buyerEmail) || input.buyerEmail.length > 254)
    errors.buyerEmail = 'Enter a valid email address.';
  if (input.sendDate) {
    const match = DATE.exec(input.sendDate);
    const valid =
      match && !Number.isNaN(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
        ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
        : null;
    const days = valid ? (valid.getTime() - Date.parse(`${today}T00:00:00Z`)) / 86_400_000 : NaN;
    if (!valid || valid.toISOString().slice(0, 10) !== input.sendDate)
      errors.sendDate = 'Enter a date as YYYY-MM-DD.';
    else if (days < 0) errors.sendDate = 'Choose today or a later date.';
    else if (days > MAX_SEND_DAYS_AHEAD) errors.sendDate = 'Choose a date within a year.';
    else if (days === 0) input.sendDate = '';
  }
  return { input, errors };
}

/** Codes typed into one field, separated by commas, spaces or new lines (at most MAX_GIFT_CARDS_PER_ORDER). */
export function splitGiftCardCodes(typed: string): string[] {
  return typed
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter(Boolean);
}
