import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { mailOutbox } from '../mail/tables';
import { websites } from '../websites/tables';
import { checkoutBody, createShop, productInput, variant } from './store-fixtures';
import { orders, testProviderRefunds, testProviderSavedCharges } from './tables';

/**
 * One subscription for its owner (issue 19): customer, plan, state, the next renewal on the
 * site's calendar, the history (charges with their order numbers, failures, pauses, skips,
 * cancellation), cancel now, and refund the last charge once however often the request is sent.
 * Another site's subscription is "not found".
 */
const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const STARTED = new Date('2027-01-31T15:00:00Z');
const RENEWAL = new Date('2027-02-28T15:00:00Z');

describe.each(testEngines)('owners’ subscription detail on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let now = STARTED;
  let owner: ReturnType<typeof visitor>;
  let websiteId = '';
  let variantId = '';
  let rivalOwnerEmail = '';
  let ownerEmail = '';
  let rivalSubscription = '';
  let rivalWebsiteId = '';
  const host = hostOf(`subsdetail${engine}`);
  const rivalHost = hostOf(`subsdetailrival${engine}`);
  const ids = { renewed: '', failing: '', changing: '', unpaid: '' };

  async function subscribe(
    onHost: string,
    onVariant: string,
    email: string,
    card: string | null = 'success',
  ) {
    const shopper = visitor(t.app, onHost);
    await shopper.request('POST', '/api/commerce/cart/items', { variantId: onVariant, quantity: 2 });
    const placed = await shopper.request(
      'POST',
      `/checkout/subscribe?cartToken=${shopper.jar.cart!}`,
      new URLSearchParams(checkoutBody(email)).toString(),
      form,
    );
    expect(placed.statusCode).toBe(303);
    const [first] = await database.db.select().from(orders).where(eq(orders.email, email));
    if (!card) return (await t.services.store.subscriptions.byFirstOrder(first!.websiteId, first!.id))!.id;
    const paid = await shopper.request('POST', String(placed.headers.location), `card=${card}`, form);
    const token = String(paid.headers.location).split('/').pop()!;
    return (await t.services.store.subscriptions.byAccessToken(first!.websiteId, token))!.id;
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database, clock: () => now });
    const plan = {
      subscriptionPlans: [{ billingPeriod: { value: 1, unit: 'monthly' as const }, numBillingCycles: 0 }],
    };
    const site = await createSite(t.services, host.split('.')[0]!);
    websiteId = site.website.id;
    // 15:00 UTC on Feb 28 is already Mar 1 in Sydney: the owner sees the site's day.
    await database.db
      .update(websites)
      .set({ timeZone: 'Australia/Sydney' })
      .where(eq(websites.id, websiteId));
    const shop = await createShop(t.services, websiteId);
    const club = await t.services.store.catalogue.create(websiteId, shop.shop.id, {
      ...productInput('Coffee Club', [variant(2000, 100)]),
      ...plan,
    });
    variantId = club.variants[0]!.id;
    ownerEmail = site.ownerEmail;

    const rival = await createSite(t.services, rivalHost.split('.')[0]!);
    rivalOwnerEmail = rival.ownerEmail;
    rivalWebsiteId = rival.website.id;
    const rivalShop = await createShop(t.services, rival.website.id);
    const rivalClub = await t.services.store.catalogue.create(rival.website.id, rivalShop.shop.id, {
      ...productInput('Rival Roast', [variant(1500, 100)]),
      ...plan,
    });
    rivalSubscription = await subscribe(rivalHost, rivalClub.variants[0]!.id, 'rival@example.com');

    ids.renewed = await subscribe(host, variantId, 'renewed@example.com');
    ids.failing = await subscribe(host, variantId, 'failing@example.com', 'renewal-decline');
    ids.changing = await subscribe(host, variantId, 'changing@example.com');
    ids.unpaid = await subscribe(host, variantId, 'unpaid@example.com', null);
    now = new Date('2027-02-10T10:00:00Z');
    await t.services.store.selfService.apply(websiteId, ids.changing, 'skip');
    await t.services.store.selfService.apply(websiteId, ids.changing, 'pause');
    await t.services.store.selfService.apply(websiteId, ids.changing, 'resume');
    now = RENEWAL;
    expect(await t.services.store.renewals.renew(websiteId, ids.renewed)).toBe('renewed');
    expect(await t.services.store.renewals.renew(websiteId, ids.failing)).toBe('retry-scheduled');
    // Signed in at the test's "now" (sessions expire on the same clock).
    owner = visitor(t.app, host);
    await owner.signIn(ownerEmail, OWNER_PASSWORD);
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const detail = async (id: string) => {
    const answer = await owner.get(`/api/commerce/subscriptions/${id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  it('shows the customer, plan, next renewal and every charge with its order number', async () => {
    const found = await detail(ids.renewed);
    expect(found.timeZone).toBe('Australia/Sydney');
    expect(found.subscription).toMatchObject({
      email: 'renewed@example.com',
      status: 'active',
      title: 'Coffee Club',
      plan: 'Renews every month',
      quantity: 2,
      paymentsMade: 2,
    });
    const kinds = found.history.map((entry: { kind: string }) => entry.kind);
    expect(kinds).toEqual(['started', 'renewed']);
    const [first, renewal] = found.history;
    expect(first.message).toMatch(/^First payment: \$[\d.]+ charged \(order #\d+\)\.$/);
    expect(renewal.message).toBe(
      `Renewal 1: $${(renewal.order.amountCents / 100).toFixed(2)} charged (order #${renewal.order.orderNumber}).`,
    );
    expect(renewal.order.orderNumber).toBe(first.order.orderNumber + 4);
    expect(found.lastCharge).toMatchObject({ orderId: renewal.order.id, refundedCents: 0, status: 'paid' });
    expect(found).toMatchObject({ canCancel: true, canRefundLast: true });
    // The list says the same site time zone, so its dates fall on the site's calendar too.
    expect((await owner.get('/api/commerce/subscriptions')).json().timeZone).toBe('Australia/Sydney');
  });

  it('tells failures, skips, pauses and resumes', async () => {
    const failing = await detail(ids.failing);
    expect(failing.subscription.status).toBe('past_due');
    expect(failing.subscription.lastFailure).toBeTruthy();
    expect(failing.history.map((entry: { kind: string }) => entry.kind)).toEqual([
      'started',
      'renewal-pending',
      'charge-failed',
    ]);
    expect(failing.history[2].message).toMatch(/^Renewal 1, try 1: \$[\d.]+ was declined\.$/);
    const changing = await detail(ids.changing);
    expect(changing.history.map((entry: { kind: string; message: string }) => entry.kind)).toEqual([
      'started',
      'skipped',
      'paused',
      'resumed',
    ]);
  });

  it('refunds the last charge once, however often the request is sent', async () => {
    const { lastCharge } = await detail(ids.renewed);
    const send = (key: string) =>
      owner.request(
        'POST',
        `/api/commerce/subscriptions/${ids.renewed}/refund-last`,
        {},
        {
          headers: { 'idempotency-key': key },
        },
      );
    const first = await send('refund-key-one');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      orderId: lastCharge.orderId,
      refundedCents: lastCharge.amountCents,
      status: 'refunded',
    });
    const again = await send('refund-key-one');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const refunds = await database.db
      .select()
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.websiteId, websiteId));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: lastCharge.amountCents });
    // The renewal's off-session charge (no checkout session) is what the provider refunded.
    const charged = await database.db
      .select()
      .from(testProviderSavedCharges)
      .where(eq(testProviderSavedCharges.websiteId, websiteId));
    expect(charged.filter((row) => row.refundedCents > 0).map((row) => row.refundedCents)).toEqual([
      lastCharge.amountCents,
    ]);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, lastCharge.orderId));
    expect(order!.refundedCents).toBe(lastCharge.amountCents);
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'renewed@example.com'), eq(mailOutbox.purpose, 'order-refunded')));
    expect(mails).toHaveLength(1);
    // A new request (another key) is told the last charge is refunded already, and refunds nothing.
    const late = await send('refund-key-two');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(`The last charge (order #${order!.orderNumber}) is already refunded.`);
    const after = await detail(ids.renewed);
    expect(after.canRefundLast).toBe(false);
    expect(after.history[1].message).toMatch(/Refunded \$[\d.]+\.$/);
  });

  it('two refunds asked at once (other keys) refund the last charge once', async () => {
    const { lastCharge } = await detail(ids.changing);
    const answers = await Promise.all(
      ['race-key-a', 'race-key-b'].map((key) =>
        owner.request(
          'POST',
          `/api/commerce/subscriptions/${ids.changing}/refund-last`,
          {},
          {
            headers: { 'idempotency-key': key },
          },
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, expect.any(Number)]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, lastCharge.orderId));
    expect(order!.refundedCents).toBe(lastCharge.amountCents);
    const refunds = await database.db
      .select()
      .from(testProviderRefunds)
      .where(
        and(
          eq(testProviderRefunds.websiteId, websiteId),
          eq(testProviderRefunds.amountCents, lastCharge.amountCents),
        ),
      );
    // One for the earlier test's renewal, one here: never two for this order.
    expect(refunds).toHaveLength(2);
  });

  it('cancels now: no next charge, a waiting renewal’s order cancelled, the customer mailed', async () => {
    now = new Date(RENEWAL.getTime() + 60 * 60 * 1000);
    const cancelled = await owner.request('POST', `/api/commerce/subscriptions/${ids.failing}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const answer = cancelled.json();
    expect(answer.subscription).toMatchObject({ status: 'cancelled', nextPaymentAt: null });
    expect(answer.canCancel).toBe(false);
    expect(answer.history.map((entry: { kind: string }) => entry.kind)).toEqual([
      'started',
      'charge-failed',
      'renewal-cancelled',
      'cancelled',
    ]);
    expect(answer.history.at(-1).message).toBe('Cancelled by the store.');
    const notices = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'failing@example.com'), eq(mailOutbox.purpose, 'subscription-notice')));
    expect(notices.filter((mail) => /cancel/i.test(mail.subject))).toHaveLength(1);
    const again = await owner.request('POST', `/api/commerce/subscriptions/${ids.failing}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This subscription is already cancelled.');
    // Nothing is due any more: the renewal sweep passes it by.
    now = new Date('2027-03-10T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, ids.failing)).toBe('not-due');
    now = new Date(RENEWAL.getTime() + 60 * 60 * 1000);
  });

  it('answers not found for another site’s subscription, a checkout never paid, or a bad id', async () => {
    for (const id of [rivalSubscription, ids.unpaid, 'not-an-id!']) {
      for (const [method, path] of [
        ['GET', `/api/commerce/subscriptions/${id}`],
        ['POST', `/api/commerce/subscriptions/${id}/cancel`],
        ['POST', `/api/commerce/subscriptions/${id}/refund-last`],
      ] as const) {
        const answer = await owner.request(method, path, method === 'POST' ? {} : undefined);
        expect([400, 404], `${method} ${path}`).toContain(answer.statusCode);
        expect(answer.body).not.toContain('rival@example.com');
      }
    }
    const rivalDetail = await owner.get(`/api/commerce/subscriptions/${rivalSubscription}`);
    expect(rivalDetail.statusCode).toBe(404);
    // The rival's subscription is untouched by the refused cancel.
    expect((await t.services.store.subscriptions.get(rivalWebsiteId, rivalSubscription))!.status).toBe(
      'active',
    );
    const stranger = visitor(t.app, host);
    await stranger.signIn(rivalOwnerEmail, OWNER_PASSWORD);
    expect((await stranger.get(`/api/commerce/subscriptions/${ids.renewed}`)).statusCode).toBe(404);
    expect(
      (await stranger.request('POST', `/api/commerce/subscriptions/${ids.changing}/cancel`, {})).statusCode,
    ).toBe(404);
    const guest = visitor(t.app, host);
    expect((await guest.get(`/api/commerce/subscriptions/${ids.renewed}`)).statusCode).toBe(401);
    expect((await detail(ids.changing)).subscription.status).toBe('active');
  });
});
