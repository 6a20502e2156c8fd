import type { OutboxRow, Page } from '../../../shared/api/forms';
import { ErrorState, Loading } from '../../ui/status';
import { DailyLimitNotice } from './daily-limit-notice';
import { FormsTabs } from './forms-tabs';
import { Pager, SearchBar, usePagedList, when } from './paged-list';

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
      ) : result.data.total === 0 ? (
        <p className="page-list__empty">{query ? `No e-mail matches “${query}”.` : 'No e-mail yet.'}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="data-table" aria-label="E-mail">
              <thead>
                <tr>
                  <th scope="col">Created</th>
                  <th scope="col">To</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Sent</th>
                </tr>
              </thead>
              <tbody>
                {result.data.rows.map((row) => (
                  <tr
                    key={row.id}
                    className={row.status === 'failed' ? 'data-table__row--failed' : undefined}
                  >
                    <td>{when(row.createdAt)}</td>
                    <td>{row.to}</td>
                    <td>{row.subject}</td>
                    <td>{PURPOSE_LABELS[row.purpose] ?? row.purpose}</td>
                    <td>
                      {STATUS_LABELS[row.status]}
                      {row.lastError && <span className="data-table__error">{row.lastError}</span>}
                    </td>
                    <td>{row.attempts}</td>
                    <td>{when(row.sentAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pageSize={result.data.pageSize}
            total={result.data.total}
            noun={['e-mail', 'e-mails']}
            onPage={(next) => go({ page: next })}
          />
        </>
      )}
    </section>
  );
}
