import type { FastifyInstance } from 'fastify';
import type { SiteDirectory } from '../modules/websites';
import { sendPageBody } from './page-headers';
import type { RenderCache } from './render-cache';
import { splitUrl } from './render-cache';

/**
 * Cookies that make a page personal, the same list as the proxy's (deploy/nginx): a session,
 * a cart, an unlocked page, a member or a preview. A request with one of them takes the full path.
 */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:sid|cart|pp_[^=;]*|member[^=;]*|preview[^=;]*)=/;

/** Paths that are never published pages: the API, built assets, the probes and metrics. */
const NOT_PAGES = /^\/(?:api\/|assets\/|healthz|readyz|metrics)/;

/**
 * Render-cache hits answered from the first `onRequest` hook, before the site's other hooks
 * (request ids, crumb, session, access rules), body parsing and routing, none of which a shared
 * page needs. Only for GET requests without a personal cookie and with a cached answer, which
 * exists only for a path no other route answers (the published pages' catch-all filled it);
 * the answer carries the headers stored with the page, and the `onSend` hooks add the
 * security headers every answer gets, as on the full path. Everything else falls through.
 */
export function registerCachedPageShortcut(
  app: FastifyInstance,
  { cache, siteDirectory }: { cache: RenderCache; siteDirectory: SiteDirectory },
): void {
  if (!cache.enabled) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || NOT_PAGES.test(request.url)) return;
    const cookie = request.headers.cookie;
    if (cookie !== undefined && PERSONAL_COOKIE.test(cookie)) return;
    // A shortcut only: when the directory cannot answer (database down), the full path decides
    // what to say (the probes' 503, the site's error page), never this hook's 500.
    const match = await siteDirectory.resolve(request.headers.host).catch(() => null);
    if (match?.kind !== 'site') return;
    const { website } = match;
    const { path, query } = splitUrl(request.url);
    const page = cache.get(website.id, website.contentVersion, path, query);
    if (!page?.headers || page.location) return;
    cache.counts.early++;
    return sendPageBody(request, reply.code(page.status).headers(page.headers), page);
  });
}
