import { createHash } from 'node:crypto';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret, verify as verifyAltchaPayload } from 'altcha-lib/frameworks/shared';
import { lt } from 'drizzle-orm';
import type { CaptchaProvider } from '../../../shared/forms/definition';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs';
import { captchaSpent } from './tables';

/**
 * Spam defence by captcha. ALTCHA (self-hosted proof of work, no third party) is the
 * default; reCAPTCHA and Turnstile are adapters that ask their provider's verify URL (both
 * configurable, so they can point at a proxy or a test server). Every accepted answer is
 * recorded in `captcha_spent`, shared by all processes: a replayed answer is refused.
 */
export interface CaptchaConfig {
  /** Signs ALTCHA challenges. */
  secret: string;
  altcha: { cost: number; maxCounter: number; lifetimeMs: number };
  recaptcha: { secretKey: string | undefined; verifyUrl: string };
  turnstile: { secretKey: string | undefined; verifyUrl: string };
}

export type CaptchaOutcome =
  { ok: true } | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'replayed' | 'unavailable' };

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** How long a third-party token is remembered as spent (both providers expire theirs within minutes). */
const TOKEN_MEMORY_MS = 30 * 60_000;

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

export type CaptchaService = ReturnType<typeof createCaptchaService>;

export function createCaptchaService(deps: {
  db: Db;
  config: CaptchaConfig;
  clock?: () => Date;
  fetch?: typeof fetch;
}) {
  const clock = deps.clock ?? (() => new Date());
  const doFetch = deps.fetch ?? fetch;
  const { config } = deps;
  let keySecret: Promise<string> | undefined;
  const hmacKeySignatureSecret = () => (keySecret ??= deriveHmacKeySecret(config.secret));

  /** Marks an answer as used; false when some process already used it. */
  async function spend(websiteId: string, id: string, lifetimeMs: number): Promise<boolean> {
    const inserted = await deps.db
      .insert(captchaSpent)
      .values({ id: hashOf(id), websiteId, expiresAt: new Date(clock().getTime() + lifetimeMs) })
      .onConflictDoNothing()
      .returning({ id: captchaSpent.id });
    return inserted.length === 1;
  }

  async function verifyAltcha(websiteId: string, payload: string): Promise<CaptchaOutcome> {
    let replayed = false;
    const store = {
      get: async () => false,
      set: async () => {},
      // Called only once the solution verified: record it, atomically, for every process.
      setIfAbsent: async (challengeId: string) => {
        const fresh = await spend(websiteId, `altcha:${challengeId}`, config.altcha.lifetimeMs * 2);
        replayed = !fresh;
        return fresh;
      },
    };
    const result = await verifyAltchaPayload(
      payload,
      deriveKey,
      config.secret,
      await hmacKeySignatureSecret(),
      store,
    );
    if (result.error === null) return { ok: true };
    if (replayed) return { ok: false, reason: 'replayed' };
    const verification = result.verification as { expired?: boolean } | null;
    return { ok: false, reason: verification?.expired ? 'expired' : 'invalid' };
  }

  async function verifyToken(
    provider: 'recaptcha' | 'turnstile',
    websiteId: string,
    token: string,
    remoteIp: string | undefined,
  ): Promise<CaptchaOutcome> {
    const settings = config[provider];
    if (!settings.secretKey) return { ok: false, reason: 'unavailable' };
    const form = new URLSearchParams({ secret: settings.secretKey, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let answer: { success?: unknown; 'error-codes'?: unknown };
    try {
      const response = await doFetch(settings.verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) return { ok: false, reason: 'unavailable' };
      answer = (await response.json()) as typeof answer;
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
    if (answer.success !== true) {
      const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
      return { ok: false, reason: codes.includes('timeout-or-duplicate') ? 'replayed' : 'invalid' };
    }
    return (await spend(websiteId, `${provider}:${token}`, TOKEN_MEMORY_MS))
      ? { ok: true }
      : { ok: false, reason: 'replayed' };
  }

  return {
    /** A new ALTCHA challenge (GET /api/form/captcha/challenge), signed and short-lived. */
    async altchaChallenge() {
      return createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: config.altcha.cost,
        counter: randomInt(Math.max(1, Math.floor(config.altcha.maxCounter / 5)), config.altcha.maxCounter),
        deriveKey,
        hmacSignatureSecret: config.secret,
        hmacKeySignatureSecret: await hmacKeySignatureSecret(),
        expiresAt: new Date(clock().getTime() + config.altcha.lifetimeMs),
      });
    },

    async verify(
      provider: CaptchaProvider,
      websiteId: string,
      answer: string | undefined,
      remoteIp?: string,
    ): Promise<CaptchaOutcome> {
      if (provider === 'none') return { ok: true };
      if (!answer) return { ok: false, reason: 'missing' };
      if (provider === 'altcha') return verifyAltcha(websiteId, answer);
      return verifyToken(provider, websiteId, answer, remoteIp);
    },

    /** Whether this server can check answers of a provider (the owner cannot pick one it cannot). */
    supports(provider: CaptchaProvider): boolean {
      return provider === 'none' || provider === 'altcha' || Boolean(config[provider].secretKey);
    },

    /** Forgets answers old enough that their challenges or tokens have expired anyway. */
    async prune(): Promise<void> {
      await deps.db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, clock()));
    },
  };
}

/** Spent answers are only needed until their challenges expire: the jobs process drops them hourly. */
export const captchaJobs = (captcha: CaptchaService): JobDefinition[] => [
  { name: 'captcha.prune', every: { seconds: 60 * 60 }, run: () => captcha.prune() },
];
