import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnalyticsQuery, AnalyticsTable, AnalyticsView } from '../../../shared/api/census';
import type { Db } from '../../db/client';
import { censusEvents, censusHits } from './tables';

/**
 * The shared parts of the analytics views (analytics-traffic, -marketing, -quality): the site's
 * days as SQL ranges, visit and visitor keys, and the table every view answers.
 */
export type AnalyticsViewFn = (
  websiteId: string,
  query: AnalyticsQuery,
  timeZone: SQL,
) => Promise<AnalyticsTable>;
export type AnalyticsViews<Name extends AnalyticsView> = { [View in Name]: AnalyticsViewFn };
export type ViewDeps = { db: Db };

export const TOP = 100;
const DAY_MS = 86_400_000;

/** The site's days: `from` 00:00 to the end of `to`, in `timeZone`; PostgreSQL's zone data does the offsets (DST included). */
export const rangeOf = (query: AnalyticsQuery, timeZone: SQL) => ({
  start: sql`(${query.from}::date::timestamp at time zone ${timeZone})`,
  end: sql`((${query.to}::date + 1)::timestamp at time zone ${timeZone})`,
});

/**
 * The zone as an SQL literal, not a parameter: a day expression must be the same text in
 * SELECT and GROUP BY for PostgreSQL. Site zones are validated IANA names; anything else is UTC.
 */
export function zoneLiteral(timeZone: string): SQL {
  return sql.raw(`'${/^[A-Za-z0-9_+\-/]{1,64}$/.test(timeZone) ? timeZone : 'UTC'}'`);
}

/** Every calendar day from `from` to `to` (plain date arithmetic: no time zone can skip or repeat a day). */
export function daysOf(query: AnalyticsQuery): string[] {
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
export const visitKey = sql`coalesce(${censusHits.visitorId} || ':' || ${censusHits.visitCount}, 'hit:' || ${censusHits.id})`;
export const visitorKey = sql`coalesce(${censusHits.visitorId}, 'hit:' || ${censusHits.id})`;
export const int = (expression: SQL) => sql<number>`(${expression})::int`;
export const pct = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

/** One site's page views in the range. */
export const hitsIn = (websiteId: string, query: AnalyticsQuery, timeZone: SQL) => {
  const { start, end } = rangeOf(query, timeZone);
  return and(
    eq(censusHits.websiteId, websiteId),
    gte(censusHits.createdAt, start),
    lt(censusHits.createdAt, end),
  );
};
/** One site's events of one kind in the range. */
export const eventsIn = (websiteId: string, query: AnalyticsQuery, timeZone: SQL, kind: string) => {
  const { start, end } = rangeOf(query, timeZone);
  return and(
    eq(censusEvents.websiteId, websiteId),
    eq(censusEvents.kind, kind),
    gte(censusEvents.createdAt, start),
    lt(censusEvents.createdAt, end),
  );
};
export const base = (view: AnalyticsView, query: AnalyticsQuery) => ({
  view,
  from: query.from,
  to: query.to,
});
