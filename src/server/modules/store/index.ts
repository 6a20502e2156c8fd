import { siteUrl } from '../../config';
import { defineModule } from '../../module-contract';
import type { AccountService } from '../accounts';
import type { ContentReader } from '../content';
import { registerStoreOwnerRoutes } from './owner-routes';
import { registerStorePageRoutes } from './page-routes';
import { registerTestPayRoutes } from './payments/pay-page-routes';
import { registerStripeWebhookRoutes } from './payments/webhook-routes';
import { registerCartApiRoutes } from './visitor-routes';

import type { Db } from '../../db/client';
import type { ContentService } from '../content';
import type { WebsiteService } from '../websites';
import { createCartService } from './cart-service';
import type { VideoEmbedService } from '../video-embeds';
import { createCatalogueService } from './catalogue-service';
import { createProductTaxonomyService } from './product-taxonomy';
import { oembedLookup } from './product-video';
import { createCheckoutFlow } from './checkout-flow';
import type { JobDefinition, JobRunner } from '../../jobs';
import { createRenewals } from './subscription-renewals';
import { createSubscriptionPaymentMethods } from './subscription-payment-method';
import { registerSubscriptionPaymentRoutes } from './subscription-payment-routes';
import { createDonationService } from './donation-service';
import { createGiftCardService, GIFT_CARD_DELIVERY_JOB } from './gift-card-service';
import { createGiftCardRedemption } from './gift-card-redemption';
import { createGiftCardOwner } from './gift-card-owner';
import { registerGiftCardRoutes } from './gift-card-routes';
import { registerGiftCardOwnerRoutes } from './gift-card-owner-routes';
import { withDonationReceipts } from './donation-receipts';
import { createDonationLedger } from './donation-ledger';
import { registerDonationRoutes } from './donation-routes';
import { createSubscriptionsService } from './subscriptions-service';
import { createSubscriptionMails } from './subscription-mails';
import { withSubscriptionParts } from './subscription-payment-mails';
import { createSubscriptionSelfService } from './subscription-self-service';
import { registerSubscriptionRoutes } from './subscription-routes';
import { createSubscriptionLedger } from './subscription-ledger';
import { registerSubscriptionOwnerRoutes } from './subscription-owner-routes';
import { createSubscriptionOwnerActions } from './subscription-owner-actions';
import { createSubscriptionChanges } from './subscription-changes';
import { randomBytes } from 'node:crypto';
import type { MailOutbox, SiteMail } from '../mail';
import { createMailOrderEmails, type OrderEmails } from './order-emails';
import { createOrdersService, type ProviderResolver } from './orders-service';
import { ABANDONED_ORDER_AFTER_MS, type PaymentProvider } from './payments/provider';
import { createStripeProvider } from './payments/stripe-provider';
import { createStripeWebhookHandler } from './payments/stripe-webhooks';
import { createTestProvider } from './payments/test-provider';
import { createStoreSettingsService, isMasked } from './settings-service';
import type { StripeConnectionAnswer } from '../../../shared/api/store-answers';
import { createStorefront } from './storefront';
import { createMemberCarts } from './member-carts';
import { productSummarySource } from './summary-source';

export interface StoreDependencies {
  db: Db;
  websites: WebsiteService;
  content: ContentService;
  /** Collections by id (the content module's), for links to products and collections. */
  collectionsById: (
    websiteId: string,
    ids: string[],
  ) => Promise<{ id: string; urlId: string; title: string; type: string }[]>;
  /** The public origin of a site (`http://demo.localhost:3000`), for links in e-mails and provider redirects. */
  siteOrigin: (websiteId: string) => Promise<string>;
  /** The platform mail outbox (mail module): order e-mails are queued there. */
  mail: MailOutbox;
  /** The site's mail brand and sender (mail module): order e-mails are rendered with them. */
  siteMail: SiteMail;
  emails?: OrderEmails;
  /** Replaces the Stripe adapter (tests that cannot reach Stripe). */
  stripeFactory?: (secretKey: string) => PaymentProvider;
  /** `STRIPE_API_URL`: where the default Stripe adapter reaches Stripe (stripe-mock, a local stand-in). */
  stripeApiUrl?: string | undefined;
  clock?: () => Date;
  /** Products' video thumbnails and titles from the providers (modules/video-embeds). */
  videoEmbeds?: Pick<VideoEmbedService, 'lookup'>;
  /** The app's secret: signs subscriptions' self-service links (a per-process one when absent). */
  linkSecret?: string;
  /** Sends the renewal jobs (one per due subscription); without it the sweep renews in turn. */
  jobs?: Pick<JobRunner, 'send'>;
}

export type Store = ReturnType<typeof createStore>;

/** Wires the store's services by hand: catalogue, settings, cart, orders, checkout, payments. */
export function createStore(deps: StoreDependencies) {
  const { db } = deps;
  const clock = deps.clock ? { clock: deps.clock } : {};
  const catalogue = createCatalogueService({
    db,
    websites: deps.websites,
    ...(deps.videoEmbeds ? { videoOembed: oembedLookup(deps.videoEmbeds) } : {}),
  });
  const settings = createStoreSettingsService({ db });
  const carts = createCartService({ db, catalogue, settings, ...clock });
  const testProvider = createTestProvider({ db, ...clock });
  const timeZoneOf = async (websiteId: string) =>
    (await deps.websites.findById(websiteId))?.timeZone ?? 'UTC';
  const baseEmails =
    deps.emails ??
    createMailOrderEmails({
      db,
      outbox: deps.mail,
      siteMail: deps.siteMail,
      notifyNewOrders: async (websiteId) => (await settings.settings(websiteId)).notifyNewOrders,
      appOrigin: deps.siteOrigin,
    });
  const linkSecret = deps.linkSecret ?? randomBytes(32).toString('base64url');
  const subscriptionMails = createSubscriptionMails({ siteMail: deps.siteMail, secret: linkSecret });
  // A paid gift's receipt replaces the order confirmation (donation-receipts.ts); a subscription's
  // payment (first or renewal) carries the subscription's part in that one mail.
  const emails = withSubscriptionParts(
    withDonationReceipts(baseEmails, { siteMail: deps.siteMail, timeZoneOf }),
    { mails: subscriptionMails },
  );
  const stripeFactory =
    deps.stripeFactory ??
    ((secretKey: string) => createStripeProvider({ secretKey, apiUrl: deps.stripeApiUrl }));

  /** The owners' "Test connection": the key typed (not saved yet) or, without one, the saved key. */
  async function checkStripe(websiteId: string, typedKey: string): Promise<StripeConnectionAnswer> {
    const key =
      typedKey && !isMasked(typedKey) ? typedKey : (await settings.settings(websiteId)).stripeSecretKey;
    if (!key) return { connected: false, reason: 'Enter the Stripe secret key first.' };
    return stripeFactory(key).checkConnection();
  }

  const providers: ProviderResolver = async (websiteId, name) => {
    if (name === 'test') return testProvider.provider;
    const row = await settings.settings(websiteId);
    if (!row.stripeSecretKey) throw new Error('Stripe is not configured for this site');
    return stripeFactory(row.stripeSecretKey);
  };
  const siteTitle = async (websiteId: string) => (await deps.websites.findById(websiteId))?.title ?? 'Store';

  const now = deps.clock ?? (() => new Date());
  const giftCards = createGiftCardService({
    db,
    settings,
    providers,
    siteMail: deps.siteMail,
    siteTitle,
    siteOrigin: deps.siteOrigin,
    timeZoneOf,
    secret: linkSecret,
    clock: now,
    jobs: deps.jobs,
  });
  const giftCardRedemption = createGiftCardRedemption({
    db,
    clock: now,
    issueForPaidOrder: giftCards.issueForPaidOrder,
  });
  const tenders = giftCardRedemption.tenders;
  const orders = createOrdersService({
    db,
    emails,
    providers,
    tenders,
    ...clock,
  });
  const subscriptions = createSubscriptionsService({ db, clock: now, mails: subscriptionMails });
  const renewals = createRenewals({ db, orders, providers, clock: now, mails: subscriptionMails });
  const selfService = createSubscriptionSelfService({ db, clock: now, mails: subscriptionMails });
  const checkout = createCheckoutFlow({
    db,
    carts,
    settings,
    orders,
    providers,
    siteTitle,
    onSoldOut: (websiteId) => deps.websites.changes.touch(websiteId),
    subscriptions,
    timeZoneOf,
    tenders,
  });
  const donations = createDonationService({
    db,
    settings,
    orders,
    providers,
    subscriptions,
    siteTitle,
    timeZoneOf,
  });
  const taxonomy = createProductTaxonomyService({
    db,
    websites: deps.websites,
    isShop: async (websiteId, collectionId) =>
      (await deps.collectionsById(websiteId, [collectionId])).some(
        (collection) => collection.type === 'products',
      ),
  });
  const subscriptionPayments = createSubscriptionPaymentMethods({
    db,
    clock: now,
    orders,
    renewals,
    providers,
  });
  const stripeWebhooks = createStripeWebhookHandler({
    db,
    orders,
    providers,
    subscriptions,
    cards: subscriptionPayments,
  });
  const storefront = createStorefront({
    catalogue,
    settings,
    content: deps.content,
    collectionsById: deps.collectionsById,
  });

  /** Product id → its page's path, for cart and order lines. */
  async function productHrefs(
    websiteId: string,
    productIds: string[],
  ): Promise<(productId: string) => string> {
    const locations = await catalogue.locations(websiteId, [...new Set(productIds)]);
    const collections = new Map(
      (
        await deps.collectionsById(websiteId, [
          ...new Set(locations.map((location) => location.collectionId)),
        ])
      ).map((collection) => [collection.id, collection.urlId]),
    );
    const hrefs = new Map(
      locations.map((location) => [
        location.id,
        `/${collections.get(location.collectionId) ?? ''}/${location.urlId}`,
      ]),
    );
    return (productId) => hrefs.get(productId) ?? '/';
  }

  /**
   * One round of the store's maintenance (run as a job every few minutes): releases abandoned
   * checkouts, and refunds late payments a crash or a provider outage left owed.
   */
  async function maintain(): Promise<void> {
    await orders.releaseAbandoned(new Date(now().getTime() - ABANDONED_ORDER_AFTER_MS));
    await orders.settleRefundsDue();
  }

  /**
   * The renewal sweep (a job every minute): one `store.renew` job per due subscription, keyed by
   * its renewal and try, so however many sweeps see it due, one job is queued per try.
   */
  async function queueRenewals(pageSize = 500): Promise<number> {
    let queued = 0;
    let afterId: string | undefined;
    // Page by page (500 due rows each) until none is left: every due subscription is queued.
    for (;;) {
      const due = await renewals.due(pageSize, afterId);
      for (const subscription of due) {
        const payload = { websiteId: subscription.websiteId, subscriptionId: subscription.id };
        if (deps.jobs)
          await deps.jobs.send(RENEW_JOB, payload, {
            key: `${subscription.id}:${subscription.cyclesPaid}:${subscription.failedAttempts}`,
          });
        else await renewals.renew(subscription.websiteId, subscription.id);
      }
      queued += due.length;
      if (due.length < pageSize) return queued;
      afterId = due.at(-1)!.id;
    }
  }

  return {
    db,
    maintain,
    subscriptions,
    subscriptionMails,
    selfService,
    renewals,
    queueRenewals,
    donations,
    giftCards,
    giftCardRedemption,
    giftCardOwner: createGiftCardOwner({ db, clock: now, giftCards }),
    donationLedger: createDonationLedger({ db }),
    subscriptionLedger: createSubscriptionLedger({ db }),
    subscriptionOwner: createSubscriptionOwnerActions({
      db,
      clock: now,
      mails: subscriptionMails,
      timeZoneOf,
      refundOrder: (websiteId, orderId) => orders.refund(websiteId, orderId),
    }),
    subscriptionChanges: createSubscriptionChanges({ db, clock: now }),
    subscriptionPayments,
    timeZoneOf,
    catalogue,
    taxonomy,
    settings,
    carts,
    /** The members module's view of carts and orders (sign-in merge, sign-out copy, own orders, erasure). */
    memberCarts: createMemberCarts({ db, ...clock }),
    orders,
    checkout,
    testProvider,
    emails,
    providers,
    stripeWebhooks,
    storefront,
    summarySource: productSummarySource({ catalogue, settings }),
    productHrefs,
    checkStripe,
  };
}

/** The store's scheduled work, run by the jobs process. */
export const RENEW_JOB = 'store.renew';
export const storeJobs = (store: Store): JobDefinition[] => [
  { name: 'store.maintain', every: { seconds: 5 * 60 }, run: () => store.maintain() },
  {
    name: 'store.renewals',
    every: { seconds: 60 },
    run: async () => {
      await store.queueRenewals();
    },
  },
  {
    // Delivered once: the card's sealed code is erased in the transaction that writes the mail.
    name: GIFT_CARD_DELIVERY_JOB,
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    run: async (payload) => {
      await store.giftCards.deliver(String(payload.websiteId), String(payload.giftCardId));
    },
  },
  // The backstop: cards whose send date has come but whose job was lost.
  {
    name: 'store.gift-card-deliveries',
    every: { seconds: 60 },
    run: async () => void (await store.giftCards.deliverDue()),
  },
  {
    // Safe to run again (subscription-renewals.ts): a retry after a crash reuses the charge's key.
    name: RENEW_JOB,
    concurrency: 4,
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    run: async (payload) => {
      await store.renewals.renew(String(payload.websiteId), String(payload.subscriptionId));
    },
  },
];

export { mediaUsesInProducts } from './media-uses';
export { productSummarySource } from './summary-source';

/** The store: catalogue, cart, checkout, payments, orders, and the owners' store screens. */
export const storeModule = defineModule({
  name: 'store',
  create(
    { config, db, clock, secret },
    needs: {
      websites: WebsiteService;
      content: ContentService;
      contentReader: ContentReader;
      outbox: MailOutbox;
      siteMail: SiteMail;
      videoEmbeds: VideoEmbedService;
      accounts: AccountService;
      /** Replaces the Stripe adapter's client (tests point it at a local stand-in for Stripe's API). */
      stripeFactory: StoreDependencies['stripeFactory'];
      jobs: Pick<JobRunner, 'send'>;
    },
  ) {
    const { websites, content, contentReader, accounts, stripeFactory } = needs;
    const collectionsById = contentReader.collectionsByIds;
    const store = createStore({
      db,
      mail: needs.outbox,
      siteMail: needs.siteMail,
      websites,
      content,
      collectionsById,
      videoEmbeds: needs.videoEmbeds,
      siteOrigin: async (websiteId) =>
        siteUrl(config, (await websites.findById(websiteId))?.identifier ?? '', ''),
      clock,
      jobs: needs.jobs,
      linkSecret: secret,
      ...(stripeFactory ? { stripeFactory } : {}),
      stripeApiUrl: config.stripeApiUrl,
    });
    return {
      services: { store },
      jobs: storeJobs(store),
      registerRoutes: async (app, { pages }) => {
        registerCartApiRoutes(app, { store, secureCookies: config.secureCookies });
        registerStorePageRoutes(app, { store, pages, secureCookies: config.secureCookies });
        registerTestPayRoutes(app, { store, pages });
        registerDonationRoutes(app, { store, pages });
        registerGiftCardRoutes(app, { store, pages });
        registerGiftCardOwnerRoutes(app, { store });
        registerSubscriptionRoutes(app, { store, pages });
        registerSubscriptionPaymentRoutes(app, { store, pages });
        registerSubscriptionOwnerRoutes(app, { store });
        await registerStripeWebhookRoutes(app, { store, clock });
        registerStoreOwnerRoutes(app, {
          store,
          accounts,
          content,
          collectionsById,
          productCollections: (websiteId) => contentReader.collectionsOfType(websiteId, 'products'),
        });
      },
    };
  },
});
export { CART_COOKIE } from './cart-service';
export { rememberCartCount, setCartCookie } from './request-helpers';
export type { MemberCarts, MemberOrderSummary } from './member-carts';
