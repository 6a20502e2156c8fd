import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { mailOutbox } from '../mail/tables';
import { checkoutBody, createShop, productInput, variant } from './store-fixtures';
import { INVALID_SUBSCRIPTION_LINK } from './subscription-routes';

/**
 * Subscription e-mails and the self-service page (issue 19): every subscription mail carries a
 * signed link (no sign-in) to a page where the customer pauses, resumes, skips the next renewal
 * or cancels; an altered link, or one signed for another site, is refused in plain words.
 */
const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const DAY = 24 * 60 * 60 * 1000;

describe.each(testEngines)('subscription self-service on %s', (engine) => {
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
    const site = await createSite(t.services, `selfserve${engine}`);
    websiteId = site.website.id;
    host = hostOf(`selfserve${engine}`);
    await createSite(t.services, `selfother${engine}`);
    otherHost = hostOf(`selfother${engine}`);
    const shop = await createShop(t.services, websiteId);
    const club = await t.services.store.catalogue.create(websiteId, shop.shop.id, {
      ...productInput('Coffee Club', [variant(2000, 100)]),
      subscriptionPlans: [{ billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: 0 }],
    });
    clubVariant = club.variants[0]!.id;
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  let shoppers = 0;
  /** Subscribes through the real pages with a test card; answers the subscription and the customer's address. */
  async function subscribe(card = 'success') {
    now = new Date('2027-01-31T15:00:00Z');
    const email = `subscriber${(shoppers += 1)}@example.com`;
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
    return { email, subscription: (await t.services.store.subscriptions.byAccessToken(websiteId, token))! };
  }

  const mailsTo = (email: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.websiteId, websiteId),
          // Each payment's one mail (its order confirmation) and the subscription's own notices.
          eq(mailOutbox.to, email),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt));
  /** The self-service path in a mail's text part. */
  const linkIn = (text: string) => /\/commerce\/subscriptions\/manage\/[A-Za-z0-9_.-]+/.exec(text)![0];
  const current = async (id: string) => (await t.services.store.subscriptions.get(websiteId, id))!;
  const post = (path: string, action: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: `action=${action}`,
    });

  it('mails a confirmation with the signed link; the page pauses, resumes, skips and cancels', async () => {
    const { email, subscription } = await subscribe();
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toContain('is confirmed');
    expect(confirmation!.text).toContain('This payment started your subscription to Coffee Club.');
    const link = linkIn(confirmation!.text);
    expect(confirmation!.text).toContain(`http://${host}${link}`);

    const page = await t.app.inject({ url: link, headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('Subscription · Active');
    expect(page.body).toContain('Next payment: February 28, 2027');
    for (const label of ['Pause subscription', 'Skip next payment', 'Cancel subscription'])
      expect(page.body).toContain(label);

    const paused = await post(link, 'pause');
    expect(paused.statusCode).toBe(200);
    expect(paused.body).toContain(
      'Your subscription is paused. You will not be charged until you resume it.',
    );
    expect(await current(subscription.id)).toMatchObject({ status: 'paused', nextChargeAt: null });
    // Paused through its renewal date: nothing is charged.
    now = new Date('2027-02-28T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('not-due');
    // Pausing again changes nothing and says why.
    const again = await post(link, 'pause');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This subscription is paused: resume it first.');

    now = new Date('2027-03-10T12:00:00Z');
    expect((await post(link, 'resume')).body).toContain('Your subscription is active again.');
    const resumed = await current(subscription.id);
    // The next date after now on the anchor's calendar: Mar 31, the paused February skipped.
    expect(resumed).toMatchObject({ status: 'active', skippedPeriods: 1 });
    expect(resumed.nextChargeAt!.toISOString()).toBe('2027-03-31T15:00:00.000Z');

    expect((await post(link, 'skip')).body).toContain('The next payment is skipped.');
    expect((await current(subscription.id)).nextChargeAt!.toISOString()).toBe('2027-04-30T15:00:00.000Z');
    now = new Date('2027-03-31T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('not-due');

    const cancelled = await post(link, 'cancel');
    expect(cancelled.body).toContain('Your subscription is cancelled. You will not be charged again.');
    expect(cancelled.body).not.toContain('Pause subscription');
    expect(await current(subscription.id)).toMatchObject({ status: 'cancelled', nextChargeAt: null });
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('is confirmed'),
      expect.stringContaining('was cancelled'),
    ]);
    expect(linkIn(mails[1]!.text)).toBe(link);
    // A repeated cancel mails nothing more.
    expect((await post(link, 'cancel')).statusCode).toBe(409);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('mails each renewal’s receipt and each failed payment, with the link', async () => {
    const renewing = await subscribe();
    now = new Date('2027-02-28T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, renewing.subscription.id)).toBe('renewed');
    const [renewal] = await t.services.store.renewals.renewalOrders(websiteId, renewing.subscription.id);
    const order = await t.services.store.orders.get(websiteId, renewal!.orderId);
    const receipts = (await mailsTo(renewing.email)).filter((mail) => mail.subject.startsWith('Receipt'));
    expect(receipts).toHaveLength(1);
    expect(await mailsTo(renewing.email)).toHaveLength(2);
    expect(receipts[0]!.subject).toContain(`(order #${order.orderNumber})`);
    expect(receipts[0]!.text).toContain('Next payment: March 31, 2027');
    expect(linkIn(receipts[0]!.text)).toMatch(/manage\/.+/);

    const failing = await subscribe('renewal-decline');
    now = new Date('2027-02-28T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, failing.subscription.id)).toBe('retry-scheduled');
    const failed = (await mailsTo(failing.email)).filter((mail) => mail.subject.includes('payment failed'));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.text).toContain('Your card was declined.');
    expect(failed[0]!.text).toContain('Next payment: March 1, 2027');
    // The link of the failed payment lets the customer cancel; the waiting renewal order goes with it (stock back).
    const link = linkIn(failed[0]!.text);
    const page = await t.app.inject({ url: link, headers: { host } });
    expect(page.body).toContain('Subscription · Past due');
    expect(page.body).not.toContain('Pause subscription');
    expect((await post(link, 'cancel')).statusCode).toBe(200);
    const [waiting] = await t.services.store.renewals.renewalOrders(websiteId, failing.subscription.id);
    expect((await t.services.store.orders.get(websiteId, waiting!.orderId)).status).toBe('cancelled');
    now = new Date(new Date('2027-02-28T15:00:00Z').getTime() + DAY);
    expect(await t.services.store.renewals.renew(websiteId, failing.subscription.id)).toBe('not-due');
  });

  it('refuses an altered link, a link of another site and a foreign-origin post, in plain words', async () => {
    const { email, subscription } = await subscribe();
    const link = linkIn((await mailsTo(email))[0]!.text);
    const altered = `${link.slice(0, -2)}${link.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const [url, onHost] of [
      [altered, host],
      [link, otherHost],
    ] as const) {
      const refused = await t.app.inject({ url, headers: { host: onHost } });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain(INVALID_SUBSCRIPTION_LINK.slice(0, 60));
      const posted = await t.app.inject({
        method: 'POST',
        url,
        headers: { host: onHost, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=cancel',
      });
      expect(posted.statusCode).toBe(403);
    }
    const foreign = await post(link, 'cancel', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(foreign.statusCode).toBe(403);
    expect((await current(subscription.id)).status).toBe('active');
  });
});
