import type { CustomerJson, CustomersAnswer } from '../../../shared/api/store-answers';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import type { CurrencyCode } from '../../../shared/money';
import { DataTable, type Column } from '../../ui/data-table';
import { ErrorState, Loading } from '../../ui/status';
import { StoreNav } from './store-nav';
import { dateText, money } from './store-format';
import { storeKeys, useCurrency } from './store-queries';
import { t } from '../../text';

const customerColumns = (currency: CurrencyCode): Column<CustomerJson>[] => [
  {
    header: t('owners.store.customers.customer'),
    cell: (customer) => customer.name || customer.email,
    sub: (customer) => customer.name && customer.email,
  },
  { header: t('owners.store.customers.orders'), cell: (customer) => customer.orderCount },
  {
    header: t('owners.store.customers.spent'),
    cell: (customer) => money(customer.totalSpentCents, currency),
  },
  {
    header: t('owners.store.customers.lastOrder'),
    cell: (customer) => (customer.lastOrderAt ? dateText(customer.lastOrderAt) : '—'),
  },
];

/** Everyone who has ordered, by e-mail: orders placed, what they spent (after refunds), last order. */
export function CustomersScreen() {
  const currency = useCurrency();
  const customers = useQuery({
    queryKey: storeKeys.customers,
    queryFn: () => apiGet<CustomersAnswer>('/api/commerce/customers'),
  });
  return (
    <section className="screen" aria-labelledby="customers-title">
      <StoreNav />
      <h1 id="customers-title">{t('owners.store.customers.title')}</h1>
      {customers.isPending || !currency ? (
        <Loading label={t('owners.store.customers.loading')} />
      ) : customers.isError ? (
        <ErrorState error={customers.error} retry={() => void customers.refetch()} />
      ) : (
        <DataTable
          columns={customerColumns(currency)}
          rows={customers.data.customers}
          rowKey={(customer) => customer.email}
          empty={t('owners.store.customers.empty')}
        />
      )}
    </section>
  );
}
