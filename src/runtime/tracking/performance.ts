/**
 * Real-user performance (media-and-platform §3, §7, §9), loaded lazily by the tracking
 * feature once the page has loaded and tracking is allowed. Page-speed metrics come from the
 * `web-vitals` library; navigation timings and image records from the Performance API.
 * Records go out 30 s after load and when the page is hidden (beacon, else XHR as plain text);
 * each metric is sent once per page load so the owners' p75 counts every load once.
 */
import { performanceMessages } from '../../shared/messages/en-US/runtime/performance';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { PerformanceRecord } from '../../shared/api/census';
import type { PerformanceSettingsAnswer } from '../../shared/api/census-answers';
import type { PageContext } from '../core/page-context';
import { observeFirstInputDelay, userTimingRecords } from './performance-entries';

export const PERFORMANCE = {
  settingsTimeoutMs: 30_000,
  flushAfterLoadMs: 30_000,
  metricWaitMs: 60_000,
} as const;
export { performanceMessages };
const RECORDS_URL = '/api/1/performance/records';

type Logger = (type: string, data: unknown) => void;

export async function fetchPageLoadId(): Promise<string> {
  const response = await fetch('/api/1/performance/settings', {
    credentials: 'same-origin',
    signal: AbortSignal.timeout(PERFORMANCE.settingsTimeoutMs),
  });
  const body = (await response.json().catch(() => null)) as Partial<PerformanceSettingsAnswer> | null;
  if (!response.ok || typeof body?.pageLoadId !== 'string' || body.pageLoadId === '')
    throw new Error(performanceMessages.noPageLoadId);
  return body.pageLoadId;
}

function sendRecords(records: PerformanceRecord[]): void {
  if (records.length === 0) throw new Error(performanceMessages.empty);
  const body = JSON.stringify(records);
  if (navigator.sendBeacon?.(RECORDS_URL, new Blob([body], { type: 'text/plain' }))) return;
  const xhr = new XMLHttpRequest();
  xhr.open('POST', RECORDS_URL);
  xhr.setRequestHeader('Content-Type', 'text/plain;charset=UTF-8');
  xhr.send(body);
}

const round = (value: number) => Math.max(0, Math.round(value * 10) / 10);

function navigationTimings(): Record<string, number> {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!entry) return {};
  return {
    dnsLookup: round(entry.domainLookupEnd - entry.domainLookupStart),
    tcp: round(entry.connectEnd - entry.connectStart),
    tls: entry.secureConnectionStart > 0 ? round(entry.connectEnd - entry.secureConnectionStart) : 0,
    responseStart: round(entry.responseStart),
    domContentLoadedStart: round(entry.domContentLoadedEventStart),
    domContentLoadedEnd: round(entry.domContentLoadedEventEnd),
    loadStart: round(entry.loadEventStart),
    loadEnd: round(entry.loadEventEnd),
    encodedBodySize: entry.encodedBodySize,
    decodedBodySize: entry.decodedBodySize,
  };
}

function imageRecords(lcpTime: number | undefined): Array<Record<string, unknown>> {
  const viewport = { width: innerWidth, height: innerHeight };
  const loaded = new Map(
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => [
      entry.name,
      entry.responseEnd,
    ]),
  );
  return [...document.images].slice(0, 20).flatMap((image) => {
    if (!image.complete || image.naturalWidth === 0 || !image.currentSrc) return [];
    const rect = image.getBoundingClientRect();
    const visibleWidth = Math.max(0, Math.min(rect.right, viewport.width) - Math.max(rect.left, 0));
    const visibleHeight = Math.max(0, Math.min(rect.bottom, viewport.height) - Math.max(rect.top, 0));
    const area = rect.width * rect.height;
    const ratio = area > 0 ? Math.min(1, (visibleWidth * visibleHeight) / area) : 0;
    const loadedAt = loaded.get(image.currentSrc);
    const chosen = /[?&]format=(\d+w)|-(\d+w)\./.exec(image.currentSrc);
    return [
      {
        src: image.currentSrc.slice(0, 2048),
        visibleOnLoad: ratio > 0,
        intersectionRatio: Math.round(ratio * 100) / 100,
        ...(chosen ? { chosenSize: chosen[1] ?? chosen[2] } : {}),
        naturalWidth: image.naturalWidth,
        naturalHeight: image.naturalHeight,
        displayedWidth: Math.round(rect.width),
        displayedHeight: Math.round(rect.height),
        loadedBeforeLCP: loadedAt !== undefined && lcpTime !== undefined && loadedAt <= lcpTime,
        path: location.pathname,
      },
    ];
  });
}

export interface PerformanceTracker {
  stop(): void;
}

export function startPerformance(
  context: PageContext,
  enabled: () => boolean,
  log: Logger,
): PerformanceTracker {
  const metrics: Partial<Record<Metric['name'] | 'FID', number>> = {};
  const sent = new Set<string>();
  let imagesSent = false;
  let stopped = false;
  let lcpTime: number | undefined;
  const pageLoadId = fetchPageLoadId();
  const record = (metric: Metric) => {
    metrics[metric.name] = metric.name === 'CLS' ? metric.value : round(metric.value);
    if (metric.name === 'LCP') lcpTime = metric.value;
  };
  onLCP(record);
  onFCP(record);
  onTTFB(record);
  onCLS(record);
  onINP(record);
  const stopFid = observeFirstInputDelay((fid) => void (metrics.FID = fid));
  const userSent = new Set<string>();

  const recordContext = {
    accountId: context.authenticatedAccount?.id ?? null,
    websiteId: context.website.id,
    templateId: context.website.templateId ?? null,
    pageType: context.pageType,
    collectionType: context.collection?.type ?? null,
    language: context.website.locale,
    timeZone: context.website.timeZone,
  };

  let loadId: string | null = null;
  pageLoadId.then(
    (id) => void (loadId = id),
    (error: unknown) =>
      log('performance', { message: error instanceof Error ? error.message : String(error) }),
  );

  /** Synchronous once the id is known, so a flush from pagehide/visibilitychange leaves before the page goes. */
  const send = (id: string, final: boolean) => {
    if (stopped || !enabled()) return;
    // CLS and INP settle only when the page is hidden; the rest are final once known.
    const ready = Object.keys(metrics).filter(
      (name) => !sent.has(name) && (final || (name !== 'CLS' && name !== 'INP')),
    );
    const records: PerformanceRecord[] = [];
    const base = { app: 'site', pageLoadId: id, timestamp: Date.now(), context: recordContext };
    if (ready.length > 0) {
      const data: Record<string, unknown> = {
        path: location.pathname,
        ...(sent.size === 0 ? navigationTimings() : {}),
      };
      for (const name of ready) data[name] = metrics[name as Metric['name'] | 'FID'];
      records.push({ ...base, event: 'page_speed', data } as PerformanceRecord);
      for (const name of ready) sent.add(name);
    }
    if (!imagesSent) {
      imagesSent = true;
      for (const data of imageRecords(lcpTime))
        records.push({ ...base, event: 'image', data } as PerformanceRecord);
    }
    for (const data of userTimingRecords(userSent, location.pathname))
      records.push({ ...base, event: 'user', data } as PerformanceRecord);
    if (records.length > 0) sendRecords(records);
  };
  const flush = (final: boolean) => {
    if (loadId !== null) send(loadId, final);
    else void pageLoadId.then((id) => send(id, final)).catch(() => {});
  };

  const timer = setTimeout(() => flush(false), PERFORMANCE.flushAfterLoadMs);
  const finalTimer = setTimeout(() => flush(true), PERFORMANCE.metricWaitMs);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush(true);
  };
  const onPageHide = () => flush(true);
  document.addEventListener('visibilitychange', onHidden);
  addEventListener('pagehide', onPageHide);
  return {
    stop() {
      stopped = true;
      stopFid();
      clearTimeout(timer);
      clearTimeout(finalTimer);
      document.removeEventListener('visibilitychange', onHidden);
      removeEventListener('pagehide', onPageHide);
    },
  };
}
