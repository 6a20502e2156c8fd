import type { SubscriberRow, SubscribersPage } from '../../../shared/api/forms-answers';
import { t } from '../../text';
import { ErrorState, Loading } from '../../ui/status';
import { FormsTabs } from './forms-tabs';
import { DataTable, type Column } from '../../ui/data-table';
import { SearchBar, usePagedList, when } from './paged-list';

const subscriberColumns = (): Column<SubscriberRow>[] => [
  { header: t('owners.forms.subscribers.email'), cell: (row) => row.email },
  {
    header: t('owners.forms.subscribers.status'),
    cell: (row) => t(`owners.forms.subscribers.status.${row.status}`),
  },
  { header: t('owners.forms.subscribers.signedUp'), cell: (row) => when(row.createdAt) },
  { header: t('owners.forms.subscribers.confirmed'), cell: (row) => when(row.confirmedAt) },
  { header: t('owners.forms.subscribers.unsubscribed'), cell: (row) => when(row.unsubscribedAt) },
];

/** The site's newsletter list (double opt-in: pending until the confirmation link is used). */
export function SubscribersScreen() {
  const { result, query, page, go } = usePagedList<SubscribersPage>(
    ['newsletter-subscribers'],
    '/api/rest/newsletter/subscribers',
  );
  return (
    <section className="screen" aria-labelledby="subscribers-title">
      <h1 id="subscribers-title">{t('owners.forms.subscribers.title')}</h1>
      <FormsTabs />
      <div className="editor__toolbar">
        <SearchBar
          label={t('owners.forms.subscribers.search')}
          query={query}
          onSearch={(next) => go({ query: next })}
        />
        <a className="button button--primary" href="/api/rest/newsletter/subscribers.csv" download>
          {t('owners.forms.downloadCsv')}
        </a>
      </div>
      {result.isPending ? (
        <Loading label={t('owners.forms.subscribers.loading')} />
      ) : result.isError ? (
        <ErrorState error={result.error} retry={() => void result.refetch()} />
      ) : (
        <DataTable
          label={t('owners.forms.subscribers.label')}
          scroll
          columns={subscriberColumns()}
          rows={result.data.rows}
          rowKey={(row) => row.id}
          empty={
            query ? t('owners.forms.subscribers.noMatch', { query }) : t('owners.forms.subscribers.empty')
          }
          pager={{
            page,
            pageSize: result.data.pageSize,
            total: result.data.total,
            count: (count) => t('owners.forms.subscribers.count', { count }),
            onPage: (next) => go({ page: next }),
          }}
        />
      )}
    </section>
  );
}
