import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { siteUrl, type AppConfig } from '../../config';
import type { AssetManifest } from '../../render/assets';
import {
  clearSessionCookies,
  completePasswordSignIn,
  KNOWN_DEVICE_COOKIE,
  loginRateLimit,
  startBrowserSession,
  type AccountService,
  type HandoffService,
  type PasswordResets,
  type PasswordSignIn,
  type SignUpConfirmations,
} from '../accounts';
import { registerPlatformEntryRoutes, safeFramePath } from './entry-routes';
import { signInPage, signedInPage } from './pages';
import type { PlatformService } from './service';
import { appShell, type AppBoot } from './shell';

const signInForm = z.object({
  email: z.string().trim().max(256).default(''),
  password: z.string().max(1024).default(''),
  crumb: z.string().default(''),
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
const signInRoute = (perMinute: number) =>
  ({
    config: { access: 'public', csrf: 'same-origin', rateLimit: loginRateLimit(perMinute) },
    // The bare app domain has no owners' sign-in: 404 before the form is judged.
    preValidation: async (request: FastifyRequest) => {
      if (!request.site) throw new AppError('notFound');
    },
    schema: { body: signInForm, consumes: ['application/x-www-form-urlencoded'] },
  }) as const;
/** Pages of the owners' app (HTML): anyone may ask; each handler decides what a caller sees. */
const PAGE = { config: { access: 'public' } } as const;

const sendHtml = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(body);

/** Form posts outside /api/ carry the crumb as a hidden field; same check, same token. */
function requireFormCrumb(request: FastifyRequest, sent: string): void {
  if (sent === '' || sent !== request.crumb) throw new AppError('crumbFail');
}

const platformUrl = (config: Readonly<AppConfig>) => `${config.publicProtocol}://${config.appDomain}/`;

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
  app.get('/config/', PAGE, configApp);
  app.get('/config/*', PAGE, configApp);

  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/config/sign-in', signInRoute(config.signInRateLimitPerMinute), async (request, reply) => {
      const site = request.site!;
      const form = request.body;
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
        if (error.retryAfterSeconds !== undefined)
          reply.header('retry-after', String(error.retryAfterSeconds));
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
  app.post('/config/sign-out', PAGE, async (request, reply) => {
    if (request.sessionToken) await accounts.endSession(request.sessionToken);
    clearSessionCookies(reply);
    return reply.redirect('/?logout=true', 303);
  });

  // The hand-off from the platform entry: trade the one-time token for this host's own session.
  // Its query is judged by the handler: a bad or spent token is the sign-in page with a message, not JSON.
  app.get('/config/handoff', PAGE, async (request, reply) => {
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

  registerPlatformEntryRoutes(app, deps);
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
