import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OwnerSubscriptionJson, OwnerSubscriptionsAnswer } from '../../../shared/api/subscriptions';
import {
  ownerSubscriptionStatuses,
  type OwnerSubscriptionStatus,
} from '../../../shared/commerce/subscriptions';
import type { CurrencyCode } from '../../../shared/money';
import { apiGet } from '../../api/client';
import { DataTable, type Column } from '../../ui/data-table';
import { ErrorState, Loading } from '../../ui/status';
import { t } from '../../text';
import { dateText, money, renewalDayText } from './store-format';
import { StoreNav } from './store-nav';

const statusText = (status: OwnerSubscriptionStatus) => t(`owners.storeSubscriptions.status.${status}`);

const columns = (timeZone: string): Column<OwnerSubscriptionJson>[] => [
  {
    header: t('owners.storeSubscriptions.customer'),
    cell: (row) => row.customerName || row.email,
    sub: (row) => row.customerName && row.email,
    link: (row) => `/store/subscriptions/${row.id}`,
  },
  {
    header: t('owners.storeSubscriptions.plan'),
    cell: (row) => row.title,
    sub: (row) => row.plan,
  },
  {
    header: t('owners.storeSubscriptions.amount'),
    cell: (row) => money(row.amountCents, row.currency as CurrencyCode),
  },
  {
    header: t('owners.storeSubscriptions.nextPayment'),
    cell: (row) =>
      row.nextPaymentAt
        ? renewalDayText(row.nextPaymentAt, timeZone)
        : t('owners.storeSubscriptions.noNextPayment'),
  },
  { header: t('owners.storeSubscriptions.payments'), cell: (row) => row.paymentsMade },
  {
    header: t('owners.storeSubscriptions.status'),
    cell: (row) => <span className={`badge badge--${row.status}`}>{statusText(row.status)}</span>,
  },
  { header: t('owners.storeSubscriptions.started'), cell: (row) => dateText(row.createdAt) },
];

/** Every subscription of the site, newest first, by state, with the CSV of the same filter. */
export function SubscriptionsScreen() {
  const [status, setStatus] = useState<OwnerSubscriptionStatus | ''>('');
  const [page, setPage] = useState(1);
  const filter = status ? `?${new URLSearchParams({ status })}` : '';
  const query = new URLSearchParams({ page: String(page), ...(status ? { status } : {}) });
  const subscriptions = useQuery({
    queryKey: ['store', 'subscriptions', status, page],
    queryFn: () => apiGet<OwnerSubscriptionsAnswer>(`/api/commerce/subscriptions?${query}`),
  });
  return (
    <section className="screen" aria-labelledby="subscriptions-title">
      <StoreNav />
      <h1 id="subscriptions-title">{t('owners.storeSubscriptions.title')}</h1>
      <div className="field">
        <label htmlFor="subscription-status-filter">{t('owners.storeSubscriptions.show')}</label>
        <select
          id="subscription-status-filter"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OwnerSubscriptionStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('owners.storeSubscriptions.all')}</option>
          {ownerSubscriptionStatuses.map((value) => (
            <option key={value} value={value}>
              {statusText(value)}
            </option>
          ))}
        </select>
      </div>
      <p>
        <a href={`/api/commerce/subscriptions.csv${filter}`} download>
          {t('owners.storeSubscriptions.export')}
        </a>
      </p>
      {subscriptions.isPending ? (
        <Loading label={t('owners.storeSubscriptions.loading')} />
      ) : subscriptions.isError ? (
        <ErrorState error={subscriptions.error} retry={() => void subscriptions.refetch()} />
      ) : (
        <DataTable
          columns={columns(subscriptions.data.timeZone)}
          rows={subscriptions.data.subscriptions}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'data-subscription': row.id })}
          label={t('owners.storeSubscriptions.table')}
          scroll
          empty={
            status
              ? t('owners.storeSubscriptions.noneWithStatus', { status: statusText(status).toLowerCase() })
              : t('owners.storeSubscriptions.empty')
          }
          pager={{
            page,
            pageSize: subscriptions.data.pageSize,
            total: subscriptions.data.total,
            onPage: setPage,
            label: t('owners.storeSubscriptions.pages'),
            previous: t('owners.storeSubscriptions.newer'),
            next: t('owners.storeSubscriptions.older'),
            hideWhenOnePage: true,
          }}
        />
      )}
    </section>
  );
}
