// `npm run bench:blocks-page`: Lighthouse mobile (performance) of the demo's block showcase
// `/blocks` (issue 16's goal: ≥ 0.98 on a demo page using most of the new blocks; the page is
// seeded in src/server/modules/seed/demo-layout-text.ts and its neighbours). The built server runs with a fresh data folder (embedded PGlite,
// demo site); Lighthouse 12 (its default mobile settings) runs in /usr/bin/chromium with the
// flags of the Playwright config. Runs are repeated (BENCH_LIGHTHOUSE_RUNS, default 3) and the
// median printed. The shared parts are in lighthouse-page.ts.
import { loadavg } from 'node:os';
import { audit, report, type Run } from './lighthouse-page';
import { startAppServer, stopAll } from './processes';

const PAGE_PATH = '/blocks';
const GOAL = 0.98;

async function main() {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  setTimeout(() => void stopAll().finally(() => process.exit(1)), 10 * 60_000).unref();
  console.log(
    `Load average: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}`,
  );
  const server = await startAppServer('server, demo block showcase', 'on', { NODE_ENV: 'production' });
  try {
    const url = `http://${server.host}${PAGE_PATH}`;
    console.log(`Demo block showcase ${url}; Lighthouse mobile, ${runs} runs…`);
    const results: Run[] = [];
    for (let round = 0; round < runs; round += 1) results.push(await audit(url));
    report(results, GOAL);
  } finally {
    await server.stop();
  }
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
