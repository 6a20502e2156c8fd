import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { mailOutbox } from '../mail/tables';
import { savedCardCharges } from './payments/test-provider-saved';
import { RENEW_JOB } from './index';
import { subscriptions } from './tables';
import { checkoutBody, createShop, productInput, variant } from './store-fixtures';

/**
 * A subscription's payments (issue 19): ONE e-mail per payment, read from the outbox: the first
 * payment's and each renewal's order confirmation (a monthly gift's: its receipt) carries what was
 * paid and the signed self-service link, with no second "renewed" notice. And a coupon takes its
 * discount off the first payment only: renewals charge the full price (shipping and tax on it).
 */
const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };

describe.each(testEngines)('subscription payment mails and prices on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let websiteId: string;
  let host: string;
  let clubVariant: string;
  let ownerEmail: string;
  let now = new Date('2027-01-31T15:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database, clock: () => now });
    const site = await createSite(t.services, `paymail${engine}`);
    websiteId = site.website.id;
    ownerEmail = site.ownerEmail;
    host = hostOf(`paymail${engine}`);
    const shop = await createShop(t.services, websiteId);
    const club = await t.services.store.catalogue.create(websiteId, shop.shop.id, {
      ...productInput('Coffee Club', [variant(2000, 100)]),
      subscriptionPlans: [{ billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: 0 }],
    });
    clubVariant = club.variants[0]!.id;
    const coupon = { minimumSubtotalCents: 0, active: true, startsAt: null, endsAt: null };
    await t.services.store.settings.createCoupon(websiteId, {
      ...coupon,
      code: 'HALF',
      kind: 'percentage',
      amount: 5000,
    });
    await t.services.store.settings.createCoupon(websiteId, {
      ...coupon,
      code: 'SHIPFREE',
      kind: 'free_shipping',
      amount: 0,
    });
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const customerMails = (to: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.websiteId, websiteId), eq(mailOutbox.to, to)))
      .orderBy(mailOutbox.createdAt);

  async function subscribe(email: string, code: string) {
    now = new Date('2027-01-31T15:00:00Z');
    const shopper = visitor(t.app, host);
    await shopper.request('POST', '/api/commerce/cart/items', { variantId: clubVariant, quantity: 1 });
    expect((await shopper.request('POST', '/api/commerce/cart/coupons', { code })).statusCode).toBe(200);
    const token = shopper.jar.cart!;
    const placed = await shopper.request(
      'POST',
      `/checkout/subscribe?cartToken=${token}`,
      new URLSearchParams(checkoutBody(email)).toString(),
      form,
    );
    const paid = await shopper.request('POST', String(placed.headers.location), 'card=success', form);
    const accessToken = String(paid.headers.location).split('/').pop()!;
    return (await t.services.store.subscriptions.byAccessToken(websiteId, accessToken))!;
  }

  it('takes a first-order coupon off the first payment only: renewals charge the full price', async () => {
    const subscription = await subscribe('half@example.com', 'HALF');
    const first = await t.services.store.orders.get(websiteId, subscription.firstOrderId);
    // $20.00 less 50%, $5.00 shipping, 8.25% California tax on the $10.00 left.
    expect(first).toMatchObject({
      subtotalCents: 2000,
      discountCents: 1000,
      taxCents: 83,
      grandTotalCents: 1583,
    });
    expect(subscription).toMatchObject({
      discountCents: 0,
      taxCents: 165,
      shippingCents: 500,
      amountCents: 2665,
    });

    for (const [day, cycle] of [
      ['2027-02-28', 2],
      ['2027-03-31', 3],
    ] as const) {
      now = new Date(`${day}T15:00:00Z`);
      expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('renewed');
      const renewals = await t.services.store.renewals.renewalOrders(websiteId, subscription.id);
      const order = await t.services.store.orders.get(websiteId, renewals.at(-1)!.orderId);
      expect(order).toMatchObject({
        status: 'paid',
        discountCents: 0,
        couponCodes: [],
        grandTotalCents: 2665,
      });
      expect((await t.services.store.subscriptions.get(websiteId, subscription.id))!.cyclesPaid).toBe(cycle);
    }
    const charged = await savedCardCharges(t.services.store.db, websiteId, subscription.paymentMethodId!);
    expect(charged.map((charge) => charge.amountCents)).toEqual([2665, 2665]);
  });

  it('charges shipping on renewals when a free-shipping code paid none the first time', async () => {
    const subscription = await subscribe('ship@example.com', 'SHIPFREE');
    const first = await t.services.store.orders.get(websiteId, subscription.firstOrderId);
    expect(first).toMatchObject({ shippingCents: 0, grandTotalCents: 2165 });
    expect(subscription).toMatchObject({ shippingCents: 500, amountCents: 2665 });
  });

  it('mails one e-mail per payment, with what was paid and the signed self-service link', async () => {
    const email = 'onemail@example.com';
    const subscription = await subscribe(email, 'HALF');
    const manage = t.services.store.subscriptionMails.manageUrl(
      await t.services.store.subscriptionMails.contextFor(websiteId),
      subscription,
    );
    const first = await t.services.store.orders.get(websiteId, subscription.firstOrderId);
    let mails = await customerMails(email);
    expect(mails.map((mail) => mail.purpose)).toEqual(['order-confirmation']);
    expect(mails[0]!.subject).toContain(`order #${first.orderNumber} is confirmed`);
    expect(mails[0]!.text).toContain('$15.83');
    expect(mails[0]!.text).toContain('This payment started your subscription to Coffee Club.');
    expect(mails[0]!.text).toContain('Renews every month · $26.65 · Next payment: February 28, 2027');
    expect(mails[0]!.text).toContain(manage);

    now = new Date('2027-02-28T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('renewed');
    // Run again (a retry): nothing more is charged or mailed.
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('not-due');
    const [renewal] = await t.services.store.renewals.renewalOrders(websiteId, subscription.id);
    const order = await t.services.store.orders.get(websiteId, renewal!.orderId);
    mails = await customerMails(email);
    expect(mails).toHaveLength(2);
    const renewed = mails[1]!;
    expect(renewed.purpose).toBe('order-confirmation');
    expect(renewed.subject).toContain(`subscription to Coffee Club (order #${order.orderNumber})`);
    expect(renewed.text).toContain('$26.65');
    expect(renewed.text).toContain('This payment renewed your subscription to Coffee Club.');
    expect(renewed.text).toContain('Next payment: March 31, 2027');
    expect(renewed.text).toContain(manage);
    expect(mails.filter((mail) => mail.purpose === 'subscription-notice')).toEqual([]);
  });

  it('mails a monthly donor one receipt per month, with the link to change or cancel the gift', async () => {
    now = new Date('2027-01-31T15:00:00Z');
    const owner = visitor(t.app, host);
    await owner.signIn(ownerEmail, OWNER_PASSWORD);
    const created = await owner.request('POST', '/api/commerce/donate-pages', {
      title: 'Monthly friends',
      presetAmountsCents: [5000],
      minCents: 500,
      maxCents: 100_000,
      allowMonthly: true,
    });
    expect(created.statusCode).toBe(201);
    const donor = visitor(t.app, host);
    const email = 'grace@example.com';
    const placed = await donor.request(
      'POST',
      `/checkout/donate?donatePageId=${created.json().id}`,
      new URLSearchParams({
        amount: '5000',
        frequency: 'monthly',
        email,
        idempotencyKey: 'paymail-gift-key-0001',
      }).toString(),
      form,
    );
    await donor.request('POST', String(placed.headers.location), 'card=success', form);
    let mails = await customerMails(email);
    expect(mails.map((mail) => mail.purpose)).toEqual(['donation-receipt']);
    expect(mails[0]!.text).toContain('This payment started your monthly gift.');
    expect(mails[0]!.text).toContain('/commerce/subscriptions/manage/');

    const [subscription] = await database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.email, email)));
    now = new Date('2027-02-28T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, subscription!.id)).toBe('renewed');
    mails = await customerMails(email);
    expect(mails.map((mail) => mail.purpose)).toEqual(['donation-receipt', 'donation-receipt']);
    expect(mails[1]!.text).toContain('$50.00');
    expect(mails[1]!.text).toContain('This payment renewed your monthly gift.');
    expect(mails[1]!.text).toContain('Next payment: March 31, 2027');
    expect(mails[1]!.text).toContain('/commerce/subscriptions/manage/');
  });

  it('queues every due subscription in one sweep, page after page', async () => {
    now = new Date('2027-09-30T15:00:00Z');
    const due = await t.services.store.renewals.due(1000);
    expect(due.length).toBeGreaterThanOrEqual(3);
    // Pages of one: the sweep still reaches every due row, not the first page again and again.
    expect(await t.services.store.queueRenewals(1)).toBe(due.length);
    expect(await t.services.jobs.runDue(RENEW_JOB, 1000)).toBe(due.length);
    // Each renewed once (months behind, each is still due for the next one).
    const after = await t.services.store.renewals.due(1000);
    expect(after.map((row) => row.cyclesPaid)).toEqual(due.map((row) => row.cyclesPaid + 1));
  });
});
