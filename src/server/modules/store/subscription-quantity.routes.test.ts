import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { mailOutbox } from '../mail/tables';
import { checkoutBody, createShop, productInput, variant } from './store-fixtures';
import { orders, productVariants, subscriptionEvents } from './tables';

/**
 * Self-service "change quantity" (issue 19): from the signed link's page the customer picks a
 * quantity from 1 to 20; the server prices it (the unit price signed up for; tax scaled,
 * shipping kept) and it applies from the next renewal, whose order delivers and charges it.
 * Refused in plain words for a bad quantity or a state that does not allow it.
 */
const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const STARTED = new Date('2027-01-31T15:00:00Z');

describe.each(testEngines)('subscription quantity on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let websiteId = '';
  let variantId = '';
  let now = STARTED;
  const host = hostOf(`subsqty${engine}`);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database, clock: () => now });
    const site = await createSite(t.services, host.split('.')[0]!);
    websiteId = site.website.id;
    const shop = await createShop(t.services, websiteId);
    const club = await t.services.store.catalogue.create(websiteId, shop.shop.id, {
      ...productInput('Coffee Club', [variant(2000, 100)]),
      subscriptionPlans: [{ billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: 0 }],
    });
    variantId = club.variants[0]!.id;
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  let shoppers = 0;
  async function subscribe(card = 'success') {
    now = STARTED;
    const email = `qty${(shoppers += 1)}@example.com`;
    const shopper = visitor(t.app, host);
    await shopper.request('POST', '/api/commerce/cart/items', { variantId, quantity: 1 });
    const placed = await shopper.request(
      'POST',
      `/checkout/subscribe?cartToken=${shopper.jar.cart!}`,
      new URLSearchParams(checkoutBody(email)).toString(),
      form,
    );
    const paid = await shopper.request('POST', String(placed.headers.location), `card=${card}`, form);
    const token = String(paid.headers.location).split('/').pop()!;
    const subscription = (await t.services.store.subscriptions.byAccessToken(websiteId, token))!;
    // The first payment's one mail (its order confirmation) carries the signed manage link.
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(asc(mailOutbox.createdAt));
    const link = /\/commerce\/subscriptions\/manage\/[A-Za-z0-9_.-]+/.exec(mail!.text)![0];
    return { subscription, link };
  }
  const post = (path: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}` },
      payload,
    });
  const current = async (id: string) => (await t.services.store.subscriptions.get(websiteId, id))!;
  const stock = async () =>
    (await database.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!
      .qtyInStock;

  it('changes the quantity from the next renewal, priced by the server', async () => {
    const { subscription, link } = await subscribe();
    const page = await t.app.inject({ url: link, headers: { host } });
    expect(page.body).toContain('name="quantity"');
    expect(page.body).toMatch(/max="20"/);
    expect(page.body).toContain('Change quantity');

    // Whatever else the form says (a price, an amount) is not read.
    const changed = await post(link, 'action=quantity&quantity=3&amountCents=1&unitPriceCents=1');
    expect(changed.statusCode).toBe(200);
    const after = await current(subscription.id);
    const unit = subscription.lines[0]!.unitPriceCents;
    const tax = Math.round((subscription.taxCents * unit * 3) / subscription.subtotalCents);
    expect(after.lines[0]!.quantity).toBe(3);
    expect(after.subtotalCents).toBe(unit * 3);
    expect(after.amountCents).toBe(unit * 3 + subscription.shippingCents + tax);
    expect(after.nextChargeAt).toEqual(subscription.nextChargeAt);
    expect(changed.body).toContain(
      `From your next payment on February 28, 2027, you will receive 3 and pay $${(after.amountCents / 100).toFixed(2)} each time.`,
    );
    const [event] = await database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, subscription.id));
    expect(event).toMatchObject({ kind: 'quantity-changed' });
    expect(event!.message).toContain('from 1 to 3');
    // The same post again changes nothing.
    expect((await post(link, 'action=quantity&quantity=3')).body).toContain('Your quantity is unchanged.');
    expect(
      await database.db
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.subscriptionId, subscription.id)),
    ).toHaveLength(1);

    // The renewal delivers and charges the new quantity; the first order is untouched.
    const before = await stock();
    now = new Date('2027-02-28T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('renewed');
    const [renewal] = await t.services.store.renewals.renewalOrders(websiteId, subscription.id);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, renewal!.orderId));
    expect(order).toMatchObject({ status: 'paid', grandTotalCents: after.amountCents });
    expect(order!.lines[0]!.quantity).toBe(3);
    expect(await stock()).toBe(before - 3);
    const [first] = await database.db.select().from(orders).where(eq(orders.id, subscription.firstOrderId));
    expect(first!.lines[0]!.quantity).toBe(1);
  });

  it('refuses a quantity outside 1 to 20, or not a whole number, and changes nothing', async () => {
    const { subscription, link } = await subscribe();
    for (const quantity of ['0', '21', '2.5', '', 'abc', '1e1', '-1', '9999']) {
      const refused = await post(link, `action=quantity&quantity=${quantity}`);
      expect(refused.statusCode, quantity).toBe(400);
      expect(refused.body).toContain('Enter a quantity from 1 to 20.');
    }
    const refused = await post(link, 'action=quantity&quantity=2&quantity=3');
    expect(refused.statusCode).toBe(400);
    // A NUL byte is refused at the edge (the one text rule), never read as a quantity.
    expect((await post(link, 'action=quantity&quantity=2%00')).statusCode).toBe(400);
    expect(await current(subscription.id)).toMatchObject({
      amountCents: subscription.amountCents,
      lines: subscription.lines,
    });
  });

  it('refuses while a payment failed, and once cancelled; a paused one can change', async () => {
    const failing = await subscribe('renewal-decline');
    now = new Date('2027-02-28T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, failing.subscription.id)).toBe('retry-scheduled');
    const pastDue = await post(failing.link, 'action=quantity&quantity=2');
    expect(pastDue.statusCode).toBe(409);
    expect(pastDue.body).toContain('The last payment failed: the quantity can be changed once it is paid.');
    expect((await t.app.inject({ url: failing.link, headers: { host } })).body).not.toContain(
      'name="quantity"',
    );

    const paused = await subscribe();
    await post(paused.link, 'action=pause');
    expect((await post(paused.link, 'action=quantity&quantity=2')).statusCode).toBe(200);
    expect((await current(paused.subscription.id)).lines[0]!.quantity).toBe(2);
    await post(paused.link, 'action=cancel');
    const cancelled = await post(paused.link, 'action=quantity&quantity=4');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.body).toContain('This subscription has ended: there is nothing left to change.');
    expect((await current(paused.subscription.id)).lines[0]!.quantity).toBe(2);
  });
});
