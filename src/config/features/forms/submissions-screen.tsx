import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { FormAnswer, SubmissionRow, SubmissionsPage } from '../../../shared/api/forms-answers';
import { apiGet } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { t } from '../../text';
import { ErrorState, Loading } from '../../ui/status';
import { DataTable, type Column } from '../../ui/data-table';
import { SearchBar, usePagedList, when } from './paged-list';

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
      ) : (
        <DataTable
          label={`${name} submissions`}
          scroll
          columns={[
            { header: 'Submitted', cell: (row) => when(row.createdAt) },
            ...result.data.fields.map((field): Column<SubmissionRow> => ({
              key: `field-${field.id}`,
              header: field.title,
              cell: (row) => row.display[field.id] ?? '',
            })),
            { header: 'Page', cell: (row) => row.pagePath ?? '—' },
            { header: 'E-mail notification', cell: (row) => NOTIFICATION_LABELS[row.notification] },
          ]}
          rows={result.data.rows}
          rowKey={(row) => row.id}
          empty={
            query
              ? `No submissions match “${query}”.`
              : 'No submissions yet. They appear here as soon as visitors send the form.'
          }
          pager={{
            page,
            pageSize: result.data.pageSize,
            total: result.data.total,
            count: (count) => t('owners.forms.submissions.count', { count }),
            onPage: (next) => go({ page: next }),
          }}
        />
      )}
    </section>
  );
}
