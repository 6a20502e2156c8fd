import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { createStripeProvider, signStripePayload } from './payments/stripe-provider';
import { checkoutBody, createShop, productInput, variant } from './store-fixtures';
import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../mail/tables';
import { subscriptionEvents } from './subscription-event-tables';

/**
 * A Stripe subscription's new card (issue 19), the real adapter against the local stand-in:
 * "Update card" on the self-service page opens a setup-mode Checkout session for the
 * subscription's customer; its `checkout.session.completed` webhook gives the SetupIntent's
 * card, which replaces the saved one, and a past-due renewal is retried with it at once, once.
 */
const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const WEBHOOK_SECRET = 'whsec_subscription_cards';

describe.each(testEngines)('Stripe card update on %s', (engine) => {
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
    const site = await createSite(t.services, `subcardstripe${engine}`);
    websiteId = site.website.id;
    host = hostOf(`subcardstripe${engine}`);
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
    expect((await deliver(session)).statusCode).toBe(200);
    const orderId = session.metadata.orderId!;
    return {
      session,
      subscription: (await t.services.store.subscriptions.byFirstOrder(websiteId, orderId))!,
    };
  }

  /** Delivers Stripe's signed `checkout.session.completed` for a session, as a new event. */
  function deliver(session: object) {
    const payload = JSON.stringify({
      id: `evt_sub_${engine}_${(events += 1)}`,
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2024-06-20',
      created: Math.floor(now.getTime() / 1000),
      data: { object: session },
    });
    return t.app.inject({
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
  }

  it('updates the card through a setup-mode session and retries the past-due renewal once', async () => {
    const { subscription } = await subscribe();
    stripe.cards.set(subscription.paymentMethodId!.split('/')[1]!, 'decline');
    now = new Date('2027-02-28T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('retry-scheduled');
    const link = /\/commerce\/subscriptions\/manage\/[A-Za-z0-9_.-]+/.exec(
      (
        await database.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.websiteId, websiteId), eq(mailOutbox.to, subscription.email)))
      ).find((mail) => mail.subject.includes('payment failed'))!.text,
    )![0];
    expect((await t.app.inject({ url: link, headers: { host } })).body).toContain('Update card');

    const altered = `${link.slice(0, -2)}${link.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await t.app.inject({ url: `${altered}/card`, headers: { host } })).statusCode).toBe(403);

    const opened = await t.app.inject({ url: `${link}/card`, headers: { host } });
    expect(opened.statusCode).toBe(303);
    const sessionId = String(opened.headers.location).split('/').pop()!;
    const created = stripe.requests.find(
      (request) => request.path === '/v1/checkout/sessions' && request.body.get('mode') === 'setup',
    )!;
    expect(created.body.get('customer')).toBe(subscription.paymentMethodId!.split('/')[0]);
    expect(created.body.get('metadata[subscriptionId]')).toBe(subscription.id);
    expect(created.body.get('success_url')).toBe(`http://${host}${link}`);
    // Nothing changes until Stripe says the card was set up.
    expect((await current(subscription.id)).paymentMethodId).toBe(subscription.paymentMethodId);

    const session = stripe.complete(sessionId);
    expect((await deliver(session)).statusCode).toBe(200);
    const after = await current(subscription.id);
    const intent = stripe.setupIntents.get(session.setup_intent!)!;
    expect(after.paymentMethodId).toBe(`${intent.customer}/${intent.payment_method}`);
    expect(after).toMatchObject({ status: 'active', cyclesPaid: 2, failedAttempts: 0 });
    expect(after.nextChargeAt!.toISOString()).toBe('2027-03-31T15:00:00.000Z');
    expect(offSession(after.paymentMethodId!).map((charge) => charge.status)).toEqual(['succeeded']);

    // Stripe delivers the event again (a new event id): the same card, nothing more charged or said.
    expect((await deliver(session)).statusCode).toBe(200);
    expect(offSession(after.paymentMethodId!)).toHaveLength(1);
    const events = await database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, subscription.id));
    expect(events.map((event) => event.kind)).toEqual(['card-updated']);
    expect(await current(subscription.id)).toMatchObject({ cyclesPaid: 2 });

    // A card of another customer (a forged or misrouted event) is not taken.
    const foreign = await t.services.store.subscriptionPayments.replaceStripeCard(
      websiteId,
      subscription.id,
      'cus_someone_else/pm_theirs',
    );
    expect(foreign.done).toBe(false);
    expect((await current(subscription.id)).paymentMethodId).toBe(after.paymentMethodId);
  });
});
