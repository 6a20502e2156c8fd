import type { SubscriberRow, SubscribersPage } from '../../../shared/api/forms-answers';
import { t } from '../../text';
import { ErrorState, Loading } from '../../ui/status';
import { FormsTabs } from './forms-tabs';
import { DataTable, type Column } from '../../ui/data-table';
import { SearchBar, usePagedList, when } from './paged-list';

const STATUS_LABELS: Record<SubscriberRow['status'], string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

const subscriberColumns: Column<SubscriberRow>[] = [
  { header: 'E-mail', cell: (row) => row.email },
  { header: 'Status', cell: (row) => STATUS_LABELS[row.status] },
  { header: 'Signed up', cell: (row) => when(row.createdAt) },
  { header: 'Confirmed', cell: (row) => when(row.confirmedAt) },
  { header: 'Unsubscribed', cell: (row) => when(row.unsubscribedAt) },
];

/** The site's newsletter list (double opt-in: pending until the confirmation link is used). */
export function SubscribersScreen() {
  const { result, query, page, go } = usePagedList<SubscribersPage>(
    ['newsletter-subscribers'],
    '/api/rest/newsletter/subscribers',
  );
  return (
    <section className="screen" aria-labelledby="subscribers-title">
      <h1 id="subscribers-title">Newsletter subscribers</h1>
      <FormsTabs />
      <div className="editor__toolbar">
        <SearchBar label="Search subscribers" query={query} onSearch={(next) => go({ query: next })} />
        <a className="button button--primary" href="/api/rest/newsletter/subscribers.csv" download>
          Download CSV
        </a>
      </div>
      {result.isPending ? (
        <Loading label="Loading subscribers…" />
      ) : result.isError ? (
        <ErrorState error={result.error} retry={() => void result.refetch()} />
      ) : (
        <DataTable
          label="Subscribers"
          scroll
          columns={subscriberColumns}
          rows={result.data.rows}
          rowKey={(row) => row.id}
          empty={
            query
              ? `No subscribers match “${query}”.`
              : 'No subscribers yet. Add a Newsletter block to a page to collect sign-ups.'
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
