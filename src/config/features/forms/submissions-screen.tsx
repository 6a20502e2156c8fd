import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { FormAnswer, SubmissionRow, SubmissionsPage } from '../../../shared/api/forms-answers';
import { apiGet } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { ErrorState, Loading } from '../../ui/status';
import { Pager, SearchBar, usePagedList, when } from './paged-list';

const NOTIFICATION_LABELS: Record<SubmissionRow['notification'], string> = {
  none: '—',
  queued: 'Waiting to send',
  sent: 'Sent',
  partial: 'Partly sent (see Sent e-mail)',
  failed: 'Failed',
  held: 'Not sent: daily limit reached',
};

/** One form's submissions, newest first: search any value, page through, download all as CSV. */
export function SubmissionsScreen() {
  const { formId = '' } = useParams();
  const form = useQuery({
    queryKey: queryKeys.form(formId),
    queryFn: () => apiGet<FormAnswer>(`/api/rest/forms/${formId}`),
    staleTime: Infinity,
  });
  const { result, query, page, go } = usePagedList<SubmissionsPage>(
    ['submissions', formId],
    `/api/rest/forms/${formId}/submissions`,
  );
  const name = form.data?.name ?? 'Form';
  return (
    <section className="screen screen--wide" aria-labelledby="submissions-title">
      <div className="editor__toolbar">
        <Link to="/forms" className="button button--quiet">
          ← Forms
        </Link>
        <h1 id="submissions-title">{name}: submissions</h1>
        <Link to={`/forms/${formId}`} className="button">
          Edit form
        </Link>
        <a className="button button--primary" href={`/api/rest/forms/${formId}/submissions.csv`} download>
          Download CSV
        </a>
      </div>
      <SearchBar label="Search submissions" query={query} onSearch={(next) => go({ query: next })} />
      {result.isPending ? (
        <Loading label="Loading submissions…" />
      ) : result.isError ? (
        <ErrorState error={result.error} retry={() => void result.refetch()} />
      ) : result.data.total === 0 ? (
        <p className="page-list__empty">
          {query
            ? `No submissions match “${query}”.`
            : 'No submissions yet. They appear here as soon as visitors send the form.'}
        </p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="data-table" aria-label={`${name} submissions`}>
              <thead>
                <tr>
                  <th scope="col">Submitted</th>
                  {result.data.fields.map((field) => (
                    <th key={field.id} scope="col">
                      {field.title}
                    </th>
                  ))}
                  <th scope="col">Page</th>
                  <th scope="col">E-mail notification</th>
                </tr>
              </thead>
              <tbody>
                {result.data.rows.map((row) => (
                  <tr key={row.id}>
                    <td>{when(row.createdAt)}</td>
                    {result.data.fields.map((field) => (
                      <td key={field.id}>{row.display[field.id] ?? ''}</td>
                    ))}
                    <td>{row.pagePath ?? '—'}</td>
                    <td>{NOTIFICATION_LABELS[row.notification]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pageSize={result.data.pageSize}
            total={result.data.total}
            noun={['submission', 'submissions']}
            onPage={(next) => go({ page: next })}
          />
        </>
      )}
    </section>
  );
}
