import { useQuery } from '@tanstack/react-query';
import type { OrderStatus, StoreSettingsAnswer } from '../../../shared/api/store-answers';
import { currencies, formatMoney, Money, parseAmount, type CurrencyCode } from '../../../shared/money';
import { apiGet } from '../../api/client';

/** Wire shapes of the owners' store API: inferred from its contracts (src/shared/api/store-answers.ts). */
export type {
  CustomerJson,
  InventoryRow,
  OrderDetail,
  OrderJson,
  OrderLine,
  OrderStatus,
  ProductJson,
  VariantJson,
} from '../../../shared/api/store-answers';

export const storeKeys = {
  settings: ['store', 'settings'] as const,
  orders: ['store', 'orders'] as const,
  order: (id: string) => ['store', 'order', id] as const,
  customers: ['store', 'customers'] as const,
  products: ['store', 'products'] as const,
  product: (id: string) => ['store', 'product', id] as const,
  inventory: ['store', 'inventory'] as const,
  coupons: ['store', 'coupons'] as const,
};

/** The site's currency: every amount an owner sees or types is in it. */
export function useCurrency(): CurrencyCode | undefined {
  const settings = useQuery({
    queryKey: storeKeys.settings,
    queryFn: () => apiGet<StoreSettingsAnswer>('/api/commerce/settings'),
  });
  return settings.data?.settings.currency;
}

export const money = (minor: number, currency: CurrencyCode) => formatMoney(Money.of(minor, currency));

/** Minor units as the owner would type them ("12.50"; "1200" for yen), for inputs. */
export const majorText = (minor: number, currency: CurrencyCode) =>
  formatMoney(Money.of(minor, currency), { numberOnly: true }).replace(/,/g, '');

/** What an owner typed, in minor units (integer arithmetic, no float rounding), or null when it is not an amount. */
export const parseMajor = (text: string, currency: CurrencyCode) =>
  parseAmount(text, currencies[currency].fractionDigits);

export const statusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

export const dateText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
