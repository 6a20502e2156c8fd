import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { FormAnswer, SubmissionRow, SubmissionsPage } from '../../../shared/api/forms-answers';
import { apiGet } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { t } from '../../text';
import { ErrorState, Loading } from '../../ui/status';
import { DataTable, type Column } from '../../ui/data-table';
import { SearchBar, usePagedList, when } from './paged-list';

const notificationLabel = (state: SubmissionRow['notification']) =>
  state === 'none' ? '—' : t(`owners.forms.submissions.notification.${state}`);

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
  const name = form.data?.name ?? t('owners.forms.submissions.formFallback');
  return (
    <section className="screen screen--wide" aria-labelledby="submissions-title">
      <div className="editor__toolbar">
        <Link to="/forms" className="button button--quiet">
          {t('owners.forms.backToForms')}
        </Link>
        <h1 id="submissions-title">{t('owners.forms.submissions.title', { name })}</h1>
        <Link to={`/forms/${formId}`} className="button">
          {t('owners.forms.submissions.editForm')}
        </Link>
        <a className="button button--primary" href={`/api/rest/forms/${formId}/submissions.csv`} download>
          {t('owners.forms.downloadCsv')}
        </a>
      </div>
      <SearchBar
        label={t('owners.forms.submissions.search')}
        query={query}
        onSearch={(next) => go({ query: next })}
      />
      {result.isPending ? (
        <Loading label={t('owners.forms.submissions.loading')} />
      ) : result.isError ? (
        <ErrorState error={result.error} retry={() => void result.refetch()} />
      ) : (
        <DataTable
          label={t('owners.forms.submissions.label', { name })}
          scroll
          columns={[
            { header: t('owners.forms.submissions.submitted'), cell: (row) => when(row.createdAt) },
            ...result.data.fields.map((field): Column<SubmissionRow> => ({
              key: `field-${field.id}`,
              header: field.title,
              cell: (row) => row.display[field.id] ?? '',
            })),
            { header: t('owners.forms.submissions.page'), cell: (row) => row.pagePath ?? '—' },
            {
              header: t('owners.forms.submissions.notification'),
              cell: (row) => notificationLabel(row.notification),
            },
          ]}
          rows={result.data.rows}
          rowKey={(row) => row.id}
          empty={
            query ? t('owners.forms.submissions.noMatch', { query }) : t('owners.forms.submissions.empty')
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
