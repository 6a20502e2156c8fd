/**
 * The census calls of spec visitor-runtime §7. Every call has the 2500 ms analytics time-out
 * and failures are ignored (tracking must never disturb the visitor). `enabled` is checked on
 * every send, so declining consent stops requests that were about to leave.
 */
import type { HitData } from '../../shared/api/census';
import { readCookie } from '../core/cookies';

export const ANALYTICS_TIMEOUT_MS = 2500;
export const trackingMessages = {
  eventFailed: (status: number) => `Error tracking event: HTTP Status ${status}`,
};

export interface CensusClient {
  recordHit(data: HitData, visitorCookie: string): void;
  post(path: string, body: Record<string, unknown>): void;
  recordQuickView(itemId: string): void;
  /** RecordEvent: resolves on 200/202, else rejects with "Error tracking event: HTTP Status {status}". */
  recordEvent(eventName: string, payload?: Record<string, unknown>): Promise<void>;
  trackLanding(fields: Record<string, string>): void;
}

function sendTo(url: string, init: RequestInit): Promise<Response> {
  return fetch(url, {
    credentials: 'same-origin',
    keepalive: true,
    signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS),
    ...init,
  });
}

/** `origin` is empty in browsers (same-origin paths); tests pass their server's. */
export function createCensusClient(enabled: () => boolean, origin = ''): CensusClient {
  const ignore = () => {};
  const send = (path: string, init: RequestInit) => sendTo(origin + path, init);
  return {
    recordHit(data, visitorCookie) {
      if (!enabled()) return;
      const body = new URLSearchParams({
        event: data.event ?? 'view',
        data: JSON.stringify(data),
        ss_cvr: visitorCookie,
      });
      send('/api/census/RecordHit', { method: 'POST', body }).catch(ignore);
    },
    post(path, body) {
      if (!enabled()) return;
      send(`/api/census/${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      }).catch(ignore);
    },
    recordQuickView(itemId) {
      if (!enabled()) return;
      send(`/api/census/RecordQuickView/${encodeURIComponent(itemId)}`, { method: 'POST' }).catch(ignore);
    },
    async recordEvent(eventName, payload = {}) {
      if (!enabled()) return;
      const body = (crumb: string) =>
        new URLSearchParams({ crumb, event: eventName, data: JSON.stringify({ eventName, payload }) });
      let response = await send('/api/events/RecordEvent', {
        method: 'POST',
        body: body(readCookie('crumb') ?? ''),
      });
      // A shared page comes without a crumb: the refusal carries one, and the event goes once more.
      if (response.status === 403) {
        const answer = (await response.json().catch(() => null)) as {
          crumbFail?: boolean;
          crumb?: unknown;
        } | null;
        if (answer?.crumbFail && typeof answer.crumb === 'string')
          response = await send('/api/events/RecordEvent', { method: 'POST', body: body(answer.crumb) });
      }
      if (response.status !== 200 && response.status !== 202)
        throw new Error(trackingMessages.eventFailed(response.status));
    },
    trackLanding(fields) {
      if (!enabled()) return;
      // A 1x1 image, as the spec's marketing landing tracker.
      new Image(1, 1).src = `/api/track/Track?${new URLSearchParams(fields).toString()}`;
    },
  };
}
