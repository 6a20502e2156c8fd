// `npm run bench:renewals` (also part of `npm run bench`): subscription renewals per second on
// PostgreSQL, run by the job runner as in production (the `store.renewals` sweep queues one
// `store.renew` job per due subscription; the runner works them at the job's concurrency).
//
// One subscription is bought through the real pages (checkout, test provider, card kept); it is
// then copied in SQL to BENCH_RENEWALS (default 10,000) due subscriptions, each with its own
// first order and saved card. The bench then checks the result: exactly one charge, one paid
// renewal order and one charge record per subscription, or it exits non-zero.
//
// No build needed: the few pages the seed subscription passes through render with the test manifest.
// Env: BENCH_DATABASE_URL (admin URL; default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test),
// BENCH_RENEWALS (how many, default 10000), BENCH_RENEWAL_TIMEOUT (seconds, default 900).
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createSite } from '../src/server/testing/fixtures';
import { hostOf, testManifest, visitor } from '../src/server/testing/test-app';
import { createSharedState } from '../src/server/shared-state/shared-state';
import { checkoutBody, productInput, variant } from '../src/server/modules/store/store-fixtures';
import { integer, milliseconds, table } from './table';

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const COUNT = Number(process.env.BENCH_RENEWALS ?? 10_000);
const TIMEOUT_S = Number(process.env.BENCH_RENEWAL_TIMEOUT ?? 900);
const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Copies of one row of `table`: every column as it is, except those `overrides` computes (SQL over `o` and `m`). */
async function cloneSql(client: pg.Client, tableName: string, overrides: Record<string, string>) {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = $1 and table_schema = 'public' order by ordinal_position`,
    [tableName],
  );
  const columns = rows.map((row) => row.column_name);
  return {
    columns: columns.map((column) => `"${column}"`).join(', '),
    values: columns.map((column) => overrides[column] ?? `o."${column}"`).join(', '),
  };
}

async function main() {
  if (!(COUNT > 0) || !(TIMEOUT_S > 0))
    throw new Error('BENCH_RENEWALS and BENCH_RENEWAL_TIMEOUT must be positive numbers');
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`Renewal bench skipped: no PostgreSQL at ${adminUrl} (set BENCH_DATABASE_URL).`);
    return;
  }
  const name = `sb_renew_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 10 });
  const config = loadConfig({ LOG_LEVEL: 'silent', APP_DOMAIN: 'localhost:3000' });
  const sharedState = await createSharedState({});
  const { app, services } = await buildApp({ config, database, sharedState, manifest: testManifest });
  const sql = new pg.Client({ connectionString: url.toString() });
  let ok: boolean | undefined;
  try {
    await database.migrate();
    await sql.connect();
    const site = await createSite(services, 'benchrenew');
    const websiteId = site.website.id;
    const host = hostOf('benchrenew');
    const shop = await services.content.createCollection({
      websiteId,
      type: 'products',
      title: 'Shop',
      urlId: 'shop',
    });
    await services.store.settings.update(websiteId, {
      currency: 'USD',
      shippingOptions: [
        { id: 'standard', name: 'Standard', rateCents: 500, freeAboveCents: 0, countries: [] },
      ],
      taxRules: [],
      minimumSubtotalCents: 0,
      expressCheckout: false,
      paymentProvider: 'test',
    });
    const club = await services.store.catalogue.create(websiteId, shop.id, {
      ...productInput('Coffee Club', [variant(2000, COUNT * 10)]),
      subscriptionPlans: [{ billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: 0 }],
    });

    // One real subscription, through the pages.
    const shopper = visitor(app, host);
    await shopper.request('POST', '/api/commerce/cart/items', {
      variantId: club.variants[0]!.id,
      quantity: 1,
    });
    const placed = await shopper.request(
      'POST',
      `/checkout/subscribe?cartToken=${shopper.jar.cart!}`,
      new URLSearchParams(checkoutBody()).toString(),
      form,
    );
    const paid = await shopper.request('POST', String(placed.headers.location), 'card=success', form);
    const token = String(paid.headers.location).split('/').pop()!;
    const original = await services.store.subscriptions.byAccessToken(websiteId, token);
    if (original?.status !== 'active') throw new Error('The seed subscription did not start');

    // Its copies, in SQL: each with its own first order, saved card and tokens.
    const seeding = performance.now();
    await sql.query('begin');
    await sql.query(
      `create temp table clone_map on commit drop as
         select n,
                substr(md5('order' || n), 1, 24) as order_id,
                substr(md5('cart' || n), 1, 24) as cart_id,
                substr(md5('sub' || n), 1, 24) as sub_id,
                substr(md5('card' || n), 1, 24) as card_id,
                substr(md5('session' || n), 1, 24) as session_id,
                md5('token' || n) || md5('more' || n) as token
           from generate_series(1, $1::int) as n`,
      [COUNT - 1],
    );
    const orders = await cloneSql(sql, 'orders', {
      id: 'm.order_id',
      cart_id: 'm.cart_id',
      access_token: 'm.token',
      order_number: 'o.order_number + m.n',
      confirmation_mail_id: 'null',
    });
    await sql.query(
      `insert into orders (${orders.columns}) select ${orders.values} from orders o, clone_map m where o.id = $1`,
      [original.firstOrderId],
    );
    await sql.query(
      `update store_settings set next_order_number = next_order_number + $2 where website_id = $1`,
      [websiteId, COUNT - 1],
    );
    const cards = await cloneSql(sql, 'test_provider_payment_methods', {
      id: 'm.card_id',
      session_id: 'm.session_id',
    });
    await sql.query(
      `insert into test_provider_payment_methods (${cards.columns}) select ${cards.values}
         from test_provider_payment_methods o, clone_map m where o.id = $1`,
      [original.paymentMethodId],
    );
    const subs = await cloneSql(sql, 'subscriptions', {
      id: 'm.sub_id',
      access_token: 'm.token',
      first_order_id: 'm.order_id',
      payment_method_id: 'm.card_id',
    });
    await sql.query(
      `insert into subscriptions (${subs.columns}) select ${subs.values} from subscriptions o, clone_map m where o.id = $1`,
      [original.id],
    );
    // All due now (the anchor a month back, so the next date after this renewal is in the future).
    await sql.query(
      `update subscriptions set anchor_at = now() - interval '1 month', next_charge_at = now() - interval '1 minute'
         where website_id = $1`,
      [websiteId],
    );
    await sql.query('commit');
    await sql.query('analyze');
    const seedSeconds = (performance.now() - seeding) / 1000;

    // Each renewal's duration, as the job handler runs it.
    const times: number[] = [];
    const renew = services.store.renewals.renew.bind(services.store.renewals);
    services.store.renewals.renew = async (site: string, id: string) => {
      const started = performance.now();
      const outcome = await renew(site, id);
      times.push(performance.now() - started);
      return outcome;
    };

    console.log(
      `\nRenewal bench: ${cpus().length} core(s), Node ${process.version}, PostgreSQL (pool of 10), load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' / ')}`,
    );
    console.log(`${integer(COUNT)} due subscriptions seeded in SQL in ${seedSeconds.toFixed(1)} s.`);
    const started = performance.now();
    const queued = await services.store.queueRenewals();
    const sweepSeconds = (performance.now() - started) / 1000;
    await services.jobs.start();
    const deadline = Date.now() + TIMEOUT_S * 1000;
    let settled = 0;
    while (Date.now() < deadline) {
      const { rows } = await sql.query<{ count: string }>(
        `select count(*) from subscription_charges where website_id = $1 and status <> 'charging'`,
        [websiteId],
      );
      settled = Number(rows[0]!.count);
      if (settled >= COUNT) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = (performance.now() - started) / 1000;
    await services.jobs.close();
    times.sort((a, b) => a - b);

    const count = async (query: string) =>
      Number((await sql.query<{ count: string }>(query, [websiteId])).rows[0]!.count);
    const charges = await count(
      `select count(*) from test_provider_saved_charges where website_id = $1 and status = 'succeeded'`,
    );
    const records = await count(
      `select count(*) from subscription_charges where website_id = $1 and status = 'succeeded'`,
    );
    const renewalOrders = await count(
      `select count(*) from subscription_renewals r join orders o on o.id = r.order_id
         where r.website_id = $1 and o.status = 'paid'`,
    );
    const allOrders = await count(`select count(*) from orders where website_id = $1`);
    const renewed = await count(
      `select count(*) from subscriptions where website_id = $1 and cycles_paid = 2`,
    );

    console.log(
      `\nRenewals on PostgreSQL (sweep queues the jobs; the runner charges, records and mails each)\n`,
    );
    console.log(
      table(
        [
          'due',
          'queued',
          'sweep',
          'renewals/s',
          'renew p50',
          'renew p99',
          'charges',
          'renewal orders',
          'wall',
        ],
        [
          [
            integer(COUNT),
            integer(queued),
            `${sweepSeconds.toFixed(1)} s`,
            integer(COUNT / seconds),
            milliseconds(percentile(times, 50)),
            milliseconds(percentile(times, 99)),
            integer(charges),
            integer(renewalOrders),
            `${seconds.toFixed(1)} s`,
          ],
        ],
      ),
    );
    ok =
      charges === COUNT &&
      records === COUNT &&
      renewalOrders === COUNT &&
      renewed === COUNT &&
      allOrders === COUNT * 2;
    if (!ok)
      console.error(
        `\nRENEWAL BENCH FAILED: expected exactly ${COUNT} charges, charge records, paid renewal orders and renewed subscriptions, and ${COUNT * 2} orders; got ${charges} charges, ${records} records, ${renewalOrders} renewal orders, ${renewed} renewed, ${allOrders} orders (${settled} attempts settled).`,
      );
  } finally {
    await sql.end().catch(() => undefined);
    await app.close();
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
