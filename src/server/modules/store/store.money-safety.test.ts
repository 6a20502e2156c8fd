import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { createStripeProvider, signStripePayload } from './payments/stripe-provider';
import { checkoutBody, createShop, productInput, variant } from './store-fixtures';
import { carts, payments, testProviderCharges } from './tables';

/**
 * Money safety (issue 11): no charge without an order, no order shown to a stranger. On PGlite
 * always, and on the real PostgreSQL when TEST_DATABASE_URL is set. Stripe is the real adapter
 * against a local stand-in for Stripe's API.
 */
const WEBHOOK_SECRET = 'whsec_money_safety';
const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };

describe.each(testEngines)('store money safety on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let stripe: StripeStandIn;
  let testSite: { websiteId: string; host: string; shop: Awaited<ReturnType<typeof createShop>> };
  let stripeSite: { websiteId: string; host: string; ownerEmail: string; collectionId: string };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    stripe = await startStripeStandIn();
    t = await buildTestApp({
      database,
      stripeFactory: (secretKey) => createStripeProvider({ secretKey, client: stripe.client() }),
    });
    const first = await createSite(t.services, `paytest${engine}`);
    testSite = {
      websiteId: first.website.id,
      host: hostOf(`paytest${engine}`),
      shop: await createShop(t.services, first.website.id),
    };
    const second = await createSite(t.services, `paystripe${engine}`);
    const shop = await createShop(t.services, second.website.id);
    const settings = await t.services.store.settings.view(second.website.id);
    await t.services.store.settings.update(second.website.id, {
      ...settings,
      paymentProvider: 'stripe',
      stripeSecretKey: 'sk_test_standin',
      stripeWebhookSecret: WEBHOOK_SECRET,
    });
    stripeSite = {
      websiteId: second.website.id,
      host: hostOf(`paystripe${engine}`),
      ownerEmail: second.ownerEmail,
      collectionId: shop.shop.id,
    };
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
    await stripe.close();
  });

  const store = () => t.services.store;

  /** A shopper who put one product in the cart and checked out: the order and where to pay. */
  async function checkedOut(host: string, variantId: string, quantity = 1) {
    const shopper = visitor(t.app, host);
    await shopper.request('POST', '/api/commerce/cart/items', { variantId, quantity });
    const placed = await shopper.request('POST', '/api/commerce/checkout', checkoutBody());
    expect(placed.statusCode).toBe(200);
    const result = placed.json() as { orderId: string; paymentUrl: string; orderNumber: number };
    return { shopper, ...result };
  }

  const stockOf = async (websiteId: string, productId: string) =>
    (await store().catalogue.get(websiteId, productId)).variants[0]!.qtyInStock;

  const deliver = (payload: string, signature = signStripePayload(payload, WEBHOOK_SECRET)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/commerce/webhooks/stripe',
      headers: { host: stripeSite.host, 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  let events = 0;
  /** Stripe's event for a Checkout Session the shopper just paid. */
  const completedEvent = (session: object) =>
    JSON.stringify({
      id: `evt_${engine}_${(events += 1)}`,
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2024-06-20',
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
    });
  const sessionIdOf = (paymentUrl: string) => paymentUrl.split('/').pop()!;

  async function stripeProduct(title: string, stock: number) {
    const product = await store().catalogue.create(
      stripeSite.websiteId,
      stripeSite.collectionId,
      productInput(`${title} ${engine}`, [variant(2000, stock)]),
    );
    return { product, variantId: product.variants[0]!.id };
  }

  const cancelPage = async (shopper: ReturnType<typeof visitor>, websiteId: string, orderId: string) => {
    const order = await store().orders.get(websiteId, orderId);
    return shopper.get(`/commerce/payment-cancelled/${order.accessToken}`);
  };

  describe('a cancelled order can never be paid and keep the money', () => {
    it('a cancelled order cannot be paid on the test pay page, and nothing is charged', async () => {
      const { websiteId, host, shop } = testSite;
      const { shopper, orderId, paymentUrl } = await checkedOut(host, shop.beans.variants[0]!.id);
      expect((await cancelPage(shopper, websiteId, orderId)).statusCode).toBe(303);
      expect((await store().orders.get(websiteId, orderId)).status).toBe('cancelled');

      const paid = await shopper.request('POST', paymentUrl, 'card=success', form);
      expect(paid.statusCode).toBe(402);
      expect(paid.body).toContain('This order was cancelled, so it can no longer be paid.');
      const charges = await database.db
        .select()
        .from(testProviderCharges)
        .where(eq(testProviderCharges.sessionId, sessionIdOf(paymentUrl)));
      expect(charges).toHaveLength(0);
      expect((await shopper.get(paymentUrl)).body).toContain('can no longer be paid');

      const order = await store().orders.get(websiteId, orderId);
      expect(order.status).toBe('cancelled');
      const page = await shopper.get(`/commerce/orders/${order.accessToken}`);
      expect(page.body).toContain('This order was cancelled');
      expect(page.body).toContain('You were not charged.');
      expect(page.body).not.toContain('waiting for payment');
    });

    it('cancelling a Stripe checkout expires its Checkout Session', async () => {
      const { variantId } = await stripeProduct('Expiring', 3);
      const { shopper, orderId, paymentUrl } = await checkedOut(stripeSite.host, variantId);
      expect(stripe.sessions.get(sessionIdOf(paymentUrl))!.status).toBe('open');
      await cancelPage(shopper, stripeSite.websiteId, orderId);
      expect(stripe.sessions.get(sessionIdOf(paymentUrl))!.status).toBe('expired');
      expect((await store().orders.get(stripeSite.websiteId, orderId)).status).toBe('cancelled');
    });

    it('a Stripe checkout sent again minutes later answers the same Checkout Session', async () => {
      const { variantId } = await stripeProduct('Resent', 3);
      const { shopper, orderId, paymentUrl } = await checkedOut(stripeSite.host, variantId);
      // The second send carries no Idempotency-Key: the cart's placed order answers it, and its
      // payment session is asked for again under the order's key, with the same parameters.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60 * 1000 });
      try {
        const again = await shopper.request('POST', '/api/commerce/checkout', checkoutBody());
        expect(again.statusCode).toBe(200);
        expect(again.json()).toMatchObject({ orderId, paymentUrl });
      } finally {
        vi.useRealTimers();
      }
      expect([...stripe.sessions.values()].filter((s) => s.metadata.orderId === orderId)).toHaveLength(1);
    });

    it('cancelling a Stripe checkout the shopper already paid keeps the order, paid', async () => {
      const { product, variantId } = await stripeProduct('Paid First', 3);
      const { shopper, orderId, paymentUrl } = await checkedOut(stripeSite.host, variantId);
      const session = stripe.complete(sessionIdOf(paymentUrl));
      // Stripe answers "already completed": the order is paid, not cancelled.
      const back = await cancelPage(shopper, stripeSite.websiteId, orderId);
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toMatch(/^\/commerce\/orders\//);
      const order = await store().orders.get(stripeSite.websiteId, orderId);
      expect(order.status).toBe('paid');
      expect(await stockOf(stripeSite.websiteId, product.id)).toBe(2);
      // The webhook that follows changes nothing more, and nothing is refunded.
      expect((await deliver(completedEvent(session))).statusCode).toBe(200);
      expect((await store().orders.get(stripeSite.websiteId, orderId)).status).toBe('paid');
      expect(stripe.refunds.filter((refund) => refund.payment_intent === session.payment_intent)).toEqual([]);
    });

    it('a payment for a cancelled order whose stock is still there revives it as paid', async () => {
      const { product, variantId } = await stripeProduct('Revived', 2);
      const { shopper, orderId, paymentUrl } = await checkedOut(stripeSite.host, variantId);
      // Stripe is unreachable when the shopper cancels: the session stays open, the order is cancelled.
      stripe.expireOutage = true;
      await cancelPage(shopper, stripeSite.websiteId, orderId).finally(() => (stripe.expireOutage = false));
      expect((await store().orders.get(stripeSite.websiteId, orderId)).status).toBe('cancelled');
      expect(await stockOf(stripeSite.websiteId, product.id)).toBe(2);

      const session = stripe.complete(sessionIdOf(paymentUrl));
      const answer = await deliver(completedEvent(session));
      expect(answer.json()).toEqual({ received: true, outcome: 'applied' });
      const order = await store().orders.get(stripeSite.websiteId, orderId);
      expect(order.status).toBe('paid');
      expect(order.cancelledAt).toBeNull();
      expect(await stockOf(stripeSite.websiteId, product.id)).toBe(1);
      expect(stripe.refunds.filter((refund) => refund.payment_intent === session.payment_intent)).toEqual([]);
      expect(await store().emails.list(stripeSite.websiteId, orderId)).toHaveLength(1);

      const owner = visitor(t.app, stripeSite.host);
      await owner.signIn(stripeSite.ownerEmail, OWNER_PASSWORD);
      const detail = (await owner.get(`/api/commerce/orders/${orderId}`)).json();
      expect(detail.history.map((entry: { kind: string }) => entry.kind)).toEqual([
        'placed',
        'cancelled',
        'session-not-closed',
        'revived',
      ]);
      const page = await shopper.get(`/commerce/orders/${order.accessToken}`);
      expect(page.body).toContain('Thank you for your order');
    });

    it('a payment for a cancelled order is refunded, never kept', async () => {
      const { product, variantId } = await stripeProduct('Last One', 1);
      const first = await checkedOut(stripeSite.host, variantId);
      stripe.expireOutage = true;
      await cancelPage(first.shopper, stripeSite.websiteId, first.orderId).finally(
        () => (stripe.expireOutage = false),
      );
      // Someone else buys the last one before the first shopper's payment arrives.
      const second = await checkedOut(stripeSite.host, variantId);
      expect(await stockOf(stripeSite.websiteId, product.id)).toBe(0);

      const session = stripe.complete(sessionIdOf(first.paymentUrl));
      expect((await deliver(completedEvent(session))).statusCode).toBe(200);
      const order = await store().orders.get(stripeSite.websiteId, first.orderId);
      expect(order.status).toBe('cancelled');
      expect(order.refundedCents).toBe(order.grandTotalCents);
      expect(stripe.refunds.filter((refund) => refund.payment_intent === session.payment_intent)).toEqual([
        expect.objectContaining({ amount: order.grandTotalCents }),
      ]);
      const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, first.orderId));
      expect(payment).toMatchObject({ status: 'refunded', refundedCents: order.grandTotalCents });
      expect(await stockOf(stripeSite.websiteId, product.id)).toBe(0);
      expect((await store().orders.get(stripeSite.websiteId, second.orderId)).status).toBe('pending');
      // No confirmation: the shopper is told of the refund instead, once.
      expect(await store().emails.list(stripeSite.websiteId, first.orderId)).toEqual([
        expect.objectContaining({ kind: 'refunded', subject: expect.stringMatching(/^Refund for your /) }),
      ]);

      // Stripe retries the event: refunded once, still.
      expect((await deliver(completedEvent(session))).statusCode).toBe(200);
      expect(
        stripe.refunds.filter((refund) => refund.payment_intent === session.payment_intent),
      ).toHaveLength(1);

      const owner = visitor(t.app, stripeSite.host);
      await owner.signIn(stripeSite.ownerEmail, OWNER_PASSWORD);
      const detail = (await owner.get(`/api/commerce/orders/${first.orderId}`)).json();
      expect(detail.history.map((entry: { kind: string }) => entry.kind)).toEqual([
        'placed',
        'cancelled',
        'session-not-closed',
        'refund-due',
        'refunded-automatically',
      ]);
      const page = await first.shopper.get(`/commerce/orders/${order.accessToken}`);
      expect(page.body).toContain('This order was cancelled');
      expect(page.body).toContain('was refunded in full');
    });
    it('a late refund the provider could not make at once is made by the maintenance job, once', async () => {
      const { product, variantId } = await stripeProduct('Outage', 1);
      const first = await checkedOut(stripeSite.host, variantId);
      stripe.expireOutage = true;
      await cancelPage(first.shopper, stripeSite.websiteId, first.orderId).finally(
        () => (stripe.expireOutage = false),
      );
      await checkedOut(stripeSite.host, variantId);
      expect(await stockOf(stripeSite.websiteId, product.id)).toBe(0);
      const session = stripe.complete(sessionIdOf(first.paymentUrl));
      const refundsOf = () =>
        stripe.refunds.filter((refund) => refund.payment_intent === session.payment_intent);

      stripe.refundOutage = true;
      try {
        // The payment is recorded as owed back, and the event as handled: no retry from Stripe needed.
        expect((await deliver(completedEvent(session))).json().outcome).toBe('applied');
      } finally {
        stripe.refundOutage = false;
      }
      const [owed] = await database.db.select().from(payments).where(eq(payments.orderId, first.orderId));
      expect(owed!.status).toBe('refund_due');
      expect(refundsOf()).toEqual([]);
      const page = await first.shopper.get(
        `/commerce/orders/${(await store().orders.get(stripeSite.websiteId, first.orderId)).accessToken}`,
      );
      expect(page.body).toContain('it is being refunded in full');

      await store().maintain();
      await store().maintain();
      expect(refundsOf()).toHaveLength(1);
      const [settled] = await database.db.select().from(payments).where(eq(payments.orderId, first.orderId));
      expect(settled!.status).toBe('refunded');
    });
  });

  describe('Idempotency-Key belongs to one cart', () => {
    it('an Idempotency-Key is never replayed to another cart', async () => {
      const { host, shop } = testSite;
      const key = { headers: { 'idempotency-key': `order-588-${engine}` } };
      const shopperA = visitor(t.app, host);
      await shopperA.request('POST', '/api/commerce/cart/items', {
        variantId: shop.beans.variants[0]!.id,
        quantity: 1,
      });
      const a = await shopperA.request('POST', '/api/commerce/checkout', checkoutBody('a@example.com'), key);
      const shopperB = visitor(t.app, host);
      await shopperB.request('POST', '/api/commerce/cart/items', {
        variantId: shop.beans.variants[0]!.id,
        quantity: 1,
      });
      const b = await shopperB.request('POST', '/api/commerce/checkout', checkoutBody('a@example.com'), key);
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(b.headers['idempotent-replayed']).toBeUndefined();
      expect(b.json().orderId).not.toBe(a.json().orderId);
      expect(b.json().paymentUrl).not.toBe(a.json().paymentUrl);
      // A's own retry is still a replay of A's answer.
      const again = await shopperA.request(
        'POST',
        '/api/commerce/checkout',
        checkoutBody('a@example.com'),
        key,
      );
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(a.json());
    });

    it('the same Idempotency-Key with a different body is refused with 422', async () => {
      const { host, shop } = testSite;
      const key = { headers: { 'idempotency-key': `changed-${engine}` } };
      const shopper = visitor(t.app, host);
      await shopper.request('POST', '/api/commerce/cart/items', {
        variantId: shop.beans.variants[0]!.id,
        quantity: 1,
      });
      expect((await shopper.request('POST', '/api/commerce/checkout', checkoutBody(), key)).statusCode).toBe(
        200,
      );
      const changed = await shopper.request(
        'POST',
        '/api/commerce/checkout',
        checkoutBody('eve@example.com'),
        key,
      );
      expect(changed.statusCode).toBe(422);
      expect(changed.json()).toMatchObject({
        code: 'idempotencyKeyReused',
        error:
          'This Idempotency-Key was already used for a different request. Send a new key for a new checkout.',
      });
    });

    it.runIf(engine === 'postgres')(
      'the same Idempotency-Key while the first request still runs answers 409',
      async () => {
        const { host, shop, websiteId } = testSite;
        const key = { headers: { 'idempotency-key': `running-${engine}` } };
        const shopper = visitor(t.app, host);
        await shopper.request('POST', '/api/commerce/cart/items', {
          variantId: shop.beans.variants[0]!.id,
          quantity: 1,
        });
        const [cart] = await database.db
          .select()
          .from(carts)
          .where(and(eq(carts.websiteId, websiteId), eq(carts.token, shopper.jar.cart!)));
        // Another connection holds the cart's row: the first checkout waits inside its work.
        const holder = new pg.Client({ connectionString: database.url! });
        await holder.connect();
        try {
          await holder.query('begin');
          await holder.query('select id from carts where id = $1 for update', [cart!.id]);
          const first = shopper.request('POST', '/api/commerce/checkout', checkoutBody(), key);
          await waitForLockWaiter(holder);
          const second = await shopper.request('POST', '/api/commerce/checkout', checkoutBody(), key);
          expect(second.statusCode).toBe(409);
          expect(second.json().code).toBe('idempotencyKeyInProgress');
          await holder.query('rollback');
          expect((await first).statusCode).toBe(200);
        } finally {
          await holder.end();
        }
      },
    );
  });

  it('a Stripe signature dated in the future is refused', async () => {
    const payload = completedEvent({
      id: 'cs_test_none',
      object: 'checkout.session',
      payment_status: 'paid',
    });
    const future = signStripePayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 10 * 60);
    const refused = await deliver(payload, future);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('The webhook signature is not valid.');
  });
});

/** Waits until some other session is blocked on a lock (the request under test reached it). */
async function waitForLockWaiter(client: pg.Client): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    // Inside a transaction the activity view is a snapshot: clear it to see the other sessions now.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query(
      "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if ((rows[0] as { waiting: number }).waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the request never reached the locked row');
}
