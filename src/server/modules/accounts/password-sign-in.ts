import { AppError } from '../../../shared/errors';
import type { KnownDevices } from './known-devices';
import { normalizeEmail, type Account, type AccountService } from './service';
import type { SignInLimiter } from './sign-in-limiter';

export type PasswordSignIn = ReturnType<typeof createPasswordSignIn>;

/**
 * Owners' sign-in by e-mail and password, under the sign-in limiter: the try is counted before
 * the password is checked. Answers the account and a fresh known-device cookie value, or
 * throws signInLocked (with Retry-After) or invalidCredentials.
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
  return {
    async signIn(input: {
      email: string;
      password: string;
      address: string;
      deviceCookie: string | undefined;
    }): Promise<{ account: Account; deviceCookie: string }> {
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
      if (result.ok) return { account: result.value, deviceCookie: devices.issue('owner', subject) };
      if (result.locked) throw new AppError('signInLocked').retryAfter(result.retryAfterMs);
      throw new AppError('invalidCredentials');
    },
  };
}
