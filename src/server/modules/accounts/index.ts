/** The accounts module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
export { createHandoffService } from './handoff';
export type { HandoffService } from './handoff';
export { KNOWN_DEVICE_COOKIE, createKnownDevices } from './known-devices';
export { createPasswordResets } from './password-reset';
export type { PasswordResets } from './password-reset';
export { createPasswordSignIn } from './password-sign-in';
export type { PasswordSignIn } from './password-sign-in';
export { PASSWORD_COSTS, createPasswordHasher } from './passwords';
export type { PasswordHasher } from './passwords';
export {
  LOGIN_RATE_LIMIT,
  clearSessionCookies,
  completePasswordSignIn,
  registerAccountRoutes,
  startBrowserSession,
} from './routes';
export { accountJobs, canEditContent, createAccountService } from './service';
export type { Account, AccountService } from './service';
export { createSignInLimiter } from './sign-in-limiter';
export type { SignInLimiter } from './sign-in-limiter';
export { newToken } from './tokens';
export { createSignUpConfirmations } from './sign-up-confirmation';
export type { Addressee, SignUpConfirmations, SignUpMail } from './sign-up-confirmation';
