// Shared by the Lighthouse benches (`bench:media-page`, `bench:gallery-page`): owner calls over
// node:http to the bench server, photo-like uploads through the real upload API (waiting for
// their derived sizes), and Lighthouse 12 mobile runs in /usr/bin/chromium with the flags of the
// Playwright config (nothing leaves the machine), summarised as a table and a median.
import { request } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import type { Running } from './processes';
import { table } from './table';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost',
];
const CRUMB = 'bench-crumb-bench-crumb-0123456789';

export interface Reply {
  status: number;
  body: string;
  cookies: string[];
}

/** One owner call over node:http (fetch cannot send another Host). */
export function call(
  server: Running,
  method: string,
  path: string,
  session: string,
  body?: { json: unknown } | { multipart: Buffer; boundary: string },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      host: server.host,
      cookie: `crumb=${CRUMB}${session ? `; ${session}` : ''}`,
      'x-csrf-token': CRUMB,
    };
    let payload: Buffer | undefined;
    if (body && 'json' in body) {
      payload = Buffer.from(JSON.stringify(body.json));
      headers['content-type'] = 'application/json';
    } else if (body) {
      payload = body.multipart;
      headers['content-type'] = `multipart/form-data; boundary=${body.boundary}`;
    }
    const outgoing = request(
      { host: '127.0.0.1', port: server.port, method, path, headers, timeout: 60_000 },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            cookies: [response.headers['set-cookie'] ?? []].flat(),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

export function multipart(fileName: string, bytes: Buffer): { multipart: Buffer; boundary: string } {
  const boundary = `bench${Math.random().toString(16).slice(2)}`;
  return {
    boundary,
    multipart: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** A photo-like JPEG (2400 × 1600 unless asked otherwise) (smooth gradients with texture), different for each index. */
export async function photo(index: number, width = 2400, height = 1600): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      const texture = ((x * 7919 + y * 104729 + index * 31) % 29) - 14;
      pixels[offset] = Math.max(0, Math.min(255, ((x / width) * 180 + index * 19 + texture) % 256));
      pixels[offset + 1] = Math.max(0, Math.min(255, (y / height) * 160 + 50 + texture));
      pixels[offset + 2] = Math.max(
        0,
        Math.min(255, 120 + 100 * Math.sin(x / (120 + index * 9)) * Math.cos(y / 140) + texture),
      );
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export interface Asset {
  id: string;
  url: string;
  width: number;
  height: number;
  ready: boolean;
}

export interface Run {
  score: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  bytes: number;
  failing: string[];
}

export async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: lhr.categories.performance?.score ?? 0,
      cls: numeric('cumulative-layout-shift'),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      bytes: numeric('total-byte-weight'),
      // The opportunities and diagnostics that did not pass: where a lower score comes from.
      failing: Object.values(lhr.audits)
        .filter(
          (entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative',
        )
        .map((entry) => `${entry.id} (${entry.displayValue ?? entry.score})`),
    };
  } finally {
    chrome.kill();
  }
}

/** Signs the demo owner in; the session cookie for later calls. */
export async function signIn(server: Running): Promise<string> {
  const login = await call(server, 'POST', '/api/auth/Login', '', {
    json: { email: 'owner@example.com', password: 'bench-owner-password' },
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
  return login.cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Uploads `count` photos and waits until the job has made their common derived sizes. */
export async function uploadPhotos(
  server: Running,
  session: string,
  count: number,
  size: { width: number; height: number } = { width: 2400, height: 1600 },
): Promise<Asset[]> {
  const assets: Asset[] = [];
  for (let index = 0; index < count; index += 1) {
    const uploaded = await call(
      server,
      'POST',
      '/api/rest/media',
      session,
      multipart(`bench-photo-${index + 1}.jpg`, await photo(index, size.width, size.height)),
    );
    if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${uploaded.body}`);
    assets.push(JSON.parse(uploaded.body) as Asset);
  }
  const deadline = Date.now() + 300_000;
  for (const asset of assets)
    while (!asset.ready) {
      if (Date.now() > deadline) throw new Error('derived sizes not ready within 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answer = await call(server, 'GET', `/api/rest/media/${asset.id}`, session);
      asset.ready = (JSON.parse(answer.body) as Asset).ready;
    }
  return assets;
}

/** Creates a hidden page with `blocks` and publishes the site; returns nothing, throws on failure. */
export async function publishPage(
  server: Running,
  session: string,
  page: { title: string; path: string },
  blocks: unknown[],
): Promise<void> {
  const created = await call(server, 'POST', '/api/rest/pages', session, {
    json: { title: page.title, urlId: page.path.slice(1), navigation: '_hidden' },
  });
  if (created.status >= 300) throw new Error(`page creation failed: ${created.status} ${created.body}`);
  const pageId = (JSON.parse(created.body) as { page: { id: string } }).page.id;
  for (const [method, path, json] of [
    ['PUT', `/api/rest/pages/${pageId}/layout`, { layout: { columns: 12, blocks } }],
    ['POST', '/api/rest/publish', {}],
  ] as const) {
    const answer = await call(server, method, path, session, { json });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.body}`);
  }
}

/** Prints the runs and their median against the goal; sets a failing exit code when it is missed. */
export function report(results: Run[], goal: number): void {
  const rows = results.map((run, index) => [
    String(index + 1),
    run.score.toFixed(2),
    run.cls.toFixed(3),
    `${Math.round(run.fcpMs)} ms`,
    `${Math.round(run.lcpMs)} ms`,
    `${Math.round(run.tbtMs)} ms`,
    `${Math.round(run.bytes / 1000)} kB`,
  ]);
  console.log(
    table(['run', 'score', 'CLS', 'FCP', 'LCP', 'TBT', 'bytes'], rows, [
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]),
  );
  const sorted = [...results].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const worstCls = Math.max(...results.map((run) => run.cls));
  console.log(
    `Median score ${median.score.toFixed(2)} (goal ≥ ${goal}): ${median.score >= goal ? 'met' : 'NOT met'}; ` +
      `CLS ${worstCls.toFixed(3)} at most (goal 0): ${worstCls === 0 ? 'met' : 'NOT met'}.`,
  );
  if (median.failing.length > 0)
    console.log(`Audits below 0.9 in the median run: ${median.failing.join(', ')}`);
  if (median.score < goal || worstCls !== 0) process.exitCode = 1;
}
