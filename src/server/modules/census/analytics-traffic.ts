import { desc, sql } from 'drizzle-orm';
import type { AnalyticsTable } from '../../../shared/api/census';
import {
  base,
  daysOf,
  hitsIn,
  int,
  pct,
  TOP,
  visitKey,
  visitorKey,
  type AnalyticsViews,
  type ViewDeps,
} from './analytics-sql';
import { censusHits } from './tables';

/** Traffic: visits per day, top pages, referrers and devices. */
export function createTrafficViews({
  db,
}: ViewDeps): AnalyticsViews<'overview' | 'pages' | 'referrers' | 'devices'> {
  return {
    async overview(websiteId, query, timeZone) {
      const day = sql<string>`to_char(${censusHits.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          day,
          visits: int(sql`count(distinct ${visitKey})`),
          visitors: int(sql`count(distinct ${visitorKey})`),
          views: int(sql`count(*)`),
        })
        .from(censusHits)
        .where(hitsIn(websiteId, query, timeZone))
        .groupBy(day)
        .orderBy(day);
      const [totals] = await db
        .select({
          visits: int(sql`count(distinct ${visitKey})`),
          visitors: int(sql`count(distinct ${visitorKey})`),
          views: int(sql`count(*)`),
        })
        .from(censusHits)
        .where(hitsIn(websiteId, query, timeZone));
      const byDay = new Map(rows.map((row) => [row.day, row]));
      // Every day of the range, zeros included, so a chart's axis is continuous.
      const days: AnalyticsTable['rows'] = [];
      for (const key of daysOf(query)) {
        const row = byDay.get(key);
        days.push([key, row?.visits ?? 0, row?.visitors ?? 0, row?.views ?? 0]);
      }
      return {
        ...base('overview', query),
        columns: ['date', 'visits', 'unique visitors', 'page views'],
        rows: days,
        totals: {
          visits: totals?.visits ?? 0,
          uniqueVisitors: totals?.visitors ?? 0,
          pageViews: totals?.views ?? 0,
        },
      };
    },

    async pages(websiteId, query, timeZone) {
      const views = int(sql`count(*)`);
      const rows = await db
        .select({ path: censusHits.path, views, visitors: int(sql`count(distinct ${visitorKey})`) })
        .from(censusHits)
        .where(hitsIn(websiteId, query, timeZone))
        .groupBy(censusHits.path)
        .orderBy(desc(views), censusHits.path)
        .limit(TOP);
      return {
        ...base('pages', query),
        columns: ['page', 'page views', 'unique visitors'],
        rows: rows.map((row) => [row.path, row.views, row.visitors]),
      };
    },

    async referrers(websiteId, query, timeZone) {
      const visits = int(sql`count(distinct ${visitKey})`);
      const source = sql<string>`case when ${censusHits.referrerHost} = '' then '(direct)' else ${censusHits.referrerHost} end`;
      const rows = await db
        .select({ source, visits, views: int(sql`count(*)`) })
        .from(censusHits)
        .where(hitsIn(websiteId, query, timeZone))
        .groupBy(source)
        .orderBy(desc(visits), source)
        .limit(TOP);
      return {
        ...base('referrers', query),
        columns: ['referrer', 'visits', 'page views'],
        rows: rows.map((row) => [row.source, row.visits, row.views]),
      };
    },

    async devices(websiteId, query, timeZone) {
      const views = int(sql`count(*)`);
      const rows = await db
        .select({
          device: censusHits.device,
          visits: int(sql`count(distinct ${visitKey})`),
          visitors: int(sql`count(distinct ${visitorKey})`),
          views,
        })
        .from(censusHits)
        .where(hitsIn(websiteId, query, timeZone))
        .groupBy(censusHits.device)
        .orderBy(desc(views));
      const total = rows.reduce((sum, row) => sum + row.views, 0);
      return {
        ...base('devices', query),
        columns: ['device', 'visits', 'unique visitors', 'page views', 'share of page views (%)'],
        rows: rows.map((row) => [row.device, row.visits, row.visitors, row.views, pct(row.views, total)]),
      };
    },
  };
}
