/**
 * What other runtime features (forms, newsletter, popup overlay, store quick view) call to
 * send census events. Tiny on purpose: it holds no tracking code, only a handle the tracking
 * feature publishes when it runs. Every call is a no-op when the page carries no tracking
 * (census disabled, a page that records nothing) or when consent does not allow it, so
 * callers never need to check the cookie policy themselves.
 */
import { SITE_SEARCH_EVENT } from '../../shared/census/constants';
import type { CensusClient } from './census-client';

export interface TrackingHandle {
  allowed(): boolean;
  client: CensusClient;
  /** websiteId, pagePath, pageTitle, pageType, collectionId, itemId, visitorCookie. */
  pageFields(): Record<string, unknown>;
  trace(type: string, data: unknown): void;
}

export const TRACKING_HANDLE_KEY = Symbol.for('sitebuilder.tracking');

function handle(): TrackingHandle | null {
  const value = (globalThis as Record<symbol, unknown>)[TRACKING_HANDLE_KEY] as TrackingHandle | undefined;
  return value && value.allowed() ? value : null;
}

/** POST /api/census/form-render. */
export function recordFormRender(formId: string): void {
  const tracking = handle();
  tracking?.client.post('form-render', { ...tracking.pageFields(), formId });
}

/** POST /api/census/overlay: the popup overlay was shown, closed or submitted. */
export function recordOverlay(overlayId: string, action: 'shown' | 'closed' | 'submitted'): void {
  const tracking = handle();
  tracking?.client.post('overlay', { ...tracking.pageFields(), overlayId, action });
}

/** POST /api/census/RecordQuickView/{id}. */
export function recordQuickView(itemId: string): void {
  handle()?.client.recordQuickView(itemId);
}

/**
 * POST /api/events/RecordEvent. Conversions the owners' analytics counts: `formSubmission`
 * and `newsletterSignup`, with `{ formId }` in the payload. Resolves when not sent.
 */
export function recordEvent(eventName: string, payload: Record<string, unknown> = {}): Promise<void> {
  return handle()?.client.recordEvent(eventName, payload) ?? Promise.resolve();
}

/** The Trace logger (batched every 30 s and on unload). */
export function trace(type: string, data: unknown): void {
  handle()?.trace(type, data);
}

/**
 * The "site search" analytics event, sent once by the tracking feature on /search with a
 * query: what was searched, the type filter and how many results the page showed.
 */
export function recordSiteSearch(payload: { query: string; type: string; results: number }): Promise<void> {
  return recordEvent(SITE_SEARCH_EVENT, payload);
}
