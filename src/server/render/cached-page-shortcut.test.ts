import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { MEMBER_COOKIE } from '../modules/members';
import { seedDemoSite } from '../modules/seed/seed-demo';
import { buildTestApp, hostOf, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/**
 * Issue 25, the request path: render-cache hits are answered from the first hook, with the
 * headers the page was rendered with; a shared page sets no cookie; query parameters that a
 * page does not read neither reach the render nor split the cache.
 */
let database: Database;
let t: TestApp;
const host = hostOf('demo');

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  await seedDemoSite({ ...t.services, ownerPassword: 'owner-password-1' });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
const counts = () => ({ ...t.services.cache.counts });
/** Headers that differ between any two answers. */
const withoutDate = (headers: Record<string, unknown>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describe('cached pages answered early', () => {
  it('answers a hit before the other hooks, with the same headers and body as the render, and no cookie', async () => {
    t.services.cache.clear();
    const rendered = await get('/about');
    expect(rendered.statusCode).toBe(200);
    const before = counts();
    const cached = await get('/about');
    expect(counts().early).toBe(before.early + 1);
    expect(cached.body).toBe(rendered.body);
    expect(withoutDate(cached.headers)).toEqual(withoutDate(rendered.headers));
    for (const answer of [rendered, cached]) {
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
    }
    const compressed = await get('/about', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(counts().early).toBe(before.early + 2);
  });

  // The members' session cookie is named so that this rule and the nginx config's bypass both see it.
  it('leaves requests with a personal cookie, other methods and API paths to the full path', async () => {
    await get('/about');
    const before = counts().early;
    for (const cookie of ['sid=not-a-session', 'cart=abc', 'pp_01abc=x', `${MEMBER_COOKIE}=1`, 'preview=1']) {
      const answer = await get('/about', { cookie });
      expect(answer.statusCode, cookie).toBe(200);
      expect(answer.body).toContain('Larkspur');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/about', headers: { host } })).statusCode).toBe(200);
    expect(counts().early).toBe(before);
    // A crumb or consent cookie is nobody's session: still the shared page, still early.
    await get('/about', { cookie: `crumb=${'c'.repeat(24)}; ss_cookieAllowed=true` });
    expect(counts().early).toBe(before + 1);
  });

  it('gives a new visitor a crumb on a personal page and on a refusal, never on another API answer', async () => {
    const cart = await get('/cart');
    expect(cart.headers['cache-control']).not.toMatch(/^public/);
    expect([cart.headers['set-cookie']].flat()).toContainEqual(expect.stringMatching(/^crumb=[^;]{16,};/));
    // An API answer sent while a refusal's crumb is on its way must not replace that crumb.
    const missing = await get('/api/no-such-call');
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['set-cookie']).toBeUndefined();
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/Logout', headers: { host } });
    expect(refused.json()).toMatchObject({ crumbFail: true });
    const cookies = [refused.headers['set-cookie']]
      .flat()
      .filter((line) => String(line).startsWith('crumb='));
    // One crumb, the one the answer names: the runtime retries with it.
    expect(cookies).toEqual([expect.stringContaining(`crumb=${refused.json<{ crumb: string }>().crumb};`)]);
  });
});

describe('render-cache keys', () => {
  it('keeps one entry per page whatever parameters it does not read', async () => {
    t.services.cache.clear();
    await get('/about?utm_source=mail');
    const before = counts().early;
    for (const url of [
      '/about',
      '/about?fbclid=1',
      '/about?x=2&utm_campaign=spring',
      '/about?utm_source=news',
    ])
      expect((await get(url)).statusCode).toBe(200);
    expect(counts().early).toBe(before + 4);
    expect(t.services.cache.size).toBe(1);
  });

  it('keys by the parameters a page reads: a blog list page, a hidden form field', async () => {
    t.services.cache.clear();
    const first = await get('/journal');
    const second = await get('/journal?page=2&utm_medium=x');
    expect(t.services.cache.size).toBe(2);
    expect(second.body).not.toBe(first.body);

    // The contact form's hidden field takes `utm_source` from the address.
    const plain = await get('/contact');
    expect(plain.body).toContain('value="direct"');
    const fromNews = await get('/contact?utm_source=news');
    expect(fromNews.body).toContain('value="news"');
    expect((await get('/contact?utm_source=news&fbclid=9')).body).toBe(fromNews.body);
    expect((await get('/contact?fbclid=9')).body).toBe(plain.body);
    expect(t.services.cache.size).toBe(4);
  });
});
