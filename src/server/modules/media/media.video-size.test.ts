import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaAsset } from '../../../shared/api/media';
import type { Database } from '../../db/client';
import { block, createSite, layoutOf, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { mp4File, upload, videoFile } from './test-media';

/**
 * Issue 14: an uploaded video's picture size is read from the file (mediabunny, no ffprobe) and
 * drawn on its `<video width height>`, so the page reserves the right box before it loads.
 */
let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
let owner: ReturnType<typeof visitor>;
const host = hostOf('cinema');

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  site = await createSite(t.services, 'cinema');
  owner = visitor(t.app, host);
  await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('uploaded video sizes', () => {
  it('reads the size of MP4 and WebM files; a file whose headers say nothing has none', async () => {
    const mp4 = (
      await upload(t.app, owner, host, 'roast.mp4', await videoFile('mp4', 640, 360))
    ).json() as MediaAsset;
    expect(mp4).toMatchObject({ kind: 'video', mimeType: 'video/mp4', width: 640, height: 360 });
    const webm = (
      await upload(t.app, owner, host, 'pour.webm', await videoFile('webm', 480, 640))
    ).json() as MediaAsset;
    expect(webm).toMatchObject({ kind: 'video', mimeType: 'video/webm', width: 480, height: 640 });
    const opaque = await upload(t.app, owner, host, 'opaque.mp4', mp4File());
    expect(opaque.statusCode).toBe(201);
    expect(opaque.json()).toMatchObject({ kind: 'video', width: null, height: null });
  });

  it('draws the file’s size on the page’s <video>, and the default box for a size it does not know', async () => {
    const portrait = (
      await upload(t.app, owner, host, 'tall.webm', await videoFile('webm', 360, 640))
    ).json() as MediaAsset;
    const unknown = (await upload(t.app, owner, host, 'unknown.mp4', mp4File())).json() as MediaAsset;
    const saved = await owner.request('PUT', `/api/rest/pages/${site.home.id}/layout`, {
      layout: layoutOf(
        block('video', { url: portrait.url, title: 'Pouring' }),
        block('video', { url: unknown.url, title: 'Unknown' }),
      ),
    });
    expect(saved.statusCode).toBe(200);
    expect((await owner.request('POST', '/api/rest/publish')).statusCode).toBe(200);
    const page = await t.app.inject({ url: '/', headers: { host } });
    expect(page.statusCode).toBe(200);
    const videos = [...page.body.matchAll(/<video[^>]*>/g)].map((match) => match[0]);
    expect(videos).toHaveLength(2);
    expect(videos[0]).toMatch(/width="360" height="640"/);
    expect(videos[1]).toMatch(/width="640" height="360"/);
  });
});
