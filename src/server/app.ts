import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createJobs, runWithRequestId } from './jobs';
import type { ModuleContext, ModuleParts, ServerModule } from './module-contract';
import { accountsModule } from './modules/accounts';
import { censusModule } from './modules/census';
import { commentsModule } from './modules/comments';
import { contentModule, mediaUsesInContent } from './modules/content';
import { formsModule } from './modules/forms';
import { mailModule, type MailTransport } from './modules/mail';
import { mediaModule } from './modules/media';
import { membersModule } from './modules/members';
import { PLATFORM_SCREEN_STYLES, platformModule } from './modules/platform';
import { publishingModule } from './modules/publishing';
import { searchModule } from './modules/search';
import { siteAdminModule } from './modules/site-admin';
import { mediaUsesInProducts, storeModule, type StoreDependencies } from './modules/store';
import { videoEmbedsModule } from './modules/video-embeds';
import { mapsModule } from './modules/maps';
import { transferModule } from './modules/transfer';
import { createSiteTemplates } from './modules/templates';
import { mediaUsesInSite, websitesModule, type TxtResolver } from './modules/websites';
import { createMetrics } from './operations/metrics';
import { registerOperationsRoutes } from './operations/routes';
import { registerAccessRules } from './plugins/access';
import { registerSessionReading } from './plugins/auth';
import { registerCrumbCheck } from './plugins/crumb';
import { ERROR_PAGE_STYLES, registerErrorHandling } from './plugins/errors';
import { loggerOptions, registerAccessLog } from './plugins/logging';
import { registerContracts } from './plugins/openapi';
import { recordRoutes } from './plugins/route-catalogue';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticAssets } from './plugins/static-assets';
import { registerTenantResolution } from './plugins/tenant';
import { registerTextRule } from './plugins/text-rule';
import { loadAssetManifest, type AssetManifest } from './render/assets';
import { registerCachedPageShortcut } from './render/cached-page-shortcut';
import { createPublishedPages } from './render/published-pages';
import type { SharedState } from './shared-state/shared-state';

export interface AppDependencies {
  config: Readonly<AppConfig>;
  database: Database;
  sharedState: SharedState;
  manifest?: AssetManifest;
  clock?: () => Date;
  /** Replaces the SMTP transport of SMTP_URL (tests hand in a nodemailer transport of their own). */
  mailTransport?: MailTransport | null;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Replaces the Stripe adapter's client (tests point it at a local stand-in for Stripe's API). */
  stripeFactory?: StoreDependencies['stripeFactory'];
  /** Replaces node:dns/promises for custom-domain verification (tests hand in a stub: no network). */
  dnsResolver?: TxtResolver;
}

/**
 * Builds the app from its modules (each `modules/<area>/index.ts` exports one; see
 * module-contract.ts) in dependency order, handing each the services it names, then registers the
 * cross-cutting plugins and every module's routes. Never listens: server-process.ts and tests decide that.
 */
export async function buildApp(deps: AppDependencies) {
  const { config, database, sharedState } = deps;
  const app = Fastify({
    // Personal data and secrets never reach the log (plugins/logging.ts).
    logger: loggerOptions(config.logLevel, deps.logStream),
    // One line per request at most, and only when ACCESS_LOG asks (registerAccessLog below).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // Random, not Fastify's per-process counter: ids stay unique across the processes of a
    // deployment, and a job run by the jobs process logs the id of the request that sent it.
    genReqId: () => randomBytes(8).toString('hex'),
    bodyLimit: 1024 * 1024,
    // Owner content paths are case-sensitive and may end in a slash; treat `/about/` as `/about`.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const routes = recordRoutes(app);
  const context: ModuleContext = {
    config,
    database,
    db: database.db,
    sharedState,
    clock: deps.clock ?? (() => new Date()),
    // Without APP_SECRET (tests) a per-process secret: keys and links then live as long as the process.
    secret: config.appSecret ?? randomBytes(32).toString('base64url'),
    log: app.log,
    manifest: deps.manifest ?? loadAssetManifest(),
  };
  const { db, clock } = context;
  // Scheduled and retried work: defined in every process, run only by the jobs process (main.ts starts it).
  const jobs = createJobs({ database, log: app.log });

  // The modules in dependency order, each handed the services it names (module-contract.ts).
  const modules: ModuleParts<unknown>[] = [];
  const construct = async <Needs, Services>(module: ServerModule<Needs, Services>, needs: Needs) => {
    const parts = await module.create(context, needs);
    modules.push(parts);
    return parts.services;
  };
  const { accounts, passwords, signIn, signInLimiter, handoff } = await construct(accountsModule, {});
  const { websites, siteDirectory, domains } = await construct(websitesModule, {
    ...(deps.dnsResolver ? { dnsResolver: deps.dnsResolver } : {}),
  });
  const { videoEmbeds } = await construct(videoEmbedsModule, { accounts });
  const { content, contentReader, pageAdmin, itemAdmin, eventAdmin } = await construct(contentModule, {
    websites,
    passwords,
    videoEmbeds,
    accounts,
  });
  const { siteAdmin } = await construct(siteAdminModule, { websites, accounts });
  const { publishing } = await construct(publishingModule, { pageAdmin, siteAdmin, websites, accounts });
  const { outbox, siteMail, mailDelivered } = await construct(mailModule, {
    websites,
    accounts,
    transport: deps.mailTransport,
  });
  const { captcha, notifyAddresses, forms, newsletter, submissions } = await construct(formsModule, {
    websites,
    outbox,
    siteMail,
    accounts,
    pages: contentReader,
  });
  const { comments } = await construct(commentsModule, { websites, content: contentReader, captcha });
  // New sites may start from a template with forms and products: after the forms and mail modules.
  const { platform, passwordResets, signUpConfirmations, home } = await construct(platformModule, {
    accounts,
    passwords,
    signIn,
    handoff,
    websites,
    outbox,
    mailDelivered,
    templates: createSiteTemplates({
      db,
      websites,
      passwords,
      forms: { captcha, outbox, notifyAddresses, clock },
      store: { mail: outbox, siteMail },
    }),
  });
  const { store } = await construct(storeModule, {
    websites,
    content,
    contentReader,
    outbox,
    siteMail,
    videoEmbeds,
    accounts,
    stripeFactory: deps.stripeFactory,
    jobs,
  });
  const { members } = await construct(membersModule, { passwords, signInLimiter, siteMail, store });
  const { census } = await construct(censusModule, {
    accounts,
    memberIdOf: async (request) => (await members.browser.current(request)).member?.id ?? null,
  });
  const { siteSearch } = await construct(searchModule, {});
  await construct(mapsModule, {});
  const { media } = await construct(mediaModule, {
    jobs,
    // A file in use anywhere on its site cannot be deleted.
    findUses: async (websiteId, needles) => [
      ...(await mediaUsesInContent(db, websiteId, needles)),
      ...(await mediaUsesInProducts(db, websiteId, needles)),
      ...(await mediaUsesInSite(db, websiteId, needles)),
    ],
    accounts,
  });
  const { imports } = await construct(transferModule, { jobs, content, media, websites, siteAdmin });
  for (const module of modules) for (const job of module.jobs ?? []) jobs.define(job);

  const publishedPages = createPublishedPages(context, {
    contentReader,
    content,
    accounts,
    websites,
    pageAdmin,
    siteAdmin,
    forms,
    media,
    storefront: store.storefront,
    summarySources: [store.summarySource],
    siteSearch,
    comments,
    signInLimiter,
    platformHome: home,
  });
  const { pages, cache } = publishedPages;

  // Cross-cutting plugins, in the order a request meets them (README.md).
  // Anonymous render-cache hits first: they need none of the rest (render/cached-page-shortcut.ts).
  registerCachedPageShortcut(app, { cache, siteDirectory });
  // Jobs sent while answering a request carry its id (jobs/request-id.ts).
  app.addHook('onRequest', (request, _reply, done) => runWithRequestId(request.id, done));
  registerAccessLog(app, config.accessLogShare);
  registerErrorHandling(app);
  await registerContracts(app);
  registerSecurityHeaders(app, {
    publicProtocol: config.publicProtocol,
    serverPageStyles: [ERROR_PAGE_STYLES, PLATFORM_SCREEN_STYLES],
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerTextRule(app);
  // Counters live in Redis when configured, so limits hold across every server process.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(sharedState.redis
      ? { redis: sharedState.redis, nameSpace: `${sharedState.keyPrefix}rate-limit:` }
      : {}),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });

  app.get('/healthz', async (_request, reply) => {
    const healthy = await database.ping();
    return reply
      .code(healthy ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: healthy ? 'ok' : 'unavailable', database: database.kind });
  });

  const metrics = createMetrics({
    renderCache: cache,
    jobs,
    mailBacklog: () => outbox.backlog(clock()),
    databasePool: database.poolStats,
    database,
    censusBuffer: () => census.stats().writers,
  });
  metrics.observe(app);
  registerOperationsRoutes(app, {
    database,
    sharedState,
    metrics,
    metricsToken: config.metricsToken,
    siteDirectory,
  });

  registerTenantResolution(app, { siteDirectory, publicProtocol: config.publicProtocol });
  registerCrumbCheck(app, { secureCookies: config.secureCookies });
  registerSessionReading(app, { accounts });
  registerAccessRules(app, { accounts });
  await registerStaticAssets(app);

  for (const module of modules) await module.registerRoutes?.(app, { pages });
  // Published pages last: their site routes answer every GET no module's route does.
  publishedPages.registerRoutes(app);

  // Fastify runs onClose hooks last-in first-out; all of them run before main.ts closes the database.
  // Running jobs finish (bounded).
  app.addHook('onClose', () => jobs.close());
  for (const module of modules) if (module.close) app.addHook('onClose', module.close);

  return {
    app: app as FastifyInstance,
    /** Every registered route (the security tests walk them). */
    routes,
    services: {
      accounts,
      websites,
      content,
      siteDirectory,
      domains,
      pages,
      cache,
      pageAdmin,
      itemAdmin,
      eventAdmin,
      siteAdmin,
      publishing,
      platform,
      handoff,
      passwords,
      signInLimiter,
      passwordResets,
      signUpConfirmations,
      census,
      outbox,
      metrics,
      siteMail,
      captcha,
      forms,
      newsletter,
      submissions,
      comments,
      store,
      members,
      jobs,
      media,
      siteSearch,
      imports,
    },
  };
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
