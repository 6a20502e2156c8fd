import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed, self-contained tokens (HMAC-SHA256 with the server secret): the submission key of
 * FormSubmissionKey and the newsletter confirm / unsubscribe links. Nothing is stored for
 * them; each purpose has its own key so one token can never pass as another.
 */
export function createSigner(secret: string) {
  const keyFor = (purpose: string) => createHmac('sha256', secret).update(`sitebuilder:${purpose}`).digest();
  const mac = (purpose: string, body: string) =>
    createHmac('sha256', keyFor(purpose)).update(body).digest('base64url');

  return {
    sign(purpose: string, claims: Record<string, string | number>): string {
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${body}.${mac(purpose, body)}`;
    },
    /** The claims of a token this server signed for `purpose`, or null when it is forged or damaged. */
    verify(purpose: string, token: string): Record<string, unknown> | null {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const expected = Buffer.from(mac(purpose, body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
        return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
          ? (claims as Record<string, unknown>)
          : null;
      } catch {
        return null;
      }
    },
  };
}
export type Signer = ReturnType<typeof createSigner>;

/** Submission keys are good for this long: a visitor may take a while to fill a long form. */
export const SUBMISSION_KEY_LIFETIME_MS = 6 * 60 * 60_000;

/** A fresh submission key for one site: unique (it doubles as the submission's idempotency key). */
export function newSubmissionKey(signer: Signer, websiteId: string, now: Date): string {
  return signer.sign('form-key', {
    w: websiteId,
    t: now.getTime(),
    n: randomBytes(12).toString('base64url'),
  });
}

/** True when the key was issued by this server for this site and has not expired. */
export function submissionKeyValid(signer: Signer, key: string, websiteId: string, now: Date): boolean {
  const claims = signer.verify('form-key', key);
  if (!claims || claims.w !== websiteId || typeof claims.t !== 'number') return false;
  const age = now.getTime() - claims.t;
  return age >= -60_000 && age <= SUBMISSION_KEY_LIFETIME_MS;
}
