import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaAsset, MediaPage } from '../../../shared/api/media';
import type { Database } from '../../db/client';
import { block, createSite, layoutOf, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { productInput, variant } from '../store/store-fixtures';
import { imageFile, pdfFile, upload } from './test-media';

let database: Database;
let t: TestApp;
let dataDir: string;
let site: Awaited<ReturnType<typeof createSite>>;
let other: Awaited<ReturnType<typeof createSite>>;
const host = hostOf('atelier');
const otherHost = hostOf('rival');
const sessions = new Map<string, ReturnType<typeof visitor>>();

async function signedIn(onHost: string, email: string) {
  const key = `${onHost} ${email}`;
  if (!sessions.has(key)) {
    const session = visitor(t.app, onHost);
    await session.signIn(email, OWNER_PASSWORD);
    sessions.set(key, session);
  }
  return sessions.get(key)!;
}
const owner = () => signedIn(host, site.ownerEmail);

async function uploaded(name: string, data?: Buffer): Promise<MediaAsset> {
  const answer = await upload(t.app, await owner(), host, name, data ?? (await imageFile('jpeg', 800, 600)));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as MediaAsset;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'media-library-'));
  database = await openTestDatabase();
  t = await buildTestApp({
    database,
    config: { dataDir, media: { siteBudgetBytes: 3_000_000, uploadsPerMinutePerSite: 1000, s3: undefined } },
  });
  site = await createSite(t.services, 'atelier');
  other = await createSite(t.services, 'rival');
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the media library', () => {
  it('lists newest first with search over name, title and alt, a kind filter and cursor pages', async () => {
    const session = await owner();
    const sea = await uploaded('sea.jpg');
    const dunes = await uploaded('dunes.jpg');
    await uploaded('menu.pdf', pdfFile());
    await session.request('PATCH', `/api/rest/media/${dunes.id}`, { title: 'Sahara at dawn' });
    await session.request('PATCH', `/api/rest/media/${sea.id}`, { alt: 'Waves 100% blue' });
    const search = async (query: string) =>
      ((await session.get(`/api/rest/media?${query}`)).json() as MediaPage).items.map(
        (item) => item.fileName,
      );
    expect(await search('search=sahara')).toEqual(['dunes.jpg']);
    expect(await search('search=100%25')).toEqual(['sea.jpg']);
    expect(await search('search=%25')).toEqual(['sea.jpg']);
    expect(await search('kind=document')).toEqual(['menu.pdf']);
    const first = (await session.get('/api/rest/media?limit=2')).json() as MediaPage;
    expect(first.items.map((item) => item.fileName)).toEqual(['menu.pdf', 'dunes.jpg']);
    const second = (
      await session.get(`/api/rest/media?limit=2&cursor=${first.nextCursor}`)
    ).json() as MediaPage;
    expect(second.items.map((item) => item.fileName)).toEqual(['sea.jpg']);
    expect(second.nextCursor).toBeNull();
    expect(first.usedBytes).toBeGreaterThan(0);
    expect(first.budgetBytes).toBe(3_000_000);
    expect((await session.get('/api/rest/media?cursor=nonsense')).statusCode).toBe(400);
  });

  it('updates alt, title and focal point, and renames keeping the extension', async () => {
    const session = await owner();
    const asset = await uploaded('rename-me.jpg');
    const updated = await session.request('PATCH', `/api/rest/media/${asset.id}`, {
      alt: 'A boat',
      title: 'Boat',
      focalPoint: { x: 0.2, y: 0.8 },
      fileName: '  Summer boat ',
    });
    expect(updated.json()).toMatchObject({
      alt: 'A boat',
      title: 'Boat',
      focalPoint: { x: 0.2, y: 0.8 },
      fileName: 'Summer boat.jpg',
      url: `/media/${asset.id}/Summer%20boat.jpg`,
    });
    const empty = await session.request('PATCH', `/api/rest/media/${asset.id}`, { fileName: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ fileName: 'Please enter a file name' });
    const slashes = await session.request('PATCH', `/api/rest/media/${asset.id}`, { fileName: '//??' });
    expect(slashes.json()).toMatchObject({ error: 'Please enter a file name' });
    await uploaded('taken.jpg');
    const taken = await session.request('PATCH', `/api/rest/media/${asset.id}`, { fileName: 'TAKEN' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'mediaFileNameTaken', title: 'Unable to Rename File' });
    const focal = await session.request('PATCH', `/api/rest/media/${asset.id}`, {
      focalPoint: { x: 2, y: 0 },
    });
    expect(focal.statusCode).toBe(400);
    // The old address leads to the renamed file.
    const old = await t.app.inject({
      url: `/media/${asset.id}/rename-me.jpg?format=300w`,
      headers: { host },
    });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(`/media/${asset.id}/Summer%20boat.jpg?format=300w`);
  });

  it('refuses to delete a file used by a page, a product or the site logo, and lists where', async () => {
    const session = await owner();
    const hero = await uploaded('hero.jpg');
    const page = await t.services.content.createCollection({
      websiteId: site.website.id,
      type: 'page',
      title: 'Studio',
      urlId: 'studio',
      navigation: 'main',
      layout: layoutOf(block('image', { src: `${hero.url}?format=750w`, alt: '' })),
    });
    const shop = await t.services.content.createCollection({
      websiteId: site.website.id,
      type: 'products',
      title: 'Shop',
      urlId: 'shop',
      navigation: 'main',
    });
    const product = await t.services.store.catalogue.create(site.website.id, shop.id, {
      ...productInput('Print', [variant(2000, 5, [])]),
      images: [hero.url],
    });
    const headerFooter = await t.services.websites.getHeaderFooter(site.website.id);
    await t.services.websites.updateHeaderFooter(site.website.id, {
      ...headerFooter,
      header: { ...headerFooter.header, logoUrl: hero.url },
    });
    const refused = await session.request('DELETE', `/api/rest/media/${hero.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'mediaInUse' });
    expect(refused.json().usedBy).toEqual(
      expect.arrayContaining([
        { kind: 'page', label: 'Studio', href: `/config/pages/${page.id}` },
        { kind: 'product', label: 'Print', href: `/config/store/products/${product.id}` },
        { kind: 'site', label: 'Site header (logo)', href: '/config/settings' },
      ]),
    );
    const pdf = await uploaded('leaflet.pdf', pdfFile());
    await t.services.content.createCollection({
      websiteId: site.website.id,
      type: 'page',
      title: 'Downloads',
      urlId: 'downloads',
      navigation: 'main',
      layout: layoutOf(block('button', { label: 'Leaflet', href: pdf.url })),
    });
    expect((await session.request('DELETE', `/api/rest/media/${pdf.id}`)).json().usedBy).toEqual([
      { kind: 'page', label: 'Downloads', href: expect.stringMatching(/^\/config\/pages\//) },
    ]);
  });

  it('deletes an unused file with its derived sizes', async () => {
    const session = await owner();
    const asset = await uploaded('unused.jpg');
    expect((await t.app.inject({ url: `${asset.url}?format=300w`, headers: { host } })).statusCode).toBe(200);
    expect((await session.request('DELETE', `/api/rest/media/${asset.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ url: asset.url, headers: { host } })).statusCode).toBe(404);
    expect((await session.get(`/api/rest/media/${asset.id}`)).statusCode).toBe(404);
    const folders = await readdir(join(dataDir, 'media', site.website.id));
    expect(folders).not.toContain(asset.id);
  });

  it('never shows one site’s files to another site', async () => {
    const asset = await uploaded('private-plan.jpg');
    const rival = await signedIn(otherHost, other.ownerEmail);
    expect((await rival.get('/api/rest/media')).json().items).toEqual([]);
    expect((await rival.get(`/api/rest/media/${asset.id}`)).statusCode).toBe(404);
    expect((await rival.request('PATCH', `/api/rest/media/${asset.id}`, { alt: 'mine' })).statusCode).toBe(
      404,
    );
    expect((await rival.request('DELETE', `/api/rest/media/${asset.id}`)).statusCode).toBe(404);
    const replaced = await upload(t.app, rival, otherHost, 'x.jpg', await imageFile('jpeg', 20, 20), {
      method: 'PUT',
      url: `/api/rest/media/${asset.id}/file`,
    });
    expect(replaced.statusCode).toBe(404);
    // The rival owner on this site's host is nobody here.
    const stranger = await signedIn(host, other.ownerEmail);
    expect((await stranger.get('/api/rest/media')).statusCode).toBe(404);
    // Visitors of the other site's host cannot read the file by its address, in any form.
    for (const url of [asset.url, `${asset.url}?format=300w`, `/media/${asset.id}/300w/private-plan.jpg`])
      expect((await t.app.inject({ url, headers: { host: otherHost } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: asset.url, headers: { host } })).statusCode).toBe(200);
  });

  it('refuses uploads once the site’s budget is used, saying how much', async () => {
    const session = await owner();
    const big = await imageFile('png', 1000, 1000, { noisy: true });
    let answer = await upload(t.app, session, host, 'fill.png', big);
    while (answer.statusCode === 201) answer = await upload(t.app, session, host, 'fill.png', big);
    expect(answer.statusCode).toBe(507);
    expect(answer.json().error).toMatch(
      /^This site's media storage is full \([\d.]+ (KB|MB) of 2\.9 MB used\)\./,
    );
    // Another site's budget is its own.
    const rival = await signedIn(otherHost, other.ownerEmail);
    expect((await upload(t.app, rival, otherHost, 'ok.png', await imageFile('png', 30, 30))).statusCode).toBe(
      201,
    );
  });
});
