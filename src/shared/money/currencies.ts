/**
 * The 27 currencies a store can sell in (spec visitor-runtime §3), with their fraction digits
 * (two, except JPY with none) and the symbol and placement used where the currency is native.
 * The template's `{amount}` is the formatted number; a minus sign goes before the whole thing.
 */
export interface CurrencyInfo {
  code: CurrencyCode;
  fractionDigits: 0 | 2;
  symbol: string;
  template: string;
}

export const currencyCodes = [
  'EUR',
  'USD',
  'AUD',
  'NOK',
  'CAD',
  'NZD',
  'DKK',
  'GBP',
  'HKD',
  'CHF',
  'MXN',
  'SGD',
  'SEK',
  'CZK',
  'ILS',
  'PHP',
  'RUB',
  'PLN',
  'THB',
  'MYR',
  'ARS',
  'BRL',
  'COP',
  'IDR',
  'INR',
  'JPY',
  'ZAR',
] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

const prefix = (symbol: string, space = false) => ({
  symbol,
  template: `${symbol}${space ? ' ' : ''}{amount}`,
});
const suffix = (symbol: string) => ({ symbol, template: `{amount} ${symbol}` });

const table: Record<CurrencyCode, { symbol: string; template: string }> = {
  EUR: prefix('€'),
  USD: prefix('$'),
  AUD: prefix('$'),
  NOK: suffix('kr'),
  CAD: prefix('$'),
  NZD: prefix('$'),
  DKK: suffix('kr.'),
  GBP: prefix('£'),
  HKD: prefix('HK$'),
  CHF: prefix('CHF', true),
  MXN: prefix('$'),
  SGD: prefix('$'),
  SEK: suffix('kr'),
  CZK: suffix('Kč'),
  ILS: prefix('₪'),
  PHP: prefix('₱'),
  RUB: suffix('₽'),
  PLN: suffix('zł'),
  THB: prefix('฿'),
  MYR: prefix('RM'),
  ARS: prefix('$'),
  BRL: prefix('R$'),
  COP: prefix('$'),
  IDR: prefix('Rp'),
  INR: prefix('₹'),
  JPY: prefix('¥'),
  ZAR: prefix('R'),
};

export const currencies: Readonly<Record<CurrencyCode, CurrencyInfo>> = Object.fromEntries(
  currencyCodes.map((code) => [code, { code, fractionDigits: code === 'JPY' ? 0 : 2, ...table[code] }]),
) as Record<CurrencyCode, CurrencyInfo>;

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (currencyCodes as readonly string[]).includes(value);
}
