import { useQuery } from '@tanstack/react-query';
import type { StoreSettingsAnswer } from '../../../shared/api/store-answers';
import type { CurrencyCode } from '../../../shared/money';
import { apiGet } from '../../api/client';

/** Query keys of the owners' store screens, so a change on one screen refreshes the others. */
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
