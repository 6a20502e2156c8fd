import type { OrderJson, OrderStatus, OrdersPageAnswer } from '../../../shared/api/store-answers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet } from '../../api/client';
import { DataTable, type Column } from '../../ui/data-table';
import { ErrorState, Loading } from '../../ui/status';
import { StoreToggleSetting } from './store-toggle-setting';
import { StoreNav } from './store-nav';
import { dateText, money, ORDER_STATUSES, statusLabel } from './store-format';
import { storeKeys } from './store-queries';
import { t } from '../../text';

const orderColumns = (): Column<OrderJson>[] => [
  {
    header: t('owners.store.orders.order'),
    cell: (order) => t('owners.store.orders.number', { number: String(order.orderNumber) }),
    link: (order) => `/store/orders/${order.id}`,
  },
  { header: t('owners.store.orders.date'), cell: (order) => dateText(order.createdAt) },
  {
    header: t('owners.store.orders.customer'),
    cell: (order) => order.customerName || order.email,
    sub: (order) => order.customerName && order.email,
  },
  { header: t('owners.store.orders.total'), cell: (order) => money(order.grandTotalCents, order.currency) },
  {
    header: t('owners.store.orders.status'),
    cell: (order) => <span className={`badge badge--${order.status}`}>{statusLabel(order.status)}</span>,
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
      <h1 id="orders-title">{t('owners.store.orders.title')}</h1>
      <StoreToggleSetting
        setting="notifyNewOrders"
        defaultOn
        label={t('owners.store.orders.notify')}
        hint={t('owners.store.orders.notifyHint')}
      />
      <div className="field">
        <label htmlFor="order-status-filter">{t('owners.store.orders.show')}</label>
        <select
          id="order-status-filter"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('owners.store.orders.all')}</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
      </div>
      {orders.isPending ? (
        <Loading label={t('owners.store.orders.loading')} />
      ) : orders.isError ? (
        <ErrorState error={orders.error} retry={() => void orders.refetch()} />
      ) : (
        <DataTable
          columns={orderColumns()}
          rows={orders.data.orders}
          rowKey={(order) => order.id}
          rowProps={(order) => ({ 'data-order': order.orderNumber })}
          empty={
            status
              ? t('owners.store.orders.noneWithStatus', { status: statusLabel(status).toLowerCase() })
              : t('owners.store.orders.empty')
          }
          pager={{
            page,
            pageSize: orders.data.pageSize,
            total: orders.data.total,
            onPage: setPage,
            label: t('owners.store.orders.pages'),
            previous: t('owners.store.orders.newer'),
            next: t('owners.store.orders.older'),
            hideWhenOnePage: true,
          }}
        />
      )}
    </section>
  );
}
