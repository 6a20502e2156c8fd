/**
 * Visitor identity in the browser: the visitor record and visit cookies, the analytics id
 * (cookie → local storage → memory → new; kept 390 days) and session info. `forgetVisitor`
 * removes all of it when consent is declined.
 */
import {
  ANALYTICS_ID_KEY,
  ANALYTICS_ID_LIFETIME_SECONDS,
  VISIT_COOKIE,
  VISIT_LIFETIME_SECONDS,
  VISITOR_RECORD_COOKIE,
  VISITOR_RECORD_LIFETIME_SECONDS,
  nextVisitorRecord,
  parseVisitTimestamp,
  parseVisitorRecord,
  serializeVisitorRecord,
} from '../../shared/census/visitor-record';
import { randomId } from '../consent/consent-store';
import { readCookie, writeCookie } from '../core/cookies';

const FIRST_LANDING_KEY = 'ss_landed_session';
const LANDED_KEY = 'ss_landed';
const SESSION_ID_KEY = 'ss_sid';

const cookieOptions = (maxAgeSeconds: number) => ({
  maxAgeSeconds,
  sameSite: 'Lax' as const,
  secure: location.protocol === 'https:',
});

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const store = window[kind];
    const probe = '__sb_probe';
    store.setItem(probe, '1');
    store.removeItem(probe);
    return store;
  } catch {
    console.warn('Unable access local/session storage');
    return null;
  }
}

/** Applies the visitor cookie rule and writes both cookies back; returns the record's cookie value. */
export function touchVisitorCookies(now = Date.now()): string {
  const { record } = nextVisitorRecord(
    parseVisitorRecord(readCookie(VISITOR_RECORD_COOKIE)),
    parseVisitTimestamp(readCookie(VISIT_COOKIE)),
    now,
    randomId,
  );
  const value = serializeVisitorRecord(record);
  writeCookie(VISITOR_RECORD_COOKIE, value, cookieOptions(VISITOR_RECORD_LIFETIME_SECONDS));
  writeCookie(VISIT_COOKIE, String(now), cookieOptions(VISIT_LIFETIME_SECONDS));
  return value;
}

let memoryAnalyticsId: string | undefined;

export function analyticsId(): string {
  const local = storage('localStorage');
  const id =
    readCookie(ANALYTICS_ID_KEY) ?? local?.getItem(ANALYTICS_ID_KEY) ?? memoryAnalyticsId ?? randomId();
  memoryAnalyticsId = id;
  writeCookie(ANALYTICS_ID_KEY, id, cookieOptions(ANALYTICS_ID_LIFETIME_SECONDS));
  try {
    local?.setItem(ANALYTICS_ID_KEY, id);
  } catch {
    console.warn('Unable to store analyticsId');
  }
  return id;
}

export interface SessionInfo {
  isFirstLanding: boolean;
  isFirstSession: boolean;
  sessionId: string;
}

export function sessionInfo(): SessionInfo {
  const session = storage('sessionStorage');
  const local = storage('localStorage');
  const isFirstLanding = session?.getItem(FIRST_LANDING_KEY) == null;
  const sessionId = session?.getItem(SESSION_ID_KEY) ?? randomId();
  session?.setItem(FIRST_LANDING_KEY, '1');
  session?.setItem(SESSION_ID_KEY, sessionId);
  // The landed flag holds the first session's id, so every page of that session is still "first".
  const landed = local?.getItem(LANDED_KEY) ?? null;
  if (landed === null) local?.setItem(LANDED_KEY, sessionId);
  return { isFirstLanding, isFirstSession: landed === null || landed === sessionId, sessionId };
}

export function localStorageSupported(): boolean {
  return storage('localStorage') !== null;
}

/** Clears every visitor tracking cookie and stored id (declined consent under any policy). */
export function forgetVisitor(): void {
  for (const name of [VISITOR_RECORD_COOKIE, VISIT_COOKIE, ANALYTICS_ID_KEY])
    writeCookie(name, '', { maxAgeSeconds: 0 });
  memoryAnalyticsId = undefined;
  try {
    localStorage.removeItem(ANALYTICS_ID_KEY);
    localStorage.removeItem(LANDED_KEY);
    sessionStorage.removeItem(SESSION_ID_KEY);
    sessionStorage.removeItem(FIRST_LANDING_KEY);
  } catch {
    // Storage unavailable: nothing was stored there either.
  }
}
