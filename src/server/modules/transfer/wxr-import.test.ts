import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, hostOf, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { imageFile } from '../media/test-media';
import { DEFAULT_DOWNLOAD_POLICY, safeDownload } from './safe-download';
import { importWxr, type ImportReport } from './wxr-import';
import { parseWxr } from './wxr-parser';

const fixture = join(import.meta.dirname, 'test-fixtures', 'wordpress-export.xml');
let database: Database;
let t: TestApp;
let dataDir: string;
let standIn: Server;
let standInOrigin: string;
let png: Buffer;
let site: Awaited<ReturnType<typeof createSite>>;
let report: ImportReport;
let progress: Array<[number, number]>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'wxr-import-'));
  database = await openTestDatabase();
  t = await buildTestApp({ database, config: { dataDir } });
  site = await createSite(t.services, 'roastery');
  png = await imageFile('png', 64, 48);
  // The old WordPress site's uploads, on 127.0.0.1 (allowed only through the test-only setting).
  standIn = createServer((request, response) => {
    if (request.url?.endsWith('/cupping.png')) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  standInOrigin = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;

  const xml = (await readFile(fixture, 'utf8')).replaceAll(
    'https://example.com/wp-content',
    `${standInOrigin}/wp-content`,
  );
  progress = [];
  report = await importWxr(site.website.id, parseWxr(xml), {
    content: t.services.content,
    media: t.services.media,
    attachmentBytes: async (attachment) =>
      (await safeDownload(attachment.url, { ...DEFAULT_DOWNLOAD_POLICY, allowLoopbackForTests: true })).bytes,
    onProgress: async (done, total) => {
      progress.push([done, total]);
    },
  });
});
afterAll(async () => {
  standIn.close();
  await t.app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('WordPress (WXR) import', () => {
  it('parses the sample: 10 posts, 3 pages, 5 images, with categories, tags and authors', async () => {
    const parsed = parseWxr(await readFile(fixture, 'utf8'));
    expect(parsed.posts).toHaveLength(10);
    expect(parsed.pages).toHaveLength(3);
    expect(parsed.attachments.size).toBe(5);
    const sourcing = parsed.posts.find((post) => post.slug === 'how-we-pick-green-beans')!;
    expect(sourcing.categories).toEqual(['Coffee', 'Coffee/Sourcing']);
    expect(sourcing.tags).toEqual(['Sourcing']);
    expect(sourcing.authorName).toBe('Maria Peeters');
    expect(sourcing.date?.toISOString()).toBe('2024-01-22T09:00:00.000Z');
  });

  it('imports posts, pages and images and reports progress up to the total', async () => {
    expect(report).toMatchObject({ posts: 10, pages: 3, images: 4 });
    expect(progress.at(-1)).toEqual([18, 18]);
    expect(progress.map(([done]) => done)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
  });

  it('reports what it could not map', () => {
    const reasons = report.notMapped.map((entry) => `${entry.title}: ${entry.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Home: a "nav_menu_item" entry/),
        expect.stringMatching(/^Ethiopia Guji: a "product" entry/),
        expect.stringMatching(/^Cupping: the image was not imported: the server answered 404/),
        'A cupping for beginners: its featured image could not be imported',
        'A cupping for beginners: the [gallery] shortcode was removed',
        'Opening our second roastery: 1 comment(s) were not imported',
        'Brewing with a V60: scripts were removed',
        'Visit: embedded frames (iframe) were removed',
      ]),
    );
  });

  it('shows the posts on the site, sanitised, with featured images, authors as text and rewritten links', async () => {
    const host = hostOf('roastery');
    const list = await t.app.inject({ method: 'GET', url: '/blog', headers: { host } });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Water matters more than you think');
    expect(list.body).not.toContain('Our coffee subscription'); // a draft in WordPress stays a draft

    const v60 = await t.app.inject({ method: 'GET', url: '/blog/brewing-with-a-v60', headers: { host } });
    expect(v60.statusCode).toBe(200);
    expect(v60.body).toContain('Rinse the filter');
    expect(v60.body).not.toContain("alert('x')");
    expect(v60.body).not.toContain('steal()');
    expect(v60.body).toContain('Tom De Smet');
    expect(v60.body).toMatch(/\/media\/[a-z0-9]+\/v60\.png/);

    const light = await t.app.inject({ method: 'GET', url: '/blog/why-we-roast-light', headers: { host } });
    expect(light.body).toContain('href="/blog/how-we-pick-green-beans"');
    expect(light.body).not.toContain('example.com/2024');

    const about = await t.app.inject({ method: 'GET', url: '/about', headers: { host } });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('small roastery in Ghent');
  });

  it('stores the downloaded images byte for byte', async () => {
    const page = await t.services.media.list(site.website.id, { limit: 50 } as never);
    const names = page.items.map((item) => item.fileName).sort();
    expect(names).toEqual(['ana.png', 'green-beans.png', 'roastery.png', 'v60.png']);
    const asset = page.items.find((item) => item.fileName === 'v60.png')!;
    const row = (await t.services.media.findById(site.website.id, asset.id))!;
    const chunks: Buffer[] = [];
    for await (const chunk of (await t.services.media.readOriginal(row))! as AsyncIterable<Buffer>)
      chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(png)).toBe(true);
  });
});
