import type { OutboxRow, Page } from '../../../shared/api/forms';
import { t } from '../../text';
import { ErrorState, Loading } from '../../ui/status';
import { DailyLimitNotice } from './daily-limit-notice';
import { FormsTabs } from './forms-tabs';
import { DataTable, type Column } from '../../ui/data-table';
import { SearchBar, usePagedList, when } from './paged-list';

const STATUS_LABELS: Record<OutboxRow['status'], string> = {
  queued: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  partial: 'Partly sent',
  failed: 'Failed',
  held: 'Not sent: daily limit',
};
const PURPOSE_LABELS: Record<string, string> = {
  'form-notification': 'Form notification',
  'newsletter-confirmation': 'Newsletter confirmation',
  'form-auto-reply': 'Auto-reply',
  'notify-address-verification': 'Address confirmation',
};

const outboxColumns: Column<OutboxRow>[] = [
  { header: 'Created', cell: (row) => when(row.createdAt) },
  { header: 'To', cell: (row) => row.to },
  { header: 'Subject', cell: (row) => row.subject },
  { header: 'Kind', cell: (row) => PURPOSE_LABELS[row.purpose] ?? row.purpose },
  {
    header: 'Status',
    cell: (row) => (
      <>
        {STATUS_LABELS[row.status]}
        {row.lastError && <span className="data-table__error">{row.lastError}</span>}
      </>
    ),
  },
  { header: 'Attempts', cell: (row) => row.attempts },
  { header: 'Sent', cell: (row) => when(row.sentAt) },
];

/** Every e-mail the site sends (form notifications, newsletter confirmations): sent, waiting, or failed and why. */
export function OutboxScreen() {
  const { result, query, page, go } = usePagedList<Page<OutboxRow>>(['mail-outbox'], '/api/rest/mail/outbox');
  return (
    <section className="screen screen--wide" aria-labelledby="outbox-title">
      <h1 id="outbox-title">Sent e-mail</h1>
      <FormsTabs />
      <DailyLimitNotice />
      <p className="field__hint">
        Mail waits here until it is delivered; a failed attempt is retried with growing pauses, up to 8 times.
      </p>
      <SearchBar
        label="Search by recipient or subject"
        query={query}
        onSearch={(next) => go({ query: next })}
      />
      {result.isPending ? (
        <Loading label="Loading e-mail…" />
      ) : result.isError ? (
        <ErrorState error={result.error} retry={() => void result.refetch()} />
      ) : (
        <DataTable
          label="E-mail"
          scroll
          columns={outboxColumns}
          rows={result.data.rows}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ className: row.status === 'failed' ? 'data-table__row--failed' : undefined })}
          empty={query ? `No e-mail matches “${query}”.` : 'No e-mail yet.'}
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
