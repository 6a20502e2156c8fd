import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../shared/errors';
import { sameSiteRedirect } from '../../shared/links/same-site-path';
import { parseInput } from '../plugins/validation';
import type { SignInLimiter } from '../modules/accounts';
import type { ContentService } from '../modules/content';
import { sendPage } from './page-headers';
import { splitUrl } from './render-cache';
import { unlockCookie, type PageService } from './page-service';

export const LOCK_SCREEN_WRONG_PASSWORD = 'That password is incorrect. Please try again.';
export const LOCK_SCREEN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
/** Anonymous and without JavaScript: no crumb, but never from another origin (plugins/crumb.ts). */
const LOCK_SCREEN_ROUTE = { config: { csrf: 'same-origin', rateLimit: LOCK_SCREEN_RATE_LIMIT } } as const;

/** Paths of the platform entry's React app on the bare app domain (the e-mailed links open two of them). */
const PLATFORM_APP_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/sign-in',
  '/reset-password',
  '/confirm-sign-up',
]);

const lockForm = z.object({ password: z.string().max(1024).default('') });

/** Published pages of the request's site: every GET that no other route answers. */
export function registerSiteRoutes(
  app: FastifyInstance,
  deps: {
    pages: PageService;
    content: ContentService;
    /** Page passwords are guessed like sign-in passwords: the same limits, counted before checking. */
    limiter: SignInLimiter;
    secureCookies: boolean;
    platformHome: (request: FastifyRequest, reply: FastifyReply) => unknown;
  },
): void {
  async function showPage(
    request: FastifyRequest,
    reply: FastifyReply,
    lockScreenError?: { message: string; status?: number },
  ) {
    const website = request.site;
    const { path, query } = splitUrl(request.url);
    if (!website && PLATFORM_APP_PATHS.has(path)) return deps.platformHome(request, reply);
    if (!website || request.url.startsWith('/api/')) throw new AppError('notFound');
    if (path.endsWith('.ics') && !lockScreenError) {
      const file = await deps.pages.eventFile({ website, path, cookies: request.cookies });
      // No such event: the page answers its ordinary 404.
      if (file)
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, max-age=0')
          .send(file.body);
    }
    const page = await deps.pages.page({
      website,
      path,
      query,
      account: request.account,
      cookies: request.cookies,
      ...(lockScreenError ? { lockScreenError: lockScreenError.message } : {}),
    });
    if (lockScreenError?.status)
      return sendPage(request, reply, { ...page, status: lockScreenError.status }, false);
    return sendPage(request, reply, page, request.account === null && lockScreenError === undefined);
  }

  app.get('/*', (request, reply) => showPage(request, reply));

  // The lock screen's password form (works without JavaScript).
  app.post('/*', LOCK_SCREEN_ROUTE, async (request, reply) => {
    const website = request.site;
    if (!website || request.url.startsWith('/api/')) throw new AppError('notFound');
    const { path } = splitUrl(request.url);
    const collection = await deps.pages.lockedCollectionAt(website, path);
    // Back to the page itself, which is only ever a path on this site (`POST //evil.example` is not).
    const back = sameSiteRedirect(request.url);
    if (!collection) return reply.redirect(back, 303);
    const { password } = parseInput(lockForm, request.body);
    const result = await deps.limiter.attempt(
      { scope: 'page', subject: collection.id, address: request.ip, knownDevice: false },
      async () => ((await deps.content.checkPagePassword(collection, password)) ? true : null),
    );
    if (!result.ok && result.locked) {
      const locked = new AppError('pagePasswordLocked').retryAfter(result.retryAfterMs);
      reply.header('retry-after', String(locked.retryAfterSeconds));
      return showPage(request, reply, { message: locked.message, status: locked.status });
    }
    if (!result.ok) return showPage(request, reply, { message: LOCK_SCREEN_WRONG_PASSWORD });
    const cookie = unlockCookie(collection);
    reply.setCookie(cookie.name, cookie.value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.secureCookies,
    });
    return reply.redirect(back, 303);
  });
}
