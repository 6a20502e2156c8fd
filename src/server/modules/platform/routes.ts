import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { siteUrl, type AppConfig } from '../../config';
import { LOGIN_RATE_LIMIT, clearSessionCookies, setSessionCookies } from '../accounts/routes';
import type { AccountService } from '../accounts/service';
import { platformHomePage, signInPage, signedInPage } from './pages';

const signInForm = z.object({ email: z.string().trim().max(256).default(''), password: z.string().max(1024).default(''), crumb: z.string().default('') });
const crumbForm = z.object({ crumb: z.string().default('') });

const sendHtml = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(body);

/** Form posts outside /api/ carry the crumb as a hidden field; same check, same token. */
function requireFormCrumb(request: FastifyRequest, sent: string): void {
  if (sent === '' || sent !== request.crumb) throw new AppError('crumbFail');
}

export function registerPlatformRoutes(app: FastifyInstance, deps: { accounts: AccountService; config: Readonly<AppConfig> }): void {
  const { accounts, config } = deps;

  app.get('/config/', async (request, reply) => {
    const site = request.site;
    if (!site) throw new AppError('notFound');
    if (!request.account) return sendHtml(reply, 200, signInPage({ siteTitle: site.title, crumb: request.crumb }));
    const role = await accounts.roleOn(site.id, request.account.id);
    return sendHtml(
      reply,
      200,
      signedInPage({ siteTitle: site.title, siteUrl: siteUrl(config, site.identifier), displayName: request.account.displayName, email: request.account.email, crumb: request.crumb, isContributor: role !== null }),
    );
  });

  app.post('/config/sign-in', { config: { rateLimit: LOGIN_RATE_LIMIT } }, async (request, reply) => {
    const site = request.site;
    if (!site) throw new AppError('notFound');
    const form = signInForm.parse(request.body ?? {});
    requireFormCrumb(request, form.crumb);
    try {
      const account = await accounts.authenticate(form.email, form.password);
      setSessionCookies(reply, await accounts.startSession(account.id), account.id, config.secureCookies);
      return reply.redirect('/config/', 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return sendHtml(reply, error.status, signInPage({ siteTitle: site.title, crumb: request.crumb, error: error.message, email: form.email }));
    }
  });

  app.post('/config/sign-out', async (request, reply) => {
    requireFormCrumb(request, crumbForm.parse(request.body ?? {}).crumb);
    if (request.sessionToken) await accounts.endSession(request.sessionToken);
    clearSessionCookies(reply);
    return reply.redirect('/?logout=true', 303);
  });
}

/** The platform's own front door at the bare app domain. */
export function platformHome(config: Readonly<AppConfig>, reply: FastifyReply) {
  return sendHtml(reply, 200, platformHomePage(config.seedDemo ? siteUrl(config, 'demo') : null));
}
