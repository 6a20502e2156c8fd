import type { FastifyInstance } from 'fastify';
import { normalizeHost, type SiteDirectory } from '../modules/websites';
import { plainErrorPage } from './errors';
import './request-context';

/** Paths answered the same on every host, before any site is looked up (probes and scrapers ask by address). */
const HOST_INDEPENDENT_PATHS = new Set(['/healthz', '/readyz', '/metrics', '/_sitebuilder/cache-version']);

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Scheme and host of this request's site (or the platform) for absolute URLs we hand out:
     * PUBLIC_PROTOCOL and the Host the site was found by. Never X-Forwarded-Proto/Host, which
     * any client can send.
     */
    publicOrigin: string;
  }
}

/**
 * Resolves every request's site from its Host header. An unknown host gets a plain 404 and
 * nothing else: never another site's content, never a hint of which sites exist.
 */
export function registerTenantResolution(
  app: FastifyInstance,
  { siteDirectory, publicProtocol }: { siteDirectory: SiteDirectory; publicProtocol: 'http' | 'https' },
): void {
  app.decorateRequest('site', null);
  app.decorateRequest('publicOrigin', '');
  app.addHook('onRequest', async (request, reply) => {
    if (HOST_INDEPENDENT_PATHS.has(request.url)) return;
    const match = await siteDirectory.resolve(request.headers.host);
    if (match.kind === 'unknown') {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(plainErrorPage(404, 'No site is published at this address.'));
    }
    // The host matched a site's address or the platform's exactly, so it is theirs.
    request.publicOrigin = `${publicProtocol}://${normalizeHost(request.headers.host)}`;
    if (match.kind === 'site') request.site = match.website;
  });
}
