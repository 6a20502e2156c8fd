import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerAccountRoutes } from './modules/accounts/routes';
import { createAccountService } from './modules/accounts/service';
import { registerContentRoutes } from './modules/content/routes';
import { createContentService } from './modules/content/service';
import { registerWebsiteRoutes } from './modules/websites/routes';
import { createWebsiteService } from './modules/websites/service';
import { createSiteDirectory } from './modules/websites/site-directory';
import { platformHome, registerPlatformRoutes } from './modules/platform/routes';
import { collectionsByIds, collectionsOfType } from './modules/content/queries';
import { createStore } from './modules/store';
import { registerStoreOwnerRoutes } from './modules/store/owner-routes';
import { registerStorePageRoutes } from './modules/store/page-routes';
import { registerTestPayRoutes } from './modules/store/payments/pay-page-routes';
import { registerStripeWebhookRoutes } from './modules/store/payments/webhook-routes';
import { registerCartApiRoutes } from './modules/store/visitor-routes';
import { siteUrl } from './config';
import { builtAssetsFolder, staticAssetsFolder } from './paths';
import { registerSessionReading } from './plugins/auth';
import { registerCrumbCheck } from './plugins/crumb';
import { registerErrorHandling } from './plugins/errors';
import { registerTenantResolution } from './plugins/tenant';
import { loadAssetManifest, type AssetManifest } from './render/assets';
import { createPageService } from './render/page-service';
import { createRenderCache } from './render/render-cache';
import { registerSiteRoutes } from './render/site-routes';
import type { SharedState } from './shared-state/shared-state';

export interface AppDependencies {
  config: Readonly<AppConfig>;
  database: Database;
  sharedState: SharedState;
  manifest?: AssetManifest;
  clock?: () => Date;
}

/** Wires services by hand and registers every route. Never listens: main.ts and tests decide that. */
export async function buildApp(deps: AppDependencies) {
  const { config, database, sharedState } = deps;
  const db = database.db;
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // Owner content paths are case-sensitive and may end in a slash; treat `/about/` as `/about`.
    routerOptions: { ignoreTrailingSlash: true },
  });

  const accounts = createAccountService({ db, ...(deps.clock ? { clock: deps.clock } : {}) });
  const websites = createWebsiteService({ db, sharedState });
  const content = createContentService({ db, websites });
  const siteDirectory = await createSiteDirectory({ websites, sharedState, appDomain: config.appDomain });
  const cache = createRenderCache({ enabled: config.renderCache });
  const collectionsById = (websiteId: string, ids: string[]) => collectionsByIds(db, websiteId, ids);
  const store = createStore({
    db,
    websites,
    content,
    collectionsById,
    siteOrigin: async (websiteId) => siteUrl(config, (await websites.findById(websiteId))?.identifier ?? '', ''),
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  const pages = createPageService({ db, accounts, manifest: deps.manifest ?? loadAssetManifest(), cache, appDomain: config.appDomain, storefront: store.storefront, ...(deps.clock ? { clock: deps.clock } : {}) });

  registerErrorHandling(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // Counters live in Redis when configured, so limits hold across every server process.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(sharedState.redis ? { redis: sharedState.redis, nameSpace: `${sharedState.keyPrefix}rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });

  app.get('/healthz', async (_request, reply) => {
    const healthy = await database.ping();
    return reply.code(healthy ? 200 : 503).header('cache-control', 'no-store').send({ status: healthy ? 'ok' : 'unavailable', database: database.kind });
  });

  registerTenantResolution(app, { siteDirectory });
  registerCrumbCheck(app, { secureCookies: config.secureCookies });
  registerSessionReading(app, { accounts });

  await app.register(fastifyStatic, { root: builtAssetsFolder, prefix: '/assets/', preCompressed: true, immutable: true, maxAge: '365d', index: false });
  await app.register(fastifyStatic, { root: staticAssetsFolder, prefix: '/assets/static/', decorateReply: false, maxAge: '1d', index: false });

  registerAccountRoutes(app, { accounts, secureCookies: config.secureCookies });
  registerWebsiteRoutes(app, { websites, accounts });
  registerContentRoutes(app, { content, accounts });
  registerPlatformRoutes(app, { accounts, config });
  registerCartApiRoutes(app, { store, secureCookies: config.secureCookies });
  registerStorePageRoutes(app, { store, pages, secureCookies: config.secureCookies });
  registerTestPayRoutes(app, { store, pages });
  await registerStripeWebhookRoutes(app, { store, ...(deps.clock ? { clock: deps.clock } : {}) });
  const stopStoreMaintenance = store.startMaintenance();
  app.addHook('onClose', async () => stopStoreMaintenance());
  registerStoreOwnerRoutes(app, { store, accounts, content, collectionsById, productCollections: (websiteId) => collectionsOfType(db, websiteId, 'products') });
  registerSiteRoutes(app, { pages, content, secureCookies: config.secureCookies, platformHome: (reply) => platformHome(config, reply) });

  return { app: app as FastifyInstance, services: { accounts, websites, content, siteDirectory, pages, cache, store } };
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
