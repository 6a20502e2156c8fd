/**
 * The visitor's consent choice in the browser: read from and written to the consent cookie
 * (30 days), announced on `window` so the tracking feature reacts at once, and recorded on
 * the server as an auditable consent record.
 */
import {
  CONSENT_CHANGED_EVENT,
  CONSENT_COOKIE,
  CONSENT_LIFETIME_SECONDS,
  parseConsent,
  serializeConsent,
  type ConsentChoice,
  type ConsentState,
} from '../../shared/consent/consent-state';
import { readCookie, writeCookie } from '../core/cookies';

export function readConsent(): ConsentState {
  return parseConsent(readCookie(CONSENT_COOKIE));
}

export function randomId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ??
    `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
  );
}

/** Stores the choice (keeping the visitor's consent id), tells the page, and returns the consent id. */
export function storeConsent(choice: ConsentChoice): string {
  const consentId = readConsent().consentId ?? randomId();
  writeCookie(CONSENT_COOKIE, serializeConsent(choice, consentId), {
    maxAgeSeconds: CONSENT_LIFETIME_SECONDS,
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  });
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGED_EVENT, { detail: choice }));
  return consentId;
}
