import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie a browser gets when it signs in successfully: it vouches for that browser later. */
export const KNOWN_DEVICE_COOKIE = 'ss_device';
/** A device stays known for a year after its last successful sign-in. */
export const KNOWN_DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60_000;

export type KnownDevices = ReturnType<typeof createKnownDevices>;

/**
 * Signed "this browser signed in to this account before" cookies. The value names the subject
 * only by a hash (the cookie never shows an e-mail) and carries an HMAC with the server secret,
 * so it cannot be forged or moved to another account. Such a browser is exempt from the
 * per-account sign-in lock (sign-in-limiter.ts), so guessing from elsewhere cannot lock the
 * real owner out; it is never a credential by itself.
 */
export function createKnownDevices({ secret }: { secret: string }) {
  const key = createHmac('sha256', secret).update('sitebuilder:known-device').digest();
  const subjectHash = (scope: string, subject: string) =>
    createHash('sha256').update(`${scope}:${subject}`).digest('base64url').slice(0, 22);
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    /** The cookie value for a browser that just signed in to `subject`. */
    issue(scope: string, subject: string): string {
      const body = subjectHash(scope, subject);
      return `${body}.${mac(body)}`;
    },
    /** Whether this cookie value was issued by us for `subject`. */
    vouchesFor(cookie: string | undefined, scope: string, subject: string): boolean {
      if (!cookie) return false;
      const [body, signature] = cookie.split('.');
      if (!body || !signature || body !== subjectHash(scope, subject)) return false;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
