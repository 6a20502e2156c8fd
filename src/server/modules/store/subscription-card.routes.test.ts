import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { mailOutbox } from '../mail/tables';
import { savedCardCharges } from './payments/test-provider-saved';
import { checkoutBody, createShop, productInput, variant } from './store-fixtures';
import { subscriptionEvents } from './subscription-event-tables';
import { INVALID_SUBSCRIPTION_LINK } from './subscription-routes';
import { orderEvents, testProviderSavedCharges } from './tables';

/**
 * The card pages of the subscription self-service link (issue 19), test provider: the customer
 * updates the saved card (a past-due renewal is retried with it at once, charged once) and
 * confirms a renewal their bank held ("needs action"), recorded as paid exactly once.
 */
const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const DUE = new Date('2027-02-28T15:00:00Z');

describe.each(testEngines)('subscription card pages on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let websiteId: string;
  let host: string;
  let otherHost: string;
  let clubVariant: string;
  let now = new Date('2027-01-31T15:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database, clock: () => now });
    const site = await createSite(t.services, `subcard${engine}`);
    websiteId = site.website.id;
    host = hostOf(`subcard${engine}`);
    await createSite(t.services, `subcardother${engine}`);
    otherHost = hostOf(`subcardother${engine}`);
    const shop = await createShop(t.services, websiteId);
    const club = await t.services.store.catalogue.create(websiteId, shop.shop.id, {
      ...productInput('Tea Club', [variant(2000, 100)]),
      subscriptionPlans: [{ billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: 0 }],
    });
    clubVariant = club.variants[0]!.id;
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  let shoppers = 0;
  /** Subscribes with a test card, then lets the first renewal fail with it: answers the failed mail's link. */
  async function failingSubscription(card: 'renewal-decline' | 'renewal-authenticate') {
    now = new Date('2027-01-31T15:00:00Z');
    const email = `cardholder${(shoppers += 1)}@example.com`;
    const shopper = visitor(t.app, host);
    await shopper.request('POST', '/api/commerce/cart/items', { variantId: clubVariant, quantity: 1 });
    const placed = await shopper.request(
      'POST',
      `/checkout/subscribe?cartToken=${shopper.jar.cart!}`,
      new URLSearchParams(checkoutBody(email)).toString(),
      form,
    );
    const paid = await shopper.request('POST', String(placed.headers.location), `card=${card}`, form);
    const token = String(paid.headers.location).split('/').pop()!;
    const subscription = (await t.services.store.subscriptions.byAccessToken(websiteId, token))!;
    now = DUE;
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('retry-scheduled');
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.websiteId, websiteId), eq(mailOutbox.to, email)))
      .orderBy(asc(mailOutbox.createdAt));
    const failed = mails.find((mail) => mail.subject.includes('payment failed'))!;
    const link = /\/commerce\/subscriptions\/manage\/[A-Za-z0-9_.-]+/.exec(failed.text)![0];
    return { subscription, link, failedText: failed.text };
  }

  const current = async (id: string) => (await t.services.store.subscriptions.get(websiteId, id))!;
  const post = (url: string, payload: string, onHost = host) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host: onHost, 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
  const eventsOf = (id: string) =>
    database.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, id));
  const renewalOrder = async (id: string) => {
    const [renewal] = await t.services.store.renewals.renewalOrders(websiteId, id);
    return t.services.store.orders.get(websiteId, renewal!.orderId);
  };
  const paidEvents = async (orderId: string) =>
    (await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter(
      (event) => event.kind === 'paid' && event.message.startsWith('Subscription renewal'),
    );

  it('updates the card of a past-due subscription and retries its renewal once, at once', async () => {
    const { subscription, link } = await failingSubscription('renewal-decline');
    const page = await t.app.inject({ url: link, headers: { host } });
    expect(page.body).toContain('Update card');
    const cardPage = await t.app.inject({ url: `${link}/card`, headers: { host } });
    expect(cardPage.statusCode).toBe(200);
    expect(cardPage.headers['referrer-policy']).toBe('no-referrer');
    expect(cardPage.body).toContain('Card is kept; renewals succeed');

    // A declined card changes nothing.
    const declined = await post(`${link}/card`, 'card=decline');
    expect(declined.statusCode).toBe(402);
    expect((await current(subscription.id)).paymentMethodId).toBe(subscription.paymentMethodId);

    const updated = await post(`${link}/card`, 'card=success');
    expect(updated.statusCode).toBe(200);
    expect(updated.body).toContain('Your card is updated and the payment went through.');
    const after = await current(subscription.id);
    expect(after).toMatchObject({ status: 'active', cyclesPaid: 2, failedAttempts: 0 });
    expect(after.nextChargeAt).toEqual(new Date('2027-03-31T15:00:00Z'));
    expect(after.paymentMethodId).not.toBe(subscription.paymentMethodId);
    expect(await savedCardCharges(database.db, websiteId, after.paymentMethodId!)).toHaveLength(1);
    const order = await renewalOrder(subscription.id);
    expect(order.status).toBe('paid');
    expect(await paidEvents(order.id)).toHaveLength(1);
    expect((await eventsOf(subscription.id)).map((event) => event.kind)).toEqual(['card-updated']);

    // Updated again while active: the card changes, nothing is charged.
    const again = await post(`${link}/card`, 'card=renewal-authenticate');
    expect(again.body).toContain('Your card is updated.');
    const last = await current(subscription.id);
    expect(last).toMatchObject({ status: 'active', cyclesPaid: 2 });
    expect(last.paymentMethodId).not.toBe(after.paymentMethodId);
    expect(await savedCardCharges(database.db, websiteId, after.paymentMethodId!)).toHaveLength(1);
    expect(await paidEvents(order.id)).toHaveLength(1);
  });

  it('confirms a needs-action renewal exactly once, however often or concurrently it is submitted', async () => {
    const { subscription, link, failedText } = await failingSubscription('renewal-authenticate');
    expect(failedText).toContain('Your bank asks you to confirm this payment.');
    const page = await t.app.inject({ url: link, headers: { host } });
    expect(page.body).toContain('Confirm the payment');
    const confirmPage = await t.app.inject({ url: `${link}/confirm`, headers: { host } });
    expect(confirmPage.statusCode).toBe(200);

    const failed = await post(`${link}/confirm`, 'card=fail-authentication');
    expect(failed.statusCode).toBe(402);
    expect((await current(subscription.id)).status).toBe('past_due');

    const answers = await Promise.all([
      post(`${link}/confirm`, 'card=confirm-authentication'),
      post(`${link}/confirm`, 'card=confirm-authentication'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.some((answer) => answer.body.includes('the payment went through'))).toBe(true);
    const again = await post(`${link}/confirm`, 'card=confirm-authentication');
    expect(again.body).toContain('This payment is already made.');

    const after = await current(subscription.id);
    expect(after).toMatchObject({ status: 'active', cyclesPaid: 2, failedAttempts: 0 });
    expect(after.nextChargeAt).toEqual(new Date('2027-03-31T15:00:00Z'));
    const order = await renewalOrder(subscription.id);
    expect(order.status).toBe('paid');
    expect(await paidEvents(order.id)).toHaveLength(1);
    const charges = await database.db
      .select()
      .from(testProviderSavedCharges)
      .where(eq(testProviderSavedCharges.paymentMethodId, subscription.paymentMethodId!));
    expect(charges.map((charge) => charge.status)).toEqual(['succeeded']);
    expect((await eventsOf(subscription.id)).map((event) => event.kind)).toEqual(['authenticated']);
    // The dunning retry finds nothing due any more.
    now = new Date(DUE.getTime() + 24 * 60 * 60 * 1000);
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('not-due');
    expect((await t.app.inject({ url: `${link}/confirm`, headers: { host } })).statusCode).toBe(409);
  });

  it('refuses another site’s link, an altered link and NUL bytes', async () => {
    const { subscription, link } = await failingSubscription('renewal-authenticate');
    const altered = `${link.slice(0, -2)}${link.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const [url, onHost] of [
      [`${altered}/card`, host],
      [`${altered}/confirm`, host],
      [`${link}/card`, otherHost],
      [`${link}/confirm`, otherHost],
    ] as const) {
      const refused = await t.app.inject({ url, headers: { host: onHost } });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain(INVALID_SUBSCRIPTION_LINK.slice(0, 60));
      const payload = url.endsWith('card') ? 'card=success' : 'card=confirm-authentication';
      expect((await post(url, payload, onHost)).statusCode).toBe(403);
    }
    expect((await post(`${link}/card`, 'card=succ%00ess')).statusCode).toBe(400);
    expect((await post(`${link}/confirm`, 'card=confirm-authentication%00')).statusCode).toBe(400);
    expect((await post(`${link}/card`, 'card=success&card=decline')).statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${link}/confirm`,
      headers: {
        host,
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'card=confirm-authentication',
    });
    expect(foreign.statusCode).toBe(403);
    expect(await current(subscription.id)).toMatchObject({
      status: 'past_due',
      paymentMethodId: subscription.paymentMethodId,
    });
  });
});
