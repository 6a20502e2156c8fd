import { LRUCache } from 'lru-cache';
import { AppError } from '../../../shared/errors';
import type { SharedState } from '../../shared-state/shared-state';
import type { Account, AccountService } from './service';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Brute-force limit per account: after LOGIN_FAILURE_LIMIT wrong passwords for one e-mail
 * within the lock window, sign-in for it is refused until the window passes (the per-address
 * limit is the route's rate limit). Counters live in Redis when configured, so every process
 * agrees.
 */
export function createLoginThrottle({ sharedState }: { sharedState: SharedState }) {
  const local = new LRUCache<string, number>({ max: 50_000, ttl: LOGIN_LOCK_MS });
  const keyOf = (email: string) => `${sharedState.keyPrefix}login-failures:${email.trim().toLowerCase()}`;

  async function failures(email: string): Promise<number> {
    if (sharedState.redis) return Number((await sharedState.redis.get(keyOf(email))) ?? 0);
    return local.get(keyOf(email)) ?? 0;
  }

  return {
    async assertAllowed(email: string): Promise<void> {
      if ((await failures(email)) >= LOGIN_FAILURE_LIMIT) throw new AppError('signInLocked');
    },
    async recordFailure(email: string): Promise<void> {
      const key = keyOf(email);
      if (sharedState.redis) {
        const count = await sharedState.redis.incr(key);
        if (count === 1) await sharedState.redis.pexpire(key, LOGIN_LOCK_MS);
        return;
      }
      // The window starts at the first failure, as with Redis.
      const count = (local.get(key) ?? 0) + 1;
      local.set(key, count, count === 1 ? {} : { ttl: local.getRemainingTTL(key) });
    },
    /** Authenticates unless the account is locked; counts a failure, clears the count on success. */
    async authenticate(
      accounts: Pick<AccountService, 'authenticate'>,
      email: string,
      password: string,
    ): Promise<Account> {
      await this.assertAllowed(email);
      try {
        const account = await accounts.authenticate(email, password);
        await this.reset(email);
        return account;
      } catch (error) {
        if (error instanceof AppError && error.code === 'invalidCredentials') await this.recordFailure(email);
        throw error;
      }
    },
    async reset(email: string): Promise<void> {
      if (sharedState.redis) await sharedState.redis.del(keyOf(email));
      else local.delete(keyOf(email));
    },
  };
}
