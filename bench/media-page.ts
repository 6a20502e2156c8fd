// `npm run bench:media-page`: Lighthouse mobile (performance) of a published page with 12 uploaded
// images (issue 14's goal: score ≥ 0.98, CLS 0).
//
// The built server runs with a fresh data folder (embedded PGlite, demo site). The bench signs
// in as the demo owner, uploads 12 generated photo-like JPEGs (2400 × 1600) through the real
// upload API, waits until their common derived sizes exist, places them in 12 image blocks on a
// hidden page, publishes, and runs Lighthouse 12 (its default mobile settings: Moto G Power
// viewport, simulated slow 4G and 4× CPU slowdown) in /usr/bin/chromium with the flags of the
// Playwright config. Runs are repeated (BENCH_LIGHTHOUSE_RUNS, default 3) and the median printed.
// The shared parts are in lighthouse-page.ts.
import { loadavg } from 'node:os';
import { audit, publishPage, report, signIn, uploadPhotos, type Run } from './lighthouse-page';
import { startAppServer, stopAll } from './processes';

const PAGE_PATH = '/bench-twelve-images';
const IMAGES = 12;

async function main() {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  setTimeout(() => void stopAll().finally(() => process.exit(1)), 15 * 60_000).unref();
  console.log(
    `Load average: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}`,
  );
  const server = await startAppServer('server, 12 images', 'on', { NODE_ENV: 'production' });
  try {
    const session = await signIn(server);
    const assets = await uploadPhotos(server, session, IMAGES);
    // A heading, then the photos two to a row, as a gallery-like page would place them.
    await publishPage(server, session, { title: 'Twelve photos', path: PAGE_PATH }, [
      {
        id: '0'.repeat(24),
        type: 'heading',
        grid: { column: 1, span: 12 },
        data: { text: 'Twelve photos', level: 1 },
      },
      ...assets.map((asset, index) => ({
        id: (index + 1).toString(16).padStart(24, '0'),
        type: 'image',
        grid: { column: index % 2 === 0 ? 1 : 7, span: 6 },
        data: { src: asset.url, alt: `Photo ${index + 1}`, width: asset.width, height: asset.height },
      })),
    ]);
    const url = `http://${server.host}${PAGE_PATH}`;
    console.log(`Page with ${IMAGES} uploaded images published: ${url}; Lighthouse mobile, ${runs} runs…`);
    const results: Run[] = [];
    for (let round = 0; round < runs; round += 1) results.push(await audit(url));
    report(results, 0.98);
  } finally {
    await server.stop();
  }
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
