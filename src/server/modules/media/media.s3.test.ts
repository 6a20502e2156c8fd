import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaAsset } from '../../../shared/api/media';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { imageFile, mp4File, upload } from './test-media';

/** The same media routes with S3-compatible storage: s3rver, a pure-JS S3 server, on 127.0.0.1. */
let database: Database;
let t: TestApp;
let s3: S3rver;
let s3Folder: string;
let dataDir: string;
let session: ReturnType<typeof visitor>;
let websiteId: string;
const host = hostOf('cloudy');

async function bucketKeys(): Promise<string[]> {
  const entries = await readdir(join(s3Folder, 'media-bucket'), { recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.endsWith('._S3rver_object'))
    .map((entry) => entry.replace(/\._S3rver_object$/, ''));
}

beforeAll(async () => {
  s3Folder = await mkdtemp(join(tmpdir(), 's3rver-'));
  dataDir = await mkdtemp(join(tmpdir(), 'media-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: 'media-bucket', configs: [] }],
  });
  const { port } = await s3.run();
  const config = loadConfig({
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'media-bucket',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  database = await openTestDatabase();
  t = await buildTestApp({ database, config: { dataDir, media: config.media } });
  const site = await createSite(t.services, 'cloudy');
  websiteId = site.website.id;
  session = visitor(t.app, host);
  await session.signIn(site.ownerEmail, OWNER_PASSWORD);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  await s3.close();
  await rm(s3Folder, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('media on S3-compatible storage', () => {
  it('stores originals and derived sizes in the bucket and serves them at the same addresses', async () => {
    const data = await imageFile('jpeg', 800, 600);
    const answer = await upload(t.app, session, host, 'cloud.jpg', data);
    expect(answer.statusCode, answer.body).toBe(201);
    const asset = answer.json() as MediaAsset;
    expect(asset.url).toBe(`/media/${asset.id}/cloud.jpg`);
    expect(await bucketKeys()).toEqual([`${websiteId}/${asset.id}/v1/original`]);
    const original = await t.app.inject({ url: asset.url, headers: { host } });
    expect(original.rawPayload.equals(data)).toBe(true);
    const derived = await t.app.inject({
      url: `${asset.url}?format=300w`,
      headers: { host, accept: 'image/webp' },
    });
    expect(derived.headers['content-type']).toBe('image/webp');
    expect((await sharp(derived.rawPayload).metadata()).width).toBe(300);
    await t.services.jobs.runDue('media.derive');
    expect((await bucketKeys()).length).toBe(1 + 9);
    // Nothing was written to the local media folder but temporary files, and those are gone.
    const local = await readdir(join(dataDir, 'media'), { recursive: true }).catch(() => []);
    expect(local.filter((entry) => !entry.startsWith('.tmp'))).toEqual([]);
  });

  it('serves ranges from the bucket and removes every object of a deleted file', async () => {
    const data = mp4File(5000);
    const asset = (await upload(t.app, session, host, 'clip.mp4', data)).json() as MediaAsset;
    const part = await t.app.inject({ url: asset.url, headers: { host, range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(data.subarray(10, 20))).toBe(true);
    expect((await session.request('DELETE', `/api/rest/media/${asset.id}`)).statusCode).toBe(204);
    expect((await bucketKeys()).some((key) => key.includes(asset.id))).toBe(false);
    expect((await t.app.inject({ url: asset.url, headers: { host } })).statusCode).toBe(404);
  });
});
