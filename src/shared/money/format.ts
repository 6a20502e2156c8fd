import { currencies } from './currencies';
import { Money } from './money';

export const FORMAT_EXPECTS_MONEY = 'Format expects a Money instance';
/** Price display allows at most this many integer digits (spec visitor-runtime §9). */
export const MAX_INTEGER_PLACES = 15;

export interface FormatOptions {
  /** Drop a fraction of all zeros: $12 instead of $12.00. */
  trimZeroFractions?: boolean;
  /** Show only the number, without symbol or placement. */
  numberOnly?: boolean;
}

// Grouping and the decimal point follow the spec (comma, point), whatever the shopper's locale.
const grouping = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits: 0 });

/**
 * Formats money with its currency's native symbol and placement, thousands separated by
 * commas and a decimal point: `$1,234.50`, `1,234.50 kr`, `¥1,235`. Integer arithmetic on
 * minor units: no float ever rounds a price.
 */
export function formatMoney(value: unknown, options: FormatOptions = {}): string {
  if (!(value instanceof Money)) throw new TypeError(FORMAT_EXPECTS_MONEY);
  const { fractionDigits, template } = currencies[value.currency];
  const absolute = BigInt(Math.abs(value.minor));
  const scale = 10n ** BigInt(fractionDigits);
  const integer = absolute / scale;
  if (integer.toString().length > MAX_INTEGER_PLACES)
    throw new RangeError(`Amounts have at most ${MAX_INTEGER_PLACES} integer places`);
  const fraction = (absolute % scale).toString().padStart(fractionDigits, '0');
  const showFraction = fractionDigits > 0 && !(options.trimZeroFractions && /^0+$/.test(fraction));
  const amount = grouping.format(integer) + (showFraction ? `.${fraction}` : '');
  const sign = value.minor < 0 ? '-' : '';
  return sign + (options.numberOnly ? amount : template.replace('{amount}', amount));
}

/** Parses a decimal string typed by an owner ("12.5", "1,200") into minor units, or null. */
export function parseAmount(text: string, fractionDigits: number): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(cleaned);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > fractionDigits) return null;
  const minor = Number(match[1]) * 10 ** fractionDigits + Number(fraction.padEnd(fractionDigits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}
