import { AppError } from '../../../shared/errors';
import type { KnownDevices } from './known-devices';
import { normalizeEmail, type Account, type AccountService, type CheckedAccount } from './service';
import type { SignInLimiter } from './sign-in-limiter';

export type PasswordSignIn = ReturnType<typeof createPasswordSignIn>;

/**
 * Owners' sign-in by e-mail and password, under the sign-in limiter: the try is counted before
 * the password is checked. Answers the account and a fresh known-device cookie value, or
 * throws signInLocked (with Retry-After), invalidCredentials, or accountUnconfirmed (right
 * password, e-mail address not confirmed yet: said only to someone who knows the password).
 */
export function createPasswordSignIn({
  accounts,
  limiter,
  devices,
}: {
  accounts: Pick<AccountService, 'checkPassword'>;
  limiter: SignInLimiter;
  devices: KnownDevices;
}) {
  type Attempt = { email: string; password: string; address: string; deviceCookie: string | undefined };

  /** The password check under the limiter, confirmed or not. */
  async function check(input: Attempt): Promise<CheckedAccount> {
    const subject = normalizeEmail(input.email);
    const result = await limiter.attempt(
      {
        scope: 'owner',
        subject,
        address: input.address,
        knownDevice: devices.vouchesFor(input.deviceCookie, 'owner', subject),
      },
      () => accounts.checkPassword(subject, input.password),
    );
    if (result.ok) return result.value;
    if (result.locked) throw new AppError('signInLocked').retryAfter(result.retryAfterMs);
    throw new AppError('invalidCredentials');
  }

  return {
    async signIn(input: Attempt): Promise<{ account: Account; deviceCookie: string }> {
      const { confirmed, ...account } = await check(input);
      if (!confirmed) throw new AppError('accountUnconfirmed');
      return { account, deviceCookie: devices.issue('owner', normalizeEmail(input.email)) };
    },

    /** The same check for asking the sign-up link again: only whoever knows the password may. */
    check,
  };
}
