import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { createShop, productInput, variant } from './store-fixtures';

/**
 * A product's video (issue 14): stored with the provider's oEmbed answer (fetched from a stand-in
 * on 127.0.0.1), refused with the spec's message when the address is no video, and shown on the
 * product page as the video block's overlay, with its runtime feature and frame host only there.
 */
let standIn: Server;
let answer: (response: ServerResponse) => void;
let asked = 0;
let database: Database;
let t: TestApp;
let owner: ReturnType<typeof visitor>;
let collectionId: string;
const host = hostOf('videoshop');

beforeAll(async () => {
  standIn = createServer((_request, response) => {
    asked += 1;
    answer(response);
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  database = await openTestDatabase();
  t = await buildTestApp({
    database,
    config: {
      oembed: {
        endpoints: { YouTube: base, Vimeo: base, Wistia: base, Animoto: base },
        timeoutMs: 500,
      },
    },
  });
  const site = await createSite(t.services, 'videoshop');
  const shop = await createShop(t.services, site.website.id);
  collectionId = shop.shop.id;
  owner = visitor(t.app, host);
  await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
});

const json =
  (body: unknown, status = 200) =>
  (response: ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

const policyOf = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

describe('product video', () => {
  it('is stored with the provider’s answer and shown as an overlay, the player only after a press', async () => {
    answer = json({
      title: 'Roast day',
      thumbnail_url: 'https://i.ytimg.com/vi/x/hq.jpg',
      width: 480,
      height: 270,
    });
    asked = 0;
    const created = await owner.request('POST', '/api/commerce/products', {
      collectionId,
      ...productInput('Filmed beans', [variant(1800, 5)], {
        urlId: 'filmed-beans',
        video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: '', poster: '' },
      }),
    });
    expect(created.statusCode).toBe(201);
    const product = created.json().product;
    expect(product.video).toMatchObject({
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      oembed: { provider: 'YouTube', title: 'Roast day', width: 480, height: 270 },
    });
    expect(asked).toBe(1);

    // Saved again with the same address: the answer is kept, the provider not asked again.
    const { id: _id, ...rest } = product;
    void _id;
    const again = await owner.request('PUT', `/api/commerce/products/${product.id}`, {
      ...rest,
      video: { ...product.video, title: 'Our roast' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().product.video).toMatchObject({ title: 'Our roast', oembed: { title: 'Roast day' } });
    expect(asked).toBe(1);

    const page = await t.app.inject({ url: '/shop/filmed-beans', headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-video=""');
    expect(page.body).toContain('data-player-url="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(page.body).toContain('aria-label="Play video: Our roast"');
    expect(page.body).toContain('--video-ratio:480 / 270');
    expect(page.body).not.toMatch(/<iframe/);
    expect(page.body).toMatch(/<script[^>]+src="\/assets\/runtime\/video\.[^"]+\.js"/);
    expect(policyOf(page.headers['content-security-policy'])['frame-src']).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
    ]);
  });

  it('plays an uploaded video file in a native <video> with its poster', async () => {
    const created = await owner.request('POST', '/api/commerce/products', {
      collectionId,
      ...productInput('Native film', [variant(1800, 5)], {
        urlId: 'native-film',
        video: {
          url: '/media/0123456789abcdef01234567/roast.mp4',
          poster: '/media/0123456789abcdef01234568/poster.jpg',
          title: 'Roasting',
        },
      }),
    });
    expect(created.statusCode).toBe(201);
    const page = await t.app.inject({ url: '/shop/native-film', headers: { host } });
    expect(page.body).toMatch(/<video[^>]+poster="\/media\/0123456789abcdef01234568\/poster.jpg"/);
    expect(page.body).toContain('<source src="/media/0123456789abcdef01234567/roast.mp4" type="video/mp4"/>');
    expect(policyOf(page.headers['content-security-policy'])['frame-src']).toEqual(["'self'"]);
  });

  it('refuses an address that is no video, and one the provider does not know, on video.url', async () => {
    const invalid = await owner.request('POST', '/api/commerce/products', {
      collectionId,
      ...productInput('Bad film', [variant(1800, 5)], {
        video: { url: 'https://example.com/not-a-video', poster: '', title: '' },
      }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({ 'video.url': 'Invalid video embed.' });

    answer = json({ error: 'no' }, 404);
    const unknown = await owner.request('POST', '/api/commerce/products', {
      collectionId,
      ...productInput('Lost film', [variant(1800, 5)], {
        video: { url: 'https://vimeo.com/76979871', poster: '', title: '' },
      }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toMatchObject({ 'video.url': 'Unable to locate content' });

    // A provider that cannot be reached does not stop the save.
    answer = json({}, 500);
    const unreachable = await owner.request('POST', '/api/commerce/products', {
      collectionId,
      ...productInput('Quiet film', [variant(1800, 5)], {
        video: { url: 'https://vimeo.com/76979871', poster: '', title: '' },
      }),
    });
    expect(unreachable.statusCode).toBe(201);
    expect(unreachable.json().product.video.oembed).toBeUndefined();
  });

  it('leaves pages of products without a video free of the video feature and provider frames', async () => {
    await owner.request('POST', '/api/commerce/products', {
      collectionId,
      ...productInput('Plain beans', [variant(1800, 5)], { urlId: 'plain-beans' }),
    });
    const page = await t.app.inject({ url: '/shop/plain-beans', headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-video');
    expect(page.body).not.toMatch(/runtime\/video\./);
    expect(policyOf(page.headers['content-security-policy'])['frame-src']).toEqual(["'self'"]);
  });
});
