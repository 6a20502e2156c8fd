import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  meAnswer,
  signedInAnswer,
} from '../../../shared/api/auth';
import { AppError } from '../../../shared/errors';
import { COOKIE } from '../../plugins/request-context';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_LIFETIME_MS } from './known-devices';
import type { PasswordSignIn } from './password-sign-in';
import type { Account, AccountService } from './service';

/** Per address, across all accounts (the sign-in limiter counts per address *and* account). */
/** Sign-in attempts per address (SIGN_IN_RATE_LIMIT_PER_MINUTE, 10 by default), on the API and the owners' form alike. */
export const loginRateLimit = (perMinute: number) => ({ max: perMinute, timeWindow: '1 minute' }) as const;

/**
 * Starts a session bound to the host of this request (its site, or the platform entry) and
 * sets its cookies. `ss_lastid` is HttpOnly: page scripts have no use for it and the server
 * clears it on logout.
 */
export async function startBrowserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  accounts: Pick<AccountService, 'startSession'>,
  accountId: string,
  secure: boolean,
): Promise<void> {
  const session = await accounts.startSession(accountId, request.site?.id ?? null);
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: session.expiresAt } as const;
  reply.setCookie(COOKIE.session, session.token, options);
  reply.setCookie(COOKIE.lastIdentity, accountId, options);
}

/** Signs the browser in after a checked password: a session, and the known-device cookie. */
export async function completePasswordSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  accounts: Pick<AccountService, 'startSession'>,
  signedIn: { account: Account; deviceCookie: string },
  secure: boolean,
): Promise<void> {
  await startBrowserSession(request, reply, accounts, signedIn.account.id, secure);
  reply.setCookie(KNOWN_DEVICE_COOKIE, signedIn.deviceCookie, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: KNOWN_DEVICE_LIFETIME_MS / 1000,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(COOKIE.session, { path: '/' });
  reply.clearCookie(COOKIE.lastIdentity, { path: '/' });
}

/** Route-level check before the schema's validation: an anonymous call gets 401 whatever its body. */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  if (!request.account || !request.sessionToken) throw new AppError('loginRequired');
}

export function registerAccountRoutes(
  app: FastifyInstance,
  {
    accounts,
    signIn,
    secureCookies,
    signInRateLimitPerMinute,
  }: {
    accounts: AccountService;
    signIn: PasswordSignIn;
    secureCookies: boolean;
    signInRateLimitPerMinute: number;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/Login',
    {
      config: { access: 'public', rateLimit: loginRateLimit(signInRateLimitPerMinute) },
      schema: { body: loginRequestSchema, response: { 200: signedInAnswer } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const signedIn = await signIn.signIn({
        email,
        password,
        address: request.ip,
        deviceCookie: request.cookies[KNOWN_DEVICE_COOKIE],
      });
      await completePasswordSignIn(request, reply, accounts, signedIn, secureCookies);
      return { account: signedIn.account };
    },
  );

  // A page opened signed in whose session has since ended (expired, signed out elsewhere): its
  // logout is refused with authorizationFail, so it learns the page no longer matches the
  // server (the runtime offers to reload); the stale cookie is cleared all the same.
  api.post('/api/auth/Logout', { config: { access: 'public' } }, async (request, reply) => {
    if (request.sessionToken) await accounts.endSession(request.sessionToken);
    const stale = request.cookies[COOKIE.session] !== undefined && request.sessionToken === null;
    clearSessionCookies(reply);
    if (stale) throw new AppError('authorizationFail');
    return reply.code(204).send();
  });

  api.get(
    '/api/auth/me',
    { config: { access: 'public' }, schema: { response: { 200: meAnswer } } },
    async (request) => ({ account: request.account }),
  );

  // Password change: the current password is checked under the sign-in limits (a stolen session
  // cannot guess it faster than a sign-in could), then every other session ends, on every host.
  api.post(
    '/api/auth/password',
    {
      config: { access: 'public' },
      preValidation: requireSignedIn,
      schema: { body: changePasswordRequestSchema },
    },
    async (request, reply) => {
      const account = request.account!;
      const input = request.body;
      try {
        await signIn.signIn({
          email: account.email,
          password: input.currentPassword,
          address: request.ip,
          deviceCookie: request.cookies[KNOWN_DEVICE_COOKIE],
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'invalidCredentials')
          throw new AppError('currentPasswordWrong', {
            currentPassword: 'Your current password is not correct.',
          });
        throw error;
      }
      await accounts.setPassword(account.id, input.newPassword);
      await accounts.endOtherSessions(account.id, request.sessionToken!);
      return reply.code(204).send();
    },
  );
}
