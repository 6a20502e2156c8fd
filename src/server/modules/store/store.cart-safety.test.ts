import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINE_LIMIT_MESSAGE, UNSELLABLE_PRODUCT_MESSAGE } from '../../../shared/commerce/products';
import { ProductType } from '../../../shared/enums/platform';
import { newId } from '../../../shared/ids';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { checkoutBody, productInput, variant } from './store-fixtures';
import { cartEntries, orders, products } from './tables';

/**
 * Issue 11, defects 4 to 7 (store-cart part): what cannot be sold, money past 32 bits, the
 * per-line limit, coupons, cart quantities and the out-of-stock message. On PGlite always and
 * on the real PostgreSQL when TEST_DATABASE_URL is set.
 */
const FORM = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };

describe.each(testEngines)('store carts and checkout safety on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let websiteId: string;
  let collectionId: string;
  const host = hostOf(`money${engine}`);
  const store = () => t.services.store;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database });
    websiteId = (await createSite(t.services, `money${engine}`)).website.id;
    collectionId = (
      await t.services.content.createCollection({ websiteId, type: 'products', title: 'Shop', urlId: 'shop' })
    ).id;
    await store().settings.update(websiteId, {
      currency: 'USD',
      shippingOptions: [
        { id: 'standard', name: 'Standard', rateCents: 500, freeAboveCents: 0, countries: [] },
      ],
      taxRules: [],
      minimumSubtotalCents: 0,
      expressCheckout: false,
      paymentProvider: 'test',
    });
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const product = (title: string, variants = [variant(1000, 0, [], { unlimited: true })], extra = {}) =>
    store().catalogue.create(websiteId, collectionId, productInput(title, variants, extra));
  const addItem = (guest: ReturnType<typeof visitor>, variantId: string, quantity: unknown) =>
    guest.request('POST', '/api/commerce/cart/items', { variantId, quantity });

  it('refuses to publish a paywall product, or to put one in a cart', async () => {
    for (const productType of [ProductType.paywall]) {
      await expect(product(`Card ${productType}`, undefined, { productType })).rejects.toMatchObject({
        code: 'productNotSellable',
        fieldErrors: { status: UNSELLABLE_PRODUCT_MESSAGE },
      });
      // Hidden is allowed (they are modelled), and publishing it later is refused too.
      const hidden = await product(`Hidden card ${productType}`, undefined, { productType, status: 'draft' });
      await expect(
        store().catalogue.update(websiteId, hidden.id, {
          ...productInput(hidden.title, [variant(1000, 0, [], { unlimited: true })]),
          productType,
          status: 'published',
        }),
      ).rejects.toMatchObject({ code: 'productNotSellable' });
      // One published before this rule (old data) still cannot be bought.
      await database.db.update(products).set({ status: 1 }).where(eq(products.id, hidden.id));
      const guest = visitor(t.app, host);
      const refused = await addItem(guest, hidden.variants[0]!.id, 1);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'Unable to add item',
        errors: { variantId: UNSELLABLE_PRODUCT_MESSAGE },
      });
      // A cart that already held it (before the rule) cannot check out with it.
      const physical = await product(`Mug ${productType}`);
      await addItem(guest, physical.variants[0]!.id, 1);
      const cart = (await guest.get('/api/commerce/cart')).json().cart;
      await database.db.insert(cartEntries).values({
        id: newId(),
        websiteId,
        cartId: cart.id,
        productId: hidden.id,
        variantId: hidden.variants[0]!.id,
        quantity: 1,
      });
      const checkout = await guest.request('POST', '/api/commerce/checkout', checkoutBody());
      expect(checkout.statusCode).toBe(400);
      expect(checkout.json().code).toBe('productNotSellable');
      expect(await database.db.select().from(orders).where(eq(orders.cartId, cart.id))).toEqual([]);
    }
  });

  it('keeps every cart line at 999 or fewer on every path that changes a quantity', async () => {
    const bulk = await product('Bulk beans');
    const variantId = bulk.variants[0]!.id;
    const guest = visitor(t.app, host);
    expect((await addItem(guest, variantId, 999)).statusCode).toBe(200);
    const again = await addItem(guest, variantId, 999);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'Unable to add item',
      errors: { quantity: `${LINE_LIMIT_MESSAGE} You already have 999.` },
    });
    const byForm = await guest.request(
      'POST',
      '/commerce/cart/add',
      `variantId=${variantId}&quantity=1`,
      FORM,
    );
    expect(byForm.statusCode).toBe(400);
    expect(byForm.body).toContain('Unable to add item');
    const cart = (await guest.get('/api/commerce/cart')).json().cart;
    expect(cart.entries[0].quantity).toBe(999);

    const update = await guest.request('PUT', `/api/commerce/cart/items/${cart.entries[0].id}`, {
      quantity: 1000,
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({
      error: 'Unable to update quantity',
      errors: { quantity: LINE_LIMIT_MESSAGE },
    });
    // The database holds the same line whatever a query does.
    await expect(
      database.db.update(cartEntries).set({ quantity: 49_950 }).where(eq(cartEntries.cartId, cart.id)),
    ).rejects.toThrow();
  });

  it('accepts only a positive whole number as a cart quantity', async () => {
    const beans = await product('Whole beans');
    const guest = visitor(t.app, host);
    for (const quantity of [true, [1], '1.5', 1.5, -1, 0, '', null, { value: 1 }]) {
      const response = await addItem(guest, beans.variants[0]!.id, quantity);
      expect(response.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'cartAddFailed',
        errors: { quantity: expect.any(String) },
      });
    }
    const added = await addItem(guest, beans.variants[0]!.id, '2');
    expect(added.json().cart.totalQuantity).toBe(2);
    const entryId = added.json().cart.entries[0].id;
    const updated = await guest.request('PUT', `/api/commerce/cart/items/${entryId}`, { quantity: [3] });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().error).toBe('Unable to update quantity');
  });

  it('stores money past 32 bits and refuses an order above what the provider takes, with a 4xx and no order', async () => {
    const yacht = await product('Yacht', [variant(100_000_000, 0, [], { unlimited: true })]);
    const guest = visitor(t.app, host);
    await addItem(guest, yacht.variants[0]!.id, 999);
    const cart = (await guest.get('/api/commerce/cart')).json().cart;
    expect(cart.subtotalCents).toBe(99_900_000_000);
    const checkout = await guest.request('POST', '/api/commerce/checkout', checkoutBody());
    expect(checkout.statusCode).toBe(422);
    expect(checkout.json()).toMatchObject({
      code: 'checkoutTotalTooLarge',
      errors: { total: 'The most one order can total is $999,999.99.' },
    });
    expect(await database.db.select().from(orders).where(eq(orders.cartId, cart.id))).toEqual([]);
    // No stock taken, no session made: the same cart is still open.
    expect((await guest.get('/api/commerce/cart')).json().cart.id).toBe(cart.id);

    // The columns are 64-bit and read back as numbers, not strings.
    const [row] = await database.db
      .insert(orders)
      .values({
        id: newId(),
        websiteId,
        orderNumber: 999_999,
        cartId: newId(),
        accessToken: newId(),
        status: 'cancelled',
        email: 'big@example.com',
        lines: [],
        currency: 'USD',
        subtotalCents: 99_900_000_000,
        grandTotalCents: 99_900_000_000,
      })
      .returning();
    expect(row!.grandTotalCents).toBe(99_900_000_000);
    const [read] = await database.db.select().from(orders).where(eq(orders.id, row!.id));
    expect(read!.subtotalCents).toBe(99_900_000_000);
  });

  it('uses one code per order by default, refuses unknown codes, and keeps a code that stops applying with its reason', async () => {
    const coffee = await product('Coupon coffee', [variant(10_000, 0, [], { unlimited: true })]);
    for (const code of ['SIXTY', 'ALSOSIXTY'])
      await store().settings.createCoupon(websiteId, {
        code,
        kind: 'percentage',
        amount: 6000,
        minimumSubtotalCents: 0,
        active: true,
        startsAt: null,
        endsAt: null,
      });
    await store().settings.createCoupon(websiteId, {
      code: 'BIGSPEND',
      kind: 'fixed',
      amount: 1000,
      minimumSubtotalCents: 15_000,
      active: true,
      startsAt: null,
      endsAt: null,
    });
    const guest = visitor(t.app, host);
    await addItem(guest, coffee.variants[0]!.id, 1);
    expect((await guest.request('POST', '/api/commerce/cart/coupons', { code: 'sixty' })).statusCode).toBe(
      200,
    );
    const second = await guest.request('POST', '/api/commerce/cart/coupons', { code: 'ALSOSIXTY' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      code: 'couponRefused',
      errors: { code: 'Only one code can be used per order. Remove SIXTY to use this one.' },
    });
    // Wrong codes are refused and never stored, however many: the good one stays.
    for (let attempt = 0; attempt < 6; attempt++) {
      const wrong = await guest.request('POST', '/api/commerce/cart/coupons', { code: `WRONG${attempt}` });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ code: 'This code is not valid.' });
    }
    let cart = (await guest.get('/api/commerce/cart')).json().cart;
    expect(cart.coupons).toEqual(['SIXTY']);
    expect(cart.discountCents).toBe(6000);

    // The owner lets codes combine: both apply; a known code that does not apply stays, with its reason.
    const settings = await store().settings.view(websiteId);
    await store().settings.update(websiteId, { ...settings, combineCoupons: true });
    await guest.request('POST', '/api/commerce/cart/coupons', { code: 'ALSOSIXTY' });
    await guest.request('POST', '/api/commerce/cart/coupons', { code: 'BIGSPEND' });
    cart = (await guest.get('/api/commerce/cart')).json().cart;
    expect(cart.validCoupons.map((coupon: { code: string }) => coupon.code)).toEqual(['SIXTY', 'ALSOSIXTY']);
    expect(cart.invalidCoupons).toEqual([
      { code: 'BIGSPEND', kind: 'fixed', reason: 'This code needs a subtotal of $150.00 or more.' },
    ]);
    // Back to one code per order: the cart keeps both, and only the first applies, the other says why.
    await store().settings.update(websiteId, { ...settings, combineCoupons: false });
    cart = (await guest.get('/api/commerce/cart')).json().cart;
    expect(cart.validCoupons.map((coupon: { code: string }) => coupon.code)).toEqual(['SIXTY']);
    expect(cart.invalidCoupons).toContainEqual({
      code: 'ALSOSIXTY',
      kind: 'percentage',
      reason: 'Only one code can be used per order.',
    });
    expect(cart.discountCents).toBe(6000);
  });

  it('names the product and option that ran out at checkout', async () => {
    const beans = await store().catalogue.create(websiteId, collectionId, {
      ...productInput('House Blend', [variant(1800, 1, ['250 g'])]),
      optionNames: ['Size'],
    });
    const first = visitor(t.app, host);
    const second = visitor(t.app, host);
    await addItem(first, beans.variants[0]!.id, 1);
    await addItem(second, beans.variants[0]!.id, 1);
    expect((await first.request('POST', '/api/commerce/checkout', checkoutBody())).statusCode).toBe(200);
    const late = await second.request('POST', '/api/commerce/checkout', checkoutBody());
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(
      'House Blend (Size: 250 g) is no longer available in the quantity you chose.',
    );
    const entryId = (await second.get('/api/commerce/cart')).json().cart.entries[0].id;
    expect(late.json().errors).toEqual({
      [`entries.${entryId}`]: 'House Blend (Size: 250 g) is no longer in stock in that quantity.',
    });
  });

  it('answers every checkout field error at once, on the API and on the form without JavaScript', async () => {
    const beans = await product('Form beans');
    const guest = visitor(t.app, host);
    await addItem(guest, beans.variants[0]!.id, 1);
    const api = await guest.request('POST', '/api/commerce/checkout', {});
    expect(api.statusCode).toBe(400);
    expect(Object.keys(api.json().errors).sort()).toEqual(
      ['city', 'country', 'email', 'firstName', 'lastName', 'line1', 'zip'].sort(),
    );
    const page = await guest.request('POST', '/commerce/checkout', 'email=&firstName=&country=US', FORM);
    expect(page.statusCode).toBe(400);
    for (const message of ['Email is not valid', 'Enter a first name', 'Enter a last name', 'Enter a city'])
      expect(page.body).toContain(message);
    expect(page.body).toContain('Enter a state');
  });

  it('prices the checkout summary for the address being typed, storing nothing', async () => {
    const settings = await store().settings.view(websiteId);
    const taxRules = [
      {
        id: 'ca',
        name: 'CA tax',
        country: 'US',
        region: 'CA',
        rateBasisPoints: 825,
        appliesToShipping: false,
      },
    ];
    await store().settings.update(websiteId, { ...settings, taxRules });
    const beans = await product('Estimate beans', [variant(2800, 0, [], { unlimited: true })]);
    const guest = visitor(t.app, host);
    await addItem(guest, beans.variants[0]!.id, 1);
    const noState = (await guest.get('/api/commerce/cart/estimate?country=US')).json();
    expect(noState.totals).toMatchObject({
      tax: null,
      taxNote: 'Calculated from your address',
      total: '$33.00',
    });
    const california = (await guest.get('/api/commerce/cart/estimate?country=US&state=CA')).json();
    expect(california.totals).toMatchObject({ shipping: '$5.00', tax: '$2.31', total: '$35.31' });
    expect(california.shippingOptions).toEqual([{ id: 'standard', label: 'Standard — $5.00' }]);
    const page = await guest.get('/checkout');
    expect(page.body).toContain('Calculated from your address');
    expect((await guest.get('/api/commerce/cart')).json().cart.shippingLocation).toBeNull();
    expect((await guest.get('/api/commerce/cart/estimate?country=USA')).statusCode).toBe(400);
    await store().settings.update(websiteId, { ...settings, taxRules: [] });
  });
});
