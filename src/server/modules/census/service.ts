import { createHash } from 'node:crypto';
import type { ButtonEvent, HitData, PerformanceRecord } from '../../../shared/api/census';
import {
  normalizeCookieBannerSettings,
  toServerPolicy,
  type RawCookieBannerSettings,
} from '../../../shared/consent/banner-settings';
import { deviceClassOf } from '../../../shared/census/device';
import { parseVisitorRecord } from '../../../shared/census/visitor-record';
import type { Db } from '../../db/client';
import { insertJsonBatch } from './json-batch-insert';
import {
  createGroupCommit,
  type GroupCommitOptions,
  type GroupCommit,
  type GroupCommitStats,
} from '../../db/group-commit';
import { stripInvalidText } from '../../../shared/text/invalid-text';
import { isDataError } from '../../db/errors';
import {
  censusDeadLetters,
  censusEvents,
  censusHits,
  consentRecords,
  javascriptErrors,
  performanceRecords,
  traceLogs,
} from './tables';

type HitRow = typeof censusHits.$inferInsert;
type EventRow = typeof censusEvents.$inferInsert;
type PerformanceRow = typeof performanceRecords.$inferInsert;
type ErrorRow = typeof javascriptErrors.$inferInsert;
type TraceRow = typeof traceLogs.$inferInsert;

export type CensusEventKind =
  'button-click' | 'button-render' | 'form-render' | 'overlay' | 'quick-view' | 'event' | 'landing';

/** Endpoints whose bad payloads are counted (answered 400, never stored). */
export type CensusEndpoint =
  | 'consent'
  | 'RecordHit'
  | 'button-click'
  | 'button-render'
  | 'form-render'
  | 'overlay'
  | 'RecordQuickView'
  | 'RecordEvent'
  | 'Track'
  | 'RecordJavascriptErrors'
  | 'Trace'
  | 'performance-records'
  | 'v1-events';

export interface CensusOptions {
  db: Db;
  clock?: () => Date;
  /** Every table's group commit (db/group-commit.ts): batch size, gathering time and back-pressure limits. */
  groupCommit?: Pick<GroupCommitOptions<unknown>, 'maxRows' | 'gatherMs' | 'maxPending' | 'maxLagMs'>;
  onWriteError?: (error: unknown, name: string) => void;
  /** A row the database refused was parked in census_dead_letters (the others were stored). */
  onRowParked?: (error: unknown, name: string) => void;
}

const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return '/';
  }
}

/** Host of a referrer from another site; '' for direct visits and the site's own pages. */
export function externalReferrerHost(referrer: string, ownHost: string): string {
  if (!referrer) return '';
  try {
    const host = new URL(referrer).host.toLowerCase();
    return host === ownHost.toLowerCase() ? '' : host;
  } catch {
    return '';
  }
}

/** A short, stable hash of what the visitor was shown and what a choice means: the consent record's banner version. */
export function bannerVersionOf(raw: RawCookieBannerSettings): string {
  const settings = normalizeCookieBannerSettings(raw);
  const shown = {
    text: settings.text,
    cta: settings.ctaText,
    optOut: settings.optOutCtaText,
    acceptType: settings.acceptType,
    ...toServerPolicy(settings),
    absolute: settings.isRestrictiveCookiePolicyAbsolute,
  };
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex').slice(0, 12);
}

/** The database's own message (drizzle puts the whole query and its values in the outer one). */
function messageOf(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

export type CensusService = ReturnType<typeof createCensusService>;

/**
 * Census ingestion: validated input becomes rows in per-table group commits. `record*` resolve
 * true once the rows are committed, false when the writer is full or behind; the route then
 * answers 503 and the client may retry.
 */
export function createCensusService(options: CensusOptions) {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());
  /** Parks a row the database refused, as JSON text (even text jsonb cannot hold), with the error. */
  const deadLetter = (name: string) => async (row: unknown, error: unknown) => {
    const websiteId = (row as { websiteId?: unknown }).websiteId;
    await db.insert(censusDeadLetters).values({
      tableName: name,
      websiteId: typeof websiteId === 'string' ? websiteId.slice(0, 24) : null,
      payload: JSON.stringify(row),
      error: stripInvalidText(messageOf(error)).slice(0, 2000),
      createdAt: clock(),
    });
    options.onRowParked?.(error, name);
  };
  // Each table's rows are acknowledged only once committed, many requests' rows in one insert.
  const writer = <Row>(name: string, write: (rows: Row[]) => Promise<unknown>) =>
    createGroupCommit<Row>({
      name,
      write: async (rows) => void (await write(rows)),
      isRowError: isDataError,
      deadLetter: deadLetter(name),
      ...options.groupCommit,
      ...(options.onWriteError ? { onError: options.onWriteError } : {}),
    });
  const hits = writer<HitRow>('census_hits', (rows) => insertJsonBatch(db, censusHits, rows));
  const events = writer<EventRow>('census_events', (rows) => insertJsonBatch(db, censusEvents, rows));
  const performance = writer<PerformanceRow>('performance_records', (rows) =>
    insertJsonBatch(db, performanceRecords, rows),
  );
  const errors = writer<ErrorRow>('javascript_errors', (rows) => insertJsonBatch(db, javascriptErrors, rows));
  const traces = writer<TraceRow>('trace_logs', (rows) => insertJsonBatch(db, traceLogs, rows));
  const writers = { hits, events, performance, errors, traces };
  const rejected: Partial<Record<CensusEndpoint, number>> = {};
  /** True once committed (a parked row counts: it is kept), false when refused. */
  const stored = async <Row>(to: GroupCommit<Row>, rows: Row[]) => (await to.commit(rows)) !== 'busy';

  return {
    /** Resolves true once the hit is committed; false (answer 503) when the writer is full or behind. */
    async recordHit(
      websiteId: string,
      hit: HitData,
      visitorCookie: string | undefined,
      ownHost: string,
      memberId: string | null = null,
    ): Promise<boolean> {
      const record = parseVisitorRecord(visitorCookie ?? hit.visitorCookie ?? null);
      const query = new URLSearchParams(hit.queryString.replace(/^\?/, ''));
      const utm = Object.fromEntries(
        UTM.map((name) => [name, query.get(name)?.slice(0, 500) ?? null]),
      ) as Record<(typeof UTM)[number], string | null>;
      const committed = await hits.commit([
        {
          websiteId,
          visitorId: record?.id ?? null,
          visitCount: record?.visitCount ?? null,
          memberId,
          analyticsId: hit.analyticsId ?? null,
          sessionId: hit.sessionId ?? null,
          path: pathOf(hit.url),
          queryString: hit.queryString,
          title: hit.title,
          pageType: hit.pageType,
          recordType: hit.recordType ?? null,
          collectionId: hit.collectionId ?? null,
          itemId: hit.itemId ?? null,
          referrer: hit.referrer,
          referrerHost: externalReferrerHost(hit.referrer, ownHost),
          utmSource: utm.utm_source,
          utmMedium: utm.utm_medium,
          utmCampaign: utm.utm_campaign,
          utmTerm: utm.utm_term,
          utmContent: utm.utm_content,
          device: deviceClassOf(hit.userAgent, hit.viewportInnerWidth),
          userAgent: hit.userAgent,
          viewportWidth: hit.viewportInnerWidth ?? null,
          viewportHeight: hit.viewportInnerHeight ?? null,
          screenWidth: hit.screenWidth ?? null,
          screenHeight: hit.screenHeight ?? null,
          locale: hit.website_locale ?? null,
          createdAt: clock(),
        },
      ]);
      return committed !== 'busy';
    },

    recordEvent(
      websiteId: string,
      kind: CensusEventKind,
      event: {
        subject: string;
        label?: string;
        visitorCookie?: string | null | undefined;
        path?: string;
        data?: Record<string, unknown>;
      },
    ): Promise<boolean> {
      return stored(events, [
        {
          websiteId,
          kind,
          subject: event.subject.slice(0, 200),
          label: (event.label ?? '').slice(0, 200),
          visitorId: parseVisitorRecord(event.visitorCookie ?? null)?.id ?? null,
          path: pathOf(event.path ?? '/'),
          data: event.data ?? {},
          createdAt: clock(),
        },
      ]);
    },

    recordButton(
      websiteId: string,
      kind: 'button-click' | 'button-render',
      button: ButtonEvent,
    ): Promise<boolean> {
      const { id, buttonText, pagePath, visitorCookie, ...rest } = button;
      return this.recordEvent(websiteId, kind, {
        subject: id,
        label: buttonText,
        visitorCookie,
        path: pagePath,
        data: rest,
      });
    },

    /** `memberId`: the signed-in member as the server knows it; whatever the client's context claims is replaced. */
    recordPerformance(
      websiteId: string,
      records: PerformanceRecord[],
      memberId: string | null = null,
    ): Promise<boolean> {
      const now = clock();
      return stored(
        performance,
        records.map((record) => {
          const speed = record.event === 'page_speed' ? record.data : null;
          const path = typeof record.data.path === 'string' ? pathOf(record.data.path) : '/';
          return {
            websiteId,
            pageLoadId: record.pageLoadId,
            event: record.event,
            path,
            lcp: speed?.LCP ?? null,
            cls: speed?.CLS ?? null,
            inp: speed?.INP ?? null,
            fcp: speed?.FCP ?? null,
            ttfb: speed?.TTFB ?? null,
            data: { ...record.data, app: record.app },
            context: { ...record.context, memberId },
            clientTimestamp: new Date(record.timestamp),
            createdAt: now,
          };
        }),
      );
    },

    recordErrors(
      websiteId: string,
      reports: Array<{
        event: string;
        data: { message: string; stack?: string | undefined; url?: string | undefined };
        timestamp: number;
      }>,
    ): Promise<boolean> {
      const now = clock();
      return stored(
        errors,
        reports.map((report) => ({
          websiteId,
          event: report.event,
          message: report.data.message,
          stack: report.data.stack ?? null,
          url: report.data.url ?? null,
          clientTimestamp: new Date(report.timestamp),
          createdAt: now,
        })),
      );
    },

    recordTrace(
      websiteId: string,
      entries: Array<{ pageUrl: string; type: string; data: unknown }>,
    ): Promise<boolean> {
      const now = clock();
      return stored(
        traces,
        entries.map((entry) => ({
          websiteId,
          pageUrl: entry.pageUrl,
          type: entry.type,
          data: entry.data ?? null,
          createdAt: now,
        })),
      );
    },

    /** Consent records are written at once, not gathered with others: an audit trail is answered only once stored. */
    async recordConsent(
      websiteId: string,
      input: {
        consentId: string;
        choice: 'accepted' | 'declined';
        pagePath: string;
        userAgent: string;
        bannerSettings: RawCookieBannerSettings;
      },
    ) {
      const bannerVersion = bannerVersionOf(input.bannerSettings);
      await db.insert(consentRecords).values({
        websiteId,
        consentId: input.consentId,
        choice: input.choice,
        bannerVersion,
        pagePath: pathOf(input.pagePath),
        userAgent: input.userAgent.slice(0, 512),
        createdAt: clock(),
      });
      return { bannerVersion };
    },

    countRejected(endpoint: CensusEndpoint): void {
      rejected[endpoint] = (rejected[endpoint] ?? 0) + 1;
    },

    stats(): {
      writers: Record<keyof typeof writers, GroupCommitStats>;
      rejected: Partial<Record<CensusEndpoint, number>>;
    } {
      return {
        writers: Object.fromEntries(Object.entries(writers).map(([name, w]) => [name, w.stats()])) as Record<
          keyof typeof writers,
          GroupCommitStats
        >,
        rejected: { ...rejected },
      };
    },

    /** Commits whatever still gathers (tests). */
    async flush(): Promise<void> {
      await Promise.all(Object.values(writers).map((w) => w.flush()));
    },

    async close(): Promise<void> {
      await Promise.all(Object.values(writers).map((w) => w.close()));
    },
  };
}
