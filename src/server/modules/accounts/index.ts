/** The accounts module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
import { defineModule } from '../../module-contract';
import { createHandoffService } from './handoff';
import { createKnownDevices } from './known-devices';
import { createPasswordSignIn } from './password-sign-in';
import { PASSWORD_COSTS, createPasswordHasher } from './passwords';
import { registerAccountRoutes } from './routes';
import { accountJobs, createAccountService } from './service';
import { createSignInLimiter } from './sign-in-limiter';

export { createHandoffService } from './handoff';
export type { HandoffService } from './handoff';
export { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_LIFETIME_MS, createKnownDevices } from './known-devices';
export { createPasswordResets } from './password-reset';
export type { PasswordResets } from './password-reset';
export { createPasswordSignIn } from './password-sign-in';
export type { PasswordSignIn } from './password-sign-in';
export { PASSWORD_COSTS, createPasswordHasher } from './passwords';
export type { PasswordHasher } from './passwords';
export { loginRateLimit, clearSessionCookies, completePasswordSignIn, startBrowserSession } from './routes';
export { accountJobs, canEditContent, createAccountService } from './service';
export type { Account, AccountService } from './service';
export { MEMBER_SIGN_IN_LIMITS, createSignInLimiter } from './sign-in-limiter';
export type { SignInLimiter } from './sign-in-limiter';
export { hashToken, newToken } from './tokens';
export { createSignUpConfirmations } from './sign-up-confirmation';
export type { Addressee, SignUpConfirmations, SignUpMail } from './sign-up-confirmation';

/** Owners' accounts and sessions: password sign-in, its limiter, known devices, the app hand-off. */
export const accountsModule = defineModule({
  name: 'accounts',
  create({ config, db, sharedState, clock, secret }, _needs: Record<string, never>) {
    // One hashing queue per process, for owners' and page passwords alike.
    const passwords = createPasswordHasher({ cost: PASSWORD_COSTS[config.passwordHashCost] });
    const accounts = createAccountService({ db, passwords, clock });
    const signInLimiter = createSignInLimiter({ sharedState, clock });
    const signIn = createPasswordSignIn({
      accounts,
      limiter: signInLimiter,
      devices: createKnownDevices({ secret }),
    });
    // Owners' app and platform entry (issue 3).
    const handoff = createHandoffService({ db, clock });
    return {
      services: { passwords, accounts, signInLimiter, signIn, handoff },
      jobs: accountJobs(accounts),
      registerRoutes: (app) =>
        registerAccountRoutes(app, {
          accounts,
          signIn,
          secureCookies: config.secureCookies,
          signInRateLimitPerMinute: config.signInRateLimitPerMinute,
        }),
    };
  },
});
