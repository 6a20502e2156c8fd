import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import type { PaymentProvider } from './payments/provider';
import { createStripeProvider, signStripePayload } from './payments/stripe-provider';
import { checkoutBody, createShop, productInput, variant } from './store-fixtures';
import { createRenewals } from './subscription-renewals';

/**
 * Subscriptions paid through Stripe (issue 19), the real adapter against the local stand-in for
 * Stripe's API: the first payment (hosted Checkout) keeps the card, renewals charge it
 * off-session with the attempt's idempotency key, and a declined or needs-authentication
 * renewal goes to dunning.
 */
const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const WEBHOOK_SECRET = 'whsec_subscriptions';

describe.each(testEngines)('Stripe subscriptions on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let stripe: StripeStandIn;
  let websiteId: string;
  let host: string;
  let clubVariant: string;
  let now = new Date('2027-01-31T15:00:00Z');
  let events = 0;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    stripe = await startStripeStandIn();
    t = await buildTestApp({
      database,
      clock: () => now,
      stripeFactory: (secretKey) => createStripeProvider({ secretKey, client: stripe.client() }),
    });
    const site = await createSite(t.services, `substripe${engine}`);
    websiteId = site.website.id;
    host = hostOf(`substripe${engine}`);
    const shop = await createShop(t.services, websiteId);
    const settings = await t.services.store.settings.view(websiteId);
    await t.services.store.settings.update(websiteId, {
      ...settings,
      paymentProvider: 'stripe',
      stripeSecretKey: 'sk_test_standin',
      stripeWebhookSecret: WEBHOOK_SECRET,
    });
    const club = await t.services.store.catalogue.create(websiteId, shop.shop.id, {
      ...productInput('Stripe Club', [variant(2500, 100)]),
      subscriptionPlans: [{ billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: 0 }],
    });
    clubVariant = club.variants[0]!.id;
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
    await stripe.close();
  });

  const current = async (id: string) => (await t.services.store.subscriptions.get(websiteId, id))!;
  /** Off-session charges Stripe made (renewals), not the first payments on its hosted page. */
  const offSession = (paymentMethod: string) =>
    [...stripe.paymentIntents.values()].filter(
      (intent) => intent.off_session && `${intent.customer}/${intent.payment_method}` === paymentMethod,
    );

  /** Subscribes through the real pages, pays on "Stripe's page" and delivers Stripe's signed event. */
  async function subscribe() {
    now = new Date('2027-01-31T15:00:00Z');
    const shopper = visitor(t.app, host);
    await shopper.request('POST', '/api/commerce/cart/items', { variantId: clubVariant, quantity: 1 });
    const placed = await shopper.request(
      'POST',
      `/checkout/subscribe?cartToken=${shopper.jar.cart!}`,
      new URLSearchParams(checkoutBody()).toString(),
      form,
    );
    expect(placed.statusCode).toBe(303);
    const sessionId = String(placed.headers.location).split('/').pop()!;
    const session = stripe.complete(sessionId);
    const payload = JSON.stringify({
      id: `evt_sub_${engine}_${(events += 1)}`,
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2024-06-20',
      created: Math.floor(now.getTime() / 1000),
      data: { object: session },
    });
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/commerce/webhooks/stripe',
      headers: {
        host,
        'content-type': 'application/json',
        // Signed at the app's (fake) time: signatures older than five minutes are refused.
        'stripe-signature': signStripePayload(payload, WEBHOOK_SECRET, Math.floor(now.getTime() / 1000)),
      },
      payload,
    });
    expect(delivered.statusCode).toBe(200);
    const orderId = session.metadata.orderId!;
    return {
      session,
      subscription: (await t.services.store.subscriptions.byFirstOrder(websiteId, orderId))!,
    };
  }

  it('asks Checkout to keep the card, and the paid first order starts the subscription with it', async () => {
    const { session, subscription } = await subscribe();
    const created = stripe.requests.find(
      (request) =>
        request.path === '/v1/checkout/sessions' &&
        request.body.get('metadata[orderId]') === session.metadata.orderId,
    )!;
    expect(created.body.get('payment_intent_data[setup_future_usage]')).toBe('off_session');
    expect(created.body.get('customer_creation')).toBe('always');
    expect(subscription).toMatchObject({
      status: 'active',
      provider: 'stripe',
      cyclesPaid: 1,
      paymentMethodId: `${session.customer}/pm_${session.metadata.orderId}`,
    });
    expect(subscription.nextChargeAt!.toISOString()).toBe('2027-02-28T15:00:00.000Z');
  });

  it('renews by an off-session charge of the saved card, once, even when the answer was lost', async () => {
    const { subscription } = await subscribe();
    now = new Date('2027-02-28T15:00:00Z');
    const real = await t.services.store.providers(websiteId, 'stripe');
    const lostAnswer: PaymentProvider = {
      ...real,
      async chargeSaved(request) {
        await real.chargeSaved!(request);
        throw new Error('connection reset after the charge');
      },
    };
    const dying = createRenewals({
      db: t.services.store.db,
      orders: t.services.store.orders,
      providers: async () => lostAnswer,
      clock: () => now,
      mails: t.services.store.subscriptionMails,
    });
    await expect(dying.renew(websiteId, subscription.id)).rejects.toThrow('connection reset');
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('renewed');
    const charges = offSession(subscription.paymentMethodId!);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'succeeded', amount: subscription.amountCents });
    const charge = stripe.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(charge.at(-1)!.body.get('off_session')).toBe('true');
    expect(charge.at(-1)!.body.get('confirm')).toBe('true');
    const [attempt] = await t.services.store.renewals.attempts(websiteId, subscription.id);
    expect(attempt).toMatchObject({ status: 'succeeded', providerPaymentId: charges[0]!.id });
    expect(charge.at(-1)!.headers['idempotency-key']).toBe(attempt!.idempotencyKey);
    const [renewal] = await t.services.store.renewals.renewalOrders(websiteId, subscription.id);
    expect((await t.services.store.orders.get(websiteId, renewal!.orderId)).status).toBe('paid');
    expect(await current(subscription.id)).toMatchObject({ status: 'active', cyclesPaid: 2 });
  });

  it('a declined renewal goes to dunning: past due, retried a day later', async () => {
    const { subscription } = await subscribe();
    stripe.cards.set(subscription.paymentMethodId!.split('/')[1]!, 'decline');
    now = new Date('2027-02-28T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('retry-scheduled');
    const failing = await current(subscription.id);
    expect(failing).toMatchObject({
      status: 'past_due',
      failedAttempts: 1,
      lastFailure: 'Your card was declined.',
    });
    expect(failing.nextChargeAt!.toISOString()).toBe('2027-03-01T15:00:00.000Z');
    const [attempt] = await t.services.store.renewals.attempts(websiteId, subscription.id);
    expect(attempt!.status).toBe('declined');
    expect(offSession(subscription.paymentMethodId!).map((intent) => intent.status)).toEqual([
      'requires_payment_method',
    ]);
    // The card works again on the retry: renewed, no more past due.
    stripe.cards.set(subscription.paymentMethodId!.split('/')[1]!, 'success');
    now = new Date('2027-03-01T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('renewed');
    expect(await current(subscription.id)).toMatchObject({
      status: 'active',
      cyclesPaid: 2,
      failedAttempts: 0,
    });
  });

  it('a renewal the bank wants the customer to confirm is "needs action": past due, nothing charged', async () => {
    const { subscription } = await subscribe();
    stripe.cards.set(subscription.paymentMethodId!.split('/')[1]!, 'authenticate');
    now = new Date('2027-02-28T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('retry-scheduled');
    expect(await current(subscription.id)).toMatchObject({
      status: 'past_due',
      lastFailure: 'Your bank asks you to confirm this payment.',
    });
    const [attempt] = await t.services.store.renewals.attempts(websiteId, subscription.id);
    expect(attempt!.status).toBe('requires_action');
    expect(offSession(subscription.paymentMethodId!).every((intent) => intent.status !== 'succeeded')).toBe(
      true,
    );
  });
});
