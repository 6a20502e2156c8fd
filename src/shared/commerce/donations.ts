import { MAX_ORDER_TOTAL_CENTS } from './products';
import { currencies, formatMoney, Money, parseAmount, type CurrencyCode } from '../money';

/**
 * Donations (issue 19): the donor's choice read from the form as sent and checked against the
 * donate page's own settings. Nothing the browser says about money is trusted: the amount is a
 * preset of the page or a custom amount within its range, the fee is computed here from the
 * page's percentage, and the fund must be one the page offers.
 */
export interface DonatePageRules {
  presetAmountsCents: number[];
  allowCustom: boolean;
  minCents: number;
  maxCents: number;
  funds: string[];
  coverFeeBasisPoints: number;
  allowMonthly: boolean;
  currency: CurrencyCode;
}

export interface DonationChoice {
  amountCents: number;
  feeCents: number;
  totalCents: number;
  fund: string | null;
  monthly: boolean;
}

/** Most preset amounts and funds a page offers; longest fund name. */
export const MAX_DONATION_PRESETS = 8;
export const MAX_DONATION_FUNDS = 20;
export const MAX_FUND_LENGTH = 80;
/** At most 20% may be asked for on top, to cover fees. */
export const MAX_COVER_FEE_BASIS_POINTS = 2000;
/** The form's value of the "other amount" choice. */
export const CUSTOM_AMOUNT = 'custom';

/** What covering the fees adds: the page's percentage of the gift, rounded half up to a minor unit. */
export const coverFeeCents = (amountCents: number, basisPoints: number): number =>
  Math.floor((amountCents * basisPoints + 5000) / 10000);

/** "3%", "2.5%". */
export const feePercentLabel = (basisPoints: number): string => `${basisPoints / 100}%`;

const money = (minor: number, currency: CurrencyCode) => formatMoney(Money.of(minor, currency));

type Fields = Record<string, unknown>;
const textOf = (fields: Fields, key: string) =>
  typeof fields[key] === 'string' ? (fields[key] as string).trim() : '';

/** The gift in minor units: a preset of the page, or a custom amount within its range. */
function readAmount(page: DonatePageRules, fields: Fields, errors: Record<string, string>): number | null {
  const picked = textOf(fields, 'amount');
  if (picked && picked !== CUSTOM_AMOUNT) {
    const preset = /^\d{1,12}$/.test(picked) ? Number(picked) : NaN;
    if (page.presetAmountsCents.includes(preset)) return preset;
    errors.amount = 'Choose one of the amounts offered.';
    return null;
  }
  if (!page.allowCustom || (picked !== CUSTOM_AMOUNT && !textOf(fields, 'customAmount'))) {
    errors.amount = 'Choose an amount.';
    return null;
  }
  const typed = parseAmount(textOf(fields, 'customAmount'), currencies[page.currency].fractionDigits);
  if (typed !== null && typed >= page.minCents && typed <= page.maxCents) return typed;
  errors.customAmount = `Enter an amount from ${money(page.minCents, page.currency)} to ${money(page.maxCents, page.currency)}.`;
  return null;
}

/** The fund: one the page offers, or none ("where it is needed most"). */
function readFund(page: DonatePageRules, fields: Fields, errors: Record<string, string>): string | null {
  const fund = textOf(fields, 'fund');
  if (page.funds.length === 0 || !fund) return null;
  if (page.funds.includes(fund)) return fund;
  errors.fund = 'Choose one of the funds offered.';
  return null;
}

/**
 * The donor's choice from the form's fields (`amount`: a preset's minor units or `custom`,
 * `customAmount`: typed, `fund`, `coverFee`, `frequency`), or the fields' messages.
 */
export function readDonationChoice(
  page: DonatePageRules,
  fields: Fields,
): { choice: DonationChoice; errors: null } | { choice: null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const amountCents = readAmount(page, fields, errors);
  const fund = readFund(page, fields, errors);
  const frequency = textOf(fields, 'frequency') || 'once';
  if (frequency !== 'once' && !(frequency === 'monthly' && page.allowMonthly))
    errors.frequency = 'Choose how often to give.';
  if (amountCents === null || Object.keys(errors).length > 0) return { choice: null, errors };

  const covering = page.coverFeeBasisPoints > 0 && ['on', 'true', '1'].includes(textOf(fields, 'coverFee'));
  const feeCents = covering ? coverFeeCents(amountCents, page.coverFeeBasisPoints) : 0;
  const totalCents = amountCents + feeCents;
  if (totalCents > MAX_ORDER_TOTAL_CENTS)
    return {
      choice: null,
      errors: { customAmount: `The most one gift can be is ${money(MAX_ORDER_TOTAL_CENTS, page.currency)}.` },
    };
  return {
    choice: { amountCents, feeCents, totalCents, fund, monthly: frequency === 'monthly' },
    errors: null,
  };
}

/** The owner's settings, checked before they are stored: the same rules the donor's choice is read with. */
export function donatePageErrors(
  page: Omit<DonatePageRules, 'currency'> & { title: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!page.title.trim() || page.title.length > 120) errors.title = 'Enter a title of up to 120 characters.';
  if (!Number.isSafeInteger(page.minCents) || page.minCents < 1)
    errors.minCents = 'The minimum must be at least 1.';
  if (
    !Number.isSafeInteger(page.maxCents) ||
    page.maxCents < page.minCents ||
    page.maxCents > MAX_ORDER_TOTAL_CENTS
  )
    errors.maxCents = 'The maximum must be at least the minimum and within what one payment can be.';
  if (page.presetAmountsCents.length > MAX_DONATION_PRESETS)
    errors.presetAmountsCents = `Offer at most ${MAX_DONATION_PRESETS} amounts.`;
  else if (
    page.presetAmountsCents.some(
      (amount) => !Number.isSafeInteger(amount) || amount < page.minCents || amount > page.maxCents,
    )
  )
    errors.presetAmountsCents = 'Every amount offered must be within the minimum and maximum.';
  if (page.presetAmountsCents.length === 0 && !page.allowCustom)
    errors.presetAmountsCents = 'Offer at least one amount, or allow any amount.';
  if (
    page.funds.length > MAX_DONATION_FUNDS ||
    page.funds.some((fund) => !fund.trim() || fund.length > MAX_FUND_LENGTH) ||
    new Set(page.funds).size !== page.funds.length
  )
    errors.funds = `Up to ${MAX_DONATION_FUNDS} different funds of up to ${MAX_FUND_LENGTH} characters each.`;
  if (
    !Number.isInteger(page.coverFeeBasisPoints) ||
    page.coverFeeBasisPoints < 0 ||
    page.coverFeeBasisPoints > MAX_COVER_FEE_BASIS_POINTS
  )
    errors.coverFeeBasisPoints = 'The fee to cover is from 0% to 20%.';
  return errors;
}
