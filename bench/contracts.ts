// `npm run bench:contracts`: what the two-way contracts (issue 12 item 1) cost the hot visitor
// routes. In one process, against PostgreSQL (TEST_DATABASE_URL), with the test app:
//
// 1. Per-request time of `GET /api/commerce/cart` (a cart of 3 lines, answered through its
//    response schema) and `POST /api/census/RecordHit`, through Fastify's inject (no sockets),
//    sequentially: median of 5 rounds of BENCH_CONTRACT_REQUESTS (default 1000).
// 2. The serialiser alone on the real cart answer: JSON.stringify (Fastify without a response
//    schema), the zod serializer the routes use, and fast-json-stringify compiled from the same
//    schema's JSON Schema. Interleaved rounds, median µs per answer.
//
// Part 1 runs on any commit (it needs no contract); run it before and after a change on the
// same machine minutes apart. The load average is printed: other work moves the figures.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createShop } from '../src/server/modules/store/store-fixtures';
import { createSite } from '../src/server/testing/fixtures';
import { buildTestApp, cookieHeader, hostOf, visitor } from '../src/server/testing/test-app';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh database of its own (dropped at the end), migrated. */
async function benchDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `sb_contracts_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 10 });
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

const requests = Number(process.env.BENCH_CONTRACT_REQUESTS ?? 1000);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(rounds: number, run: () => Promise<void>): Promise<number> {
  const perRequest: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    for (let index = 0; index < requests; index += 1) await run();
    perRequest.push(((performance.now() - start) * 1000) / requests);
  }
  return median(perRequest);
}

async function serialisers(answer: unknown) {
  const { createSerializerCompiler } = await import('fastify-type-provider-zod');
  const { z } = await import('zod');
  const { default: fastJson } = await import('fast-json-stringify');
  const { cartAnswer } = await import('../src/shared/api/store-answers');
  const zod = createSerializerCompiler()({ schema: cartAnswer, method: 'POST', url: '/', httpStatus: '200' });
  const jsonSchema = z.toJSONSchema(cartAnswer, { io: 'output', target: 'draft-7' });
  const fast = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  const candidates: [string, (value: unknown) => string][] = [
    ['JSON.stringify (no response schema)', JSON.stringify],
    ['zod serializer (the routes)', zod],
    ['fast-json-stringify of the same schema', fast],
  ];
  const samples = new Map<string, number[]>(candidates.map(([name]) => [name, []]));
  const iterations = 5000;
  for (let round = 0; round < 9; round += 1)
    for (const [name, serialise] of candidates) {
      const start = performance.now();
      for (let index = 0; index < iterations; index += 1) serialise(answer);
      samples.get(name)!.push(((performance.now() - start) * 1000) / iterations);
    }
  console.log(`\nSerialising the cart answer (${JSON.stringify(answer).length} bytes), µs per answer:`);
  for (const [name, values] of samples) console.log(`  ${name}: ${median(values).toFixed(1)} µs`);
}

async function main() {
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}`,
  );
  const { database, drop } = await benchDatabase();
  const t = await buildTestApp({ database });
  try {
    const site = await createSite(t.services, 'contractbench');
    const { beans, mug, guide } = await createShop(t.services, site.website.id);
    const host = hostOf('contractbench');
    const shopper = visitor(t.app, host);
    for (const product of [beans, mug, guide])
      await shopper.request('POST', '/api/commerce/cart/items', { variantId: product.variants[0]!.id });
    const cartHeaders = { host, cookie: cookieHeader(shopper.jar) };
    const cart = await t.app.inject({ method: 'GET', url: '/api/commerce/cart', headers: cartHeaders });
    if (cart.json<{ totalQuantity: number }>().totalQuantity !== 3) throw new Error('the cart is not set up');
    const hit = new URLSearchParams({
      event: 'view',
      data: JSON.stringify({
        websiteId: site.website.id,
        url: `http://${host}/about`,
        userAgent: 'bench/1.0 (X11; Linux x86_64)',
        title: 'About',
        pageType: 'page',
        viewportInnerWidth: 1280,
      }),
    }).toString();
    const hitHeaders = {
      host,
      'content-type': 'application/x-www-form-urlencoded',
      origin: `http://${host}`,
    };
    // Warm-up, thrown away.
    for (let index = 0; index < 300; index += 1) {
      await t.app.inject({ method: 'GET', url: '/api/commerce/cart', headers: cartHeaders });
      await t.app.inject({ method: 'POST', url: '/api/census/RecordHit', headers: hitHeaders, payload: hit });
    }
    const cartTime = await timed(5, async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/commerce/cart', headers: cartHeaders });
      if (response.statusCode !== 200) throw new Error(`cart answered ${response.statusCode}`);
    });
    const hitTime = await timed(5, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/census/RecordHit',
        headers: hitHeaders,
        payload: hit,
      });
      if (response.statusCode !== 202) throw new Error(`RecordHit answered ${response.statusCode}`);
    });
    console.log(`\n${requests} sequential requests × 5 rounds (median), µs per request:`);
    console.log(`  GET /api/commerce/cart (3 lines): ${cartTime.toFixed(0)} µs`);
    console.log(`  POST /api/census/RecordHit: ${hitTime.toFixed(0)} µs`);
    if (process.env.BENCH_ONLY !== 'requests') await serialisers(cart.json());
  } finally {
    await t.app.close();
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
