import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaAsset } from '../../../shared/api/media';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { imageFile, mp4File, pdfFile, upload } from './test-media';

let database: Database;
let t: TestApp;
let dataDir: string;
let site: Awaited<ReturnType<typeof createSite>>;
let session: ReturnType<typeof visitor>;
const logLines: string[] = [];
const host = hostOf('harbour');
const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host, ...headers } });
const madeLines = (assetId: string, variant: string) =>
  logLines.filter(
    (line) =>
      line.includes('media derived file made') && line.includes(assetId) && line.includes(`"${variant}"`),
  );

async function uploaded(name: string, data: Buffer): Promise<MediaAsset> {
  const answer = await upload(t.app, session, host, name, data);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as MediaAsset;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'media-serving-'));
  database = await openTestDatabase();
  t = await buildTestApp({
    database,
    config: { dataDir, logLevel: 'info', media: loadConfig({}).media },
    logStream: { write: (line) => void logLines.push(line) },
  });
  site = await createSite(t.services, 'harbour');
  session = visitor(t.app, host);
  await session.signIn(site.ownerEmail, OWNER_PASSWORD);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('serving images', () => {
  it('serves the original with its type, nosniff, inline and a long immutable cache', async () => {
    const data = await imageFile('jpeg', 800, 600);
    const asset = await uploaded('quay.jpg', data);
    const answer = await get(asset.url);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(data)).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-disposition': `inline; filename="quay.jpg"; filename*=UTF-8''quay.jpg`,
    });
  });

  it('negotiates AVIF, WebP or the original format by Accept, in both size formats, and says it varies', async () => {
    const asset = await uploaded('boats.jpg', await imageFile('jpeg', 800, 600));
    const avif = await get(`${asset.url}?format=300w`, { accept: AVIF_FIRST });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toBe('Accept');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(300);
    const webp = await get(`/media/${asset.id}/300w/boats.jpg`, { accept: 'image/webp,*/*' });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
    const plain = await get(`${asset.url}?format=300w`, { accept: '*/*' });
    expect(plain.headers['content-type']).toBe('image/jpeg');
    expect(plain.headers.vary).toBe('Accept');
    const refusedAvif = await get(`${asset.url}?format=300w`, { accept: 'image/avif;q=0, image/webp' });
    expect(refusedAvif.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for widths and formats outside the ladder', async () => {
    const asset = await uploaded('ladder.jpg', await imageFile('jpeg', 400, 300));
    for (const url of [
      `${asset.url}?format=800w`,
      `${asset.url}?format=750`,
      `${asset.url}?format=huge`,
      `/media/${asset.id}/801w/ladder.jpg`,
      `/media/${asset.id}/10000w/ladder.jpg`,
      `/media/${'0'.repeat(24)}/ladder.jpg`,
      `/media/not-an-id/ladder.jpg`,
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('never scales up: a width above the original is the original’s size', async () => {
    const asset = await uploaded('small.png', await imageFile('png', 400, 300));
    const wide = await get(`${asset.url}?format=2500w`, { accept: 'image/webp' });
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 400, height: 300 });
    await get(`${asset.url}?format=1000w`, { accept: 'image/webp' });
    expect(madeLines(asset.id, 'full.webp')).toHaveLength(1);
  });

  it('applies EXIF orientation and strips metadata in derived files', async () => {
    const asset = await uploaded('turned.jpg', await imageFile('jpeg', 600, 400, { orientation: 6 }));
    const derived = await get(`${asset.url}?format=300w`, { accept: '*/*' });
    const metadata = await sharp(derived.rawPayload).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 300, height: 450 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('makes a derived size once when it is asked for many times at once', async () => {
    const asset = await uploaded('crowd.jpg', await imageFile('jpeg', 1200, 900, { noisy: true }));
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get(`${asset.url}?format=500w`, { accept: AVIF_FIRST })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
    expect(madeLines(asset.id, '500w.avif')).toHaveLength(1);
    // Later requests read the stored file.
    await get(`/media/${asset.id}/500w/crowd.jpg`, { accept: AVIF_FIRST });
    expect(madeLines(asset.id, '500w.avif')).toHaveLength(1);
  });

  it('makes the common sizes in a job after upload, then marks the image ready', async () => {
    const asset = await uploaded('job.jpg', await imageFile('jpeg', 1000, 700));
    expect(asset.ready).toBe(false);
    await t.services.jobs.runDue('media.derive');
    expect((await session.get(`/api/rest/media/${asset.id}`)).json().ready).toBe(true);
    const files = await readdir(join(dataDir, 'media', site.website.id, asset.id, 'v1'));
    expect(files.sort()).toEqual(
      [
        'full.avif',
        'full.jpg',
        'full.webp',
        '750w.avif',
        '750w.jpg',
        '750w.webp',
        '300w.avif',
        '300w.jpg',
        '300w.webp',
        'original',
      ].sort(),
    );
  });

  it('replaces a file under the same id: a new address, the old one redirected, old sizes removed', async () => {
    const asset = await uploaded('sign.jpg', await imageFile('jpeg', 900, 600));
    await get(`${asset.url}?format=300w`, { accept: '*/*' });
    const answer = await upload(t.app, session, host, 'sign.jpg', await imageFile('jpeg', 500, 500), {
      method: 'PUT',
      url: `/api/rest/media/${asset.id}/file`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const replaced = answer.json() as MediaAsset;
    expect(replaced).toMatchObject({
      id: asset.id,
      fileName: 'sign-2.jpg',
      width: 500,
      height: 500,
      ready: false,
    });
    expect(replaced.url).not.toBe(asset.url);
    const old = await get(`${asset.url}?format=300w`);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(`${replaced.url}?format=300w`);
    const fresh = await get(`${replaced.url}?format=300w`, { accept: '*/*' });
    expect(await sharp(fresh.rawPayload).metadata()).toMatchObject({ width: 300, height: 300 });
    const versions = await readdir(join(dataDir, 'media', site.website.id, asset.id));
    expect(versions).toEqual(['v2']);
    const wrongKind = await upload(t.app, session, host, 'doc.pdf', pdfFile(), {
      method: 'PUT',
      url: `/api/rest/media/${asset.id}/file`,
    });
    expect(wrongKind.statusCode).toBe(415);
  });
});

describe('serving other files', () => {
  it('serves documents at /s/{fileName}, PDFs inline in a locked-down viewer', async () => {
    const data = pdfFile();
    const asset = await uploaded('Price list.pdf', data);
    expect(asset.url).toBe('/s/Price%20list.pdf');
    const answer = await get(asset.url);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(data)).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="Price list.pdf"; filename*=UTF-8''Price%20list.pdf`,
      'x-content-type-options': 'nosniff',
    });
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await get('/s/price%20LIST.pdf')).statusCode).toBe(200);
    expect((await get('/s/missing.pdf')).statusCode).toBe(404);
    expect((await t.app.inject({ url: asset.url, headers: { host: hostOf('nowhere') } })).statusCode).toBe(
      404,
    );
  });

  it('answers HEAD and Range requests for video', async () => {
    const data = mp4File(10_000);
    const asset = await uploaded('tour.mp4', data);
    const head = await t.app.inject({ method: 'HEAD', url: asset.url, headers: { host } });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({ 'content-length': String(data.length), 'accept-ranges': 'bytes' });
    expect(head.rawPayload.length).toBe(0);
    const part = await get(asset.url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${data.length}`);
    expect(part.rawPayload.equals(data.subarray(100, 200))).toBe(true);
    const tail = await get(asset.url, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(data.subarray(data.length - 10))).toBe(true);
    const beyond = await get(asset.url, { range: `bytes=${data.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${data.length}`);
    expect((await get(`${asset.url}?format=300w`)).statusCode).toBe(404);
  });
});
