import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { buildTestApp, TEST_APP_DOMAIN, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { HANDOFF_LIFETIME_MS } from '../accounts/handoff';

let database: Database;
let t: TestApp;
let now = Date.now();

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database, clock: () => new Date(now) });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

const platform = () => visitor(t.app, TEST_APP_DOMAIN);

async function newOwner(email: string) {
  const session = platform();
  const response = await session.request('POST', '/api/platform/sign-up', {
    displayName: 'Ada',
    email,
    password: 'long-enough-password',
  });
  expect(response.statusCode).toBe(201);
  return session;
}

describe('platform entry', () => {
  it('serves the platform app at the bare domain, with the visitor signed out', async () => {
    const response = await platform().get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('"app":"platform"');
    expect(response.body).toContain('"account":null');
  });

  it('signs up with field messages for bad input, and refuses a second account for one e-mail', async () => {
    const bad = await platform().request('POST', '/api/platform/sign-up', {
      displayName: '',
      email: 'nope',
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      displayName: 'Enter your name',
      email: 'Enter a valid e-mail address',
      password: 'Use at least 8 characters',
    });
    await newOwner('twice@example.com');
    const again = await platform().request('POST', '/api/platform/sign-up', {
      displayName: 'B',
      email: 'TWICE@example.com',
      password: 'long-enough-password',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'accountExists',
      errors: { email: 'An account with this e-mail already exists' },
    });
  });

  it('creates sites with unique url-safe identifiers from their titles, and lists only the account’s own', async () => {
    const ada = await newOwner('ada@example.com');
    const first = await ada.request('POST', '/api/platform/sites', { title: 'Café Übersee & Co' });
    expect(first.statusCode).toBe(201);
    expect(first.json().site).toMatchObject({
      identifier: 'cafe-ubersee-co',
      url: `http://cafe-ubersee-co.${TEST_APP_DOMAIN}/`,
    });
    const second = await ada.request('POST', '/api/platform/sites', { title: 'Café Übersee & Co' });
    expect(second.json().site.identifier).toBe('cafe-ubersee-co-2');
    const reserved = await ada.request('POST', '/api/platform/sites', { title: 'X', identifier: 'www' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().errors.identifier).toBe('This site address is reserved. Choose another.');
    const invalid = await ada.request('POST', '/api/platform/sites', { title: '' });
    expect(invalid.json().errors).toEqual({ title: 'Enter a site title' });

    const grace = await newOwner('grace@example.com');
    expect((await grace.get('/api/platform/sites')).json().sites).toEqual([]);
    const mine = (await ada.get('/api/platform/sites'))
      .json()
      .sites.map((site: { identifier: string }) => site.identifier);
    expect(mine).toEqual(['cafe-ubersee-co', 'cafe-ubersee-co-2']);

    // The new site answers at once with its home page.
    const home = await visitor(t.app, `cafe-ubersee-co.${TEST_APP_DOMAIN}`).get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Café Übersee &amp; Co');
  });

  it('asks for sign-in, and answers only on the bare domain', async () => {
    expect((await platform().get('/api/platform/sites')).statusCode).toBe(401);
    const ada = visitor(t.app, `cafe-ubersee-co.${TEST_APP_DOMAIN}`);
    expect((await ada.get('/api/platform/sites')).statusCode).toBe(404);
  });

  it('hands the session to the site’s host with a one-time token bound to that site', async () => {
    const owner = await newOwner('handoff@example.com');
    const site = (await owner.request('POST', '/api/platform/sites', { title: 'Handoff shop' })).json().site;
    const opened = await owner.request('POST', `/api/platform/sites/${site.id}/open`, { frameUrl: '/about' });
    expect(opened.statusCode).toBe(200);
    const url = new URL(opened.json().url);
    expect(url.host).toBe(`handoff-shop.${TEST_APP_DOMAIN}`);
    expect(url.pathname).toBe('/config/handoff');

    // Another site's host cannot use it.
    const wrongHost = visitor(t.app, `cafe-ubersee-co.${TEST_APP_DOMAIN}`);
    expect((await wrongHost.get(`${url.pathname}${url.search}`)).statusCode).toBe(400);

    const again = await owner.request('POST', `/api/platform/sites/${site.id}/open`, {});
    const token = new URL(again.json().url).search;
    const siteHost = visitor(t.app, url.host);
    const redeemed = await siteHost.get(`/config/handoff${token}`);
    expect(redeemed.statusCode).toBe(303);
    expect(redeemed.headers.location).toBe('/config/');
    expect(siteHost.jar.sid).toBeTruthy();
    expect((await siteHost.get('/api/rest/site')).json()).toMatchObject({ identifier: 'handoff-shop' });
    // Single use.
    const replay = visitor(t.app, url.host);
    expect((await replay.get(`/config/handoff${token}`)).statusCode).toBe(400);
    expect(replay.jar.sid).toBeUndefined();
  });

  it('refuses an expired hand-off token and a site the account does not work on', async () => {
    const owner = await newOwner('late@example.com');
    const site = (await owner.request('POST', '/api/platform/sites', { title: 'Late shop' })).json().site;
    const url = new URL((await owner.request('POST', `/api/platform/sites/${site.id}/open`, {})).json().url);
    now += HANDOFF_LIFETIME_MS + 1;
    const expired = await visitor(t.app, url.host).get(`${url.pathname}${url.search}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('This sign-in link has expired or was already used.');

    const stranger = await newOwner('stranger@example.com');
    expect((await stranger.request('POST', `/api/platform/sites/${site.id}/open`, {})).statusCode).toBe(404);
  });
});

describe('the owners’ app shell', () => {
  it('answers /config/ and its client routes with the app for a contributor, sign-in for others', async () => {
    const owner = await newOwner('shell@example.com');
    const site = (await owner.request('POST', '/api/platform/sites', { title: 'Shell shop' })).json().site;
    const url = new URL((await owner.request('POST', `/api/platform/sites/${site.id}/open`, {})).json().url);
    const onSite = visitor(t.app, url.host);
    await onSite.get(`${url.pathname}${url.search}`);
    for (const path of ['/config/', '/config/design', '/config/pages/0123456789abcdef01234567']) {
      const response = await onSite.get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('/assets/app/config.test.js');
      expect(response.body, path).toContain('"identifier":"shell-shop"');
    }
    const anonymous = await visitor(t.app, url.host).get('/config/design');
    expect(anonymous.body).toContain('<h1>Sign in</h1>');
    expect(anonymous.body).not.toContain('/assets/app/config');
  });

  it('has the app’s own icon, not the site’s', async () => {
    const owner = await newOwner('icon@example.com');
    const site = (await owner.request('POST', '/api/platform/sites', { title: 'Icon shop' })).json().site;
    const url = new URL((await owner.request('POST', `/api/platform/sites/${site.id}/open`, {})).json().url);
    const onSite = visitor(t.app, url.host);
    await onSite.get(`${url.pathname}${url.search}`);
    const shell = (await onSite.get('/config/')).body;
    const icon = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(shell)?.[1];
    expect(icon).toBe('/assets/static/app/icon.svg');
    const served = await onSite.get(icon!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/svg+xml');
    expect(served.body).toContain('<svg');
  });
});
