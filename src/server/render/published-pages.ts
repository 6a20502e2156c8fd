import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formIdsOf, uploadedVideosOf } from '../../shared/blocks/registry';
import type { Layout } from '../../shared/layout/layout';
import type { BlockResources } from '../../site/blocks/resources';
import type { ModuleContext } from '../module-contract';
import type { AccountService, SignInLimiter } from '../modules/accounts';
import type { ContentReader, ContentService, PageAdminService } from '../modules/content';
import type { FormService } from '../modules/forms';
import type { MediaService } from '../modules/media';
import type { SiteSearchService } from '../modules/search';
import type { SiteAdminService } from '../modules/site-admin';
import type { Store } from '../modules/store';
import type { WebsiteService } from '../modules/websites';
import type { WebsiteRow } from '../modules/websites/tables';
import { eventBlockResources } from './event-block-resources';
import { createPageService } from './page-service';
import { registerPreviewRoute } from './preview';
import { createRenderCache } from './render-cache';
import { registerSeoRoutes } from './seo/seo-routes';
import { registerSiteRoutes } from './site-routes';
import { blogSummarySource } from './blog-summary-source';
import type { CommentsReader } from './blog-comments';
import { eventSummarySource, gallerySummarySource } from './event-gallery-summary-sources';
import { createSummaryResources, type SummarySource } from './summaries';
import { registerWidgetRenderingRoute } from './widget-rendering';

/**
 * Published pages, built after every module because a page shows their parts (the store's
 * products, the forms' definitions, the media's video sizes): the render cache, the page service,
 * and the routes answered with whole pages (the editor's preview, robots/sitemap/favicon, and every
 * GET no other route answers, registered last).
 */
export function createPublishedPages(
  { config, clock, manifest }: ModuleContext,
  needs: {
    contentReader: ContentReader;
    content: ContentService;
    accounts: AccountService;
    websites: WebsiteService;
    pageAdmin: PageAdminService;
    siteAdmin: SiteAdminService;
    forms: FormService;
    media: MediaService;
    storefront: Store['storefront'];
    /** What summary blocks can show beyond blog posts, events and gallery images (the store's products). */
    summarySources: SummarySource[];
    siteSearch: SiteSearchService;
    comments: CommentsReader;
    signInLimiter: SignInLimiter;
    /** The platform's own page, answered at the bare app domain. */
    platformHome: (request: FastifyRequest, reply: FastifyReply) => unknown;
  },
) {
  const { contentReader, accounts, websites, forms, media, storefront } = needs;
  const cache = createRenderCache({ enabled: config.renderCache });
  const summaries = createSummaryResources({
    // Only collections visitors may open: a summary never shows a locked or unpublished collection's items.
    collectionsByIds: async (websiteId, ids) =>
      (await contentReader.collectionsByIds(websiteId, ids)).filter(
        (collection) => collection.published && collection.passwordHash === null,
      ),
    sources: [
      blogSummarySource(contentReader, needs.comments),
      eventSummarySource(contentReader),
      gallerySummarySource(contentReader),
      ...needs.summarySources,
    ],
    clock,
  });
  // What blocks need beyond their data (form definitions), for published pages and the editor's preview alike.
  const blockResources = async (website: WebsiteRow, layouts: Layout[]): Promise<BlockResources> => ({
    forms: Object.fromEntries(await forms.publicForms(website.id, formIdsOf(layouts))),
    videoSizes: await media.videoSizes(website.id, uploadedVideosOf(layouts)),
    ...(await eventBlockResources(contentReader, website, layouts, clock())),
    ...(config.mapTiles ? { mapTiles: config.mapTiles } : {}),
    ...(config.bookingWidgetBaseUrl ? { bookingWidgetBaseUrl: config.bookingWidgetBaseUrl } : {}),
    summaries: await summaries(website, layouts),
  });
  // Canonical and shared addresses: the site's primary host, never a host taken from a request.
  const publicOrigin = async (website: WebsiteRow) =>
    `${config.publicProtocol}://${(await websites.primaryHost(website.id, config.appDomain)) ?? `${website.identifier}.${config.appDomain}`}`;
  const pages = createPageService({
    content: contentReader,
    accounts,
    manifest,
    cache,
    appDomain: config.appDomain,
    sessionRecording: config.sessionRecording.enabled,
    clock,
    storefront,
    siteSearch: needs.siteSearch,
    comments: needs.comments,
    blockResources,
    httpImages: config.publicProtocol === 'http',
    siteOrigin: publicOrigin,
  });

  function registerRoutes(app: FastifyInstance) {
    registerPreviewRoute(app, {
      content: contentReader,
      accounts,
      pageAdmin: needs.pageAdmin,
      siteAdmin: needs.siteAdmin,
      manifest,
      appDomain: config.appDomain,
      httpImages: config.publicProtocol === 'http',
      blockResources,
    });
    registerWidgetRenderingRoute(app, { blockResources, fillLayout: storefront.fillLayout });
    registerSeoRoutes(app, {
      content: contentReader,
      siteOrigin: publicOrigin,
      productPaths: storefront.productPaths,
      clock,
    });
    registerSiteRoutes(app, {
      pages,
      content: needs.content,
      limiter: needs.signInLimiter,
      secureCookies: config.secureCookies,
      platformHome: needs.platformHome,
    });
  }

  return { cache, pages, registerRoutes };
}
