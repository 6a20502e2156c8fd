import type { FastifyInstance } from 'fastify';
import type { SiteDirectory } from '../modules/websites/site-directory';
import { plainErrorPage } from './errors';
import './request-context';

/** Paths answered the same on every host, before any site is looked up. */
const HOST_INDEPENDENT_PATHS = new Set(['/healthz']);

/**
 * Resolves every request's site from its Host header. An unknown host gets a plain 404 and
 * nothing else: never another site's content, never a hint of which sites exist.
 */
export function registerTenantResolution(
  app: FastifyInstance,
  { siteDirectory }: { siteDirectory: SiteDirectory },
): void {
  app.decorateRequest('site', null);
  app.addHook('onRequest', async (request, reply) => {
    if (HOST_INDEPENDENT_PATHS.has(request.url)) return;
    const match = await siteDirectory.resolve(request.headers.host);
    if (match.kind === 'site') request.site = match.website;
    else if (match.kind === 'unknown') {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(plainErrorPage(404, 'No site is published at this address.'));
    }
  });
}
