import type { OrdersPageAnswer } from '../../../shared/api/store-answers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiGet } from '../../api/client';
import { ErrorState, Loading } from '../../ui/status';
import { StoreToggleSetting } from './store-toggle-setting';
import { StoreNav } from './store-nav';
import { dateText, money, statusLabels, storeKeys, type OrderStatus } from './store-api';

/** Every order, newest first: number, date, customer, total in the order's currency, status. */
export function OrdersScreen() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ page: String(page), ...(status ? { status } : {}) });
  const orders = useQuery({
    queryKey: [...storeKeys.orders, status, page],
    queryFn: () => apiGet<OrdersPageAnswer>(`/api/commerce/orders?${query}`),
  });
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.pageSize)) : 1;
  return (
    <section className="screen" aria-labelledby="orders-title">
      <StoreNav />
      <h1 id="orders-title">Orders</h1>
      <StoreToggleSetting
        setting="notifyNewOrders"
        defaultOn
        label="Notify me of new orders"
        hint="An e-mail to you for every paid order, with what was bought and where it goes."
      />
      <div className="field">
        <label htmlFor="order-status-filter">Show</label>
        <select
          id="order-status-filter"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatus | '');
            setPage(1);
          }}
        >
          <option value="">All orders</option>
          {Object.entries(statusLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {orders.isPending ? (
        <Loading label="Loading orders…" />
      ) : orders.isError ? (
        <ErrorState error={orders.error} retry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <p className="page-list__empty">
          {status
            ? `No ${statusLabels[status].toLowerCase()} orders.`
            : 'No orders yet. They appear here as soon as a shopper checks out.'}
        </p>
      ) : (
        <>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Customer</th>
                <th scope="col">Total</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.orders.map((order) => (
                <tr key={order.id} data-order={order.orderNumber}>
                  <td>
                    <Link to={`/store/orders/${order.id}`}>#{order.orderNumber}</Link>
                  </td>
                  <td>{dateText(order.createdAt)}</td>
                  <td>
                    {order.customerName || order.email}
                    {order.customerName && <span className="data-table__sub">{order.email}</span>}
                  </td>
                  <td>{money(order.grandTotalCents, order.currency)}</td>
                  <td>
                    <span className={`badge badge--${order.status}`}>{statusLabels[order.status]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <nav aria-label="Order pages" className="pager">
              <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button
                type="button"
                className="button"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                Older
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
