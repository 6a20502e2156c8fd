import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { checkoutBody, createShop } from './store-fixtures';

let database: Database;
let t: TestApp;
let shop: Awaited<ReturnType<typeof createShop>>;
const selling = hostOf('counted');
const notSelling = hostOf('no-shop');

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  const site = await createSite(t.services, 'counted');
  shop = await createShop(t.services, site.website.id);
  await createSite(t.services, 'no-shop');
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

const scriptsOf = (html: string) =>
  [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]);

describe('the cart indicator on every page of a selling site', () => {
  it('keeps the item count in a script-readable cookie through add, update, remove and checkout', async () => {
    const guest = visitor(t.app, selling);
    const beans = shop.beans.variants[0]!.id;
    const added = await guest.request('POST', '/api/commerce/cart/items', { variantId: beans, quantity: 2 });
    const countCookie = added.cookies.find((cookie) => cookie.name === 'cart-count');
    expect(countCookie).toMatchObject({ value: '2', path: '/', sameSite: 'Lax' });
    expect(countCookie?.httpOnly).not.toBe(true);
    // The cart's own cookie stays out of scripts' reach.
    expect(added.cookies.find((cookie) => cookie.name === 'cart')?.httpOnly).toBe(true);

    await guest.request('POST', '/api/commerce/cart/items', {
      variantId: shop.mug.variants[0]!.id,
      quantity: 1,
    });
    expect(guest.jar['cart-count']).toBe('3');
    const entryId = (await guest.get('/api/commerce/cart')).json().cart.entries[0].id;
    await guest.request('PUT', `/api/commerce/cart/items/${entryId}`, { quantity: 5 });
    expect(guest.jar['cart-count']).toBe('6');
    await guest.request('DELETE', `/api/commerce/cart/items/${entryId}`);
    expect(guest.jar['cart-count']).toBe('1');

    // The full-page cart (no JavaScript) says the same.
    guest.jar['cart-count'] = '40';
    expect((await guest.get('/cart')).statusCode).toBe(200);
    expect(guest.jar['cart-count']).toBe('1');

    const placed = await guest.request('POST', '/api/commerce/checkout', checkoutBody());
    expect(placed.statusCode).toBe(200);
    expect(guest.jar['cart-count']).toBe('0');
    // A visitor without a cart reads 0 from the cart call too.
    const stranger = visitor(t.app, selling);
    await stranger.get('/api/commerce/cart');
    expect(stranger.jar['cart-count']).toBe('0');
  });

  it('shows the indicator on content pages with the small count script, and the same cached page to everyone', async () => {
    const first = await visitor(t.app, selling).get('/');
    expect(first.body).toContain('data-cart-indicator');
    const scripts = scriptsOf(first.body);
    expect(scripts).toContain('/assets/runtime/cart-count.test.js');
    expect(scripts).not.toContain('/assets/runtime/cart.test.js');
    const withCart = visitor(t.app, selling);
    withCart.jar['cart-count'] = '3';
    expect((await withCart.get('/')).body).toBe(first.body);
  });

  it('leaves sites that do not sell without an indicator or its script', async () => {
    const home = await visitor(t.app, notSelling).get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain('data-cart-indicator');
    expect(scriptsOf(home.body).filter((src) => src?.includes('/runtime/cart'))).toEqual([]);
  });
});
