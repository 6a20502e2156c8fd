// `npm run bench:request-path`: the cached demo home page through the whole request path, in
// the production configuration (NODE_ENV=production, LOG_LEVEL=info, ACCESS_LOG unset), next
// to the static ceiling, and next to a baseline build when BENCH_BASELINE names another
// checkout's folder with its own `dist/` (before/after in one run, measured in turns so that
// the machine's other load falls on both alike).
//
// Env: BENCH_DURATION (seconds per turn, default 5), BENCH_ROUNDS (default 2), BENCH_CONNECTIONS (default 50).
import { loadavg } from 'node:os';
import { get } from './http';
import { measureLoad, type LoadResult } from './load';
import { startAppServer, startStaticServer, stopAll, type Running } from './processes';
import { integer, milliseconds, table } from './table';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const baselineRoot = process.env.BENCH_BASELINE;

/** The production defaults: the servers log at info, and ACCESS_LOG is left to its default. */
const PRODUCTION = { NODE_ENV: 'production', LOG_LEVEL: 'info' };

async function main() {
  console.log(
    `Load average at start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
  const env: NodeJS.ProcessEnv = { ...PRODUCTION };
  const servers: Running[] = [];
  if (baselineRoot) servers.push(await startAppServer('baseline, cache on', 'on', env, baselineRoot));
  const current = await startAppServer('this build, cache on', 'on', env);
  servers.push(current);
  const home = await get(current.port, current.host, '/');
  const cookie = home.headers['set-cookie'];
  console.log(`This build's home page: ${home.status}, Set-Cookie: ${cookie ? 'yes' : 'none'}`);
  servers.push(await startStaticServer(home.body));

  const results = new Map<string, LoadResult[]>();
  for (let round = 0; round < rounds; round += 1)
    for (const server of servers) {
      const result = await measureLoad(server.label, {
        port: server.port,
        host: server.host,
        path: '/',
        connections,
        durationSeconds: duration,
        warmUpSeconds: round === 0 ? 2 : 0,
      });
      results.set(server.label, [...(results.get(server.label) ?? []), result]);
    }
  const best = (label: string) =>
    (results.get(label) ?? []).reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
  const ceiling = best('static node:http').requestsPerSecond;
  const printed = table(
    ['server', 'req/s (best of turns)', 'all turns', 'p50', 'p99', 'non-2xx', 'x static'],
    servers.map((server) => {
      const top = best(server.label);
      return [
        server.label,
        integer(top.requestsPerSecond),
        (results.get(server.label) ?? []).map((r) => integer(r.requestsPerSecond)).join(' / '),
        milliseconds(top.p50),
        milliseconds(top.p99),
        integer(top.non2xx),
        (top.requestsPerSecond / ceiling).toFixed(2),
      ];
    }),
  );
  console.log(printed);
  console.log(
    `Load average at end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
