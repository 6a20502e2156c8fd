// `npm run bench:sites`: many sites on one server (issue 25). Creates a throw-away database on
// the PostgreSQL at BENCH_DATABASE_URL (default TEST_DATABASE_URL, else the local test server),
// lets the server migrate it and seed the demo, copies the demo site BENCH_SITES times (default
// 10,000) in SQL, then starts the server again (1 process, LOG_LEVEL=warn) and measures GET /
// with Host rotating uniformly over every site and over a hot 1%, render cache on and off. It
// prints req/s, p50/p99, queries per request (from /metrics) and the server's RSS idle and after
// every site was asked for once, beside the goals. The database is dropped at the end.
//
// Env: BENCH_SITES (default 10000), BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50).
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { get } from './http';
import { startAppServer, stopAll, type Running } from './processes';
import { seedSiteCopies } from './site-copies';
import { integer, milliseconds, table } from './table';

const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const sites = Number(process.env.BENCH_SITES ?? 10_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

/** The database counters this bench reads from the server: queries sent, resident memory. */
async function metrics(server: Running): Promise<{ queries: number; rss: number }> {
  const answer = await get(server.port, `localhost:${server.port}`, '/metrics', {
    authorization: `Bearer ${METRICS_TOKEN}`,
  });
  const text = answer.body.toString();
  const value = (name: string) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { queries: value('db_query_duration_seconds_count'), rss: value('process_resident_memory_bytes') };
}

interface Row {
  label: string;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  queriesPerRequest: number;
}

async function measure(server: Running, label: string, hosts: string[]): Promise<Row> {
  const run = (seconds: number) =>
    autocannon({
      url: `http://127.0.0.1:${server.port}`,
      connections,
      duration: seconds,
      timeout: 10,
      requests: [
        {
          method: 'GET',
          path: '/',
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, host: hosts[Math.floor(Math.random() * hosts.length)]! },
          }),
        },
      ],
    });
  await run(2);
  const before = await metrics(server);
  const result = await run(duration);
  const after = await metrics(server);
  return {
    label,
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    queriesPerRequest: (after.queries - before.queries) / Math.max(1, result.requests.total),
  };
}

/** Asks every site for its home page once (so each is in the server's caches, if they hold it). */
async function touchAll(server: Running, hosts: string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < hosts.length) {
      const host = hosts[next++]!;
      const answer = await get(server.port, host, '/');
      if (answer.status !== 200) throw new Error(`${host}: ${answer.status}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

async function main() {
  const admin = new pg.Client({ connectionString: baseUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`Sites bench skipped: no PostgreSQL at ${baseUrl} (${(error as Error).message}).`);
    return;
  }
  const name = `bench_sites_${process.pid}`;
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await admin.query(`create database ${name}`);
  setTimeout(() => void stopAll().finally(() => process.exit(1)), (4 * (duration + 2) + 900) * 1000).unref();
  const env = {
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: '1',
    METRICS_TOKEN,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  try {
    console.log(`Sites bench: database ${name}; load average ${load()}`);
    // First start: migrations and the demo site.
    const seeding = await startAppServer('seed', 'on', env);
    await seeding.stop();
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const started = Date.now();
    const copied = await seedSiteCopies(db, 'demo', sites - 1, (line) => console.log(`  ${line}`));
    await db.end();
    console.log(
      `Copied the demo site ${integer(sites - 1)} times in ${((Date.now() - started) / 1000).toFixed(1)} s (${copied.tables} tables, ${integer(copied.rows)} rows); load average ${load()}`,
    );

    const rows: Row[] = [];
    let memory = { idle: 0, touched: 0 };
    for (const cache of ['on', 'off'] as const) {
      const server = await startAppServer(`sites, cache ${cache}`, cache, env);
      try {
        const port = server.port;
        const all = ['demo', ...Array.from({ length: sites - 1 }, (_, n) => `s${n + 1}`)].map(
          (identifier) => `${identifier}.localhost:${port}`,
        );
        const hot = all.slice(0, Math.max(1, Math.round(all.length / 100)));
        if (cache === 'on') {
          await new Promise((resolve) => setTimeout(resolve, 2000));
          const idle = (await metrics(server)).rss;
          const touchStart = Date.now();
          await touchAll(server, all);
          const touched = (await metrics(server)).rss;
          memory = { idle, touched };
          console.log(
            `Touched ${integer(all.length)} sites in ${((Date.now() - touchStart) / 1000).toFixed(1)} s; load average ${load()}`,
          );
        }
        rows.push(await measure(server, `cache ${cache}, 1 site`, [all[0]!]));
        rows.push(await measure(server, `cache ${cache}, hot 1% (${integer(hot.length)} sites)`, hot));
        rows.push(await measure(server, `cache ${cache}, uniform over ${integer(all.length)} sites`, all));
        console.log(`  measured cache ${cache}; load average ${load()}`);
      } finally {
        await server.stop();
      }
    }

    console.log(
      `\nMany sites on one server (PostgreSQL, 1 process, LOG_LEVEL=warn, ${connections} connections, ${duration} s; autocannon shares the cores)\n`,
    );
    const one = (cache: string) => rows.find((row) => row.label === `cache ${cache}, 1 site`)!.perSecond;
    console.log(
      table(
        ['GET /', 'req/s', 'x 1 site', 'p50', 'p99', 'queries/req', 'non-2xx', 'goal (issue 25)'],
        rows.map((row) => [
          row.label,
          integer(row.perSecond),
          one(row.label.includes('cache on') ? 'on' : 'off') > 0
            ? (row.perSecond / one(row.label.includes('cache on') ? 'on' : 'off')).toFixed(2)
            : '–',
          milliseconds(row.p50),
          milliseconds(row.p99),
          row.queriesPerRequest.toFixed(2),
          integer(row.non2xx),
          row.label.includes('uniform') ? '≥ 0.9x of 1 site' : '',
        ]),
        [false, true, true, true, true, true, true, false],
      ),
    );
    const perSite = (memory.touched - memory.idle) / sites;
    console.log(
      `\nServer RSS: ${(memory.idle / 2 ** 20).toFixed(0)} MiB idle, ${(memory.touched / 2 ** 20).toFixed(0)} MiB after every site's home page was asked for once: ${integer(perSite)} bytes per site touched (goal: < 1 KB per idle site).`,
    );
    console.log(`Load average at the end: ${load()}`);
  } finally {
    await stopAll();
    await admin.query(`drop database if exists ${name} with (force)`).catch((error: unknown) => {
      console.error(`could not drop ${name}:`, error);
    });
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
  return stopAll();
});
