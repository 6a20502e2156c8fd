import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AnalyticsCalendar } from '../../../shared/api/census-answers';
import { apiGet } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { ErrorState, Loading } from '../../ui/status';
import { formatRange, rangeFromSearch, type DateRange } from './date-range';
import { RangePicker } from './range-picker';
import {
  ConsentPanel,
  CampaignsPanel,
  ConversionsPanel,
  DevicesPanel,
  NewsletterPanel,
  OverviewPanel,
  PagesPanel,
  ReferrersPanel,
} from './views';
import { WebVitalsPanel } from './web-vitals-panel';
import { t } from '../../text';

/**
 * The owners' analytics dashboard: one date range (in the address, so it survives a reload and
 * can be shared) over every view of the site's first-party census.
 */
export function AnalyticsScreen() {
  const [search, setSearch] = useSearchParams();
  // The site's time zone and today there: presets count back from the site's today.
  const calendar = useQuery({
    queryKey: queryKeys.analyticsCalendar,
    queryFn: () => apiGet<AnalyticsCalendar>('/api/census/analytics'),
    staleTime: 60_000,
  });

  if (calendar.isPending) return <Loading label={t('owners.analytics.loading')} />;
  if (calendar.isError) return <ErrorState error={calendar.error} retry={() => void calendar.refetch()} />;

  const range = rangeFromSearch(search, calendar.data.today);
  const choose = (next: DateRange) => setSearch({ from: next.from, to: next.to });
  return (
    <section className="screen screen--wide analytics" aria-labelledby="analytics-title">
      <header className="analytics__header">
        <div>
          <h1 id="analytics-title">{t('owners.analytics.title')}</h1>
          <p className="muted" aria-live="polite">
            {t('owners.analytics.subtitle', {
              range: formatRange(range),
              timeZone: calendar.data.timeZone.replace(/_/g, ' '),
            })}
          </p>
        </div>
        <RangePicker range={range} today={calendar.data.today} onChange={choose} />
      </header>
      <div className="panels">
        <OverviewPanel range={range} />
        <PagesPanel range={range} />
        <ReferrersPanel range={range} />
        <CampaignsPanel range={range} />
        <DevicesPanel range={range} />
        <NewsletterPanel range={range} />
        <ConversionsPanel range={range} />
        <WebVitalsPanel range={range} />
        <ConsentPanel range={range} />
      </div>
    </section>
  );
}
