import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../shared/errors';
import type { Database } from '../db/client';
import { contactDefinition, goodValues, submit } from '../modules/forms/test-forms';
import { censusHits } from '../modules/census/tables';
import { createShop } from '../modules/store/store-fixtures';
import { block, createSite, layoutOf, OWNER_PASSWORD } from '../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/**
 * Issue 10 items 3 and 4: one text rule at the edge of every endpoint. U+0000 and unpaired
 * surrogates are stripped by census ingestion and refused with a clear 400 everywhere else;
 * bodies of the wrong shape and static-file refusals are clear 4xx answers, never 500.
 */
const NUL = '\u0000';
const LONE = '\uD800';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
let formId: string;
const host = hostOf('text');

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  site = await createSite(t.services, 'text');
  await createShop(t.services, site.website.id);
  formId = (await t.services.forms.create(site.website.id, contactDefinition())).id;
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

const hitForm = (referrer: string, path: string) =>
  new URLSearchParams({
    event: 'view',
    data: JSON.stringify({
      websiteId: site.website.id,
      url: `http://${host}${path}`,
      userAgent: 'Mozilla/5.0',
      pageType: 'page',
      referrer,
      title: `Title ${NUL}${LONE}`,
    }),
  }).toString();

describe('census strips invalid text', () => {
  it('stores a hit with NUL or a lone surrogate in its referrer, and the hits after it', async () => {
    const guest = visitor(t.app, host);
    const post = (payload: string) =>
      guest.request('POST', '/api/census/RecordHit', payload, { crumb: false, headers: FORM });
    expect((await post(hitForm(`https://search.example/?q=a${NUL}b`, '/nul'))).statusCode).toBe(202);
    expect((await post(hitForm(`https://search.example/?q=${LONE}`, '/surrogate'))).statusCode).toBe(202);
    expect((await post(hitForm('', '/plain'))).statusCode).toBe(202);
    await t.services.census.flush();
    const rows = await database.db.select().from(censusHits).where(eq(censusHits.websiteId, site.website.id));
    expect(rows.map((row) => row.path).sort()).toEqual(['/nul', '/plain', '/surrogate']);
    expect(rows.find((row) => row.path === '/nul')?.referrer).toBe('https://search.example/?q=ab');
    for (const row of rows) expect(row.title).toBe('Title ');
    expect(t.services.census.stats().writers.hits.pending).toBe(0);
  });
});

describe('every other endpoint refuses invalid text with a clear 400', () => {
  const invalidText = { code: 'invalidText', error: errorCatalogue.invalidText.message };

  it('refuses form submissions with NUL (JSON and no-JavaScript)', async () => {
    const json = await submit(t.app, host, {
      formId,
      form: JSON.stringify({ ...goodValues, message: `Hi${NUL}` }),
      pagePath: '/contact',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject(invalidText);
    const plain = await t.app.inject({
      method: 'POST',
      url: `/forms/${formId}/submit`,
      headers: { host, ...FORM },
      payload: `message=Hi%00&pagePath=%2Fcontact`,
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.body).toContain('characters that are not allowed');
  });

  it('refuses a lone surrogate in a JSON body', async () => {
    const guest = visitor(t.app, host);
    const response = await guest.request('POST', '/api/commerce/cart/coupons', `{"code":"A\\ud800"}`, {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(invalidText);
  });

  it.each([
    '/search?q=%00',
    '/commerce/orders/%00',
    '/shop/%00',
    '/%00',
    '/api/commerce/products/%00',
    '/forms/newsletter/confirm?token=%00aaaaaaaaaaaa',
  ])('refuses GET %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { host } });
    expect(response.statusCode).toBe(400);
  });

  it('treats a damaged cookie as absent instead of failing', async () => {
    for (const cookie of ['cart=%00', 'sid=%00', 'crumb=%00aaaaaaaaaaaaaaaaaaaaaaaaa', 'cart=%ED%A0%80']) {
      for (const url of ['/', '/cart', '/api/commerce/cart', '/api/auth/me']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { host, cookie } });
        expect(response.statusCode, `${cookie} ${url}`).toBe(200);
      }
    }
  });

  it('refuses owner saves with NUL: layouts, forms, products, posts, settings', async () => {
    const owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const settings = (await owner.get('/api/rest/site-settings')).json();
    const saves: Array<[string, string, unknown]> = [
      [
        'PUT',
        `/api/rest/pages/${site.home.id}/layout`,
        { layout: layoutOf(block('heading', { text: `A${NUL}` })) },
      ],
      ['POST', '/api/rest/forms', { ...contactDefinition(), name: `Contact${NUL}` }],
      [
        'POST',
        '/api/commerce/products',
        { title: `Mug${NUL}`, productType: 1, variants: [{ priceCents: 100 }] },
      ],
      ['PUT', '/api/rest/site-settings', { ...settings, title: `Site${NUL}` }],
      ['PATCH', `/api/rest/pages/${site.home.id}`, { title: `Home${NUL}` }],
      ['PUT', '/api/site-header-footer', { header: { showTitle: true, logoAlt: NUL }, footer: {} }],
      ['POST', '/api/commerce/coupons', { code: `A${NUL}`, kind: 'percentage', amount: 100 }],
    ];
    for (const [method, url, payload] of saves) {
      const response = await owner.request(method as 'PUT', url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject(invalidText);
    }
  });
});

describe('non-object bodies and static-file refusals are clear 4xx answers', () => {
  const bodies: Array<[string, string]> = [
    ['application/json', '42'],
    ['application/json', '"text"'],
    ['application/json', '[1,2]'],
    ['application/json', 'true'],
    ['application/json', 'null'],
    ['text/plain', 'hello'],
  ];

  it.each(['/config/sign-in', '/config/sign-out', '/wholesale'])('POST %s with odd bodies', async (url) => {
    const guest = visitor(t.app, host);
    await guest.get('/config/');
    for (const [type, payload] of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          host,
          'content-type': type,
          cookie: `crumb=${guest.jar.crumb}`,
          'x-csrf-token': guest.jar.crumb!,
        },
        payload,
      });
      expect(response.statusCode, `${type} ${payload}`).toBeGreaterThanOrEqual(300);
      expect(response.statusCode, `${type} ${payload}`).toBeLessThan(500);
    }
  });

  it.each([
    '/assets/%2e%2e/package.json',
    '/assets/static/demo/',
    '/assets/static/%2e%2e/%2e%2e/package.json',
    '/assets/.hidden',
  ])('GET %s is a 4xx', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { host } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('Internal server error');
  });

  it('answers checkout and coupon forms with NUL as a 400', async () => {
    for (const [url, payload] of [
      ['/commerce/checkout', 'email=a%00%40example.com&firstName=Ada%00'],
      ['/commerce/cart/coupon', 'code=A%00'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: { host, ...FORM }, payload });
      expect(response.statusCode, url).toBe(400);
    }
  });
});
