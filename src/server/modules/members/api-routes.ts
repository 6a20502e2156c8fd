import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  siteUserAcceptedAnswer,
  siteUserMeAnswer,
  siteUserProfileSchema,
  siteUserResetCompleteSchema,
  siteUserResetRequestSchema,
  siteUserSessionAnswer,
  siteUserSessionRequestSchema,
  siteUserSignOutQuery,
  siteUserSignUpSchema,
  siteUserTokenSchema,
  siteUserXsrfHeaders,
} from '../../../shared/api/site-users';
import { AppError } from '../../../shared/errors';
import type { Member } from './service';
import { siteOf, type MemberBrowser } from './browser-session';
import type { MemberAccountParts } from './index';

const answerOf = (member: Member, xsrfToken: string) => ({
  xsrfToken,
  siteUser: { id: member.id, email: member.email, displayName: member.displayName },
});

/**
 * The site-user calls (spec media-and-platform §7), all under the crumb rule. Those that act as
 * the signed-in member also need its XSRF token in `X-Site-User-Xsrf-Token` (`memberCall`).
 */
export function registerMemberApiRoutes(
  app: FastifyInstance,
  parts: MemberAccountParts & { browser: MemberBrowser; perMinute: number },
) {
  const { accounts, sessions, data, browser } = parts;
  // Per address (SIGN_IN_RATE_LIMIT_PER_MINUTE, as owners' sign-in): the limiter also counts per member.
  const SIGN_IN_RATE = { max: parts.perMinute, timeWindow: '1 minute' } as const;
  const MAIL_RATE = SIGN_IN_RATE;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const memberCall = {
    config: { access: 'public' as const },
    preValidation: async (request: FastifyRequest) => {
      await browser.requireMember(request);
    },
  };
  const memberOf = async (request: FastifyRequest) => (await browser.requireMember(request)).member;

  api.post(
    '/api/site-users/account/session',
    {
      config: { access: 'public', rateLimit: SIGN_IN_RATE },
      schema: { body: siteUserSessionRequestSchema, response: { 200: siteUserSessionAnswer } },
    },
    async (request, reply) => {
      const { member, xsrfToken } = await browser.signIn(request, reply, request.body);
      return answerOf(member, xsrfToken);
    },
  );

  api.delete(
    '/api/site-users/account/session',
    { ...memberCall, schema: { querystring: siteUserSignOutQuery, headers: siteUserXsrfHeaders } },
    async (request, reply) => {
      const { cloneCart } = request.query;
      await browser.signOut(request, reply, cloneCart === 'true');
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/site-users/account',
    { config: { access: 'public' }, schema: { response: { 200: siteUserMeAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { member, token } = await browser.current(request);
      if (!member || !token) return { siteUser: null, xsrfToken: null };
      return answerOf(member, sessions.xsrfTokenFor(token));
    },
  );

  api.post(
    '/api/site-users/account',
    {
      config: { access: 'public', rateLimit: MAIL_RATE },
      schema: { body: siteUserSignUpSchema, response: { 202: siteUserAcceptedAnswer } },
    },
    async (request, reply) => {
      await accounts.signUp(siteOf(request).id, request.body);
      return reply.code(202).send({});
    },
  );

  api.post(
    '/api/site-users/account/verify',
    {
      config: { access: 'public', rateLimit: SIGN_IN_RATE },
      schema: { body: siteUserTokenSchema, response: { 200: siteUserSessionAnswer } },
    },
    async (request, reply) => {
      const member = await accounts.verify(siteOf(request).id, request.body.token);
      const { xsrfToken } = await browser.startFor(request, reply, member, false);
      return answerOf(member, xsrfToken);
    },
  );

  api.post(
    '/api/site-users/account/password-reset',
    {
      config: { access: 'public', rateLimit: MAIL_RATE },
      schema: { body: siteUserResetRequestSchema, response: { 202: siteUserAcceptedAnswer } },
    },
    async (request, reply) => {
      await accounts.requestReset(siteOf(request).id, request.body.email);
      return reply.code(202).send({});
    },
  );

  api.post(
    '/api/site-users/account/password-reset/complete',
    { config: { access: 'public', rateLimit: SIGN_IN_RATE }, schema: { body: siteUserResetCompleteSchema } },
    async (request, reply) => {
      const member = await accounts.completeReset(
        siteOf(request).id,
        request.body.token,
        request.body.password,
      );
      await sessions.endAll(member.id);
      browser.clearMemberCookie(reply);
      return reply.code(204).send();
    },
  );

  api.put(
    '/api/site-users/account/profile',
    { ...memberCall, schema: { body: siteUserProfileSchema, headers: siteUserXsrfHeaders } },
    async (request, reply) => {
      await accounts.setDisplayName(await memberOf(request), request.body.displayName);
      return reply.code(204).send();
    },
  );

  api.delete(
    '/api/site-users/account/sessions',
    { ...memberCall, schema: { headers: siteUserXsrfHeaders } },
    async (request, reply) => {
      await sessions.endAll((await memberOf(request)).id);
      browser.clearMemberCookie(reply);
      return reply.code(204).send();
    },
  );

  api.get('/api/site-users/account/export', { config: { access: 'public' } }, async (request, reply) => {
    const { member } = await browser.current(request);
    if (!member) throw new AppError('loginRequired');
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'attachment; filename="my-account.json"')
      .send(await data.export(member));
  });

  api.delete(
    '/api/site-users/account',
    { ...memberCall, schema: { headers: siteUserXsrfHeaders } },
    async (request, reply) => {
      const member = await memberOf(request);
      await data.erase(member, () => accounts.erase(member));
      browser.clearMemberCookie(reply);
      return reply.code(204).send();
    },
  );
}
