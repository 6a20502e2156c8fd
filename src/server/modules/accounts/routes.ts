import type { FastifyInstance, FastifyReply } from 'fastify';
import { loginRequestSchema, type LoginResponse } from '../../../shared/api/auth';
import { COOKIE } from '../../plugins/request-context';
import { parseInput } from '../../plugins/validation';
import type { LoginThrottle } from './login-throttle';
import type { AccountService } from './service';

export const LOGIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export function setSessionCookies(
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
  accountId: string,
  secure: boolean,
): void {
  reply.setCookie(COOKIE.session, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: session.expiresAt,
  });
  reply.setCookie(COOKIE.lastIdentity, accountId, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    expires: session.expiresAt,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(COOKIE.session, { path: '/' });
  reply.clearCookie(COOKIE.lastIdentity, { path: '/' });
}

export function registerAccountRoutes(
  app: FastifyInstance,
  {
    accounts,
    throttle,
    secureCookies,
  }: { accounts: AccountService; throttle: LoginThrottle; secureCookies: boolean },
): void {
  app.post('/api/auth/Login', { config: { rateLimit: LOGIN_RATE_LIMIT } }, async (request, reply) => {
    const { email, password } = parseInput(loginRequestSchema, request.body);
    const account = await throttle.authenticate(accounts, email, password);
    const session = await accounts.startSession(account.id);
    setSessionCookies(reply, session, account.id, secureCookies);
    const body: LoginResponse = { account };
    return body;
  });

  app.post('/api/auth/Logout', async (request, reply) => {
    if (request.sessionToken) await accounts.endSession(request.sessionToken);
    clearSessionCookies(reply);
    return reply.code(204).send();
  });

  app.get('/api/auth/me', async (request) => ({ account: request.account }));
}
