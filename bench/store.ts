// `npm run bench:store` (also the last part of `npm run bench`): checkouts per second and
// latency on PostgreSQL, for one hot product (every checkout takes stock from the same row)
// and for many products (checkouts spread over 200 rows).
//
// Each virtual shopper does what a browser does over real HTTP to an in-process server on
// 127.0.0.1: POST an item (refused once with the crumb, then again), POST the checkout (Idempotency-Key),
// POST the test provider's pay form. A "checkout" is that whole flow, ending in a paid order.
//
// Env: BENCH_DATABASE_URL (admin URL; default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test),
// BENCH_DURATION (seconds per scenario, default 10), BENCH_CONNECTIONS (concurrent shoppers, default 20).
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createSite } from '../src/server/testing/fixtures';
import { createSharedState } from '../src/server/shared-state/shared-state';
import { checkoutBody, productInput, variant } from '../src/server/modules/store/store-fixtures';
import { loadAssetManifest } from '../src/server/render/assets';
import { integer, milliseconds, table } from './table';

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const HOT_STOCK = 1_000_000;
const MANY_PRODUCTS = 200;

interface Shopper {
  cookies: Map<string, string>;
  /** A loopback-range client address for X-Forwarded-For, so per-IP rate limits see many shoppers. */
  address: string;
}

async function call(
  base: string,
  host: string,
  shopper: Shopper,
  method: string,
  path: string,
  body?: { json?: unknown; form?: string },
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = { host, 'x-forwarded-for': shopper.address, ...extra };
  if (shopper.cookies.size > 0)
    headers.cookie = [...shopper.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  if (method !== 'GET' && shopper.cookies.get('crumb'))
    headers['x-csrf-token'] = shopper.cookies.get('crumb')!;
  if (body?.json !== undefined) headers['content-type'] = 'application/json';
  if (body?.form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  const payload = body?.json !== undefined ? JSON.stringify(body.json) : body?.form;
  // node:http, not fetch: fetch may not set the Host header, and Host is how the server finds the site.
  const response = await new Promise<{ status: number; setCookies: string[]; text: string }>(
    (resolve, reject) => {
      const outgoing = httpRequest(base + path, { method, headers, agent }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            setCookies: incoming.headers['set-cookie'] ?? [],
            text: Buffer.concat(chunks).toString(),
          }),
        );
        incoming.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(payload);
    },
  );
  for (const cookie of response.setCookies) {
    const [pair = ''] = cookie.split(';');
    const index = pair.indexOf('=');
    shopper.cookies.set(pair.slice(0, index), pair.slice(index + 1));
  }
  return { status: response.status, text: response.text };
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

async function checkoutOnce(
  base: string,
  host: string,
  variantId: string,
  shopperNumber: number,
): Promise<{ checkoutMs: number; totalMs: number }> {
  const shopper: Shopper = {
    cookies: new Map(),
    address: `127.${(shopperNumber >> 16) & 255}.${(shopperNumber >> 8) & 255}.${shopperNumber & 255}`,
  };
  const started = performance.now();
  // From a shared product page: the first add is refused with a crumb and sent again (the runtime).
  const add = () =>
    call(base, host, shopper, 'POST', '/api/commerce/cart/items', { json: { variantId, quantity: 1 } });
  let added = await add();
  if (added.status === 403) added = await add();
  if (added.status !== 200) throw new Error(`add to cart answered ${added.status}: ${added.text}`);
  const checkoutStarted = performance.now();
  const placed = await call(
    base,
    host,
    shopper,
    'POST',
    '/api/commerce/checkout',
    { json: checkoutBody(`shopper${shopperNumber}@example.com`) },
    { 'idempotency-key': randomUUID() },
  );
  const checkoutMs = performance.now() - checkoutStarted;
  if (placed.status !== 200) throw new Error(`checkout answered ${placed.status}: ${placed.text}`);
  const { paymentUrl } = JSON.parse(placed.text) as { paymentUrl: string };
  const paid = await call(base, host, shopper, 'POST', paymentUrl, { form: 'card=success' });
  if (paid.status !== 303) throw new Error(`pay answered ${paid.status}`);
  return { checkoutMs, totalMs: performance.now() - started };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function scenario(
  label: string,
  base: string,
  host: string,
  pickVariant: () => string,
  counter: { next: number },
) {
  const checkoutTimes: number[] = [];
  const totals: number[] = [];
  let failures = 0;
  let firstFailure = '';
  const deadline = performance.now() + duration * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        try {
          const result = await checkoutOnce(base, host, pickVariant(), counter.next++);
          checkoutTimes.push(result.checkoutMs);
          totals.push(result.totalMs);
        } catch (error) {
          failures += 1;
          firstFailure ||= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  checkoutTimes.sort((a, b) => a - b);
  totals.sort((a, b) => a - b);
  if (firstFailure) console.log(`  ${label}: ${failures} failed flows; first: ${firstFailure}`);
  return [
    label,
    integer(totals.length / seconds),
    milliseconds(percentile(checkoutTimes, 50)),
    milliseconds(percentile(checkoutTimes, 99)),
    milliseconds(percentile(totals, 50)),
    milliseconds(percentile(totals, 99)),
    integer(totals.length),
    integer(failures),
  ];
}

async function main() {
  if (!(duration > 0) || !(connections > 0))
    throw new Error('BENCH_DURATION and BENCH_CONNECTIONS must be positive numbers');
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`Store bench skipped: no PostgreSQL at ${adminUrl} (set BENCH_DATABASE_URL).`);
    return;
  }
  const name = `sb_bench_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 10 });
  const config = loadConfig({ LOG_LEVEL: 'silent', APP_DOMAIN: 'localhost:3000', RENDER_CACHE: 'on' });
  const sharedState = await createSharedState({});
  const { app, services } = await buildApp({ config, database, sharedState, manifest: loadAssetManifest() });
  try {
    await database.migrate();
    const site = await createSite(services, 'benchshop');
    const websiteId = site.website.id;
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
    const hot = await services.store.catalogue.create(
      websiteId,
      shop.id,
      productInput('Hot', [variant(1000, HOT_STOCK)]),
    );
    const many: string[] = [];
    for (let index = 0; index < MANY_PRODUCTS; index += 1)
      many.push(
        (
          await services.store.catalogue.create(
            websiteId,
            shop.id,
            productInput(`Item ${index}`, [variant(1000, HOT_STOCK)]),
          )
        ).variants[0]!.id,
      );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}`;
    const host = `benchshop.localhost:3000`;

    console.log(
      `\nStore bench: ${cpus().length} core(s), Node ${process.version}, PostgreSQL (pool of 10), load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' / ')}`,
    );
    console.log(
      `${connections} concurrent shoppers, ${duration} s per scenario; server and load generator share one process.`,
    );
    const counter = { next: 1 };
    await scenario('warm-up', base, host, () => hot.variants[0]!.id, counter);
    const rows = [
      await scenario('one hot product', base, host, () => hot.variants[0]!.id, counter),
      await scenario(
        `${MANY_PRODUCTS} products`,
        base,
        host,
        () => many[Math.floor(Math.random() * many.length)]!,
        counter,
      ),
    ];
    console.log(
      `\nCheckouts on PostgreSQL (a checkout = add to cart, place order, pay with the test provider)\n`,
    );
    console.log(
      table(
        ['scenario', 'checkouts/s', 'place p50', 'place p99', 'flow p50', 'flow p99', 'orders', 'failed'],
        rows,
      ),
    );
    const left = await services.store.catalogue.get(websiteId, hot.id);
    console.log(
      `\nHot product stock after the run: ${integer(left.variants[0]!.qtyInStock)} (started at ${integer(HOT_STOCK)}).`,
    );
  } finally {
    await app.close();
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
