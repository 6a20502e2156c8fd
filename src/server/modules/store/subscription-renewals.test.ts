import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { RENEW_JOB } from './index';
import type { PaymentProvider } from './payments/provider';
import { savedCardCharges, setTestCardRenewalOutcome } from './payments/test-provider-saved';
import { checkoutBody, createShop, productInput, variant } from './store-fixtures';
import { createRenewals } from './subscription-renewals';
import { orders, subscriptionCharges } from './tables';

/**
 * Renewals (issue 19), on PGlite and on PostgreSQL (TEST_DATABASE_URL): a renewal is an order of
 * its own paid by charging the kept card once, however often or concurrently it is run, and
 * whatever dies between the charge and its record; a failing card is retried on the dunning
 * schedule (1, 3 and 7 days after the due date) and the subscription then cancelled. A fake clock
 * moves time; the job runner's `runDue` runs the jobs.
 */
const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const DAY = 24 * 60 * 60 * 1000;

describe.each(testEngines)('subscription renewals on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let websiteId: string;
  let host: string;
  let clubVariant: string;
  let now = new Date('2027-01-31T15:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database, clock: () => now });
    const site = await createSite(t.services, `renew${engine}`);
    websiteId = site.website.id;
    host = hostOf(`renew${engine}`);
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

  /** A shopper subscribes through the real pages and pays with the given test card. */
  async function subscribe(card = 'success') {
    now = new Date('2027-01-31T15:00:00Z');
    const shopper = visitor(t.app, host);
    await shopper.request('POST', '/api/commerce/cart/items', { variantId: clubVariant, quantity: 1 });
    const token = shopper.jar.cart!;
    const placed = await shopper.request(
      'POST',
      `/checkout/subscribe?cartToken=${token}`,
      new URLSearchParams(checkoutBody()).toString(),
      form,
    );
    const paid = await shopper.request('POST', String(placed.headers.location), `card=${card}`, form);
    const accessToken = String(paid.headers.location).split('/').pop()!;
    return (await t.services.store.subscriptions.byAccessToken(websiteId, accessToken))!;
  }

  const current = async (id: string) => (await t.services.store.subscriptions.get(websiteId, id))!;
  const charges = (paymentMethodId: string) =>
    savedCardCharges(t.services.store.db, websiteId, paymentMethodId);

  it('renews at the period boundary as an order of its own: numbered, stock taken, paid, mailed', async () => {
    const subscription = await subscribe();
    const stockBefore = (await t.services.store.catalogue.get(websiteId, subscription.lines[0]!.productId))
      .variants[0]!.qtyInStock;
    now = new Date('2027-02-28T14:59:59Z');
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('not-due');
    now = new Date('2027-02-28T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('renewed');
    const renewed = await current(subscription.id);
    expect(renewed).toMatchObject({ status: 'active', cyclesPaid: 2, failedAttempts: 0 });
    // Counted from the anchor: Feb 28 → Mar 31, not Mar 28.
    expect(renewed.nextChargeAt!.toISOString()).toBe('2027-03-31T15:00:00.000Z');
    const [renewal] = await t.services.store.renewals.renewalOrders(websiteId, subscription.id);
    const order = await t.services.store.orders.get(websiteId, renewal!.orderId);
    const first = await t.services.store.orders.get(websiteId, subscription.firstOrderId);
    expect(order.status).toBe('paid');
    expect(order.orderNumber).toBeGreaterThan(first.orderNumber);
    expect(order.grandTotalCents).toBe(subscription.amountCents);
    expect((await t.services.store.emails.list(websiteId, order.id)).map((mail) => mail.kind)).toContain(
      'confirmation',
    );
    expect(
      (await t.services.store.catalogue.get(websiteId, subscription.lines[0]!.productId)).variants[0]!
        .qtyInStock,
    ).toBe(stockBefore - 1);
    expect(await charges(subscription.paymentMethodId!)).toHaveLength(1);
    // Run again at once: nothing is due, nothing charged.
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('not-due');
    expect(await charges(subscription.paymentMethodId!)).toHaveLength(1);
  });

  it('charges once when several workers run the same renewal at the same moment', async () => {
    const subscription = await subscribe();
    now = new Date('2027-02-28T15:00:00Z');
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => t.services.store.renewals.renew(websiteId, subscription.id)),
    );
    expect(outcomes.filter((outcome) => outcome === 'renewed')).toHaveLength(1);
    expect(await charges(subscription.paymentMethodId!)).toHaveLength(1);
    expect(await t.services.store.renewals.renewalOrders(websiteId, subscription.id)).toHaveLength(1);
    expect((await current(subscription.id)).cyclesPaid).toBe(2);
  });

  it('charges once when the answer of a charge is lost (the process died after the provider charged)', async () => {
    const subscription = await subscribe();
    now = new Date('2027-02-28T15:00:00Z');
    const real = t.services.store.testProvider.provider;
    // The provider charges, then the answer never arrives: what a crash between charge and record leaves.
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
    expect(await charges(subscription.paymentMethodId!)).toHaveLength(1);
    const [attempt] = await t.services.store.renewals.attempts(websiteId, subscription.id);
    expect(attempt).toMatchObject({ status: 'charging', attempt: 1 });
    expect((await current(subscription.id)).cyclesPaid).toBe(1);

    // The job's retry: the same key, the same charge, recorded once.
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('renewed');
    expect(await charges(subscription.paymentMethodId!)).toHaveLength(1);
    const attempts = await t.services.store.renewals.attempts(websiteId, subscription.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'succeeded' });
    expect((await current(subscription.id)).cyclesPaid).toBe(2);
  });

  it('queues one job per due renewal however many sweeps see it, and the jobs renew', async () => {
    const subscription = await subscribe();
    now = new Date('2027-02-28T15:00:00Z');
    await t.services.store.queueRenewals();
    await t.services.store.queueRenewals();
    await t.services.jobs.runDue(RENEW_JOB);
    expect((await current(subscription.id)).cyclesPaid).toBe(2);
    expect(await charges(subscription.paymentMethodId!)).toHaveLength(1);
  });

  it('retries a declined renewal 1, 3 and 7 days after it was due, then cancels it and its order (stock back)', async () => {
    const subscription = await subscribe('renewal-decline');
    const productId = subscription.lines[0]!.productId;
    const stock = async () =>
      (await t.services.store.catalogue.get(websiteId, productId)).variants[0]!.qtyInStock;
    const due = new Date('2027-02-28T15:00:00Z');
    now = due;
    const before = await stock();
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('retry-scheduled');
    expect(await stock()).toBe(before - 1);
    for (const [days, next] of [
      [1, 3],
      [3, 7],
    ] as const) {
      const failing = await current(subscription.id);
      expect(failing.status).toBe('past_due');
      expect(failing.lastFailure).toBe('Your card was declined.');
      expect(failing.nextChargeAt!.getTime()).toBe(due.getTime() + days * DAY);
      now = new Date(due.getTime() + days * DAY - 1000);
      expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('not-due');
      now = new Date(due.getTime() + days * DAY);
      expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('retry-scheduled');
      expect((await current(subscription.id)).nextChargeAt!.getTime()).toBe(due.getTime() + next * DAY);
    }
    now = new Date(due.getTime() + 7 * DAY);
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('cancelled');
    const cancelled = await current(subscription.id);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      failedAttempts: 4,
      nextChargeAt: null,
      cyclesPaid: 1,
    });
    const [renewal] = await t.services.store.renewals.renewalOrders(websiteId, subscription.id);
    expect((await t.services.store.orders.get(websiteId, renewal!.orderId)).status).toBe('cancelled');
    expect(await stock()).toBe(before);
    // Four tries, four keys, nothing charged; one order for the renewal.
    const attempts = await t.services.store.renewals.attempts(websiteId, subscription.id);
    expect(attempts.map((attempt) => attempt.status)).toEqual([
      'declined',
      'declined',
      'declined',
      'declined',
    ]);
    expect(new Set(attempts.map((attempt) => attempt.idempotencyKey)).size).toBe(4);
    expect(await charges(subscription.paymentMethodId!)).toHaveLength(0);
    expect(await t.services.store.renewals.renewalOrders(websiteId, subscription.id)).toHaveLength(1);
  });

  it('recovers when the card works on a retry, and counts the next renewal from the anchor again', async () => {
    const subscription = await subscribe('renewal-authenticate');
    now = new Date('2027-02-28T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('retry-scheduled');
    expect((await current(subscription.id)).lastFailure).toBe('Your bank asks you to confirm this payment.');
    await setTestCardRenewalOutcome(t.services.store.db, websiteId, subscription.paymentMethodId!, 'success');
    now = new Date('2027-03-01T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('renewed');
    const recovered = await current(subscription.id);
    expect(recovered).toMatchObject({
      status: 'active',
      cyclesPaid: 2,
      failedAttempts: 0,
      lastFailure: null,
    });
    expect(recovered.nextChargeAt!.toISOString()).toBe('2027-03-31T15:00:00.000Z');
    const [renewal] = await t.services.store.renewals.renewalOrders(websiteId, subscription.id);
    const [order] = await t.services.store.db.select().from(orders).where(eq(orders.id, renewal!.orderId));
    expect(order!.status).toBe('paid');
    const rows = await t.services.store.db
      .select()
      .from(subscriptionCharges)
      .where(and(eq(subscriptionCharges.subscriptionId, subscription.id), eq(subscriptionCharges.cycle, 1)));
    expect(rows.map((row) => row.status).sort()).toEqual(['requires_action', 'succeeded']);
  });

  it('completes a finite plan after its last payment and charges no more', async () => {
    const product = await t.services.store.catalogue.get(
      websiteId,
      (await current((await subscribe()).id)).lines[0]!.productId,
    );
    await t.services.store.catalogue.update(websiteId, product.id, {
      ...productInput('Coffee Club', product.variants),
      subscriptionPlans: [{ billingPeriod: { value: 1, unit: 'weekly' }, numBillingCycles: 2 }],
    });
    const subscription = await subscribe();
    expect(subscription.plan.numBillingCycles).toBe(2);
    now = new Date('2027-02-07T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('completed');
    expect(await current(subscription.id)).toMatchObject({
      status: 'completed',
      cyclesPaid: 2,
      nextChargeAt: null,
    });
    now = new Date('2027-02-14T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('not-due');
    expect(await charges(subscription.paymentMethodId!)).toHaveLength(1);
  });
});
