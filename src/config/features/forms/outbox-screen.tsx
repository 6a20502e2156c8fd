import type { OutboxRow, Page } from '../../../shared/api/forms';
import { t } from '../../text';
import { ErrorState, Loading } from '../../ui/status';
import { DailyLimitNotice } from './daily-limit-notice';
import { FormsTabs } from './forms-tabs';
import { DataTable, type Column } from '../../ui/data-table';
import { SearchBar, usePagedList, when } from './paged-list';

const PURPOSES = [
  'form-notification',
  'newsletter-confirmation',
  'form-auto-reply',
  'notify-address-verification',
] as const;
const purposeLabel = (purpose: string) =>
  (PURPOSES as readonly string[]).includes(purpose)
    ? t(`owners.forms.outbox.purpose.${purpose as (typeof PURPOSES)[number]}`)
    : purpose;

const outboxColumns = (): Column<OutboxRow>[] => [
  { header: t('owners.forms.outbox.created'), cell: (row) => when(row.createdAt) },
  { header: t('owners.forms.outbox.to'), cell: (row) => row.to },
  { header: t('owners.forms.outbox.subject'), cell: (row) => row.subject },
  { header: t('owners.forms.outbox.kind'), cell: (row) => purposeLabel(row.purpose) },
  {
    header: t('owners.forms.outbox.status'),
    cell: (row) => (
      <>
        {t(`owners.forms.outbox.status.${row.status}`)}
        {row.lastError && <span className="data-table__error">{row.lastError}</span>}
      </>
    ),
  },
  { header: t('owners.forms.outbox.attempts'), cell: (row) => row.attempts },
  { header: t('owners.forms.outbox.sent'), cell: (row) => when(row.sentAt) },
];

/** Every e-mail the site sends (form notifications, newsletter confirmations): sent, waiting, or failed and why. */
export function OutboxScreen() {
  const { result, query, page, go } = usePagedList<Page<OutboxRow>>(['mail-outbox'], '/api/rest/mail/outbox');
  return (
    <section className="screen screen--wide" aria-labelledby="outbox-title">
      <h1 id="outbox-title">{t('owners.forms.outbox.title')}</h1>
      <FormsTabs />
      <DailyLimitNotice />
      <p className="field__hint">{t('owners.forms.outbox.intro')}</p>
      <SearchBar
        label={t('owners.forms.outbox.search')}
        query={query}
        onSearch={(next) => go({ query: next })}
      />
      {result.isPending ? (
        <Loading label={t('owners.forms.outbox.loading')} />
      ) : result.isError ? (
        <ErrorState error={result.error} retry={() => void result.refetch()} />
      ) : (
        <DataTable
          label={t('owners.forms.outbox.label')}
          scroll
          columns={outboxColumns()}
          rows={result.data.rows}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ className: row.status === 'failed' ? 'data-table__row--failed' : undefined })}
          empty={query ? t('owners.forms.outbox.noMatch', { query }) : t('owners.forms.outbox.empty')}
          pager={{
            page,
            pageSize: result.data.pageSize,
            total: result.data.total,
            count: (count) => t('owners.forms.outbox.count', { count }),
            onPage: (next) => go({ page: next }),
          }}
        />
      )}
    </section>
  );
}
