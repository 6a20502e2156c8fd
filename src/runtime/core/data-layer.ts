/**
 * The generic data layer (spec visitor-runtime §7 "Generic data layer", §8 "Data layer"):
 * GET/POST/PUT/DELETE under /api/ (or /api/rest/), the crumb on every call, JSON answers,
 * and the spec's error messages. Browser globals are defaults only, so Node tests can run it
 * against a real HTTP server.
 */
import { dataLayerMessages } from '../../shared/messages/en-US/runtime/data-layer';
import { readCookie, writeCookie } from './cookies';

export const API_ROOT = '/api/';
export const REST_ROOT = '/api/rest/';
export const CRUMB_COOKIE = 'crumb';
export const LOGIN_REQUIRED_EVENT = 'loginRequired';
/**
 * Asks for the system error overlay ("Something Went Wrong!"): fired for an authorizationFail
 * answer here, and by the core for a data-layer failure nobody handled (system-error-trigger.ts).
 */
export const SYSTEM_ERROR_EVENT = 'systemError';

export { dataLayerMessages };

export const NETWORK_RETRY_DELAY_MS = 200;
/** Statuses whose bodies with error, message or billingErrorCode speak for themselves (spec §8). */
const STATUSES_WITH_OWN_MESSAGE = [400, 401, 500, 502];

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent form-encoded. */
  form?: URLSearchParams | Record<string, string>;
  /** Use /api/rest/ instead of /api/. */
  rest?: boolean;
  /** Retry once after 200 ms when the network fails (only for calls safe to repeat). */
  retryOnNetworkError?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface DataLayerOptions {
  /** Origin the API lives on; defaults to the page's own. */
  baseUrl?: string;
  getCrumb?: () => string | undefined;
  setCrumb?: (crumb: string) => void;
  /** Where the loginRequired and systemError events are dispatched; defaults to `window`. */
  events?: EventTarget;
}

export class DataLayerError extends Error {
  /** The server's stable error code (ErrorBody.code), when it sent one. */
  readonly code: string | undefined;
  constructor(
    /** HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    message: string,
    /** The parsed answer, when there was one: field errors, codes, billingErrorCode. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'DataLayerError';
    const code = field(body, 'code');
    this.code = typeof code === 'string' ? code : undefined;
  }
}

export interface DataLayer {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  del<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function statusMessage(status: number): string | undefined {
  if (status === 401 || status === 403) return dataLayerMessages.unauthorized;
  if (status === 500 || status === 501) return dataLayerMessages.internal;
  if (status === 503) return dataLayerMessages.unavailable;
  return undefined;
}

/** The message for a failed answer, following spec §8's order of precedence. */
export function errorMessageFor(status: number, body: unknown): string {
  const ownMessage = [field(body, 'error'), field(body, 'message')].find(
    (value) => typeof value === 'string',
  ) as string | undefined;
  const speaksForItself =
    STATUSES_WITH_OWN_MESSAGE.includes(status) &&
    ['error', 'message', 'billingErrorCode'].some((name) => field(body, name) !== undefined);
  return (
    (speaksForItself ? ownMessage : undefined) ??
    statusMessage(status) ??
    ownMessage ??
    dataLayerMessages.network
  );
}

/**
 * Fires the event an answer asks for (spec §8): loginRequired → the login-required event,
 * authorizationFail → the system error overlay. True when the answer was one of them.
 */
function announceAnswer(parsed: unknown, events: EventTarget | undefined, path: string): boolean {
  if (field(parsed, 'loginRequired')) {
    events?.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail: parsed }));
    return true;
  }
  if (field(parsed, 'authorizationFail')) {
    events?.dispatchEvent(
      new CustomEvent(SYSTEM_ERROR_EVENT, { detail: { reason: 'authorizationFail', url: path } }),
    );
    return true;
  }
  return false;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createDataLayer(options: DataLayerOptions = {}): DataLayer {
  const getCrumb = options.getCrumb ?? (() => readCookie(CRUMB_COOKIE));
  const setCrumb =
    options.setCrumb ??
    ((crumb: string) =>
      writeCookie(CRUMB_COOKIE, crumb, {
        path: '/',
        sameSite: 'Lax',
        secure: globalThis.location?.protocol === 'https:',
      }));

  async function request<T>(method: string, path: string, request: RequestOptions = {}): Promise<T> {
    // Built without the crumb: this form names the call in error messages, and the crumb is
    // added per attempt because a crumbFail retry carries a new one.
    const url = new URL(
      (request.rest ? REST_ROOT : API_ROOT) + path.replace(/^\/+/, ''),
      options.baseUrl ?? globalThis.location?.href,
    );
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    let body: string | URLSearchParams | undefined;
    if (request.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form !== undefined) {
      // fetch sets the form-encoded Content-Type for URLSearchParams itself.
      body = request.form instanceof URLSearchParams ? request.form : new URLSearchParams(request.form);
    }

    const attempt = async (crumbRetried: boolean, networkRetried: boolean): Promise<T> => {
      const attemptUrl = new URL(url);
      const crumb = getCrumb();
      if (crumb) attemptUrl.searchParams.set('crumb', crumb);

      let response: Response;
      try {
        response = await fetch(attemptUrl, {
          method,
          headers,
          body,
          credentials: 'same-origin',
          signal: request.signal,
        });
      } catch (error) {
        if (request.signal?.aborted) throw error; // the caller gave up; not a network failure
        if (request.retryOnNetworkError && !networkRetried) {
          await delay(NETWORK_RETRY_DELAY_MS);
          return attempt(crumbRetried, true);
        }
        throw new DataLayerError(0, dataLayerMessages.network);
      }

      const text = response.status === 204 ? '' : await response.text();
      let parsed: unknown;
      if (text.trim() !== '') {
        try {
          parsed = JSON.parse(text);
        } catch (error) {
          // A failed answer that is not JSON (a proxy's error page) still gets its status
          // message; only a success that cannot be read is a parse error.
          if (response.ok) {
            const reason = error instanceof Error ? error.message : String(error);
            throw new DataLayerError(
              response.status,
              `Internal Error: Unable to parse server response from (${url.href}) as JSON: ${reason}`,
            );
          }
        }
      }

      // loginRequired and authorizationFail: an event for whoever handles it, then a rejection.
      if (announceAnswer(parsed, options.events ?? globalThis.window, url.pathname))
        throw new DataLayerError(response.status, errorMessageFor(response.status, parsed), parsed);
      if (field(parsed, 'crumbFail')) {
        const newCrumb = field(parsed, 'crumb');
        if (typeof newCrumb === 'string' && newCrumb !== '') setCrumb(newCrumb);
        if (!crumbRetried) return attempt(true, networkRetried);
      }
      if (!response.ok)
        throw new DataLayerError(response.status, errorMessageFor(response.status, parsed), parsed);
      return parsed as T;
    };

    return attempt(false, false);
  }

  return {
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
    put: (path, opts) => request('PUT', path, opts),
    del: (path, opts) => request('DELETE', path, opts),
  };
}
