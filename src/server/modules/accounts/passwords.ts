import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { AppError } from '../../../shared/errors';

/**
 * Passwords are hashed with scrypt (memory-hard, in node:crypto, no native build step), stored
 * as `scrypt$N$r$p$salt$hash` so the cost can be raised without breaking old hashes: a hash
 * below the current cost is replaced on the next successful sign-in (`needsRehash`).
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const PASSWORD_COSTS = {
  /** OWASP's minimum for scrypt: about 0.5 s and 128 MiB a hash on a small server. */
  owasp: { N: 2 ** 17, r: 8, p: 1 },
  /** For tests only (PASSWORD_HASH_COST=test): the same algorithm, fast. */
  test: { N: 2 ** 10, r: 8, p: 1 },
} as const satisfies Record<string, ScryptCost>;
export type PasswordCostName = keyof typeof PASSWORD_COSTS;

/** At most this many hashes run at once per process: each holds 128 MiB and a libuv thread. */
export const HASHING_CONCURRENCY = 2;
/** Hashes waiting beyond this answer 503 at once (a sign-in flood must not starve page rendering). */
export const HASHING_QUEUE_LIMIT = 8;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128 * N * r * p bytes; Node's default ceiling (32 MiB) is far too low for N = 2^17.
  const options: ScryptOptions = { ...cost, maxmem: 2 * 128 * cost.N * cost.r * cost.p };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;

export function createPasswordHasher({
  cost = PASSWORD_COSTS.owasp,
  concurrency = HASHING_CONCURRENCY,
  queueLimit = HASHING_QUEUE_LIMIT,
}: { cost?: ScryptCost; concurrency?: number; queueLimit?: number } = {}) {
  let running = 0;
  const waiting: Array<() => void> = [];

  /** Runs one hash when a slot is free; refuses at once when the queue is full. */
  async function inQueue<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= queueLimit) throw new AppError('passwordCheckBusy').retryAfter(2000);
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running++;
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line, or free it.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await inQueue(() => scrypt(password, salt, cost));
    return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join(
      '$',
    );
  }

  let decoy: Promise<string> | undefined;

  return {
    cost,
    hash,

    /** Whether the password matches, and whether its hash is below the current cost (rehash it then). */
    async verify(password: string, stored: string): Promise<{ matches: boolean; needsRehash: boolean }> {
      const [scheme, n, r, p, salt, expectedHash] = stored.split('$');
      if (scheme !== 'scrypt' || !salt || !expectedHash) return { matches: false, needsRehash: false };
      const storedCost = { N: Number(n), r: Number(r), p: Number(p) };
      const expected = Buffer.from(expectedHash, 'base64url');
      const actual = await inQueue(() => scrypt(password, Buffer.from(salt, 'base64url'), storedCost));
      const matches = actual.length === expected.length && timingSafeEqual(actual, expected);
      const needsRehash = storedCost.N < cost.N || storedCost.r < cost.r || storedCost.p < cost.p;
      return { matches, needsRehash };
    },

    /** A hash of a random password, compared against when the e-mail is unknown so that timing does not reveal which accounts exist. */
    decoyHash(): Promise<string> {
      // A refused first try (queue full) must not leave a failed promise behind for good.
      decoy ??= hash(randomBytes(16).toString('hex')).catch((error: unknown) => {
        decoy = undefined;
        throw error;
      });
      return decoy;
    },

    /** Hashes running and waiting now (bench and tests). */
    load: () => ({ running, waiting: waiting.length }),
  };
}
