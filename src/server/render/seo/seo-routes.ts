import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../shared/errors';
import type { ContentReader } from '../../modules/content';
import type { WebsiteRow } from '../../modules/websites/tables';
import { designOf } from '../../modules/site-admin';
import { safeMediaSrc } from '../../../shared/links/media';
import { createDefaultFavicons } from './default-favicon';
import { robotsTxt, sitemapXml, SITEMAP_MAX_URLS, type SitemapEntry } from './sitemap';

/**
 * What crawlers and browsers ask every site for: `/robots.txt`, `/sitemap.xml` (published
 * pages anyone may open, their visible posts and products; never drafts or locked pages), and
 * `/favicon.ico` (the site's chosen icon, else a generated one).
 */
export function registerSeoRoutes(
  app: FastifyInstance,
  deps: {
    content: ContentReader;
    siteOrigin: (website: WebsiteRow) => Promise<string>;
    productPaths?: (
      websiteId: string,
      collection: { id: string; urlId: string },
      now: Date,
    ) => Promise<string[]>;
    clock?: () => Date;
  },
): void {
  const clock = deps.clock ?? (() => new Date());
  const favicons = createDefaultFavicons();
  const siteOf = (site: WebsiteRow | null | undefined): WebsiteRow => {
    if (!site) throw new AppError('notFound');
    return site;
  };

  app.get('/robots.txt', async (request, reply) => {
    const origin = await deps.siteOrigin(siteOf(request.site));
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const website = siteOf(request.site);
    const now = clock();
    const [origin, addresses, home] = await Promise.all([
      deps.siteOrigin(website),
      deps.content.publicAddresses(website.id, now, SITEMAP_MAX_URLS),
      deps.content.homeCollection(website.id, website.homeCollectionId),
    ]);
    const entries: SitemapEntry[] = [];
    const at = (path: string, lastModified?: Date) =>
      entries.push({ loc: `${origin}${path}`, ...(lastModified ? { lastModified } : {}) });
    for (const collection of addresses.collections) {
      at(collection.id === home?.id ? '/' : `/${encodeURIComponent(collection.urlId)}`, collection.updatedAt);
    }
    for (const item of addresses.items) {
      at(`/${encodeURIComponent(item.collectionUrlId)}/${encodeURIComponent(item.urlId)}`, item.updatedAt);
    }
    if (deps.productPaths) {
      for (const collection of addresses.collections.filter((entry) => entry.type === 'products')) {
        for (const path of await deps.productPaths(website.id, collection, now)) at(path);
      }
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(entries));
  });

  app.get('/favicon.ico', async (request, reply) => {
    const website = siteOf(request.site);
    const chosen = safeMediaSrc(website.settings.faviconUrl);
    if (chosen && !chosen.startsWith('data:')) return reply.redirect(chosen, 302);
    const png = await favicons(website.title, designOf(website.design).palette.accent);
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });
}
