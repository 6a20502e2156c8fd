/**
 * The two real-user measures web-vitals no longer gives (media-and-platform §3 "Performance
 * record", §9): First Input Delay from `PerformanceObserver('first-input')` (web-vitals 6
 * dropped FID), and `user` records from the page's own User Timing marks and measures whose
 * names carry the `rum-` prefix (a site's custom code can time what matters to it).
 */

/** Record name prefix of user timings that are sent (media-and-platform §9). */
export const RUM_PREFIX = 'rum-';
/** At most this many user records per page load, so a chatty page cannot flood the endpoint. */
export const MAX_USER_RECORDS = 20;

const round = (value: number) => Math.max(0, Math.round(value * 10) / 10);

/** Calls `report` once with the first input's delay (processing start − event time), if any comes. */
export function observeFirstInputDelay(report: (fid: number) => void): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => {};
  if (!(PerformanceObserver.supportedEntryTypes ?? []).includes('first-input')) return () => {};
  let done = false;
  const observer = new PerformanceObserver((list) => {
    const [entry] = list.getEntries() as PerformanceEventTiming[];
    if (!entry || done) return;
    done = true;
    report(round(entry.processingStart - entry.startTime));
    observer.disconnect();
  });
  observer.observe({ type: 'first-input', buffered: true });
  return () => observer.disconnect();
}

export interface UserTimingData extends Record<string, unknown> {
  name: string;
  entryType: 'mark' | 'measure';
  startTime: number;
  duration: number;
  path: string;
}

/** The page's `rum-` marks and measures not sent yet (names in `sent` are skipped and added). */
export function userTimingRecords(sent: Set<string>, path: string): UserTimingData[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  const entries = [...performance.getEntriesByType('mark'), ...performance.getEntriesByType('measure')];
  const records: UserTimingData[] = [];
  for (const entry of entries) {
    if (!entry.name.startsWith(RUM_PREFIX)) continue;
    const key = `${entry.entryType}:${entry.name}:${entry.startTime}`;
    if (sent.has(key) || sent.size >= MAX_USER_RECORDS) continue;
    sent.add(key);
    records.push({
      name: entry.name.slice(0, 100),
      entryType: entry.entryType as 'mark' | 'measure',
      startTime: round(entry.startTime),
      duration: round(entry.duration),
      path,
    });
  }
  return records;
}
