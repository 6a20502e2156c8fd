// `npm run bench:gallery-page`: Lighthouse mobile (performance) of a published page with a
// 30-image gallery (issue 15's goal: score ≥ 0.95, CLS 0).
//
// The built server runs with a fresh data folder (embedded PGlite, demo site). The bench signs
// in as the demo owner, uploads 30 generated photo-like JPEGs (1600 × 1067) through the real
// upload API, waits until their common derived sizes exist, places them in one gallery on a
// hidden page (a slideshow of the first 6 with thumbnails, then a grid of all 30 that opens in
// the lightbox: the two designs a gallery page most often has), publishes, and runs Lighthouse 12 (its default mobile settings: Moto G Power
// viewport, simulated slow 4G and 4× CPU slowdown) in /usr/bin/chromium with the flags of the
// Playwright config. Runs are repeated (BENCH_LIGHTHOUSE_RUNS, default 3) and the median printed.
// The shared parts are in lighthouse-page.ts.
import { loadavg } from 'node:os';
import { audit, publishPage, report, signIn, uploadPhotos, type Run } from './lighthouse-page';
import { startAppServer, stopAll } from './processes';

const PAGE_PATH = '/bench-gallery';
const IMAGES = 30;

async function main() {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  setTimeout(() => void stopAll().finally(() => process.exit(1)), 15 * 60_000).unref();
  console.log(
    `Load average: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}`,
  );
  const server = await startAppServer('server, 30-image gallery', 'on', { NODE_ENV: 'production' });
  try {
    const session = await signIn(server);
    const assets = await uploadPhotos(server, session, IMAGES, { width: 1600, height: 1067 });
    const items = assets.map((asset, index) => ({
      id: `photo-${index + 1}`,
      src: asset.url,
      alt: `Photo ${index + 1}`,
      title: `Photo ${index + 1}`,
      width: asset.width,
      height: asset.height,
    }));
    const gallery = (id: string, data: Record<string, unknown>) => ({
      id,
      type: 'gallery',
      grid: { column: 1, span: 12 },
      data,
    });
    await publishPage(server, session, { title: 'Thirty photos', path: PAGE_PATH }, [
      {
        id: '0'.repeat(24),
        type: 'heading',
        grid: { column: 1, span: 12 },
        data: { text: 'Thirty photos', level: 1 },
      },
      gallery('1'.repeat(24), {
        design: 'slideshow',
        items: items.slice(0, 6),
        imageAspectRatio: '3:2',
        thumbnails: true,
        autoplay: true,
      }),
      gallery('2'.repeat(24), { design: 'grid', items, imageAspectRatio: '1:1', lightbox: true }),
    ]);
    const url = `http://${server.host}${PAGE_PATH}`;
    console.log(
      `Gallery page with ${IMAGES} uploaded images published: ${url}; Lighthouse mobile, ${runs} runs…`,
    );
    const results: Run[] = [];
    for (let round = 0; round < runs; round += 1) results.push(await audit(url));
    report(results, 0.95);
  } finally {
    await server.stop();
  }
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
