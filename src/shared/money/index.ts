export {
  currencies,
  currencyCodes,
  DEFAULT_CURRENCY,
  isCurrencyCode,
  type CurrencyCode,
  type CurrencyInfo,
} from './currencies';
export { Money, type MoneyJson } from './money';
export {
  formatMoney,
  parseAmount,
  FORMAT_EXPECTS_MONEY,
  MAX_INTEGER_PLACES,
  type FormatOptions,
} from './format';
