import type { OrderJson, OrderStatus, OrdersPageAnswer } from '../../../shared/api/store-answers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet } from '../../api/client';
import { DataTable, type Column } from '../../ui/data-table';
import { ErrorState, Loading } from '../../ui/status';
import { StoreToggleSetting } from './store-toggle-setting';
import { StoreNav } from './store-nav';
import { dateText, money, statusLabels } from './store-format';
import { storeKeys } from './store-queries';

const orderColumns: Column<OrderJson>[] = [
  { header: 'Order', cell: (order) => `#${order.orderNumber}`, link: (order) => `/store/orders/${order.id}` },
  { header: 'Date', cell: (order) => dateText(order.createdAt) },
  {
    header: 'Customer',
    cell: (order) => order.customerName || order.email,
    sub: (order) => order.customerName && order.email,
  },
  { header: 'Total', cell: (order) => money(order.grandTotalCents, order.currency) },
  {
    header: 'Status',
    cell: (order) => <span className={`badge badge--${order.status}`}>{statusLabels[order.status]}</span>,
  },
];

/** Every order, newest first: number, date, customer, total in the order's currency, status. */
export function OrdersScreen() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ page: String(page), ...(status ? { status } : {}) });
  const orders = useQuery({
    queryKey: [...storeKeys.orders, status, page],
    queryFn: () => apiGet<OrdersPageAnswer>(`/api/commerce/orders?${query}`),
  });
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
      ) : (
        <DataTable
          columns={orderColumns}
          rows={orders.data.orders}
          rowKey={(order) => order.id}
          rowProps={(order) => ({ 'data-order': order.orderNumber })}
          empty={
            status
              ? `No ${statusLabels[status].toLowerCase()} orders.`
              : 'No orders yet. They appear here as soon as a shopper checks out.'
          }
          pager={{
            page,
            pageSize: orders.data.pageSize,
            total: orders.data.total,
            onPage: setPage,
            label: 'Order pages',
            previous: 'Newer',
            next: 'Older',
            hideWhenOnePage: true,
          }}
        />
      )}
    </section>
  );
}
