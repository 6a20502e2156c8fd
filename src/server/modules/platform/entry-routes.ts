import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completePasswordResetSchema,
  loginRequestSchema,
  passwordResetRequestSchema,
} from '../../../shared/api/auth';
import {
  confirmSignUpRequestSchema,
  createSiteRequestSchema,
  signUpRequestSchema,
} from '../../../shared/api/owners';
import {
  acceptedAnswer,
  createdSiteAnswer,
  openSiteAnswer,
  signedInAnswer,
  signUpAnswer,
  sitesAnswer,
} from '../../../shared/api/platform-answers';
import { AppError } from '../../../shared/errors';
import { ID_PATTERN } from '../../../shared/ids';
import { sameSitePath } from '../../../shared/links/same-site-path';
import { KNOWN_DEVICE_COOKIE, startBrowserSession } from '../accounts';
import type { PlatformRouteDeps } from './routes';

const siteParams = z.object({ websiteId: z.string().regex(ID_PATTERN, 'Unknown site') });
const openBody = z.object({
  frameUrl: z.string().max(2048).startsWith('/', 'Use a path on the site').optional(),
});

/** Each request may send an e-mail: few per address. */
const PASSWORD_RESET_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' } as const;
/** Sign-up creates accounts: a tighter limit than reads. */
const SIGN_UP_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/**
 * Anonymous calls of the platform entry (sign-up, password reset): anyone, on the bare app
 * domain only. A site's host answers 404 before the body is judged, as before the contracts.
 */
const bareAppDomain = async (request: FastifyRequest) => {
  if (request.site) throw new AppError('notFound');
};
const entryCall = (rateLimit: { max: number; timeWindow: string }) =>
  ({ config: { access: 'public', rateLimit }, preValidation: bareAppDomain }) as const;
const PLATFORM_ACCOUNT = { config: { access: 'platform-account' } } as const;

/** The account the access rule admitted (`platform-account` routes only). */
function accountOf(request: FastifyRequest) {
  if (!request.account) throw new Error(`${request.routeOptions.url} declares no platform-account access`);
  return request.account;
}

/** Only same-site paths survive as the editor's frame URL. */
export const safeFramePath = (frameUrl: string | undefined) =>
  frameUrl ? (sameSitePath(frameUrl) ?? undefined) : undefined;

/** The platform entry's JSON API (src/shared/api/platform-answers.ts): accounts and their sites. */
export function registerPlatformEntryRoutes(app: FastifyInstance, deps: PlatformRouteDeps): void {
  const { accounts, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** The sign-up link's calls exist only where sign-up is confirmed by mail (not single-operator mode). */
  const confirmations = () => {
    if (!deps.signUpConfirmations) throw new AppError('notFound');
    return deps.signUpConfirmations;
  };
  const confirmationCall = {
    config: { access: 'public', rateLimit: PASSWORD_RESET_RATE_LIMIT },
    preValidation: async (request: FastifyRequest) => {
      await bareAppDomain(request);
      confirmations();
    },
  } as const;

  // With mail: the same 202 whether or not the address is registered (the mail says which).
  // Without: single-operator mode, signed in at once, and a registered address is said so.
  api.post(
    '/api/platform/sign-up',
    {
      ...entryCall({ ...SIGN_UP_RATE_LIMIT, max: config.signUpRateLimitPer10Minutes }),
      schema: { body: signUpRequestSchema, response: { 201: signUpAnswer, 202: signUpAnswer } },
    },
    async (request, reply) => {
      const input = request.body;
      if (deps.signUpConfirmations) {
        await deps.signUpConfirmations.request(input);
        return reply.code(202).send({ account: null });
      }
      const account = await deps.platform.signUp(input);
      await startBrowserSession(request, reply, accounts, account.id, config.secureCookies);
      return reply.code(201).send({ account });
    },
  );

  // The e-mailed sign-up link, posted by the page it opens: confirmed, then signed in here.
  api.post(
    '/api/platform/sign-up/confirm',
    { ...confirmationCall, schema: { body: confirmSignUpRequestSchema, response: { 200: signedInAnswer } } },
    async (request, reply) => {
      const account = await confirmations().confirm(request.body.token);
      await startBrowserSession(request, reply, accounts, account.id, config.secureCookies);
      return { account };
    },
  );

  // "Send the link again", from the sign-in that said the address is unconfirmed: the password
  // is checked under the sign-in limits, so only its owner can have a link mailed.
  api.post(
    '/api/platform/sign-up/resend',
    { ...confirmationCall, schema: { body: loginRequestSchema, response: { 202: acceptedAnswer } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const { confirmed, ...account } = await deps.signIn.check({
        email,
        password,
        address: request.ip,
        deviceCookie: request.cookies[KNOWN_DEVICE_COOKIE],
      });
      if (!confirmed) await confirmations().resend(account);
      return reply.code(202).send({});
    },
  );

  // Forgot password (platform entry): the same answer whether or not the address has an account.
  api.post(
    '/api/platform/password-reset',
    {
      ...entryCall(PASSWORD_RESET_RATE_LIMIT),
      schema: { body: passwordResetRequestSchema, response: { 202: acceptedAnswer } },
    },
    async (request, reply) => {
      await deps.passwordResets.request(request.body.email);
      return reply.code(202).send({});
    },
  );

  // The link's token and a new password: every session ends, then this browser is signed in here.
  api.post(
    '/api/platform/password-reset/complete',
    {
      ...entryCall(PASSWORD_RESET_RATE_LIMIT),
      schema: { body: completePasswordResetSchema, response: { 200: signedInAnswer } },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const account = await deps.passwordResets.complete(token, password);
      await startBrowserSession(request, reply, accounts, account.id, config.secureCookies);
      return { account };
    },
  );

  api.get(
    '/api/platform/sites',
    { ...PLATFORM_ACCOUNT, schema: { response: { 200: sitesAnswer } } },
    async (request) => ({ sites: await deps.platform.listSites(accountOf(request).id) }),
  );

  api.post(
    '/api/platform/sites',
    { ...PLATFORM_ACCOUNT, schema: { body: createSiteRequestSchema, response: { 201: createdSiteAnswer } } },
    async (request, reply) => {
      const site = await deps.platform.createSite(accountOf(request).id, request.body);
      return reply.code(201).send({ site });
    },
  );

  api.post(
    '/api/platform/sites/:websiteId/open',
    {
      ...PLATFORM_ACCOUNT,
      schema: { params: siteParams, body: openBody, response: { 200: openSiteAnswer } },
    },
    async (request) => {
      const { websiteId } = request.params;
      const frameUrl = safeFramePath(request.body.frameUrl);
      return { url: await deps.platform.openSite(accountOf(request).id, websiteId, frameUrl) };
    },
  );
}
