import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import {
  accountJobs,
  createAccountService,
  createHandoffService,
  createKnownDevices,
  createPasswordHasher,
  createPasswordResets,
  createPasswordSignIn,
  createSignInLimiter,
  createSignUpConfirmations,
  PASSWORD_COSTS,
  registerAccountRoutes,
} from './modules/accounts';
import {
  createAnalytics,
  createCensusService,
  registerAnalyticsRoutes,
  registerCensusRoutes,
} from './modules/census';
import {
  createContentReader,
  mediaUsesInContent,
  createContentService,
  createItemAdminService,
  createPageAdminService,
  registerContentRoutes,
  registerItemRoutes,
} from './modules/content';
import {
  captchaJobs,
  createCaptchaService,
  createFormService,
  createNotifyAddressService,
  createNewsletterService,
  createSigner,
  createSubmissionService,
  registerFormOwnerRoutes,
  registerFormRoutes,
} from './modules/forms';
import {
  createMailOutbox,
  mailJobs,
  registerMailRoutes,
  createSiteMail,
  smtpTransport,
  type MailTransport,
} from './modules/mail';
import { createSiteDirectory, createWebsiteService, mediaUsesInSite } from './modules/websites';
import type { WebsiteRow } from './modules/websites/tables';
import { formIdsOf, uploadedVideosOf } from '../shared/blocks/registry';
import type { BlockResources } from '../site/blocks/resources';
import type { Layout } from '../shared/layout/layout';
import {
  createPlatformService,
  PLATFORM_SCREEN_STYLES,
  platformHome,
  registerPlatformRoutes,
  createPlatformMail,
} from './modules/platform';
import { createPublishingService, registerPublishingRoutes } from './modules/publishing';
import { createSiteAdminService, registerSiteAdminRoutes } from './modules/site-admin';
import { createVideoEmbedService, registerVideoEmbedOwnerRoutes } from './modules/video-embeds';
import { registerPreviewRoute } from './render/preview';
import {
  createStore,
  mediaUsesInProducts,
  registerCartApiRoutes,
  registerStoreOwnerRoutes,
  registerStorePageRoutes,
  registerStripeWebhookRoutes,
  registerTestPayRoutes,
  storeJobs,
  type StoreDependencies,
} from './modules/store';
import { siteUrl } from './config';
import { builtAssetsFolder, staticAssetsFolder } from './paths';
import { registerAccessRules } from './plugins/access';
import { registerSessionReading } from './plugins/auth';
import { registerCrumbCheck } from './plugins/crumb';
import { ERROR_PAGE_STYLES, registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { loggerOptions } from './plugins/logging';
import { registerContracts } from './plugins/openapi';
import { recordRoutes } from './plugins/route-catalogue';
import { registerTextRule } from './plugins/text-rule';
import { registerTenantResolution } from './plugins/tenant';
import { loadAssetManifest, type AssetManifest } from './render/assets';
import { pageSecurityHeaders } from './render/content-security-policy';
import { createPageService } from './render/page-service';
import { createRenderCache } from './render/render-cache';
import { registerSiteRoutes } from './render/site-routes';
import { registerSeoRoutes } from './render/seo/seo-routes';
import { createMetrics } from './operations/metrics';
import { registerOperationsRoutes } from './operations/routes';
import type { SharedState } from './shared-state/shared-state';
import { createJobs } from './jobs';
import { createMedia } from './modules/media';
import { createSiteTemplates } from './modules/templates';

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
}

/** Wires services by hand and registers every route. Never listens: server-process.ts and tests decide that. */
export async function buildApp(deps: AppDependencies) {
  const { config, database, sharedState } = deps;
  const db = database.db;
  const app = Fastify({
    // Personal data and secrets never reach the log (plugins/logging.ts).
    logger: loggerOptions(config.logLevel, deps.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Owner content paths are case-sensitive and may end in a slash; treat `/about/` as `/about`.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const routes = recordRoutes(app);

  // Without APP_SECRET (tests) a per-process secret: keys and links then live as long as the process.
  const secret = config.appSecret ?? randomBytes(32).toString('base64url');
  // One hashing queue per process, for owners' and page passwords alike.
  const passwords = createPasswordHasher({ cost: PASSWORD_COSTS[config.passwordHashCost] });
  const accounts = createAccountService({ db, passwords, ...(deps.clock ? { clock: deps.clock } : {}) });
  const signInLimiter = createSignInLimiter({ sharedState, ...(deps.clock ? { clock: deps.clock } : {}) });
  const signIn = createPasswordSignIn({
    accounts,
    limiter: signInLimiter,
    devices: createKnownDevices({ secret }),
  });
  const websites = createWebsiteService({
    db,
    sharedState,
    onAnnounceError: (error) => app.log.warn({ err: error }, 'site-changed could not be published'),
  });
  const content = createContentService({ db, websites, passwords });
  const contentReader = createContentReader({ db });
  const siteDirectory = await createSiteDirectory({ websites, appDomain: config.appDomain });
  const census = createCensusService({
    db,
    ...(deps.clock ? { clock: deps.clock } : {}),
    onWriteError: (error, name) => app.log.error({ err: error }, `census write to ${name} failed; retrying`),
    onRowParked: (error, name) =>
      app.log.warn(
        { err: error },
        `a row the database refused was parked in census_dead_letters (for ${name})`,
      ),
  });
  const cache = createRenderCache({ enabled: config.renderCache });
  const manifest = deps.manifest ?? loadAssetManifest();
  // Owners' app and platform entry (issue 3).
  const handoff = createHandoffService({ db, ...(deps.clock ? { clock: deps.clock } : {}) });
  // Video blocks' thumbnails and titles, fetched from the providers when an owner saves them.
  const videoEmbeds = createVideoEmbedService(config.oembed);
  const pageAdmin = createPageAdminService({ db, websites, videoEmbeds });
  const itemAdmin = createItemAdminService({
    db,
    websites,
    videoEmbeds,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  const siteAdmin = createSiteAdminService({ db, websites });
  const publishing = createPublishingService({ pageAdmin, siteAdmin, websites });
  // forms, newsletter and mail
  const clock = deps.clock ?? (() => new Date());
  const signer = createSigner(secret);
  const outbox = createMailOutbox({
    db,
    transport:
      deps.mailTransport === undefined ? smtpTransport(config.smtpUrl, config.dkim) : deps.mailTransport,
    from: config.mailFrom,
    clock,
    log: app.log,
    dailyCapPerSite: config.mailDailyCapPerSite,
  });
  // Mail can reach people: sign-ups are confirmed by e-mail. Without it, single-operator mode.
  const mailDelivered =
    deps.mailTransport === undefined ? Boolean(config.smtpUrl) : deps.mailTransport !== null;
  if (!mailDelivered)
    app.log.warn(
      'No SMTP_URL: single-operator mode. E-mail waits in the outbox (site mail is readable in the owners’ app); owners’ password-reset links cannot be delivered, and sign-up signs in at once without confirming the address (it says when an address is already registered). Set SMTP_URL to confirm sign-ups by e-mail.',
    );
  const platformMail = createPlatformMail({ outbox, config });
  const passwordResets = createPasswordResets({
    db,
    accounts,
    clock,
    sendLink: (account, token) => platformMail.passwordReset(db, account, token),
  });
  const signUpConfirmations = mailDelivered
    ? createSignUpConfirmations({ db, passwords, mail: platformMail.signUp, clock })
    : null;
  const siteMail = createSiteMail({ outbox, websites, accounts, config });
  const captcha = createCaptchaService({ db, config: { secret, ...config.captcha }, clock });
  const notifyAddresses = createNotifyAddressService({ db, siteMail, signer, clock });
  const forms = createFormService({ db, websites, captcha, outbox, notifyAddresses, clock });
  const newsletter = createNewsletterService({ db, siteMail, signer, clock });
  const submissions = createSubmissionService({
    db,
    forms,
    newsletter,
    notifyAddresses,
    captcha,
    siteMail,
    signer,
    clock,
  });
  const collectionsById = contentReader.collectionsByIds;
  const store = createStore({
    db,
    mail: outbox,
    siteMail,
    websites,
    content,
    collectionsById,
    videoEmbeds,
    siteOrigin: async (websiteId) =>
      siteUrl(config, (await websites.findById(websiteId))?.identifier ?? '', ''),
    ...(deps.clock ? { clock: deps.clock } : {}),
    ...(deps.stripeFactory ? { stripeFactory: deps.stripeFactory } : {}),
  });
  const platform = createPlatformService({
    accounts,
    websites,
    handoff,
    config,
    templates: createSiteTemplates({
      db,
      websites,
      passwords,
      forms: { captcha, outbox, notifyAddresses, clock },
      store: { mail: outbox, siteMail },
    }),
  });
  // Scheduled and retried work: defined in every process, run only by the jobs process (main.ts starts it).
  const jobs = createJobs({ database, log: app.log });
  // Media library (issue 14): a file in use anywhere on its site cannot be deleted.
  const media = createMedia({
    db,
    config: config.media,
    dataDir: config.dataDir,
    jobs,
    log: app.log,
    findUses: async (websiteId, needles) => [
      ...(await mediaUsesInContent(db, websiteId, needles)),
      ...(await mediaUsesInProducts(db, websiteId, needles)),
      ...(await mediaUsesInSite(db, websiteId, needles)),
    ],
  });
  for (const job of [
    ...mailJobs(outbox),
    ...captchaJobs(captcha),
    ...storeJobs(store),
    ...accountJobs(accounts),
    ...media.jobs,
  ])
    jobs.define(job);
  // What blocks need beyond their data (form definitions), for published pages and the editor's preview alike.
  const blockResources = async (websiteId: string, layouts: Layout[]): Promise<BlockResources> => ({
    forms: Object.fromEntries(await forms.publicForms(websiteId, formIdsOf(layouts))),
    videoSizes: await media.service.videoSizes(websiteId, uploadedVideosOf(layouts)),
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
    ...(deps.clock ? { clock: deps.clock } : {}),
    storefront: store.storefront,
    blockResources,
    httpImages: config.publicProtocol === 'http',
    siteOrigin: publicOrigin,
  });

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
  });
  metrics.observe(app);
  registerOperationsRoutes(app, { database, sharedState, metrics, metricsToken: config.metricsToken });

  registerTenantResolution(app, { siteDirectory, publicProtocol: config.publicProtocol });
  registerCrumbCheck(app, { secureCookies: config.secureCookies });
  registerSessionReading(app, { accounts });
  registerAccessRules(app, { accounts });

  await app.register(fastifyStatic, {
    root: builtAssetsFolder,
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    // Listed in the OpenAPI document too: it names every route (plugins/openapi.ts).
    schemaHide: false,
  });
  await app.register(fastifyStatic, {
    root: staticAssetsFolder,
    prefix: '/assets/static/',
    decorateReply: false,
    maxAge: '1d',
    index: false,
    schemaHide: false,
  });

  registerAccountRoutes(app, { accounts, signIn, secureCookies: config.secureCookies });
  registerContentRoutes(app, { pageAdmin, accounts });
  registerItemRoutes(app, { itemAdmin, accounts });
  registerSiteAdminRoutes(app, { siteAdmin, websites, accounts });
  registerPublishingRoutes(app, { publishing, accounts, config });
  registerPlatformRoutes(app, {
    accounts,
    signIn,
    passwordResets,
    signUpConfirmations,
    handoff,
    platform,
    config,
    manifest,
  });
  registerCensusRoutes(app, { census, accounts });
  registerAnalyticsRoutes(app, {
    analytics: createAnalytics({ db }),
    census,
    accounts,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  // Buffered census rows are written before the database closes (main.ts closes the app first).
  app.addHook('onClose', () => census.close());
  // Running jobs finish (bounded) before the database closes.
  app.addHook('onClose', () => jobs.close());
  registerMailRoutes(app, { outbox, accounts, siteMail });
  await media.register(app, { accounts });
  registerVideoEmbedOwnerRoutes(app, { videoEmbeds, accounts });
  app.addHook('onClose', async () => media.close());
  registerFormOwnerRoutes(app, { forms, newsletter, accounts, notifyAddresses });
  registerFormRoutes(app, {
    submissions,
    newsletter,
    notifyAddresses,
    captcha,
    signer,
    limits: config.formRateLimits,
    clock,
    renderFormResult: async (request, reply, pagePath, formResult) => {
      const page = await pages.page({
        website: request.site!,
        path: pagePath,
        pathAndQuery: pagePath,
        query: {},
        account: request.account,
        cookies: request.cookies,
        formResult,
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .headers(pageSecurityHeaders(page, request.site!))
        .send(page.html);
    },
  });
  registerCartApiRoutes(app, { store, secureCookies: config.secureCookies });
  registerStorePageRoutes(app, { store, pages, secureCookies: config.secureCookies });
  registerTestPayRoutes(app, { store, pages });
  await registerStripeWebhookRoutes(app, { store, ...(deps.clock ? { clock: deps.clock } : {}) });
  registerStoreOwnerRoutes(app, {
    store,
    accounts,
    content,
    collectionsById,
    productCollections: (websiteId) => contentReader.collectionsOfType(websiteId, 'products'),
  });
  registerPreviewRoute(app, {
    content: contentReader,
    accounts,
    pageAdmin,
    siteAdmin,
    manifest,
    appDomain: config.appDomain,
    httpImages: config.publicProtocol === 'http',
    blockResources,
  });
  registerSeoRoutes(app, {
    content: contentReader,
    siteOrigin: publicOrigin,
    productPaths: store.storefront.productPaths,
    clock,
  });
  registerSiteRoutes(app, {
    pages,
    content,
    limiter: signInLimiter,
    secureCookies: config.secureCookies,
    platformHome: (request, reply) => platformHome(request, reply, { config, manifest }),
  });

  return {
    app: app as FastifyInstance,
    /** Every registered route (the security tests walk them). */
    routes,
    services: {
      accounts,
      websites,
      content,
      siteDirectory,
      pages,
      cache,
      pageAdmin,
      itemAdmin,
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
      store,
      jobs,
      media: media.service,
    },
  };
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
