import type { OrderStatus } from '../../../shared/api/store-answers';
import { currencies, formatMoney, Money, parseAmount, type CurrencyCode } from '../../../shared/money';
import { t } from '../../text';

/** How the store screens show and read amounts, order states and dates. */

export const money = (minor: number, currency: CurrencyCode) => formatMoney(Money.of(minor, currency));

/** Minor units as the owner would type them ("12.50"; "1200" for yen), for inputs. */
export const majorText = (minor: number, currency: CurrencyCode) =>
  formatMoney(Money.of(minor, currency), { numberOnly: true }).replace(/,/g, '');

/** What an owner typed, in minor units (integer arithmetic, no float rounding), or null when it is not an amount. */
export const parseMajor = (text: string, currency: CurrencyCode) =>
  parseAmount(text, currencies[currency].fractionDigits);

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'paid',
  'fulfilled',
  'refunded',
  'cancelled',
];

export const statusLabel = (status: OrderStatus) => t(`owners.store.status.${status}`);

export const dateText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A renewal's day on the SITE's calendar (renewals fall on it), not the browser's: a renewal at
 * 00:30 in Sydney is not shown as the day before to an owner in London. The day only: the hour
 * is the purchase's, and says nothing an owner plans by.
 */
export const renewalDayText = (iso: string, timeZone: string) => {
  try {
    return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone });
  } catch {
    // A zone this browser does not know: UTC rather than nothing.
    return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
  }
};
