// `npm run bench`: throughput of the demo home page (render cache on, off, and a static ceiling)
// and page weight of two demo pages. See bench/README.md for what the figures mean.
//
// Env: BENCH_DURATION (seconds per measurement, default 10), BENCH_CONNECTIONS (default 50),
// BENCH_ONLY (comma list of: cached, uncached, static, weight, owners; default all).
import { cpus, loadavg } from 'node:os';
import { measureLoad, type LoadOptions, type LoadResult } from './load';
import { get } from './http';
import { startAppServer, startStaticServer, stopAll, type Running } from './processes';
import { integer, milliseconds, table } from './table';
import { pageWeight, type PageWeight } from './weight';
import { printEditorInteraction, printOwnersAppWeight } from './owners';

const SECTIONS = ['cached', 'uncached', 'static', 'weight', 'owners'] as const;
type Section = (typeof SECTIONS)[number];

const HOME = '/';
/** The demo's About page holds a video block (issue 14): its JavaScript is the video feature's cost. */
const VIDEO_PAGE = '/about';
/** The demo's hidden Questions page holds only text and an accordion (issue 16). */
const ACCORDION_PAGE = '/faq';
/** The accordion feature's own chunk must stay within this (gzip bytes, issue 16). */
const ACCORDION_CHUNK_BUDGET = 5 * 1024;
/** The demo's hidden gallery page: one slideshow with its strip and the lightbox (issue 15). */
const GALLERY_PAGE = '/roastery-photos';
/** The gallery runtime's own chunk must stay within this (gzip bytes, issue 15: ≤ 15 KB for one design). */
const GALLERY_CHUNK_BUDGET = 15 * 1024;
const WEIGHT_PAGES = [HOME, '/journal/inside-our-roast-log', VIDEO_PAGE, ACCORDION_PAGE, GALLERY_PAGE];
const GOAL_CACHED_VS_STATIC = 0.5; // cached within 2x of the static ceiling
const GOAL_UNCACHED_PER_SECOND = 1_000;

function settings() {
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  if (!(duration > 0) || !(connections > 0))
    throw new Error('BENCH_DURATION and BENCH_CONNECTIONS must be positive numbers');
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = only.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`Unknown BENCH_ONLY section(s): ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
  const sections = new Set<Section>(only.length > 0 ? (only as Section[]) : SECTIONS);
  return { duration, connections, warmUp: Math.min(2, duration), sections };
}

async function homeHtml(server: Running): Promise<Buffer> {
  const answer = await get(server.port, server.host, HOME);
  if (answer.status !== 200) throw new Error(`${server.label}: GET ${HOME} answered ${answer.status}`);
  return answer.body;
}

/** Starts a server, hands it to `work`, and always stops it (SIGTERM), even when `work` throws. */
async function withServer<T>(
  start: () => Promise<Running>,
  work: (server: Running) => Promise<T>,
): Promise<T> {
  const server = await start();
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

function printWeight(weight: PageWeight) {
  const rows = weight.resources.map((resource) => [
    resource.kind,
    resource.url,
    integer(resource.raw),
    integer(resource.gzip) + (resource.gzipLocal ? '*' : ''),
  ]);
  for (const kind of ['html', 'css', 'js', 'all'] as const) {
    rows.push([`total ${kind}`, '', integer(weight.totals[kind].raw), integer(weight.totals[kind].gzip)]);
  }
  console.log(`\nPage weight of ${weight.path} (bytes)\n`);
  console.log(table(['kind', 'file', 'raw', 'gzip'], rows, [false, false, true, true]));
}

/** The JavaScript a content page ships (none) and what a video block costs a page. */
function printJavaScriptFigures(weights: PageWeight[]) {
  const homeJs = weights.find((weight) => weight.path === HOME)?.totals.js.raw;
  if (homeJs !== undefined) console.log(`Home page JavaScript: ${homeJs} bytes (expected 0).`);
  const videoJs = weights.find((weight) => weight.path === VIDEO_PAGE)?.totals.js;
  if (videoJs !== undefined)
    console.log(
      `Page with a video block (${VIDEO_PAGE}) JavaScript: ${videoJs.raw} bytes, ${videoJs.gzip} gzip (video feature plus the site-wide cookie banner and tracking).`,
    );
  const accordionPage = weights.find((weight) => weight.path === ACCORDION_PAGE);
  const chunk = accordionPage?.resources.find((resource) =>
    /\/runtime\/accordion\.[^/]+\.js$/.test(resource.url),
  );
  if (accordionPage && chunk)
    console.log(
      `Page with text and an accordion (${ACCORDION_PAGE}): accordion chunk ${chunk.raw} bytes, ${chunk.gzip} gzip (budget ${ACCORDION_CHUNK_BUDGET}: ${chunk.gzip <= ACCORDION_CHUNK_BUDGET ? 'met' : 'MISSED'}); all JavaScript ${accordionPage.totals.js.raw} bytes, ${accordionPage.totals.js.gzip} gzip (with the shared core, the cookie banner and tracking).`,
    );
  const galleryPage = weights.find((weight) => weight.path === GALLERY_PAGE);
  const gallery = galleryPage?.resources.find((resource) =>
    /\/runtime\/gallery\.[^/]+\.js$/.test(resource.url),
  );
  if (galleryPage && gallery)
    console.log(
      `Gallery page (${GALLERY_PAGE}): gallery chunk ${gallery.raw} bytes, ${gallery.gzip} gzip (budget ${GALLERY_CHUNK_BUDGET}: ${gallery.gzip <= GALLERY_CHUNK_BUDGET ? 'met' : 'MISSED'}); all JavaScript ${galleryPage.totals.js.gzip} gzip (the lightbox's viewer loads on the first open, so it is not counted).`,
    );
}

async function main() {
  const { duration, connections, warmUp, sections } = settings();
  // The whole run is bounded: three measurements plus server start-ups, with a generous margin.
  const limitSeconds = 3 * (duration + warmUp) + 90;
  setTimeout(() => {
    console.error(`Bench exceeded ${limitSeconds} s; stopping its servers.`);
    void stopAll().finally(() => process.exit(1));
  }, limitSeconds * 1000).unref();
  const cpuList = cpus();
  console.log(
    `Bench: ${cpuList.length} CPU core(s) (${cpuList[0]?.model.trim() ?? 'unknown'}), Node ${process.version}`,
  );
  console.log(
    `The load generator (autocannon, in this process) and the server under test share these cores, so figures are a floor, not a capacity.`,
  );
  console.log(
    `Load average before start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')} (1/5/15 min; anything well above 0 means other work competes).`,
  );
  const nodeEnv = process.env.NODE_ENV;
  console.log(
    `Servers run with NODE_ENV=${nodeEnv ?? 'production (the default of dist/server/main.js)'}${nodeEnv === undefined || nodeEnv === 'production' ? '' : ': React runs its development build'}.`,
  );
  console.log(
    `Each measurement: GET ${HOME}, ${connections} connections, ${warmUp} s warm-up then ${duration} s, no Accept-Encoding, no cookies.\n`,
  );

  const loadOptions = (server: Running): LoadOptions => ({
    port: server.port,
    host: server.host,
    path: HOME,
    connections,
    durationSeconds: duration,
    warmUpSeconds: warmUp,
  });
  const results: Partial<Record<'cached' | 'uncached' | 'static', LoadResult>> = {};
  const weights: PageWeight[] = [];
  let html: Buffer | undefined;

  if (sections.has('cached') || sections.has('weight') || sections.has('static')) {
    await withServer(
      () => startAppServer('server, render cache on', 'on'),
      async (server) => {
        html = await homeHtml(server);
        if (sections.has('weight'))
          for (const path of WEIGHT_PAGES) weights.push(await pageWeight(server.port, server.host, path));
        if (sections.has('cached')) {
          console.log('Measuring: server with the render cache on…');
          results.cached = await measureLoad(server.label, loadOptions(server));
        }
      },
    );
  }
  if (sections.has('uncached')) {
    await withServer(
      () => startAppServer('server, RENDER_CACHE=off', 'off'),
      async (server) => {
        const uncachedHtml = await homeHtml(server);
        if (html && uncachedHtml.length !== html.length)
          console.warn(`Note: uncached HTML is ${uncachedHtml.length} bytes, cached ${html.length}.`);
        console.log('Measuring: server with RENDER_CACHE=off (every request renders)…');
        results.uncached = await measureLoad(server.label, loadOptions(server));
      },
    );
  }
  if (sections.has('static') && html) {
    const body = html;
    await withServer(
      () => startStaticServer(body),
      async (server) => {
        console.log(`Measuring: static node:http server, the same ${body.length} bytes from memory…`);
        results.static = await measureLoad(server.label, loadOptions(server));
      },
    );
  }

  const measured = [results.cached, results.uncached, results.static].filter(
    (result): result is LoadResult => result !== undefined,
  );
  if (measured.length > 0) {
    console.log(
      `\nThroughput of ${HOME} (${connections} connections, ${duration} s, 2 cores shared by autocannon and the server)\n`,
    );
    const rows = measured.map((result) => [
      result.label,
      integer(result.requestsPerSecond),
      milliseconds(result.p50),
      milliseconds(result.p99),
      integer(result.total),
      integer(result.non2xx),
      integer(result.timeouts),
      integer(result.bytesPerRequest),
    ]);
    console.log(
      table(['server', 'req/s', 'p50', 'p99', 'requests', 'non-2xx', 'timeouts', 'bytes/resp'], rows, [
        false,
        true,
        true,
        true,
        true,
        true,
        true,
        true,
      ]),
    );
    console.log('');
    if (results.cached && results.static) {
      const ratio = results.cached.requestsPerSecond / results.static.requestsPerSecond;
      const verdict = ratio >= GOAL_CACHED_VS_STATIC ? 'met' : 'NOT met';
      console.log(
        `Cached / static: ${ratio.toFixed(2)} (static is ${(1 / ratio).toFixed(1)}x faster). Goal "cached within 2x of static" (>= 0.50): ${verdict}.`,
      );
    }
    if (results.uncached) {
      const verdict = results.uncached.requestsPerSecond >= GOAL_UNCACHED_PER_SECOND ? 'met' : 'NOT met';
      console.log(
        `Uncached render: ${integer(results.uncached.requestsPerSecond)} pages/s. Goal "over 1,000 pages/s": ${verdict}.`,
      );
    }
    if (measured.some((result) => result.non2xx > 0))
      console.log('WARNING: some answers were not 2xx; figures are suspect.');
    if (measured.some((result) => result.timeouts > 0))
      console.log(
        'Note: "timeouts" are requests unanswered after 10 s (or connection errors): the server was overloaded.',
      );
  }

  for (const weight of weights) printWeight(weight);
  if (weights.some((weight) => weight.resources.some((resource) => resource.gzipLocal))) {
    console.log('\n* gzip computed by the bench (zlib level 6): the server sent these bytes uncompressed.');
  }
  printJavaScriptFigures(weights);
  if (sections.has('owners')) {
    printOwnersAppWeight();
    printEditorInteraction();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
  return stopAll();
});
