/**
 * The Trace logger (spec visitor-runtime §7, §9): entries are batched and posted every
 * 30 s, and on page unload by beacon, as the form field `data` (JSON list).
 */
export const TRACE_FLUSH_MS = 30_000;
const MAX_ENTRIES = 200;

export interface TraceLogger {
  log(type: string, data: unknown): void;
  stop(): void;
}

export function createTraceLogger(enabled: () => boolean): TraceLogger {
  let entries: Array<{ pageUrl: string; type: string; data: unknown }> = [];
  const flush = (unloading: boolean) => {
    if (entries.length === 0) return;
    const body = new URLSearchParams({ data: JSON.stringify(entries) });
    entries = [];
    if (!enabled()) return;
    if (unloading && navigator.sendBeacon?.('/api/events/Trace', body)) return;
    fetch('/api/events/Trace', { method: 'POST', body, credentials: 'same-origin', keepalive: true }).catch(
      () => {},
    );
  };
  const interval = setInterval(() => flush(false), TRACE_FLUSH_MS);
  const onHide = () => flush(true);
  window.addEventListener('pagehide', onHide);
  return {
    log(type, data) {
      if (entries.length < MAX_ENTRIES)
        entries.push({ pageUrl: location.href.slice(0, 2048), type: type.slice(0, 60), data });
    },
    stop() {
      clearInterval(interval);
      window.removeEventListener('pagehide', onHide);
      entries = [];
    },
  };
}
