import { LRUCache } from 'lru-cache';
import type { SharedState } from '../../shared-state/shared-state';

/**
 * Limits password guessing, for owners' sign-in, page passwords and (later) members' sign-in.
 *
 * Every attempt is counted *before* its password is verified, atomically (one Lua script in
 * Redis when configured, else one synchronous step in this process), and refused above the
 * limit: 200 parallel guesses cannot all be evaluated. A successful attempt clears the counts
 * it reserved.
 *
 * - Per address and subject (an account's e-mail, a page): 5 wrong tries per 15 minutes.
 * - Per subject from all addresses: 20 wrong tries per hour, and after 5 an exponentially
 *   growing pause between tries (1 s, 2 s, 4 s … at most a minute), so the 20 are spent in about ten minutes and the
 *   account then rests for the rest of the hour.
 * - A browser that signed in to this account before (its signed device cookie) is exempt from
 *   the per-subject limits, not from the per-address one: an attacker guessing from elsewhere
 *   cannot lock the real owner out.
 */
export const SIGN_IN_LIMITS = {
  perAddress: { max: 5, windowMs: 15 * 60_000 },
  perSubject: { max: 20, windowMs: 60 * 60_000 },
  /** Tries per subject before the pause between tries starts. */
  pauseAfter: 5,
  firstPauseMs: 1000,
  maxPauseMs: 60_000,
} as const;

/** What is guessed: an owner account, a page's password, a member account. Keeps counters apart. */
export type SignInScope = 'owner' | 'page' | 'member';

type Limits = Omit<typeof SIGN_IN_LIMITS, 'perAddress' | 'pauseAfter'> & {
  perAddress: { max: number; windowMs: number };
  pauseAfter: number;
};

/**
 * Members (site visitors with an account) get 8 tries per address and account per hour, as
 * Ghost's members sign-in does, before the pause starts; owners and page passwords keep the
 * stricter limits above.
 */
export const MEMBER_SIGN_IN_LIMITS: Limits = {
  ...SIGN_IN_LIMITS,
  perAddress: { max: 8, windowMs: 60 * 60_000 },
  pauseAfter: 8,
};

const limitsFor = (scope: SignInScope): Limits =>
  scope === 'member' ? MEMBER_SIGN_IN_LIMITS : SIGN_IN_LIMITS;

export interface SignInAttempt {
  scope: SignInScope;
  /** The account's normalised e-mail, or the page's collection id. */
  subject: string;
  /** The client's address as the server trusts it (request.ip). */
  address: string;
  /** A device cookie for this subject was presented and verified. */
  knownDevice: boolean;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterMs: number };

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;

// Reserve one try: refuse if any applicable limit is reached, else count it (as if it failed).
// KEYS: per-address counter, per-subject counter, per-subject "not before" instant.
// ARGV: now, address max, address window, subject max, subject window, pause after, first pause,
//       max pause, known device (1/0).
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local byAddress = tonumber(redis.call('GET', KEYS[1]) or '0')
if byAddress >= tonumber(ARGV[2]) then return redis.call('PTTL', KEYS[1]) end
if ARGV[9] == '0' then
  local bySubject = tonumber(redis.call('GET', KEYS[2]) or '0')
  if bySubject >= tonumber(ARGV[4]) then return redis.call('PTTL', KEYS[2]) end
  local notBefore = tonumber(redis.call('GET', KEYS[3]) or '0')
  if notBefore > now then return notBefore - now end
  bySubject = redis.call('INCR', KEYS[2])
  if bySubject == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[5]) end
  if bySubject > tonumber(ARGV[6]) then
    local pause = math.min(tonumber(ARGV[7]) * 2 ^ (bySubject - tonumber(ARGV[6]) - 1), tonumber(ARGV[8]))
    redis.call('SET', KEYS[3], now + pause, 'PX', ARGV[5])
  end
end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 0
`;

const pauseFor = (triesSoFar: number, limits: Limits) =>
  Math.min(limits.firstPauseMs * 2 ** (triesSoFar - limits.pauseAfter - 1), limits.maxPauseMs);

export function createSignInLimiter({
  sharedState,
  clock = () => new Date(),
}: {
  sharedState: SharedState;
  clock?: () => Date;
}) {
  const keysOf = (attempt: SignInAttempt) => {
    const base = `${sharedState.keyPrefix}sign-in:${attempt.scope}:${attempt.subject}`;
    return { address: `${base}:ip:${attempt.address}`, subject: base, notBefore: `${base}:not-before` };
  };

  // Without Redis: counters with their own expiry, changed in one synchronous step (no await between check and count).
  const counters = new LRUCache<string, { count: number; expiresAt: number }>({ max: 100_000 });
  const local = {
    count(key: string, now: number): number {
      const entry = counters.get(key);
      return entry && entry.expiresAt > now ? entry.count : 0;
    },
    increment(key: string, now: number, windowMs: number): number {
      const entry = counters.get(key);
      const next =
        entry && entry.expiresAt > now
          ? { count: entry.count + 1, expiresAt: entry.expiresAt }
          : { count: 1, expiresAt: now + windowMs };
      counters.set(key, next);
      return next.count;
    },
    remaining(key: string, now: number): number {
      return Math.max((counters.get(key)?.expiresAt ?? now) - now, 1);
    },
  };

  function reserveLocally(attempt: SignInAttempt, now: number): Reservation {
    const keys = keysOf(attempt);
    const limits = limitsFor(attempt.scope);
    const { perAddress, perSubject } = limits;
    if (local.count(keys.address, now) >= perAddress.max)
      return { allowed: false, retryAfterMs: local.remaining(keys.address, now) };
    if (!attempt.knownDevice) {
      if (local.count(keys.subject, now) >= perSubject.max)
        return { allowed: false, retryAfterMs: local.remaining(keys.subject, now) };
      const notBefore = counters.get(keys.notBefore)?.expiresAt ?? 0;
      if (notBefore > now) return { allowed: false, retryAfterMs: notBefore - now };
      const tries = local.increment(keys.subject, now, perSubject.windowMs);
      if (tries > limits.pauseAfter)
        counters.set(keys.notBefore, { count: 1, expiresAt: now + pauseFor(tries, limits) });
    }
    local.increment(keys.address, now, perAddress.windowMs);
    return { allowed: true };
  }

  return {
    /** Counts one try before its password is checked; refused tries are not evaluated at all. */
    async reserve(attempt: SignInAttempt): Promise<Reservation> {
      const now = clock().getTime();
      if (!sharedState.redis) return reserveLocally(attempt, now);
      const keys = keysOf(attempt);
      const limits = limitsFor(attempt.scope);
      const { perAddress, perSubject } = limits;
      const waitMs = Number(
        await sharedState.redis.eval(
          RESERVE_SCRIPT,
          3,
          keys.address,
          keys.subject,
          keys.notBefore,
          now,
          perAddress.max,
          perAddress.windowMs,
          perSubject.max,
          perSubject.windowMs,
          limits.pauseAfter,
          limits.firstPauseMs,
          limits.maxPauseMs,
          attempt.knownDevice ? 1 : 0,
        ),
      );
      return waitMs === 0 ? { allowed: true } : { allowed: false, retryAfterMs: Math.max(waitMs, 1) };
    },

    /** The right password: this address and this subject start afresh. */
    async succeeded(attempt: SignInAttempt): Promise<void> {
      const keys = keysOf(attempt);
      if (sharedState.redis) await sharedState.redis.del(keys.address, keys.subject, keys.notBefore);
      else for (const key of Object.values(keys)) counters.delete(key);
    },

    /**
     * Runs `verify` under the limits: reserve first, then verify; a success clears the counts.
     * Answers `locked` (with how long to wait) without calling `verify` when a limit is reached.
     */
    async attempt<T>(
      attempt: SignInAttempt,
      verify: () => Promise<T | null>,
    ): Promise<
      | { ok: true; value: T }
      | { ok: false; locked: false }
      | { ok: false; locked: true; retryAfterMs: number }
    > {
      const reservation = await this.reserve(attempt);
      if (!reservation.allowed) return { ok: false, locked: true, retryAfterMs: reservation.retryAfterMs };
      const value = await verify();
      if (value === null) return { ok: false, locked: false };
      await this.succeeded(attempt);
      return { ok: true, value };
    },
  };
}
