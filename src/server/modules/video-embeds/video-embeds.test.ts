import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { block, createSite, layoutOf, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { createVideoEmbedService, OembedError } from './index';

/** A stand-in for the providers' oEmbed endpoints, on 127.0.0.1 (there is no internet here). */
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let handler: Handler;
const asked: string[] = [];
let standIn: Server;
let base: string;

const json =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

const YOUTUBE_ANSWER = {
  type: 'video',
  title: 'Roasting day\u0000 at Larkspur',
  author_name: 'Larkspur Coffee',
  thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  width: 200,
  height: 113,
  html: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
};

const endpoints = () => ({
  YouTube: `${base}/youtube`,
  Vimeo: `${base}/vimeo`,
  Wistia: `${base}/wistia`,
  Animoto: `${base}/animoto`,
});

let database: Database;
let t: TestApp;
let owner: ReturnType<typeof visitor>;
let pageId: string;

beforeAll(async () => {
  standIn = createServer((request, response) => {
    asked.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  database = await openTestDatabase();
  t = await buildTestApp({ database, config: { oembed: { endpoints: endpoints(), timeoutMs: 500 } } });
  const site = await createSite(t.services, 'videos');
  pageId = site.home.id;
  owner = visitor(t.app, hostOf('videos'));
  await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
});

describe('oEmbed look-ups', () => {
  const service = () => createVideoEmbedService({ endpoints: endpoints(), timeoutMs: 300 });

  it('asks the provider’s endpoint for the canonical address and keeps only what it needs, cleaned', async () => {
    handler = json(YOUTUBE_ANSWER);
    asked.length = 0;
    const answer = await service().lookup('https://youtu.be/dQw4w9WgXcQ?t=4');
    expect(asked).toEqual([
      `/youtube?url=${encodeURIComponent('https://www.youtube.com/watch?v=dQw4w9WgXcQ')}&format=json`,
    ]);
    expect(answer).toEqual({
      url: 'https://youtu.be/dQw4w9WgXcQ?t=4',
      provider: 'YouTube',
      title: 'Roasting day  at Larkspur',
      authorName: 'Larkspur Coffee',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      width: 200,
      height: 113,
    });
  });

  it('drops thumbnails that are not https and Animoto players on other hosts', async () => {
    handler = json({ title: 'x', thumbnail_url: 'javascript:alert(1)' });
    expect((await service().lookup('https://wi.st/medias/e4a27b971d')).thumbnailUrl).toBeUndefined();
    handler = json({ title: 'a', html: '<iframe src="https://evil.example/play.html"></iframe>' });
    expect(
      (await service().lookup('https://animoto.com/play/GjsJ1gu0WDRfr4pGw12xZQ')).playerUrl,
    ).toBeUndefined();
    handler = json({
      title: 'a',
      html: '<iframe src="https://s3.amazonaws.com/embed.animoto.com/play.html?f=GjsJ1gu0WDRfr4pGw12xZQ&amp;r=360p"></iframe>',
    });
    expect((await service().lookup('https://animoto.com/play/GjsJ1gu0WDRfr4pGw12xZQ')).playerUrl).toBe(
      'https://s3.amazonaws.com/embed.animoto.com/play.html?f=GjsJ1gu0WDRfr4pGw12xZQ&r=360p',
    );
  });

  it.each([
    ['a 404', json({ error: 'no' }, 404), 'not-found', 'Unable to locate content'],
    ['a private video (403)', json({}, 403), 'not-found', 'Unable to locate content'],
    ['a 500', json({}, 500), 'unreachable', 'Unable to connect. Please try again'],
    [
      'HTML instead of JSON',
      (_q: IncomingMessage, r: ServerResponse) => r.end('<html>'),
      'unreachable',
      'Unable to connect. Please try again',
    ],
    ['a JSON list', json([1, 2]), 'unreachable', 'Unable to connect. Please try again'],
    [
      'an answer over 64 KB',
      json({ title: 'x'.repeat(70_000) }),
      'unreachable',
      'Unable to connect. Please try again',
    ],
    [
      'a redirect',
      (_q: IncomingMessage, r: ServerResponse) => {
        r.writeHead(302, { location: 'http://127.0.0.1:1/' });
        r.end();
      },
      'unreachable',
      'Unable to connect. Please try again',
    ],
    ['no answer in time', () => {}, 'unreachable', 'Unable to connect. Please try again'],
  ] as const)('%s is a clear error', async (_name, answer, kind, message) => {
    handler = answer as Handler;
    const failure = await service()
      .lookup('https://youtu.be/dQw4w9WgXcQ')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OembedError);
    expect(failure).toMatchObject({ kind, message });
  });

  it('a Vimeo Basic account is refused with the spec’s message', async () => {
    handler = json({ title: 'v', account_type: 'basic' });
    await expect(service().lookup('https://vimeo.com/76979871')).rejects.toMatchObject({
      kind: 'vimeo-basic',
      message: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
    });
    handler = json({ title: 'v', account_type: 'pro' });
    expect((await service().lookup('https://vimeo.com/76979871')).title).toBe('v');
  });

  it('an unreachable endpoint (nothing listening) is a clear error', async () => {
    const closed = createVideoEmbedService({
      endpoints: { ...endpoints(), YouTube: 'http://127.0.0.1:1/oembed' },
      timeoutMs: 300,
    });
    await expect(closed.lookup('https://youtu.be/dQw4w9WgXcQ')).rejects.toMatchObject({
      kind: 'unreachable',
    });
  });
});

describe('saving a video block fetches its answer once', () => {
  const save = (data: Record<string, unknown>) =>
    owner.request('PUT', `/api/rest/pages/${pageId}/layout`, { layout: layoutOf(block('video', data)) });

  it('stores the answer with the block, and does not ask again while the address is unchanged', async () => {
    handler = json(YOUTUBE_ANSWER);
    asked.length = 0;
    const first = await save({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(first.statusCode).toBe(200);
    const stored = first.json().layout.blocks[0].data;
    expect(stored.oembed).toMatchObject({ provider: 'YouTube', title: 'Roasting day  at Larkspur' });
    expect(asked).toHaveLength(1);
    const again = await save(stored);
    expect(again.json().layout.blocks[0].data.oembed.title).toBe('Roasting day  at Larkspur');
    expect(asked).toHaveLength(1);
    // A changed address is fetched again; the old answer is not kept for it.
    handler = json({ ...YOUTUBE_ANSWER, title: 'Another one' });
    const changed = await save({ ...stored, url: 'https://youtu.be/aaaaaaaaaaa' });
    expect(changed.json().layout.blocks[0].data.oembed).toMatchObject({
      title: 'Another one',
      url: 'https://youtu.be/aaaaaaaaaaa',
    });
  });

  it('no such video, or a Vimeo Basic account: a 400 with the message on the address, never a 500', async () => {
    handler = json({}, 404);
    const missing = await save({ url: 'https://youtu.be/bbbbbbbbbbb' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ 'layout.blocks.0.data.url': 'Unable to locate content' });
    handler = json({ account_type: 'basic' });
    const basic = await save({ url: 'https://vimeo.com/76979871' });
    expect(basic.statusCode).toBe(400);
    expect(basic.json().errors['layout.blocks.0.data.url']).toBe(
      'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
    );
    const invalid = await save({ url: 'https://example.com/not-a-video' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors['layout.blocks.0.data.url']).toBe('Invalid video embed.');
  });

  it('a provider that does not answer in time does not stop the save: the block is stored without an answer', async () => {
    handler = () => {};
    const started = Date.now();
    const saved = await save({ url: 'https://youtu.be/ccccccccccc', title: 'Mine' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().layout.blocks[0].data.oembed).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('an uploaded video file needs no look-up', async () => {
    asked.length = 0;
    const saved = await save({ url: '/media/0123456789abcdef01234567/clip.mp4' });
    expect(saved.statusCode).toBe(200);
    expect(asked).toEqual([]);
  });
});

describe('the editor’s preview look-up (GET /api/rest/video-embeds)', () => {
  const preview = (url: string) =>
    owner.request('GET', `/api/rest/video-embeds?url=${encodeURIComponent(url)}`);

  it('answers the thumbnail and title for the site’s editors, and nothing to anyone else', async () => {
    handler = json(YOUTUBE_ANSWER);
    const answer = await preview('https://youtu.be/dQw4w9WgXcQ');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      oembed: {
        provider: 'YouTube',
        title: 'Roasting day  at Larkspur',
        authorName: 'Larkspur Coffee',
        thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        width: 200,
        height: 113,
      },
    });
    const stranger = await visitor(t.app, hostOf('videos')).request(
      'GET',
      `/api/rest/video-embeds?url=${encodeURIComponent('https://youtu.be/dQw4w9WgXcQ')}`,
    );
    expect([401, 403]).toContain(stranger.statusCode);
  });

  it('says why there is none: not a video, no such video, or a provider out of reach', async () => {
    asked.length = 0;
    const invalid = await preview('http://127.0.0.1:1/anything');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ url: 'Invalid video embed.' });
    // An address that is not a provider's is never fetched.
    expect(asked).toEqual([]);
    handler = json({}, 404);
    const missing = await preview('https://vimeo.com/76979871');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ url: 'Unable to locate content' });
    handler = json({}, 500);
    const unreachable = await preview('https://vimeo.com/76979871');
    expect(unreachable.statusCode).toBe(200);
    expect(unreachable.json()).toEqual({ oembed: null, message: 'Unable to connect. Please try again' });
  });
});
