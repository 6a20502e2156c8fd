import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { seedDemoSite } from '../modules/seed/seed-demo';
import { PLATFORM_SCREEN_STYLES } from '../modules/platform/pages';
import { ERROR_PAGE_STYLES } from '../plugins/errors';
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from '../plugins/security-headers';
import { NON_HTML_POLICY, sha256Source } from '../render/content-security-policy';
import { block, createSite, layoutOf, OWNER_PASSWORD } from '../testing/fixtures';
import { buildTestApp, hostOf, TEST_APP_DOMAIN, visitor, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/**
 * Issue 10 item 6: security headers on every kind of answer, a Content-Security-Policy that
 * published pages compute with their HTML (so the render cache keeps it), and one for the
 * owners' app that no other site may frame.
 */
let database: Database;
let t: TestApp;
let https: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
const host = hostOf('headers');
const demoHost = hostOf('demo');

const EMBED_HTML =
  '<iframe src="https://www.youtube-nocookie.com/embed/abc?x=1&amp;y=2" title="Film"></iframe>' +
  '<video src="https://media.example.org/film.mp4" poster="https://posters.example.net/p.jpg"></video>';

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database, config: { renderCache: true } });
  https = await buildTestApp({ database, config: { publicProtocol: 'https', secureCookies: true } });
  site = await createSite(t.services, 'headers');
  await seedDemoSite({ ...t.services, ownerPassword: 'owner-password-1' });
  await t.services.content.createCollection({
    websiteId: site.website.id,
    type: 'page',
    title: 'Film',
    urlId: 'film',
    navigation: 'main',
    layout: layoutOf(block('embed', { html: EMBED_HTML, aspectRatio: '16:9', caption: '' })),
  });
  // A published design: its tokens are the pages' one inline <style>.
  const { design } = await t.services.siteAdmin.getDesign(site.website.id);
  await t.services.siteAdmin.saveDraftDesign(site.website.id, design);
  await t.services.publishing.publish(site.website.id);
});
afterAll(async () => {
  await t.app.close();
  await https.app.close();
  await database.close();
});

/** The policy as directive → sources. */
function policyOf(response: LightMyRequestResponse): Record<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectBaseHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

/** What every HTML policy of ours holds: no inline or foreign script, no plugins, no <base> games. */
function expectStrictScripts(policy: Record<string, string[]>) {
  expect(policy['script-src']?.[0]).toBe("'self'");
  for (const source of policy['script-src'] ?? []) {
    expect(source).not.toMatch(/unsafe|nonce|^\*$|^https?:$/);
  }
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['style-src']).not.toContain("'unsafe-inline'");
  expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
}

const inlineStyleOf = (html: string) => /<style id="design-tokens">(.*?)<\/style>/s.exec(html)?.[1];

describe('published pages', () => {
  it('carry a strict policy computed with the page, the same when served from the render cache', async () => {
    t.services.cache.clear();
    const first = await t.app.inject({ url: '/', headers: { host } });
    expect(first.statusCode).toBe(200);
    expect(t.services.cache.size).toBe(1);
    const cached = await t.app.inject({ url: '/', headers: { host } });
    expect(t.services.cache.size).toBe(1);
    expect(cached.body).toBe(first.body);
    for (const response of [first, cached]) {
      expectBaseHeaders(response);
      const policy = policyOf(response);
      expectStrictScripts(policy);
      expect(policy['frame-ancestors']).toEqual(["'self'"]);
      // The design tokens are the page's only inline style, allowed by their hash.
      const tokens = inlineStyleOf(response.body);
      expect(tokens).toBeDefined();
      expect(policy['style-src']).toEqual(["'self'", sha256Source(tokens!)]);
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
    expect(cached.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    // A page without inline styles allows none.
    const demo = await t.app.inject({ url: '/', headers: { host: demoHost } });
    expect(inlineStyleOf(demo.body)).toBeUndefined();
    expect(policyOf(demo)['style-src']).toEqual(["'self'"]);
    // No inline script runs: the only non-module scripts are data (the page context, JSON-LD).
    const inlineScripts = [...first.body.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inlineScripts.length).toBeGreaterThan(0);
    expect(
      inlineScripts.every((attributes) => /type="application\/(ld\+)?json"/.test(attributes ?? '')),
    ).toBe(true);
  });

  it("allows the hosts an embed block's frames, video and poster load from, and no others", async () => {
    const response = await t.app.inject({ url: '/film', headers: { host } });
    expect(response.statusCode).toBe(200);
    const policy = policyOf(response);
    expectStrictScripts(policy);
    expect(policy['frame-src']).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
    expect(policy['media-src']).toEqual(["'self'", 'https://media.example.org']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:', 'http:']);
    // The home page has no embed: its frames stay on the site.
    const home = policyOf(await t.app.inject({ url: '/', headers: { host } }));
    expect(home['frame-src']).toEqual(["'self'"]);
    expect(home['media-src']).toEqual(["'self'"]);
  });

  it('may be framed by the sites the owner lists in site settings, and no others', async () => {
    const owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const settings = (await owner.get('/api/rest/site-settings')).json();
    expect(settings.frameAncestors).toEqual([]);
    const refused = await owner.request('PUT', '/api/rest/site-settings', {
      ...settings,
      frameAncestors: ['https://partner.example/path'],
    });
    expect(refused.statusCode).toBe(400);
    const saved = await owner.request('PUT', '/api/rest/site-settings', {
      ...settings,
      frameAncestors: ['https://partner.example', 'https://*.friends.example'],
    });
    expect(saved.statusCode).toBe(200);
    const page = await t.app.inject({ url: '/film', headers: { host } });
    expect(policyOf(page)['frame-ancestors']).toEqual([
      "'self'",
      'https://partner.example',
      'https://*.friends.example',
    ]);
    // The owners' app and its preview stay framable by this host only.
    const app = await owner.get('/config/');
    expect(policyOf(app)['frame-ancestors']).toEqual(["'self'"]);
    const preview = await owner.get(`/config/preview/${site.home.id}`);
    expect(preview.statusCode).toBe(200);
    expectStrictScripts(policyOf(preview));
    expect(policyOf(preview)['frame-ancestors']).toEqual(["'self'"]);
    await owner.request('PUT', '/api/rest/site-settings', { ...settings, frameAncestors: [] });
  });

  it('keep their policy on pages the server builds (cart) and on not-found pages', async () => {
    const cart = await t.app.inject({ url: '/cart', headers: { host } });
    expect(cart.statusCode).toBe(200);
    expectBaseHeaders(cart);
    const policy = policyOf(cart);
    expectStrictScripts(policy);
    expect(policy['style-src']).toEqual(["'self'", sha256Source(inlineStyleOf(cart.body)!)]);
    const missing = await t.app.inject({ url: '/no-such-page', headers: { host: demoHost } });
    expect(missing.statusCode).toBe(404);
    expectBaseHeaders(missing);
    expectStrictScripts(policyOf(missing));
  });
});

describe("the owners' app and the platform entry", () => {
  it('sign-in screen and app shell: own policy, framed only by the same host, inline style by hash', async () => {
    const signIn = await t.app.inject({ url: '/config/', headers: { host } });
    expect(signIn.statusCode).toBe(200);
    expectBaseHeaders(signIn);
    const policy = policyOf(signIn);
    expectStrictScripts(policy);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['style-src']).toContain(sha256Source(PLATFORM_SCREEN_STYLES));
    expect(signIn.headers['x-frame-options']).toBe('SAMEORIGIN');

    const owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const shell = await owner.get('/config/pages');
    expect(shell.body).toContain('id="app-boot"');
    expect(policyOf(shell)['frame-ancestors']).toEqual(["'self'"]);
    expect(policyOf(shell)['connect-src']).toEqual(["'self'"]);

    const entry = await t.app.inject({ url: '/', headers: { host: TEST_APP_DOMAIN } });
    expect(entry.statusCode).toBe(200);
    expectBaseHeaders(entry);
    expectStrictScripts(policyOf(entry));
    expect(policyOf(entry)['frame-ancestors']).toEqual(["'self'"]);
  });

  it('the hand-off keeps its own no-referrer policy', async () => {
    const handoff = await t.app.inject({ url: '/config/handoff?token=x', headers: { host } });
    expect(handoff.headers['referrer-policy']).toBe('no-referrer');
    expect(handoff.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('API answers, files, errors and redirects', () => {
  it('API JSON with personal data is never stored by a cache and may not be framed or run', async () => {
    const owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const guest = visitor(t.app, demoHost);
    for (const response of [
      await owner.get('/api/auth/me'),
      await owner.get('/api/rest/site-settings'),
      await guest.get('/api/commerce/cart'),
      await t.app.inject({ url: '/api/rest/site-settings', headers: { host } }),
    ]) {
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['cache-control']).toMatch(/\bno-store\b/);
      expect(response.headers['content-security-policy']).toBe(NON_HTML_POLICY);
      expectBaseHeaders(response);
    }
  });

  it('static files: nosniff and a policy that allows nothing', async () => {
    const file = await t.app.inject({
      url: '/assets/static/demo/evening-coast.svg',
      headers: { host: demoHost },
    });
    expect(file.statusCode).toBe(200);
    expectBaseHeaders(file);
    expect(file.headers['content-security-policy']).toBe(NON_HTML_POLICY);
  });

  it('error pages (unknown host, bad static path) and JSON errors carry the headers', async () => {
    const unknownHost = await t.app.inject({ url: '/', headers: { host: hostOf('nobody-here') } });
    expect(unknownHost.statusCode).toBe(404);
    expectBaseHeaders(unknownHost);
    expect(policyOf(unknownHost)['style-src']).toContain(sha256Source(ERROR_PAGE_STYLES));
    expectStrictScripts(policyOf(unknownHost));
    const forbidden = await t.app.inject({ url: '/assets/%2e%2e/package.json', headers: { host } });
    expect(forbidden.statusCode).toBeGreaterThanOrEqual(400);
    expect(forbidden.statusCode).toBeLessThan(500);
    expectBaseHeaders(forbidden);
    const apiMissing = await t.app.inject({ url: '/api/no-such-call', headers: { host } });
    expect(apiMissing.statusCode).toBe(404);
    expectBaseHeaders(apiMissing);
    expect(apiMissing.headers['cache-control']).toBe('no-store');
  });

  it('redirects carry the headers', async () => {
    const redirect = await t.app.inject({ url: '/home', headers: { host } });
    expect(redirect.statusCode).toBe(301);
    expectBaseHeaders(redirect);
    const afterPost = await t.app.inject({
      method: 'POST',
      url: '/film',
      headers: { host },
      payload: { password: 'x' },
    });
    expect(afterPost.statusCode).toBe(303);
    expectBaseHeaders(afterPost);
  });
});

describe('HSTS', () => {
  it('only when PUBLIC_PROTOCOL is https, on every answer', async () => {
    for (const url of ['/', '/api/auth/me', '/assets/static/demo/evening-coast.svg']) {
      const response = await https.app.inject({ url, headers: { host: demoHost } });
      expect(response.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    }
    // Images from plain-http hosts are mixed content on an https site: not allowed there.
    expect(policyOf(await https.app.inject({ url: '/', headers: { host: demoHost } }))['img-src']).toEqual([
      "'self'",
      'data:',
      'https:',
    ]);
    expect(
      (await t.app.inject({ url: '/', headers: { host: demoHost } })).headers['strict-transport-security'],
    ).toBeUndefined();
  });
});
