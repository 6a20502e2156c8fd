import type { DonatePageInput, DonatePagesAnswer } from '../../../shared/api/donations';
import {
  MAX_COVER_FEE_BASIS_POINTS,
  MAX_DONATION_FUNDS,
  MAX_DONATION_PRESETS,
} from '../../../shared/commerce/donations';
import { currencies, parseAmount, type CurrencyCode } from '../../../shared/money';
import { t } from '../../text';
import { majorText, parseMajor } from './store-format';

type DonatePage = DonatePagesAnswer['pages'][number];

/** The donate page editor's fields as the owner types them: amounts in the store's currency, not minor units. */
export interface DonatePageDraft {
  title: string;
  description: string;
  /** "10, 25, 50" */
  presets: string;
  allowCustom: boolean;
  min: string;
  max: string;
  allowMonthly: boolean;
  /** One fund or designation a line. */
  funds: string;
  /** "3" or "2.5": the percent a donor may add to cover fees; empty or 0: not offered. */
  coverFeePercent: string;
  confirmationText: string;
}

/** Whole units of the currency in minor units (25 → 2500 cents, 25 → 25 yen). */
const whole = (units: number, currency: CurrencyCode) => units * 10 ** currencies[currency].fractionDigits;

export const blankDonatePage = (currency: CurrencyCode): DonatePageDraft => ({
  title: '',
  description: '',
  presets: [10, 25, 50, 100].map((units) => majorText(whole(units, currency), currency)).join(', '),
  allowCustom: true,
  min: majorText(whole(5, currency), currency),
  max: majorText(whole(10_000, currency), currency),
  allowMonthly: true,
  funds: '',
  coverFeePercent: '',
  confirmationText: '',
});

export const draftOf = (page: DonatePage, currency: CurrencyCode): DonatePageDraft => ({
  title: page.title,
  description: page.description,
  presets: page.presetAmountsCents.map((minor) => majorText(minor, currency)).join(', '),
  allowCustom: page.allowCustom,
  min: majorText(page.minCents, currency),
  max: majorText(page.maxCents, currency),
  allowMonthly: page.allowMonthly,
  funds: page.funds.join('\n'),
  coverFeePercent: page.coverFeeBasisPoints > 0 ? String(page.coverFeeBasisPoints / 100) : '',
  confirmationText: page.confirmationText,
});

/**
 * The draft as the API's input, or the fields' messages (keyed as the API keys them, so the
 * server's messages land on the same fields). The server checks everything again.
 */
export function inputOf(
  draft: DonatePageDraft,
  currency: CurrencyCode,
): { input: DonatePageInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const presetTexts = draft.presets
    .split(/[,\n]/)
    .map((text) => text.trim())
    .filter(Boolean);
  const presets = presetTexts.map((text) => parseMajor(text, currency));
  if (presets.some((minor) => minor === null || minor <= 0))
    errors.presetAmountsCents = t('owners.donatePages.presetsProblem');
  else if (presets.length > MAX_DONATION_PRESETS)
    errors.presetAmountsCents = t('owners.donatePages.tooManyPresets', { count: MAX_DONATION_PRESETS });
  else if (presets.length === 0 && !draft.allowCustom)
    errors.presetAmountsCents = t('owners.donatePages.noAmounts');
  const min = parseMajor(draft.min, currency);
  if (min === null || min <= 0) errors.minCents = t('owners.donatePages.amountProblem');
  const max = parseMajor(draft.max, currency);
  if (max === null || max <= 0) errors.maxCents = t('owners.donatePages.amountProblem');
  const funds = [
    ...new Set(
      draft.funds
        .split('\n')
        .map((fund) => fund.trim())
        .filter(Boolean),
    ),
  ];
  if (funds.length > MAX_DONATION_FUNDS)
    errors.funds = t('owners.donatePages.tooManyFunds', { count: MAX_DONATION_FUNDS });
  const fee =
    draft.coverFeePercent.trim() === '' ? 0 : parseAmount(draft.coverFeePercent.replace('%', ''), 2);
  if (fee === null || fee < 0 || fee > MAX_COVER_FEE_BASIS_POINTS)
    errors.coverFeeBasisPoints = t('owners.donatePages.feeProblem', {
      max: MAX_COVER_FEE_BASIS_POINTS / 100,
    });
  if (draft.title.trim() === '') errors.title = t('owners.donatePages.titleMissing');
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      title: draft.title.trim(),
      description: draft.description,
      presetAmountsCents: presets as number[],
      allowCustom: draft.allowCustom,
      minCents: min!,
      maxCents: max!,
      funds,
      coverFeeBasisPoints: fee!,
      allowMonthly: draft.allowMonthly,
      confirmationText: draft.confirmationText,
    },
  };
}
