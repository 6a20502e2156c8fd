// `npm run bench` (second part) or `npx tsx bench/tracking.ts`: census ingestion under load.
// POST /api/census/RecordHit and POST /api/1/performance/records against the real server
// (its own PGlite folder), then the server is stopped (SIGTERM: it flushes its buffers on
// close) and the bench opens that folder itself to prove count accepted = count stored.
//
// Each endpoint gets a fixed number of requests (not a duration: a timed run would abandon
// requests in flight, which the server may still have accepted, and blur the count).
// Env: BENCH_TRACKING_REQUESTS (per endpoint, default 10000), BENCH_CONNECTIONS (default 50).
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { get } from './http';
import { startAppServer, stopAll } from './processes';
import { integer, milliseconds, table } from './table';
import { pageWeight } from './weight';

const amount = Number(process.env.BENCH_TRACKING_REQUESTS ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RECORDS_PER_POST = 5;
/** The demo site's policy is restrictive: the server stores only what a visitor who accepted sends. */
const CONSENTED = 'ss_cookieAllowed=true.bench-consent-0001';

interface Measured {
  label: string;
  /** Issue 25's goal for the row, printed beside the figures. */
  goal: string;
  perSecond: number;
  seconds: number;
  p50: number;
  p99: number;
  accepted: number;
  non2xx: number;
  errors: number;
}

async function load(
  label: string,
  goal: string,
  port: number,
  host: string,
  path: string,
  body: string,
  contentType: string,
): Promise<Measured> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    method: 'POST',
    body,
    headers: { host, 'content-type': contentType, cookie: CONSENTED },
    connections,
    amount,
    timeout: 10,
  });
  return {
    label,
    goal,
    perSecond: result['2xx'] / result.duration,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    accepted: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  const limitSeconds = 600;
  setTimeout(() => {
    console.error(`Tracking bench exceeded ${limitSeconds} s; stopping its server.`);
    void stopAll().finally(() => process.exit(1));
  }, limitSeconds * 1000).unref();

  console.log(
    `\nTracking bench: ${integer(amount)} requests per endpoint over ${connections} connections, server on embedded PGlite (hits: group commit, answered once committed; performance records: batched, 500 rows or 1 s).`,
  );
  const server = await startAppServer('server', 'on', { NODE_ENV: process.env.NODE_ENV ?? 'production' });
  let folder: string | undefined;
  try {
    const home = await get(server.port, server.host, '/');
    const websiteId = /"website":\{"id":"([0-9a-f]{24})"/.exec(home.body.toString())?.[1];
    if (!websiteId) throw new Error('Could not read the demo site id from its page context');

    const hitBody = new URLSearchParams({
      event: 'view',
      data: JSON.stringify({
        websiteId,
        url: `http://${server.host}/about?utm_source=bench`,
        queryString: '?utm_source=bench',
        userAgent: 'bench/1.0 (X11; Linux x86_64)',
        title: 'About',
        pageType: 'page',
        viewportInnerWidth: 1280,
        referrer: 'https://search.example/',
      }),
      ss_cvr: 'bench-visitor-0001|1700000000000|1700000000000|1700000000000|1',
    }).toString();
    const records = JSON.stringify(
      Array.from({ length: RECORDS_PER_POST }, (_, index) => ({
        app: 'site',
        event: 'page_speed',
        pageLoadId: `bench-${index}`,
        timestamp: Date.now(),
        context: { websiteId, pageType: 'page' },
        data: { LCP: 1200 + index * 100, CLS: 0.02, INP: 80, FCP: 700, TTFB: 120, path: '/' },
      })),
    );

    console.log('Measuring: POST /api/census/RecordHit…');
    const hits = await load(
      'RecordHit (1 hit per request)',
      '≥ 10,000/s, 0 acknowledged lost on kill -9',
      server.port,
      server.host,
      '/api/census/RecordHit',
      hitBody,
      'application/x-www-form-urlencoded',
    );
    console.log('Measuring: POST /api/1/performance/records…');
    const perf = await load(
      `performance/records (${RECORDS_PER_POST} records per request)`,
      '—',
      server.port,
      server.host,
      '/api/1/performance/records',
      records,
      'text/plain;charset=UTF-8',
    );
    const weight = await pageWeight(server.port, server.host, '/');

    folder = server.dataDir ? dirname(server.dataDir) : undefined;
    await server.stop({ keepData: true }); // SIGTERM: the server writes what is buffered, then closes its database.
    if (!server.dataDir) throw new Error('The server did not report its data folder');
    const db = new PGlite(server.dataDir);
    const count = async (sql: string) => Number((await db.query<{ n: number }>(sql)).rows[0]?.n ?? -1);
    const storedHits = await count(
      `select count(*)::int as n from census_hits where website_id = '${websiteId}'`,
    );
    const storedRecords = await count(
      `select count(*)::int as n from performance_records where website_id = '${websiteId}'`,
    );
    await db.close();

    console.log(
      `\nCensus ingestion on the embedded database (PGlite, 1 process; ${integer(amount)} requests each, ${connections} connections; load generator and server share the machine's cores)\n`,
    );
    const rows = [hits, perf].map((m) => [
      m.label,
      integer(m.perSecond),
      milliseconds(m.p50),
      milliseconds(m.p99),
      `${m.seconds.toFixed(1)} s`,
      integer(m.accepted),
      integer(m.non2xx),
      integer(m.errors),
      m.goal,
    ]);
    console.log(
      table(
        [
          'endpoint',
          'accepted/s',
          'p50',
          'p99',
          'took',
          'accepted (2xx)',
          'non-2xx',
          'errors',
          'goal (issue 25)',
        ],
        rows,
        [false, true, true, true, true, true, true, true, false],
      ),
    );
    const recordsIn = perf.accepted * RECORDS_PER_POST;
    console.log(
      `\nCount in = count stored: hits ${integer(hits.accepted)} accepted, ${integer(storedHits)} stored: ${hits.accepted === storedHits ? 'OK' : 'MISMATCH'}`,
    );
    console.log(
      `Count in = count stored: performance records ${integer(recordsIn)} accepted, ${integer(storedRecords)} stored: ${recordsIn === storedRecords ? 'OK' : 'MISMATCH'}`,
    );
    if (hits.accepted !== storedHits || recordsIn !== storedRecords) process.exitCode = 1;

    const js = weight.resources.filter((resource) => resource.kind === 'js');
    console.log(
      `\nJavaScript on the demo home page before consent (bytes; the performance chunk with web-vitals loads only after consent):\n`,
    );
    console.log(
      table(
        ['file', 'raw', 'gzip'],
        [
          ...js.map((r) => [r.url, integer(r.raw), integer(r.gzip)]),
          ['total', integer(weight.totals.js.raw), integer(weight.totals.js.gzip)],
        ],
        [false, true, true],
      ),
    );
    const performanceUrl = /"performance":\s*"([^"]+)"/.exec(
      await import('node:fs').then((fs) => fs.readFileSync('dist/assets/manifest.json', 'utf8')),
    )?.[1];
    if (performanceUrl) {
      const bytes = await import('node:fs').then((fs) => fs.readFileSync(`dist${performanceUrl}`));
      console.log(
        `Performance chunk (web-vitals), loaded after consent and idle: ${integer(bytes.length)} raw, ${integer(gzipSync(bytes, { level: 9 }).length)} gzip.`,
      );
    }
  } finally {
    await stopAll();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
