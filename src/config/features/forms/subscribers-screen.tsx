import type { SubscriberRow, SubscribersPage } from '../../../shared/api/forms-answers';
import { ErrorState, Loading } from '../../ui/status';
import { FormsTabs } from './forms-tabs';
import { Pager, SearchBar, usePagedList, when } from './paged-list';

const STATUS_LABELS: Record<SubscriberRow['status'], string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

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
      ) : result.data.total === 0 ? (
        <p className="page-list__empty">
          {query
            ? `No subscribers match “${query}”.`
            : 'No subscribers yet. Add a Newsletter block to a page to collect sign-ups.'}
        </p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="data-table" aria-label="Subscribers">
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  <th scope="col">Status</th>
                  <th scope="col">Signed up</th>
                  <th scope="col">Confirmed</th>
                  <th scope="col">Unsubscribed</th>
                </tr>
              </thead>
              <tbody>
                {result.data.rows.map((row) => (
                  <tr key={row.id}>
                    <td>{row.email}</td>
                    <td>{STATUS_LABELS[row.status]}</td>
                    <td>{when(row.createdAt)}</td>
                    <td>{when(row.confirmedAt)}</td>
                    <td>{when(row.unsubscribedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pageSize={result.data.pageSize}
            total={result.data.total}
            noun={['subscriber', 'subscribers']}
            onPage={(next) => go({ page: next })}
          />
        </>
      )}
    </section>
  );
}
