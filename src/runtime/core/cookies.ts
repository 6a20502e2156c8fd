/**
 * Tiny cookie helpers. The string work is pure (testable in Node); only the defaults touch
 * `document.cookie`, and they do nothing where there is no document (server imports, tests).
 */

export interface CookieOptions {
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  /** Omit for a session cookie; 0 or less deletes the cookie. */
  maxAgeSeconds?: number;
}

/** The value of cookie `name` in a `Cookie`-style string, or undefined when absent. */
export function parseCookie(cookieString: string, name: string): string | undefined {
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A value some other script wrote without encoding: better as-is than lost.
      return raw;
    }
  }
  return undefined;
}

/** One `document.cookie` assignment for cookie `name`. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  let cookie = `${name}=${encodeURIComponent(value)}; Path=${options.path ?? '/'}`;
  if (options.maxAgeSeconds !== undefined) cookie += `; Max-Age=${Math.floor(options.maxAgeSeconds)}`;
  if (options.sameSite) cookie += `; SameSite=${options.sameSite}`;
  if (options.secure) cookie += '; Secure';
  return cookie;
}

export function readCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : parseCookie(document.cookie, name);
}

export function writeCookie(name: string, value: string, options?: CookieOptions): void {
  if (typeof document !== 'undefined') document.cookie = serializeCookie(name, value, options);
}
