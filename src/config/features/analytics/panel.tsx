import type { ReactNode } from 'react';
import type { AnalyticsView } from '../../../shared/api/census';
import type { AnalyticsTable } from '../../../shared/api/census-answers';
import { ErrorState, Loading } from '../../ui/status';
import type { DateRange } from './date-range';
import { csvUrl, useView } from './use-view';
import { t } from '../../text';

/**
 * One view of the dashboard: a titled card with its own loading, error and empty states and
 * its CSV download, so one slow or failing view never blanks the others.
 */
export function Panel({
  view,
  range,
  title,
  empty,
  wide,
  isEmpty,
  children,
}: {
  view: AnalyticsView;
  range: DateRange;
  title: string;
  empty: string;
  wide?: boolean;
  isEmpty?: (table: AnalyticsTable) => boolean;
  children: (table: AnalyticsTable) => ReactNode;
}) {
  const result = useView(view, range);
  const id = `analytics-${view}`;
  return (
    <section
      className={wide ? 'panel panel--wide' : 'panel'}
      aria-labelledby={id}
      aria-busy={result.isFetching}
    >
      <header className="panel__header">
        <h2 id={id}>{title}</h2>
        <a className="button button--small" href={csvUrl(view, range)} download>
          {t('owners.analytics.panel.download')}
          <span className="visually-hidden">
            {t('owners.analytics.panel.downloadOf', { title: title.toLowerCase() })}
          </span>
        </a>
      </header>
      {result.isPending ? (
        <Loading label={t('owners.analytics.panel.loading', { title: title.toLowerCase() })} />
      ) : result.isError ? (
        <ErrorState error={result.error} retry={() => void result.refetch()} />
      ) : (isEmpty ?? ((table) => table.rows.length === 0))(result.data) ? (
        <p className="panel__empty">{empty}</p>
      ) : (
        <div className={result.isPlaceholderData ? 'panel__body panel__body--stale' : 'panel__body'}>
          {children(result.data)}
        </div>
      )}
    </section>
  );
}
