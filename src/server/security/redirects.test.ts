import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameSitePath } from '../../shared/links/same-site-path';
import type { Database } from '../db/client';
import { createShop } from '../modules/store/store-fixtures';
import { createSite, OWNER_PASSWORD } from '../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/**
 * Issue 10 item 5: redirects go only to same-site paths, normalised by one helper; absolute
 * URLs come from PUBLIC_PROTOCOL and the site's host, never forwarded headers; owners' form
 * redirects are http(s) URLs or same-site paths.
 */
const OFF_SITE = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  'evil.example',
  '',
];

describe('sameSitePath', () => {
  it.each(OFF_SITE)('refuses %j', (value) => expect(sameSitePath(value)).toBeNull());

  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/shop/house-blend?variant=2#details', '/shop/house-blend?variant=2#details'],
    ['/a/../b', '/b'],
    ['/caf\u00e9', '/caf%C3%A9'],
  ])('keeps %j as %j', (value, normalised) => expect(sameSitePath(value)).toBe(normalised));
});

let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
let shop: Awaited<ReturnType<typeof createShop>>;
const host = hostOf('redirects');

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database, config: { publicProtocol: 'https' } });
  site = await createSite(t.services, 'redirects');
  shop = await createShop(t.services, site.website.id);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('the lock screen post', () => {
  it.each(['//evil.example', '///evil.example', '/\\evil.example', '//evil.example/%2e%2e'])(
    'never redirects %j off the site',
    async (url) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { host },
        payload: { password: 'x' },
      });
      expect(response.statusCode).toBeLessThan(500);
      const location = response.headers.location;
      if (location !== undefined) expect(sameSitePath(String(location))).toBe(location);
    },
  );
});

describe('absolute URLs', () => {
  it('builds the pay page and return URLs from PUBLIC_PROTOCOL and the site host, not X-Forwarded-*', async () => {
    const guest = visitor(t.app, host);
    await guest.request('POST', '/api/commerce/cart/items', {
      variantId: shop.mug.variants[0]!.id,
      quantity: 1,
    });
    const forged = {
      'x-forwarded-proto': 'https://evil.example/#',
      'x-forwarded-host': 'evil.example',
      forwarded: 'proto=http;host=evil.example',
    };
    const response = await guest.request(
      'POST',
      '/api/commerce/checkout',
      {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        line1: '1 Market St',
        city: 'San Francisco',
        state: 'CA',
        zip: '94105',
        country: 'US',
        shippingOptionId: 'standard',
      },
      { headers: forged },
    );
    expect(response.statusCode).toBe(200);
    // The built-in provider's pay page is on the site; its return links are absolute.
    const paymentUrl = String(response.json().paymentUrl);
    expect(sameSitePath(paymentUrl)).toBe(paymentUrl);
    const payPage = await guest.request('GET', paymentUrl, undefined, { headers: forged });
    expect(payPage.statusCode).toBe(200);
    expect(payPage.body).not.toContain('evil.example');
    expect(payPage.body).toContain(`https://${host}/commerce/payment-cancelled/`);
  });
});

describe("owners' form redirect", () => {
  it.each([
    ['//evil.example', '//evil.example is not a valid page URL'],
    ['/\\evil.example', '/\\evil.example is not a valid page URL'],
    ['javascript:alert(1)', 'Links must be formatted as http://example.com or https://example.com'],
    ['data:text/html,hi', 'Links must be formatted as http://example.com or https://example.com'],
    ['ftp://example.com/', 'Links must be formatted as http://example.com or https://example.com'],
    ['https://', 'Links must be formatted as http://example.com or https://example.com'],
  ])('refuses %j with the spec message', async (redirectUrl, message) => {
    const owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const response = await owner.request('POST', '/api/rest/forms', {
      name: 'Contact',
      kind: 'form',
      fields: [{ id: 'message', type: 'textarea', title: 'Message' }],
      settings: { advanced: { redirectUrl } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'settings.advanced.redirectUrl': message });
  });

  it.each(['https://example.com/thanks', 'http://example.com/', '/thanks?from=form'])(
    'accepts %j',
    async (url) => {
      const owner = visitor(t.app, host);
      await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
      const response = await owner.request('POST', '/api/rest/forms', {
        name: 'Contact',
        kind: 'form',
        fields: [{ id: 'message', type: 'textarea', title: 'Message' }],
        settings: { advanced: { redirectUrl: url } },
      });
      expect(response.statusCode).toBe(201);
    },
  );
});
