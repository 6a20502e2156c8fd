import type { AnalyticsQuery, AnalyticsTable, AnalyticsView } from '../../../shared/api/census';
import type { Db } from '../../db/client';
import { csvDocument } from '../../csv';
import { zoneLiteral, type AnalyticsViewFn } from './analytics-sql';
import { createMarketingViews } from './analytics-marketing';
import { createQualityViews } from './analytics-quality';
import { createTrafficViews } from './analytics-traffic';

export { todayIn } from './analytics-sql';

/**
 * The owners' analytics: one site, one date range (whole days in the site's time zone, `to`
 * inclusive), one view. Every view is a table (columns + rows) so the dashboard can chart it
 * and CSV can export it.
 */
export function createAnalytics({ db }: { db: Db }) {
  const views: Record<AnalyticsView, AnalyticsViewFn> = {
    ...createTrafficViews({ db }),
    ...createMarketingViews({ db }),
    ...createQualityViews({ db }),
  };
  return {
    /** One view of one site's range; `timeZone` is the site's (IANA name), defining its days. */
    view: (view: AnalyticsView, websiteId: string, query: AnalyticsQuery, timeZone = 'UTC') =>
      views[view](websiteId, query, zoneLiteral(timeZone)),
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with a quote. */
export function toCsv(table: AnalyticsTable): string {
  return csvDocument([table.columns, ...table.rows]);
}
