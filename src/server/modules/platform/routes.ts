import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmSignUpRequestSchema,
  createSiteRequestSchema,
  signUpRequestSchema,
} from '../../../shared/api/owners';
import { AppError } from '../../../shared/errors';
import { ID_PATTERN } from '../../../shared/ids';
import { sameSitePath } from '../../../shared/links/same-site-path';
import { siteUrl, type AppConfig } from '../../config';
import { parseInput } from '../../plugins/validation';
import type { AssetManifest } from '../../render/assets';
import {
  acceptedAnswer,
  completePasswordResetSchema,
  loginRequestSchema,
  passwordResetRequestSchema,
  signedInAnswer,
  signUpAnswer,
} from '../../../shared/api/auth';
import {
  clearSessionCookies,
  completePasswordSignIn,
  KNOWN_DEVICE_COOKIE,
  LOGIN_RATE_LIMIT,
  startBrowserSession,
  type AccountService,
  type HandoffService,
  type PasswordResets,
  type PasswordSignIn,
  type SignUpConfirmations,
} from '../accounts';
import { signInPage, signedInPage } from './pages';
import type { PlatformService } from './service';
import { appShell, type AppBoot } from './shell';

const signInForm = z.object({
  email: z.string().trim().max(256).default(''),
  password: z.string().max(1024).default(''),
  crumb: z.string().default(''),
});
const siteParams = z.object({ websiteId: z.string().regex(ID_PATTERN, 'Unknown site') });
const openBody = z.object({
  frameUrl: z.string().max(2048).startsWith('/', 'Use a path on the site').optional(),
});
const handoffQuery = z.object({
  token: z.string().min(16).max(128),
  frameUrl: z.string().max(2048).optional(),
});
/**
 * Anonymous and without JavaScript: a foreign Origin is refused, a missing or `null` one (the
 * hand-off error page is no-referrer) accepted (plugins/crumb.ts); the form's hidden crumb is
 * checked by the route itself.
 */
const SIGN_IN_ROUTE = { config: { csrf: 'same-origin', rateLimit: LOGIN_RATE_LIMIT } } as const;
/** Each request may send an e-mail: few per address. */
const PASSWORD_RESET_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' } as const;
/** Sign-up creates accounts: a tighter limit than reads. */
const SIGN_UP_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

const sendHtml = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(body);

/** Form posts outside /api/ carry the crumb as a hidden field; same check, same token. */
function requireFormCrumb(request: FastifyRequest, sent: string): void {
  if (sent === '' || sent !== request.crumb) throw new AppError('crumbFail');
}

/** Platform-entry calls answer only on the bare app domain, for a signed-in account. */
function requirePlatformAccount(request: FastifyRequest) {
  if (request.site) throw new AppError('notFound');
  if (!request.account) throw new AppError('loginRequired');
  return request.account;
}

const platformUrl = (config: Readonly<AppConfig>) => `${config.publicProtocol}://${config.appDomain}/`;

/** Only same-site paths survive as the editor's frame URL. */
const safeFramePath = (frameUrl: string | undefined) =>
  frameUrl ? (sameSitePath(frameUrl) ?? undefined) : undefined;

export interface PlatformRouteDeps {
  accounts: AccountService;
  signIn: PasswordSignIn;
  passwordResets: PasswordResets;
  /** Null in single-operator mode (no SMTP_URL): sign-up signs in at once. */
  signUpConfirmations: SignUpConfirmations | null;
  handoff: HandoffService;
  platform: PlatformService;
  config: Readonly<AppConfig>;
  manifest: AssetManifest;
}

export function registerPlatformRoutes(app: FastifyInstance, deps: PlatformRouteDeps): void {
  const { accounts, config, manifest } = deps;

  // The owners' app: sign-in (server-rendered, works without JavaScript) until signed in, then the React app.
  const configApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const site = request.site;
    if (!site) throw new AppError('notFound');
    if (!request.account)
      return sendHtml(
        reply,
        200,
        signInPage({ platformUrl: platformUrl(config), siteTitle: site.title, crumb: request.crumb }),
      );
    const role = await accounts.roleOn(site.id, request.account.id);
    if (role === null) {
      return sendHtml(
        reply,
        200,
        signedInPage({
          siteTitle: site.title,
          siteUrl: siteUrl(config, site.identifier),
          displayName: request.account.displayName,
          email: request.account.email,
          crumb: request.crumb,
          isContributor: false,
        }),
      );
    }
    const boot: AppBoot = {
      app: 'config',
      account: request.account,
      site: {
        id: site.id,
        identifier: site.identifier,
        title: site.title,
        url: siteUrl(config, site.identifier),
      },
      appDomain: config.appDomain,
    };
    return sendHtml(reply, 200, appShell(manifest, boot, `${site.title} — Owners`));
  };
  app.get('/config/', configApp);
  app.get('/config/*', configApp);

  app.post('/config/sign-in', SIGN_IN_ROUTE, async (request, reply) => {
    const site = request.site;
    if (!site) throw new AppError('notFound');
    const form = parseInput(signInForm, request.body);
    requireFormCrumb(request, form.crumb);
    try {
      const signedIn = await deps.signIn.signIn({
        email: form.email,
        password: form.password,
        address: request.ip,
        deviceCookie: request.cookies[KNOWN_DEVICE_COOKIE],
      });
      await completePasswordSignIn(request, reply, accounts, signedIn, config.secureCookies);
      return reply.redirect('/config/', 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendHtml(
        reply,
        error.status,
        signInPage({
          platformUrl: platformUrl(config),
          siteTitle: site.title,
          crumb: request.crumb,
          error: error.message,
          email: form.email,
        }),
      );
    }
  });

  // Needs the crumb (its hidden field) like every signed-in call: plugins/crumb.ts checks it.
  app.post('/config/sign-out', async (request, reply) => {
    if (request.sessionToken) await accounts.endSession(request.sessionToken);
    clearSessionCookies(reply);
    return reply.redirect('/?logout=true', 303);
  });

  // The hand-off from the platform entry: trade the one-time token for this host's own session.
  app.get('/config/handoff', async (request, reply) => {
    const site = request.site;
    if (!site) throw new AppError('notFound');
    reply.header('referrer-policy', 'no-referrer');
    const parsed = handoffQuery.safeParse(request.query);
    const accountId = parsed.success ? await deps.handoff.redeem(parsed.data.token, site.id) : null;
    if (!accountId)
      return sendHtml(
        reply,
        400,
        signInPage({
          platformUrl: platformUrl(config),
          siteTitle: site.title,
          crumb: request.crumb,
          error: new AppError('handoffInvalid').message,
        }),
      );
    await startBrowserSession(request, reply, accounts, accountId, config.secureCookies);
    const frame = safeFramePath(parsed.success ? parsed.data.frameUrl : undefined);
    return reply.redirect(frame ? `/config/?frameUrl=${encodeURIComponent(frame)}` : '/config/', 303);
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  /** Sign-up and password reset answer on the bare app domain only: a site's host is a 404 whatever the body. */
  const onPlatformEntry = async (request: FastifyRequest) => {
    if (request.site) throw new AppError('notFound');
  };
  /** Sign-up confirmation exists only with mail (not in single-operator mode). */
  const withConfirmations = async (request: FastifyRequest) => {
    if (request.site || !deps.signUpConfirmations) throw new AppError('notFound');
  };
  const entryCall = (preValidation: typeof onPlatformEntry, rateLimit: { max: number; timeWindow: string }) =>
    ({ config: { access: 'public', rateLimit }, preValidation }) as const;

  // With mail: the same 202 whether or not the address is registered (the mail says which).
  // Without: single-operator mode, signed in at once, and a registered address is said so.
  api.post(
    '/api/platform/sign-up',
    {
      ...entryCall(onPlatformEntry, SIGN_UP_RATE_LIMIT),
      schema: { body: signUpRequestSchema, response: { 201: signUpAnswer, 202: signUpAnswer } },
    },
    async (request, reply) => {
      const input = request.body;
      if (deps.signUpConfirmations) {
        await deps.signUpConfirmations.request(input);
        reply.code(202);
        return { account: null };
      }
      const account = await deps.platform.signUp(input);
      await startBrowserSession(request, reply, accounts, account.id, config.secureCookies);
      reply.code(201);
      return { account };
    },
  );

  // The e-mailed sign-up link, posted by the page it opens: confirmed, then signed in here.
  api.post(
    '/api/platform/sign-up/confirm',
    {
      ...entryCall(withConfirmations, PASSWORD_RESET_RATE_LIMIT),
      schema: { body: confirmSignUpRequestSchema, response: { 200: signedInAnswer } },
    },
    async (request, reply) => {
      const account = await deps.signUpConfirmations!.confirm(request.body.token);
      await startBrowserSession(request, reply, accounts, account.id, config.secureCookies);
      return { account };
    },
  );

  // "Send the link again", from the sign-in that said the address is unconfirmed: the password
  // is checked under the sign-in limits, so only its owner can have a link mailed.
  api.post(
    '/api/platform/sign-up/resend',
    {
      ...entryCall(withConfirmations, PASSWORD_RESET_RATE_LIMIT),
      schema: { body: loginRequestSchema, response: { 202: acceptedAnswer } },
    },
    async (request, reply) => {
      const { confirmed, ...account } = await deps.signIn.check({
        email: request.body.email,
        password: request.body.password,
        address: request.ip,
        deviceCookie: request.cookies[KNOWN_DEVICE_COOKIE],
      });
      if (!confirmed) await deps.signUpConfirmations!.resend(account);
      reply.code(202);
      return {};
    },
  );

  // Forgot password (platform entry): the same answer whether or not the address has an account.
  api.post(
    '/api/platform/password-reset',
    {
      ...entryCall(onPlatformEntry, PASSWORD_RESET_RATE_LIMIT),
      schema: { body: passwordResetRequestSchema, response: { 202: acceptedAnswer } },
    },
    async (request, reply) => {
      await deps.passwordResets.request(request.body.email);
      reply.code(202);
      return {};
    },
  );

  // The link's token and a new password: every session ends, then this browser is signed in here.
  api.post(
    '/api/platform/password-reset/complete',
    {
      ...entryCall(onPlatformEntry, PASSWORD_RESET_RATE_LIMIT),
      schema: { body: completePasswordResetSchema, response: { 200: signedInAnswer } },
    },
    async (request, reply) => {
      const account = await deps.passwordResets.complete(request.body.token, request.body.password);
      await startBrowserSession(request, reply, accounts, account.id, config.secureCookies);
      return { account };
    },
  );

  app.get('/api/platform/sites', async (request) => {
    const account = requirePlatformAccount(request);
    return { sites: await deps.platform.listSites(account.id) };
  });

  app.post('/api/platform/sites', async (request, reply) => {
    const account = requirePlatformAccount(request);
    const input = parseInput(createSiteRequestSchema, request.body);
    return reply.code(201).send({ site: await deps.platform.createSite(account.id, input) });
  });

  app.post('/api/platform/sites/:websiteId/open', async (request) => {
    const account = requirePlatformAccount(request);
    const { websiteId } = parseInput(siteParams, request.params);
    const { frameUrl } = parseInput(openBody, request.body ?? {});
    return { url: await deps.platform.openSite(account.id, websiteId, safeFramePath(frameUrl)) };
  });
}

/** The platform's own front door at the bare app domain: the platform entry app. */
export function platformHome(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { config: Readonly<AppConfig>; manifest: AssetManifest },
) {
  const boot: AppBoot = {
    app: 'platform',
    account: request.account,
    site: null,
    appDomain: deps.config.appDomain,
    demoUrl: deps.config.seedDemo ? siteUrl(deps.config, 'demo') : null,
  };
  return sendHtml(reply, 200, appShell(deps.manifest, boot, 'Sitebuilder'));
}
