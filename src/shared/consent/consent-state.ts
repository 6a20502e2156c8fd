/**
 * The visitor's consent choice (spec visitor-runtime §4 "Cookie consent"): unset, then
 * accepted (true) or denied (false), kept 30 days in one strictly necessary cookie. The cookie
 * also carries the anonymous consent id that links the server-side consent record to it.
 */
import type { CookieBannerSettings } from './banner-settings';
import { isRestrictivePolicy } from './banner-settings';

export const CONSENT_COOKIE = 'ss_cookieAllowed';
export const CONSENT_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/** Dispatched on `window` when the choice changes; detail is the new ConsentChoice. */
export const CONSENT_CHANGED_EVENT = 'sitebuilder:consent-changed';

export type ConsentChoice = 'accepted' | 'declined';
export interface ConsentState {
  choice: ConsentChoice | null;
  consentId: string | null;
}

const CONSENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Cookie value: `true.{consentId}` or `false.{consentId}`. */
export function serializeConsent(choice: ConsentChoice, consentId: string): string {
  return `${choice === 'accepted' ? 'true' : 'false'}.${consentId}`;
}

export function parseConsent(value: string | undefined | null): ConsentState {
  if (!value) return { choice: null, consentId: null };
  const [flag, id = ''] = value.split('.', 2);
  const choice = flag === 'true' ? 'accepted' : flag === 'false' ? 'declined' : null;
  return choice && CONSENT_ID.test(id) ? { choice, consentId: id } : { choice, consentId: null };
}

export function isConsentId(value: unknown): value is string {
  return typeof value === 'string' && CONSENT_ID.test(value);
}

/**
 * Whether visitor tracking (cookies and census requests) may run. Restrictive sites need an
 * explicit accept; elsewhere tracking runs unless the visitor declined.
 */
export function trackingAllowed(settings: CookieBannerSettings, choice: ConsentChoice | null): boolean {
  if (choice === 'declined') return false;
  return isRestrictivePolicy(settings) ? choice === 'accepted' : true;
}

/** Whether JavaScript error reports may leave the page: only an absolute policy holds them back until accept. */
export function reportingAllowed(settings: CookieBannerSettings, choice: ConsentChoice | null): boolean {
  return !(settings.enabled && settings.isRestrictiveCookiePolicyAbsolute && choice !== 'accepted');
}
