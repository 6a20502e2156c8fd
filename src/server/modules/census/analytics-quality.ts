import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { AnalyticsTable } from '../../../shared/api/census';
import { rateWebVital, webVitalMetrics, webVitalThresholds } from '../../../shared/census/web-vitals';
import { base, int, pct, rangeOf, type AnalyticsViews, type ViewDeps } from './analytics-sql';
import { consentRecords, performanceRecords } from './tables';

/** Quality and compliance: real users' web vitals and the consent log. */
export function createQualityViews({ db }: ViewDeps): AnalyticsViews<'web-vitals' | 'consent'> {
  return {
    async 'web-vitals'(websiteId, query, timeZone) {
      const { start, end } = rangeOf(query, timeZone);
      const columns = {
        LCP: performanceRecords.lcp,
        CLS: performanceRecords.cls,
        INP: performanceRecords.inp,
        FCP: performanceRecords.fcp,
        TTFB: performanceRecords.ttfb,
      };
      const rows: AnalyticsTable['rows'] = [];
      for (const metric of webVitalMetrics) {
        const column = columns[metric];
        const [good, poor] = webVitalThresholds[metric];
        const [row] = await db
          .select({
            p75: sql<number | null>`(percentile_cont(0.75) within group (order by ${column}))::float8`,
            samples: int(sql`count(${column})`),
            good: int(sql`count(*) filter (where ${column} <= ${good})`),
            poor: int(sql`count(*) filter (where ${column} > ${poor})`),
          })
          .from(performanceRecords)
          .where(
            and(
              eq(performanceRecords.websiteId, websiteId),
              eq(performanceRecords.event, 'page_speed'),
              gte(performanceRecords.createdAt, start),
              lt(performanceRecords.createdAt, end),
              sql`${column} is not null`,
            ),
          );
        const samples = row?.samples ?? 0;
        const p75 = row?.p75 ?? null;
        const rounded =
          p75 === null ? null : metric === 'CLS' ? Math.round(p75 * 1000) / 1000 : Math.round(p75);
        const goodCount = row?.good ?? 0;
        const poorCount = row?.poor ?? 0;
        rows.push([
          metric,
          rounded,
          p75 === null ? 'no data' : rateWebVital(metric, p75),
          samples,
          pct(goodCount, samples),
          pct(samples - goodCount - poorCount, samples),
          pct(poorCount, samples),
        ]);
      }
      return {
        ...base('web-vitals', query),
        columns: ['metric', 'p75', 'rating', 'samples', 'good (%)', 'needs improvement (%)', 'poor (%)'],
        rows,
      };
    },

    async consent(websiteId, query, timeZone) {
      const { start, end } = rangeOf(query, timeZone);
      const rows = await db
        .select()
        .from(consentRecords)
        .where(
          and(
            eq(consentRecords.websiteId, websiteId),
            gte(consentRecords.createdAt, start),
            lt(consentRecords.createdAt, end),
          ),
        )
        .orderBy(consentRecords.createdAt, consentRecords.id);
      const accepted = rows.filter((row) => row.choice === 'accepted').length;
      return {
        ...base('consent', query),
        columns: ['time (UTC)', 'consent id', 'choice', 'banner version', 'page', 'user agent'],
        rows: rows.map((row) => [
          row.createdAt.toISOString(),
          row.consentId,
          row.choice,
          row.bannerVersion,
          row.pagePath,
          row.userAgent,
        ]),
        totals: { accepted, declined: rows.length - accepted },
      };
    },
  };
}
