import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOCKED_PAGE_PASSWORD } from '../modules/seed/demo-content';
import { seedDemoSite } from '../modules/seed/seed-demo';
import { openTestDatabase } from '../testing/test-database';
import { buildTestApp, hostOf, visitor, type TestApp } from '../testing/test-app';
import type { Database } from '../db/client';
import { LOCK_SCREEN_WRONG_PASSWORD } from './site-routes';

let database: Database;
let t: TestApp;
const demoHost = hostOf('demo');

function pageContextOf(html: string) {
  const json = /<script id="page-context" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no page context');
  return JSON.parse(json) as {
    pageType: string;
    website: { identifier: string };
    authenticatedAccount: unknown;
    collection: { id: string } | null;
    item: { id: string } | null;
  };
}
const moduleScripts = (html: string) =>
  [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]);

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  await seedDemoSite({ ...t.services, ownerPassword: 'owner-password-1' });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('published pages of the demo site', () => {
  it('renders the home page with navigation, page context and only the site-wide scripts', async () => {
    const response = await visitor(t.app, demoHost).get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body.startsWith('<!doctype html>')).toBe(true);
    expect(response.body).toContain('Larkspur Coffee Roasters');
    for (const label of ['About', 'Journal', 'Contact']) expect(response.body).toContain(`>${label}</a>`);
    const context = pageContextOf(response.body);
    expect(context).toMatchObject({
      pageType: 'page',
      website: { identifier: 'demo' },
      authenticatedAccount: null,
    });
    // Content blocks add none; the demo's cookie banner and census add theirs (see src/server/render/site-features.ts),
    // and the demo sells, so its cart indicator reads the count cookie (site-view.ts).
    expect(moduleScripts(response.body)).toEqual([
      '/assets/runtime/cart-count.test.js',
      '/assets/runtime/cookie-banner.test.js',
      '/assets/runtime/tracking.test.js',
    ]);
    expect(response.body).toContain('<link rel="stylesheet" href="/assets/site.test.css"');
  });

  it('serves the home page at / only: its own URL redirects there', async () => {
    const home = await visitor(t.app, demoHost).get('/');
    expect(home.body).toMatch(
      /<a[^>]*href="\/"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="\/"/,
    );
    const moved = await visitor(t.app, demoHost).get('/home');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/');
  });

  it('loads exactly the runtime features a page uses', async () => {
    const response = await visitor(t.app, demoHost).get('/journal/inside-our-roast-log');
    expect(response.statusCode).toBe(200);
    expect(moduleScripts(response.body)).toEqual([
      '/assets/runtime/cart-count.test.js',
      '/assets/runtime/code-copy.test.js',
      '/assets/runtime/cookie-banner.test.js',
      '/assets/runtime/tracking.test.js',
    ]);
    expect(pageContextOf(response.body).pageType).toBe('item');
    expect(pageContextOf(response.body).item?.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('lists blog posts newest first and links each post', async () => {
    const response = await visitor(t.app, demoHost).get('/journal');
    expect(response.statusCode).toBe(200);
    expect(pageContextOf(response.body).pageType).toBe('collection');
    const links = [...response.body.matchAll(/href="(\/journal\/[^"]+)"/g)].map((match) => match[1]);
    expect(new Set(links).size).toBe(4);
    const article = await visitor(t.app, demoHost).get(links[0] as string);
    expect(article.statusCode).toBe(200);
  });

  it('answers unknown paths with the site not-found page and 404', async () => {
    for (const path of [
      '/no-such-page',
      '/journal/no-such-post',
      '/about/extra',
      '/a/b/c',
      '/pages/000000000000000000000000',
    ]) {
      const response = await visitor(t.app, demoHost).get(path);
      expect(response.statusCode, path).toBe(404);
      expect(pageContextOf(response.body).pageType).toBe('not-found');
      expect(response.body).toContain('Larkspur Coffee Roasters');
    }
  });

  it('answers a malformed URL with 400, not a server error', async () => {
    expect((await visitor(t.app, demoHost).get('/%E0%A4%A')).statusCode).toBe(400);
  });

  it('serves internal content pages by id', async () => {
    const home = pageContextOf((await visitor(t.app, demoHost).get('/')).body).collection?.id;
    const response = await visitor(t.app, demoHost).get(`/pages/${home}`);
    expect(response.statusCode).toBe(200);
    expect(pageContextOf(response.body).collection?.id).toBe(home);
  });

  it('renders the search page, never indexed, with results', async () => {
    const empty = await visitor(t.app, demoHost).get('/search');
    expect(empty.statusCode).toBe(200);
    expect(pageContextOf(empty.body).pageType).toBe('search');
    expect(empty.body).toContain('name="robots" content="noindex"');
    const hits = await visitor(t.app, demoHost).get('/search?q=roast%20log');
    expect(hits.body).toContain('href="/journal/inside-our-roast-log"');
    const wholesale = await visitor(t.app, demoHost).get('/search?q=wholesale');
    expect(wholesale.body).not.toContain('href="/wholesale"');
  });
});

describe('lock screen', () => {
  it('shows the lock screen until the right password is given', async () => {
    const guest = visitor(t.app, demoHost);
    const locked = await guest.get('/wholesale');
    expect(locked.statusCode).toBe(403);
    expect(pageContextOf(locked.body).pageType).toBe('lock-screen');
    expect(locked.body).toContain('name="password"');

    const wrong = await guest.request('POST', '/wholesale', 'password=guess', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain(LOCK_SCREEN_WRONG_PASSWORD);

    const right = await guest.request(
      'POST',
      '/wholesale',
      `password=${encodeURIComponent(DEMO_LOCKED_PAGE_PASSWORD)}`,
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/wholesale');
    const open = await guest.get('/wholesale');
    expect(open.statusCode).toBe(200);
    expect(pageContextOf(open.body).pageType).toBe('page');
    // No shared cache (a proxy, a CDN) may keep the unlocked page for the next visitor.
    expect(open.headers['cache-control']).toBe('private, no-store');
    expect((await visitor(t.app, demoHost).get('/')).headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    );

    // The unlocked copy is this visitor's alone: a new visitor still meets the lock.
    expect((await visitor(t.app, demoHost).get('/wholesale')).statusCode).toBe(403);
  });
});

describe('hosts', () => {
  it('gives an unknown host a plain 404 with nothing of any site', async () => {
    for (const host of ['nosuchsite.localhost:3000', 'example.org', 'demo.localhost:3000.evil.test', '']) {
      const response = await t.app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(response.statusCode, host).toBe(404);
      expect(response.body).not.toContain('Larkspur');
    }
  });

  it('serves a site on a mapped custom domain', async () => {
    const demo = await t.services.websites.findByIdentifier('demo');
    await t.services.websites.addCustomDomain(demo!.id, 'www.larkspur.test');
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'www.larkspur.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Larkspur Coffee Roasters');
  });

  it('answers the bare app domain with the platform entry app and /healthz anywhere', async () => {
    const platform = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3000' } });
    expect(platform.statusCode).toBe(200);
    expect(platform.body).toContain('http://demo.localhost:3000/');
    expect(platform.body).toContain('/assets/app/platform.test.js');
    const health = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: 'whatever.example' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});

describe('render cache', () => {
  it('serves anonymous visitors from the cache and shows a change at once', async () => {
    t.services.cache.clear();
    const guest = visitor(t.app, demoHost);
    const first = await guest.get('/about');
    expect(t.services.cache.size).toBe(1);
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { host: demoHost, 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(t.services.cache.size).toBe(1);

    const about = await t.services.content.createCollection({
      websiteId: (await t.services.websites.findByIdentifier('demo'))!.id,
      type: 'page',
      title: 'Menu',
      urlId: 'menu',
      navigation: 'main',
    });
    expect(about.urlId).toBe('menu');
    const after = await guest.get('/about');
    expect(after.body).toContain('href="/menu"');
    expect(first.body).not.toContain('href="/menu"');
  });
});
