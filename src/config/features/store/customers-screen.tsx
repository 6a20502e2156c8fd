import type { CustomersAnswer } from '../../../shared/api/store-answers';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { ErrorState, Loading } from '../../ui/status';
import { StoreNav } from './store-nav';
import { dateText, money, storeKeys, useCurrency } from './store-api';

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
      <h1 id="customers-title">Customers</h1>
      {customers.isPending || !currency ? (
        <Loading label="Loading customers…" />
      ) : customers.isError ? (
        <ErrorState error={customers.error} retry={() => void customers.refetch()} />
      ) : customers.data.customers.length === 0 ? (
        <p className="page-list__empty">No customers yet.</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Orders</th>
              <th scope="col">Spent</th>
              <th scope="col">Last order</th>
            </tr>
          </thead>
          <tbody>
            {customers.data.customers.map((customer) => (
              <tr key={customer.email}>
                <td>
                  {customer.name || customer.email}
                  {customer.name && <span className="data-table__sub">{customer.email}</span>}
                </td>
                <td>{customer.orderCount}</td>
                <td>{money(customer.totalSpentCents, currency)}</td>
                <td>{customer.lastOrderAt ? dateText(customer.lastOrderAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
