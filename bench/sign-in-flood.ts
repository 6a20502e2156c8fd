// `npm run bench:sign-in`: page latency on the built server while 50 connections flood the
// sign-in with wrong passwords at the production scrypt cost (N=2^17). Each flood request comes
// "from" a new address (X-Forwarded-For, trusted from loopback) and names a new e-mail, so
// neither the route's limit per address nor the sign-in limiter stops it: every request costs a
// hash, and only the bounded hashing queue (2 at once, 8 waiting, then 503) protects the pages.
//
// Env: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (flood connections, default 50).
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startAppServer, stopAll } from './processes';
import { integer, milliseconds, table } from './table';

const CRUMB = 'bench-crumb-bench-crumb-0123456789';
const PAGE_CONNECTIONS = 10;

function pageLoad(port: number, host: string, duration: number) {
  return autocannon({
    url: `http://127.0.0.1:${port}/`,
    connections: PAGE_CONNECTIONS,
    duration,
    headers: { host },
    timeout: 10,
  });
}

function signInFlood(port: number, host: string, duration: number, connections: number) {
  let n = 0;
  const statuses = new Map<number, number>();
  const run = autocannon({
    url: `http://127.0.0.1:${port}/api/auth/Login`,
    connections,
    duration,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          n++;
          return {
            ...request,
            headers: {
              host,
              'content-type': 'application/json',
              cookie: `crumb=${CRUMB}`,
              'x-csrf-token': CRUMB,
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({ email: `flood-${n}@example.com`, password: 'wrong-password' }),
          };
        },
        onResponse: (status) => void statuses.set(status, (statuses.get(status) ?? 0) + 1),
      },
    ],
  });
  return { run, statuses };
}

async function main() {
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  setTimeout(() => void stopAll().finally(() => process.exit(1)), (3 * duration + 120) * 1000).unref();
  console.log(
    `Load average at start: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );

  const server = await startAppServer('server, sign-in flood', 'on', { PASSWORD_HASH_COST: 'owasp' });
  try {
    const { port, host } = server;
    await pageLoad(port, host, 2); // warm-up
    console.log(`\nMeasuring: GET / with ${PAGE_CONNECTIONS} connections, ${duration} s, no flood…`);
    const quiet = await pageLoad(port, host, duration);
    console.log(
      `Measuring: the same, while ${connections} connections POST /api/auth/Login with wrong passwords…`,
    );
    const flood = signInFlood(port, host, duration, connections);
    const [loaded, flooded] = await Promise.all([pageLoad(port, host, duration), flood.run]);
    const rows = [
      ['GET / alone', quiet],
      [`GET / during the flood`, loaded],
      [`POST /api/auth/Login flood`, flooded],
    ] as const;
    console.log(
      table(
        ['load', 'req/s', 'p50', 'p99', 'requests', 'non-2xx', 'timeouts'],
        rows.map(([label, result]) => [
          label,
          integer(result.requests.total / result.duration),
          milliseconds(result.latency.p50),
          milliseconds(result.latency.p99),
          integer(result.requests.total),
          integer(result.non2xx),
          integer(result.errors + result.timeouts),
        ]),
      ),
    );
    const answers = [...flood.statuses.entries()].sort(([a], [b]) => a - b);
    console.log(
      `Flood answers: ${answers.map(([status, count]) => `${status} × ${integer(count)}`).join(', ')}`,
    );
    console.log('(401: the password was checked; 503: refused at once by the full hashing queue)');
  } finally {
    await server.stop();
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
