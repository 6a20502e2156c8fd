/**
 * The outside analytics calls of media-and-platform §7, done first-party: `POST /api/v1/events`
 * (analyticsId, commonData, customData, customSchemaName; by beacon when available) to the
 * site's own server, which stores them in the census or forwards them (ANALYTICS_EVENTS_URL),
 * and the session recording id, asked only under the spec's rule.
 */
import type { AnalyticsEvent } from '../../shared/api/analytics-events';
import { deviceCanRecord, MOCK_SESSION_RECORDING_ID } from '../../shared/census/session-recording';
import type { PageContext } from '../core/page-context';

export const EVENTS_PATH = '/api/v1/events';
export const SESSION_RECORDING_PATH = '/api/commerce/fullstory/getId';

/** Sends one event; failures are ignored like every tracking call. */
export function postAnalyticsEvent(event: AnalyticsEvent): void {
  const body = JSON.stringify(event);
  if (navigator.sendBeacon?.(EVENTS_PATH, new Blob([body], { type: 'text/plain' }))) return;
  void fetch(EVENTS_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'text/plain' },
  }).catch(() => {});
}

/** The common fields of §3 ("Analytics event common fields") for a page view. */
export function commonDataOf(
  context: PageContext,
  session: { sessionId: string },
  action: string,
): Record<string, unknown> {
  return {
    actor: context.authenticatedAccount ? 'account' : 'visitor',
    action,
    event_owner_team: 'site',
    event_source: 'web',
    object_type: context.pageType,
    object_id: context.item?.id ?? context.collection?.id ?? null,
    product_area: 'site',
    page_type: context.pageType,
    session_id: session.sessionId,
    locale: context.website.locale,
    browser_locale: navigator.language,
    page_host: location.host,
    path: location.pathname,
    query_params: location.search.slice(0, 2048),
    referrer: document.referrer.slice(0, 2048),
    window_size: `${innerWidth}x${innerHeight}`,
    client_timestamp: Date.now(),
    website_id: context.website.id,
    template_id: context.website.templateId ?? null,
    member_account_id: null,
  };
}

/**
 * Session recording runs only with the toggle on, in the sampled variant (the server decides
 * from the analytics id) and on a device with more than 2 cores. Resolves with the id, or null
 * when it does not run; a mock id means nothing is injected (no recorder ships with the product).
 */
export async function sessionRecordingId(
  context: Pick<PageContext, 'sessionRecording'>,
  analyticsId: string,
  cores: number | undefined = navigator.hardwareConcurrency,
): Promise<string | null> {
  if (!context.sessionRecording || !deviceCanRecord(cores)) return null;
  try {
    const response = await fetch(`${SESSION_RECORDING_PATH}?analyticsId=${encodeURIComponent(analyticsId)}`, {
      credentials: 'same-origin',
    });
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' && body.id !== MOCK_SESSION_RECORDING_ID ? body.id : null;
  } catch {
    return null;
  }
}
