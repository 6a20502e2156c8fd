import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type {
  AnalyticsQuery,
  AnalyticsTable,
  AnalyticsView,
  marketingFields,
} from '../../../shared/api/census';
import { conversionEventNames } from '../../../shared/api/census';
import { rateWebVital, webVitalMetrics, webVitalThresholds } from '../../../shared/census/web-vitals';
import type { Db } from '../../db/client';
import { csvDocument } from '../../csv';
import { censusEvents, censusHits, consentRecords, performanceRecords } from './tables';

/**
 * The owners' analytics: one site, one date range (whole days in the site's time zone, `to`
 * inclusive), one view. Every view is a table (columns + rows) so the dashboard can chart it
 * and CSV can export it.
 */
const TOP = 100;
const DAY_MS = 86_400_000;

/** The site's days: `from` 00:00 to the end of `to`, in `timeZone`; PostgreSQL's zone data does the offsets (DST included). */
const rangeOf = (query: AnalyticsQuery, timeZone: SQL) => ({
  start: sql`(${query.from}::date::timestamp at time zone ${timeZone})`,
  end: sql`((${query.to}::date + 1)::timestamp at time zone ${timeZone})`,
});

/**
 * The zone as an SQL literal, not a parameter: a day expression must be the same text in
 * SELECT and GROUP BY for PostgreSQL. Site zones are validated IANA names; anything else is UTC.
 */
function zoneLiteral(timeZone: string): SQL {
  return sql.raw(`'${/^[A-Za-z0-9_+\-/]{1,64}$/.test(timeZone) ? timeZone : 'UTC'}'`);
}

/** Every calendar day from `from` to `to` (plain date arithmetic: no time zone can skip or repeat a day). */
function daysOf(query: AnalyticsQuery): string[] {
  const days: string[] = [];
  for (
    let time = Date.parse(`${query.from}T00:00:00Z`);
    time <= Date.parse(`${query.to}T00:00:00Z`);
    time += DAY_MS
  )
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/** Today in a time zone, as YYYY-MM-DD (UTC's today for a zone this runtime does not know). */
export function todayIn(timeZone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** A visit is one visit count of one visitor; hits without a visitor record count one visit each. */
const visitKey = sql`coalesce(${censusHits.visitorId} || ':' || ${censusHits.visitCount}, 'hit:' || ${censusHits.id})`;
const visitorKey = sql`coalesce(${censusHits.visitorId}, 'hit:' || ${censusHits.id})`;
const int = (expression: SQL) => sql<number>`(${expression})::int`;
const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

export function createAnalytics({ db }: { db: Db }) {
  const hitsIn = (websiteId: string, query: AnalyticsQuery, timeZone: SQL) => {
    const { start, end } = rangeOf(query, timeZone);
    return and(
      eq(censusHits.websiteId, websiteId),
      gte(censusHits.createdAt, start),
      lt(censusHits.createdAt, end),
    );
  };
  const eventsIn = (websiteId: string, query: AnalyticsQuery, timeZone: SQL, kind: string) => {
    const { start, end } = rangeOf(query, timeZone);
    return and(
      eq(censusEvents.websiteId, websiteId),
      eq(censusEvents.kind, kind),
      gte(censusEvents.createdAt, start),
      lt(censusEvents.createdAt, end),
    );
  };
  const base = (view: AnalyticsView, query: AnalyticsQuery) => ({ view, from: query.from, to: query.to });

  const views: Record<
    AnalyticsView,
    (websiteId: string, query: AnalyticsQuery, timeZone: SQL) => Promise<AnalyticsTable>
  > = {
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

    async campaigns(websiteId, query, timeZone) {
      const visits = int(sql`count(distinct ${visitKey})`);
      const utm = await db
        .select({
          source: censusHits.utmSource,
          medium: censusHits.utmMedium,
          campaign: censusHits.utmCampaign,
          term: censusHits.utmTerm,
          content: censusHits.utmContent,
          visits,
          views: int(sql`count(*)`),
        })
        .from(censusHits)
        .where(
          and(
            hitsIn(websiteId, query, timeZone),
            sql`(${censusHits.utmSource} is not null or ${censusHits.utmCampaign} is not null or ${censusHits.utmMedium} is not null)`,
          ),
        )
        .groupBy(
          censusHits.utmSource,
          censusHits.utmMedium,
          censusHits.utmCampaign,
          censusHits.utmTerm,
          censusHits.utmContent,
        )
        .orderBy(desc(visits))
        .limit(TOP);
      // Key names inlined (constants), so SELECT and GROUP BY are the same expression to PostgreSQL.
      const field = (name: (typeof marketingFields)[number]) =>
        sql<string | null>`${censusEvents.data} ->> ${sql.raw(`'${name}'`)}`;
      const landings = int(sql`count(*)`);
      const marketing = await db
        .select({
          source: field('source'),
          channel: field('channel'),
          campaign: field('campaign'),
          subcampaign: field('subcampaign'),
          subchannel: field('subchannel'),
          variation: field('variation'),
          landings,
        })
        .from(censusEvents)
        .where(eventsIn(websiteId, query, timeZone, 'landing'))
        .groupBy(
          field('source'),
          field('channel'),
          field('campaign'),
          field('subcampaign'),
          field('subchannel'),
          field('variation'),
        )
        .orderBy(desc(landings))
        .limit(TOP);
      return {
        ...base('campaigns', query),
        columns: [
          'kind',
          'source',
          'medium / channel',
          'campaign',
          'term / subcampaign',
          'content / subchannel',
          'variation',
          'visits / landings',
          'page views',
        ],
        rows: [
          ...utm.map((row) => [
            'utm',
            row.source,
            row.medium,
            row.campaign,
            row.term,
            row.content,
            null,
            row.visits,
            row.views,
          ]),
          ...marketing.map((row) => [
            'landing',
            row.source,
            row.channel,
            row.campaign,
            row.subcampaign,
            row.subchannel,
            row.variation,
            row.landings,
            null,
          ]),
        ],
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

    async conversions(websiteId, query, timeZone) {
      const { start, end } = rangeOf(query, timeZone);
      const inRange = and(
        eq(censusEvents.websiteId, websiteId),
        gte(censusEvents.createdAt, start),
        lt(censusEvents.createdAt, end),
      );
      const count = (condition: SQL) => int(sql`count(*) filter (where ${condition})`);
      // Form submissions arrive as RecordEvent events whose payload names the form.
      const formId = sql<string>`case when ${censusEvents.kind} = 'event' then coalesce(${censusEvents.data} ->> 'formId', '') else ${censusEvents.subject} end`;
      const forms = await db
        .select({
          id: formId,
          renders: count(sql`${censusEvents.kind} = 'form-render'`),
          submissions: count(
            sql`${censusEvents.kind} = 'event' and ${censusEvents.subject} in (${conversionEventNames.formSubmission}, ${conversionEventNames.newsletterSignup})`,
          ),
        })
        .from(censusEvents)
        .where(
          and(
            inRange,
            sql`(${censusEvents.kind} = 'form-render' or (${censusEvents.kind} = 'event' and ${censusEvents.subject} in (${conversionEventNames.formSubmission}, ${conversionEventNames.newsletterSignup})))`,
          ),
        )
        .groupBy(formId)
        .orderBy(formId)
        .limit(TOP);
      const buttons = await db
        .select({
          id: censusEvents.subject,
          label: sql<string>`max(${censusEvents.label})`,
          renders: count(sql`${censusEvents.kind} = 'button-render'`),
          clicks: count(sql`${censusEvents.kind} = 'button-click'`),
        })
        .from(censusEvents)
        .where(and(inRange, sql`${censusEvents.kind} in ('button-render', 'button-click')`))
        .groupBy(censusEvents.subject)
        .orderBy(censusEvents.subject)
        .limit(TOP);
      // The popup overlay: impressions and conversions (sign-ups, button presses) beside the forms.
      const overlays = await db
        .select({
          id: censusEvents.subject,
          shown: count(sql`${censusEvents.label} = 'shown'`),
          submitted: count(sql`${censusEvents.label} = 'submitted'`),
        })
        .from(censusEvents)
        .where(and(inRange, eq(censusEvents.kind, 'overlay')))
        .groupBy(censusEvents.subject)
        .orderBy(censusEvents.subject)
        .limit(TOP);
      return {
        ...base('conversions', query),
        columns: ['kind', 'id', 'label', 'views', 'conversions', 'conversion rate (%)'],
        rows: [
          ...forms.map((row) => [
            'form',
            row.id,
            '',
            row.renders,
            row.submissions,
            pct(row.submissions, row.renders),
          ]),
          ...overlays.map((row) => [
            'popup',
            row.id,
            '',
            row.shown,
            row.submitted,
            pct(row.submitted, row.shown),
          ]),
          ...buttons.map((row) => [
            'button',
            row.id,
            row.label,
            row.renders,
            row.clicks,
            pct(row.clicks, row.renders),
          ]),
        ],
      };
    },

    async newsletter(websiteId, query, timeZone) {
      const day = sql<string>`to_char(${censusEvents.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, signUps: int(sql`count(*)`) })
        .from(censusEvents)
        .where(
          and(
            eventsIn(websiteId, query, timeZone, 'event'),
            eq(censusEvents.subject, conversionEventNames.newsletterSignup),
          ),
        )
        .groupBy(day)
        .orderBy(day);
      const byDay = new Map(rows.map((row) => [row.day, row.signUps]));
      return {
        ...base('newsletter', query),
        columns: ['date', 'sign-ups'],
        rows: daysOf(query).map((key) => [key, byDay.get(key) ?? 0]),
        totals: { signUps: rows.reduce((sum, row) => sum + row.signUps, 0) },
      };
    },

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
