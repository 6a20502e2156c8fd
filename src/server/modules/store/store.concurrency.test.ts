import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../shared/ids';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, hostOf, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { collectionsByIds } from '../content/queries';
import { createStore } from './index';
import { createStripeProvider, signStripePayload } from './payments/stripe-provider';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in';
import { checkoutBody, productInput, variant } from './store-fixtures';
import { mailOutbox } from '../mail/tables';
import { cartEntries, orders, payments, testProviderCharges } from './tables';

/**
 * The store's guarantees under concurrency. On PGlite (one connection) they run one after
 * another; on the real PostgreSQL (TEST_DATABASE_URL) the calls truly race on a pool of 20.
 */
const WEBHOOK_SECRET = 'whsec_test_secret';

describe.each(testEngines)('store concurrency on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let websiteId: string;
  let collectionId: string;
  let store: ReturnType<typeof createStore>;
  let stripe: StripeStandIn;
  const host = hostOf(`race${engine}`);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    // Stripe's API, as a local stand-in the real adapter talks to (this machine cannot reach Stripe).
    stripe = await startStripeStandIn();
    const stripeFactory = (secretKey: string) => createStripeProvider({ secretKey, client: stripe.client() });
    t = await buildTestApp({ database, stripeFactory });
    const site = await createSite(t.services, `race${engine}`);
    websiteId = site.website.id;
    collectionId = (
      await t.services.content.createCollection({ websiteId, type: 'products', title: 'Shop', urlId: 'shop' })
    ).id;
    store = createStore({
      db: database.db,
      mail: t.services.outbox,
      siteMail: t.services.siteMail,
      websites: t.services.websites,
      content: t.services.content,
      collectionsById: (id, ids) => collectionsByIds(database.db, id, ids),
      siteOrigin: async () => `http://${host}`,
      stripeFactory,
    });
    await store.settings.update(websiteId, {
      currency: 'USD',
      shippingOptions: [
        { id: 'standard', name: 'Standard', rateCents: 500, freeAboveCents: 0, countries: [] },
      ],
      taxRules: [],
      minimumSubtotalCents: 0,
      expressCheckout: false,
      paymentProvider: 'test',
    });
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
    await stripe.close();
  });

  async function cartWith(lines: { variantId: string; quantity: number }[]) {
    const cart = await store.carts.create(websiteId);
    for (const line of lines) {
      const [pair] = await store.catalogue.variantsWithProducts(websiteId, [line.variantId]);
      // Inserted as separate lines on purpose: two lines of one variant must count together.
      await database.db.insert(cartEntries).values({
        id: newId(),
        websiteId,
        cartId: cart.id,
        productId: pair!.product.id,
        variantId: line.variantId,
        quantity: line.quantity,
      });
    }
    return cart;
  }

  /** The site's mail outbox rows confirming this order (the store keeps no outbox of its own). */
  const mailOf = async (orderId: string) => {
    const order = await store.orders.get(websiteId, orderId);
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.websiteId, websiteId), eq(mailOutbox.purpose, 'order-confirmation')));
    return rows.filter((row) => row.subject.includes(`order #${order.orderNumber} is confirmed`));
  };

  const ordersOf = async (variantId: string) => {
    const rows = await database.db.select().from(orders).where(eq(orders.websiteId, websiteId));
    return rows.filter((order) => order.lines.some((line) => line.variantId === variantId));
  };

  it('stock 10, 100 parallel checkouts: exactly 10 orders and stock 0', async () => {
    const product = await store.catalogue.create(
      websiteId,
      collectionId,
      productInput('Hot Item', [variant(1000, 10)]),
    );
    const variantId = product.variants[0]!.id;
    const carts = [];
    for (let index = 0; index < 100; index += 1) carts.push(await cartWith([{ variantId, quantity: 1 }]));
    const results = await Promise.allSettled(
      carts.map((cart) =>
        store.checkout.placeOrder(
          websiteId,
          cart.token,
          checkoutBody(`buyer${cart.id}@example.com`),
          `http://${host}`,
        ),
      ),
    );
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(placed).toHaveLength(10);
    expect(new Set(refused.map((result) => (result.reason as { code: string }).code))).toEqual(
      new Set(['checkoutOutOfStock']),
    );
    expect(await ordersOf(variantId)).toHaveLength(10);
    expect((await store.catalogue.get(websiteId, product.id)).variants[0]!.qtyInStock).toBe(0);
  });

  it('two lines of one variant count together, also under concurrency', async () => {
    const product = await store.catalogue.create(
      websiteId,
      collectionId,
      productInput('Two Lines', [variant(1000, 5)]),
    );
    const variantId = product.variants[0]!.id;
    const carts = [];
    for (let index = 0; index < 10; index += 1)
      carts.push(
        await cartWith([
          { variantId, quantity: 1 },
          { variantId, quantity: 1 },
        ]),
      );
    const results = await Promise.allSettled(
      carts.map((cart) => store.checkout.placeOrder(websiteId, cart.token, checkoutBody(), `http://${host}`)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect((await store.catalogue.get(websiteId, product.id)).variants[0]!.qtyInStock).toBe(1);
    const greedy = await cartWith([
      { variantId, quantity: 1 },
      { variantId, quantity: 1 },
    ]);
    await expect(
      store.checkout.placeOrder(websiteId, greedy.token, checkoutBody(), `http://${host}`),
    ).rejects.toMatchObject({ code: 'checkoutOutOfStock' });
    expect((await store.catalogue.get(websiteId, product.id)).variants[0]!.qtyInStock).toBe(1);
  });

  it('20 parallel completions of one cart: one order, one charge, one e-mail', async () => {
    const product = await store.catalogue.create(
      websiteId,
      collectionId,
      productInput('Once', [variant(2500, 50)]),
    );
    const cart = await cartWith([{ variantId: product.variants[0]!.id, quantity: 2 }]);
    const placed = await Promise.all(
      Array.from({ length: 20 }, () =>
        store.checkout.placeOrder(websiteId, cart.token, checkoutBody(), `http://${host}`),
      ),
    );
    expect(new Set(placed.map((result) => result.orderId)).size).toBe(1);
    expect(new Set(placed.map((result) => result.paymentUrl)).size).toBe(1);
    const orderId = placed[0]!.orderId;
    expect(await ordersOf(product.variants[0]!.id)).toHaveLength(1);
    expect((await store.catalogue.get(websiteId, product.id)).variants[0]!.qtyInStock).toBe(48);

    const sessionId = placed[0]!.paymentUrl.split('/').pop()!;
    const session = (await store.testProvider.session(websiteId, sessionId))!;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        await store.testProvider.pay(
          session,
          'success',
          await store.orders.paymentApplier(websiteId, orderId),
        );
      }),
    );
    expect(await store.testProvider.charges(websiteId, sessionId)).toHaveLength(1);
    const [charges] = await database.db
      .select({ total: count() })
      .from(testProviderCharges)
      .where(eq(testProviderCharges.sessionId, sessionId));
    expect(charges!.total).toBe(1);
    expect((await store.orders.get(websiteId, orderId)).status).toBe('paid');
    const emails = await mailOf(orderId);
    expect(emails).toHaveLength(1);
    // A completion after payment still answers the same order.
    expect(
      (await store.checkout.placeOrder(websiteId, cart.token, checkoutBody(), `http://${host}`)).orderId,
    ).toBe(orderId);
  });

  describe('Stripe webhooks', () => {
    async function stripeOrder() {
      const settings = await store.settings.view(websiteId);
      await store.settings.update(websiteId, {
        ...settings,
        paymentProvider: 'stripe',
        stripeSecretKey: 'sk_test_standin',
        stripeWebhookSecret: WEBHOOK_SECRET,
      });
      const product = await store.catalogue.create(
        websiteId,
        collectionId,
        productInput(`Webhook ${newId()}`, [variant(1500, 5)]),
      );
      const cart = await cartWith([{ variantId: product.variants[0]!.id, quantity: 1 }]);
      const placed = await store.checkout.placeOrder(websiteId, cart.token, checkoutBody(), `http://${host}`);
      await store.settings.update(websiteId, { ...settings, paymentProvider: 'test' });
      return { ...placed, sessionId: `cs_test_${placed.orderId}`, product };
    }

    const event = (id: string, type: string, object: Record<string, unknown>) =>
      JSON.stringify({ id, object: 'event', type, api_version: '2024-06-20', created: 1, data: { object } });
    const deliver = (payload: string, signature = signStripePayload(payload, WEBHOOK_SECRET)) =>
      t.app.inject({
        method: 'POST',
        url: '/api/commerce/webhooks/stripe',
        headers: { host, 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });

    it('verifies the signature over the raw body, within five minutes', async () => {
      const { sessionId } = await stripeOrder();
      const payload = event(`evt_${newId()}`, 'checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: 'pi_1',
      });
      expect((await deliver(payload, 't=1,v1=deadbeef')).statusCode).toBe(400);
      expect(
        (await deliver(payload.replace('"paid"', '"paid" '), signStripePayload(payload, WEBHOOK_SECRET)))
          .statusCode,
      ).toBe(400);
      const stale = signStripePayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301);
      const refused = await deliver(payload, stale);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('The webhook signature is not valid.');
    });

    it('duplicate deliveries change the order once', async () => {
      const { orderId, sessionId } = await stripeOrder();
      const payload = event(`evt_${newId()}`, 'checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: 'pi_dup',
      });
      const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(answers.filter((answer) => answer.json().outcome === 'applied')).toHaveLength(1);
      const order = await store.orders.get(websiteId, orderId);
      expect(order.status).toBe('paid');
      expect(await mailOf(orderId)).toHaveLength(1);
      const [payment] = await database.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId)));
      expect(payment).toMatchObject({ status: 'succeeded', providerPaymentId: 'pi_dup' });
    });

    it('out-of-order events: an expiry after payment, or a second completion, change nothing', async () => {
      const { orderId, sessionId, product } = await stripeOrder();
      const completed = event(`evt_${newId()}`, 'checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: 'pi_a',
      });
      const expired = event(`evt_${newId()}`, 'checkout.session.expired', {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'unpaid',
      });
      const again = event(`evt_${newId()}`, 'checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: 'pi_b',
      });
      expect((await deliver(completed)).json().outcome).toBe('applied');
      await Promise.all([deliver(expired), deliver(again)]);
      const order = await store.orders.get(websiteId, orderId);
      expect(order.status).toBe('paid');
      expect((await store.catalogue.get(websiteId, product.id)).variants[0]!.qtyInStock).toBe(4);
      const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(payment!.providerPaymentId).toBe('pi_a');
    });

    it('an expired session cancels its unpaid order and returns the stock, once', async () => {
      const { orderId, sessionId, product } = await stripeOrder();
      const expired = event(`evt_${newId()}`, 'checkout.session.expired', {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'unpaid',
      });
      await Promise.all(Array.from({ length: 5 }, () => deliver(expired)));
      await deliver(
        event(`evt_${newId()}`, 'checkout.session.expired', {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'unpaid',
        }),
      );
      expect((await store.orders.get(websiteId, orderId)).status).toBe('cancelled');
      expect((await store.catalogue.get(websiteId, product.id)).variants[0]!.qtyInStock).toBe(5);
    });
  });
});
