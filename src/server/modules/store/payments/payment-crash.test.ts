import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { waitFor } from '../../../jobs/testing';
import { createSite } from '../../../testing/fixtures';
import { startStripeStandIn, type StripeStandIn } from '../../../testing/stripe-stand-in';
import { buildTestApp, cookieHeader, hostOf, visitor, type TestApp } from '../../../testing/test-app';
import { openTestDatabase } from '../../../testing/test-database';
import { checkoutBody, createShop } from '../store-fixtures';
import { paymentEvents, testProviderCharges } from '../tables';
import { createStripeProvider, signStripePayload } from './stripe-provider';

const CHILD = new URL('./testing-crash-child.ts', import.meta.url).pathname;
const WEBHOOK_SECRET = 'whsec_crash';

/**
 * A payment is never lost when the process applying it dies (issue 11, defect 2). A real
 * server process (child) receives the provider's call; this test holds the order's rows so
 * the child stops half way through applying it, SIGKILLs the child there, then lets the
 * provider retry against another process: exactly one paid order, one charge, one e-mail.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('payments across a killed process (PostgreSQL)', () => {
  let database: Database;
  let t: TestApp;
  let stripe: StripeStandIn;
  let websiteId: string;
  let shop: Awaited<ReturnType<typeof createShop>>;
  const host = hostOf('crashpay');

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    stripe = await startStripeStandIn();
    t = await buildTestApp({
      database,
      stripeFactory: (secretKey) => createStripeProvider({ secretKey, client: stripe.client() }),
    });
    websiteId = (await createSite(t.services, 'crashpay')).website.id;
    shop = await createShop(t.services, websiteId);
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
    await stripe.close();
  });

  /** Runs the provider's call in a child process and kills it (-9) while it waits on the held rows. */
  async function killedWhileApplying(orderId: string, request: object): Promise<void> {
    const holder = new pg.Client({ connectionString: database.url! });
    await holder.connect();
    let child: ChildProcess | null = null;
    try {
      await holder.query('begin');
      await holder.query('select id from orders where id = $1 for update', [orderId]);
      await holder.query('select id from payments where order_id = $1 for update', [orderId]);
      child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
        env: { ...process.env, DATABASE_URL: database.url!, REQUEST: JSON.stringify(request) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await waitFor(
        'the child to wait on the held order',
        async () => {
          if (child!.exitCode !== null) throw new Error(`the child exited early: ${output}`);
          // Inside a transaction the activity view is a snapshot: clear it to see the other sessions now.
          await holder.query('select pg_stat_clear_snapshot()');
          const { rows } = await holder.query(
            "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          return (rows[0] as { waiting: number }).waiting > 0;
        },
        60_000,
      );
      child.kill('SIGKILL');
      await once(child, 'exit');
      expect(output).not.toContain('answered');
    } finally {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await holder.query('rollback').catch(() => {});
      await holder.end();
    }
  }

  const orderOf = (orderId: string) => t.services.store.orders.get(websiteId, orderId);

  it(
    'a Stripe payment applied by a process killed half way is applied by the retry, exactly once',
    { timeout: 120_000 },
    async () => {
      const settings = await t.services.store.settings.view(websiteId);
      await t.services.store.settings.update(websiteId, {
        ...settings,
        paymentProvider: 'stripe',
        stripeSecretKey: 'sk_test_crash',
        stripeWebhookSecret: WEBHOOK_SECRET,
      });
      const shopper = visitor(t.app, host);
      await shopper.request('POST', '/api/commerce/cart/items', {
        variantId: shop.beans.variants[0]!.id,
        quantity: 1,
      });
      const { orderId, paymentUrl } = (
        await shopper.request('POST', '/api/commerce/checkout', checkoutBody())
      ).json();
      await t.services.store.settings.update(websiteId, { ...settings, paymentProvider: 'test' });
      const session = stripe.complete(paymentUrl.split('/').pop());
      const payload = JSON.stringify({
        id: 'evt_crash_1',
        object: 'event',
        type: 'checkout.session.completed',
        api_version: '2024-06-20',
        created: Math.floor(Date.now() / 1000),
        data: { object: session },
      });
      const delivery = () => ({
        method: 'POST' as const,
        url: '/api/commerce/webhooks/stripe',
        headers: {
          host,
          'content-type': 'application/json',
          'stripe-signature': signStripePayload(payload, WEBHOOK_SECRET),
        },
        payload,
      });

      await killedWhileApplying(orderId, delivery());
      // Nothing half done: the event is not recorded as handled while the order is unpaid.
      const recorded = await database.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, 'stripe'), eq(paymentEvents.eventId, 'evt_crash_1')));
      expect({ recorded: recorded.length, status: (await orderOf(orderId)).status }).toEqual({
        recorded: 0,
        status: 'pending',
      });

      // Stripe retries the event (it got no 2xx).
      const retry = await t.app.inject(delivery());
      expect(retry.json()).toEqual({ received: true, outcome: 'applied' });
      expect((await orderOf(orderId)).status).toBe('paid');
      expect((await t.app.inject(delivery())).json()).toEqual({ received: true, outcome: 'duplicate' });
      expect(await t.services.store.emails.list(websiteId, orderId)).toHaveLength(1);
    },
  );

  it(
    'a test-provider charge made by a process killed half way never exists without its paid order',
    { timeout: 120_000 },
    async () => {
      const shopper = visitor(t.app, host);
      await shopper.request('POST', '/api/commerce/cart/items', {
        variantId: shop.beans.variants[0]!.id,
        quantity: 1,
      });
      const { orderId, paymentUrl } = (
        await shopper.request('POST', '/api/commerce/checkout', checkoutBody())
      ).json();
      const sessionId = paymentUrl.split('/').pop();
      const charges = () =>
        database.db.select().from(testProviderCharges).where(eq(testProviderCharges.sessionId, sessionId));

      await killedWhileApplying(orderId, {
        method: 'POST',
        url: paymentUrl,
        headers: {
          host,
          cookie: cookieHeader(shopper.jar),
          'x-csrf-token': shopper.jar.crumb!,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'card=success',
      });
      // Either both happened or neither: here neither (the charge's transaction died with the process).
      expect({ charges: (await charges()).length, status: (await orderOf(orderId)).status }).toEqual({
        charges: 0,
        status: 'pending',
      });

      // The shopper presses Pay again.
      const again = await shopper.request('POST', paymentUrl, 'card=success', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(again.statusCode).toBe(303);
      expect((await orderOf(orderId)).status).toBe('paid');
      expect(await charges()).toHaveLength(1);
      expect(await t.services.store.emails.list(websiteId, orderId)).toHaveLength(1);
    },
  );
});
