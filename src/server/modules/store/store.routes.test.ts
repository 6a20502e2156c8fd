import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../../shared/errors';
import type { Database } from '../../db/client';
import { block, createSite, layoutOf, OWNER_PASSWORD } from '../../testing/fixtures';
import { collectionsByIds } from '../content/queries';
import { createStore } from './index';
import { SESSION_EXPIRED } from './payments/test-provider';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { checkoutBody, createShop } from './store-fixtures';

let database: Database;
let t: TestApp;
let shop: Awaited<ReturnType<typeof createShop>>;
let site: Awaited<ReturnType<typeof createSite>>;
const host = hostOf('shop');

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  site = await createSite(t.services, 'shop');
  shop = await createShop(t.services, site.website.id);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

const beans250 = () => shop.beans.variants[0]!.id;

describe('cart API', () => {
  it('adds, updates and removes items, with totals in cents', async () => {
    const guest = visitor(t.app, host);
    const added = await guest.request('POST', '/api/commerce/cart/items', {
      variantId: beans250(),
      quantity: 2,
    });
    expect(added.statusCode).toBe(200);
    expect(guest.jar.cart).toBeTruthy();
    const cart = added.json().cart;
    expect(cart).toMatchObject({
      totalQuantity: 2,
      subtotalCents: 3600,
      subtotalAmount: { minor: 3600, currency: 'USD' },
      requiresShipping: true,
      hasDigital: false,
      isPurchased: false,
    });
    const entryId = cart.entries[0].id;

    const updated = await guest.request('PUT', `/api/commerce/cart/items/${entryId}`, { quantity: 3 });
    expect(updated.json().cart.totalQuantity).toBe(3);
    const removed = await guest.request('DELETE', `/api/commerce/cart/items/${entryId}`);
    expect(removed.json().cart.entries).toEqual([]);
  });

  it('answers the spec messages when adding, updating or removing fails', async () => {
    const guest = visitor(t.app, host);
    const unknown = await guest.request('POST', '/api/commerce/cart/items', {
      variantId: '0'.repeat(24),
      quantity: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'cartAddFailed', error: 'Unable to add item' });

    const tooMany = await guest.request('POST', '/api/commerce/cart/items', {
      variantId: beans250(),
      quantity: 11,
    });
    expect(tooMany.json()).toMatchObject({
      error: 'Unable to add item',
      errors: { quantity: 'Only 10 left in stock.' },
    });
    const soldOut = await guest.request('POST', '/api/commerce/cart/items', {
      variantId: shop.soldOut.variants[0]!.id,
      quantity: 1,
    });
    expect(soldOut.json()).toMatchObject({
      error: 'Unable to add item',
      errors: { quantity: 'This item is sold out.' },
    });
    const badQuantity = await guest.request('POST', '/api/commerce/cart/items', {
      variantId: beans250(),
      quantity: 0,
    });
    expect(badQuantity.json().error).toBe('Unable to add item');

    const noCartUpdate = await visitor(t.app, host).request(
      'PUT',
      `/api/commerce/cart/items/${'a'.repeat(24)}`,
      { quantity: 1 },
    );
    expect(noCartUpdate.statusCode).toBe(400);
    expect(noCartUpdate.json().error).toBe('Unable to update quantity');

    await guest.request('POST', '/api/commerce/cart/items', { variantId: beans250(), quantity: 9 });
    const remove = await guest.request('DELETE', `/api/commerce/cart/items/${'b'.repeat(24)}`);
    expect(remove.json()).toMatchObject({ code: 'cartRemoveFailed', error: 'Unable to remove item' });
    // The stock rule counts what is already in the cart: 9 there, 10 in stock.
    const overTotal = await guest.request('POST', '/api/commerce/cart/items', {
      variantId: beans250(),
      quantity: 2,
    });
    expect(overTotal.json().errors).toEqual({ quantity: 'Only 1 left in stock.' });
  });

  it('never adds a digital product out of stock, and a digital cart needs no shipping', async () => {
    const guest = visitor(t.app, host);
    const response = await guest.request('POST', '/api/commerce/cart/items', {
      variantId: shop.guide.variants[0]!.id,
      quantity: 5,
    });
    expect(response.json().cart).toMatchObject({
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: false,
      shippingOptions: [],
    });
  });

  it('applies coupons, keeping invalid ones listed with a reason', async () => {
    await t.services.store.settings.createCoupon(site.website.id, {
      code: 'TENOFF',
      kind: 'percentage',
      amount: 1000,
      minimumSubtotalCents: 0,
      active: true,
      startsAt: null,
      endsAt: null,
    });
    await t.services.store.settings.createCoupon(site.website.id, {
      code: 'SHIPFREE',
      kind: 'free_shipping',
      amount: 0,
      minimumSubtotalCents: 0,
      active: true,
      startsAt: null,
      endsAt: null,
    });
    // Two codes on one order: the owner lets codes combine (one code per order is the default).
    const settings = await t.services.store.settings.view(site.website.id);
    await t.services.store.settings.update(site.website.id, { ...settings, combineCoupons: true });
    const guest = visitor(t.app, host);
    await guest.request('POST', '/api/commerce/cart/items', { variantId: beans250(), quantity: 2 });
    await guest.request('POST', '/api/commerce/cart/coupons', { code: 'tenoff' });
    await guest.request('POST', '/api/commerce/cart/coupons', { code: 'SHIPFREE' });
    // An unknown code is refused and never stored.
    const refused = await guest.request('POST', '/api/commerce/cart/coupons', { code: 'NOPE' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'couponRefused',
      errors: { code: 'This code is not valid.' },
    });
    const cart = (await guest.get('/api/commerce/cart')).json().cart;
    await t.services.store.settings.update(site.website.id, { ...settings, combineCoupons: false });
    expect(cart.validCoupons.map((coupon: { code: string }) => coupon.code)).toEqual(['TENOFF', 'SHIPFREE']);
    expect(cart.invalidCoupons).toEqual([]);
    expect(cart).toMatchObject({
      subtotalCents: 3600,
      discountCents: 360,
      shippingCostCents: 0,
      grandTotalCents: 3240,
    });
  });
});

describe('checkout', () => {
  it('needs a cart cookie: the spec message on the API and on /commerce/goto-checkout', async () => {
    const api = await visitor(t.app, host).request('POST', '/api/commerce/checkout', checkoutBody());
    expect(api.statusCode).toBe(400);
    expect(api.json().error).toBe(
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    );
    const page = await visitor(t.app, host).get('/commerce/goto-checkout');
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(errorCatalogue.checkoutNoCart.message);
  });

  it('refuses an empty cart, a bad US zip and a subtotal under the minimum', async () => {
    const guest = visitor(t.app, host);
    await guest.request('POST', '/api/commerce/cart/items', { variantId: beans250(), quantity: 1 });
    const entryId = (await guest.get('/api/commerce/cart')).json().cart.entries[0].id;

    const badZip = await guest.request('POST', '/api/commerce/checkout', { ...checkoutBody(), zip: '9410' });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().errors).toEqual({ zip: 'Enter a 5-digit ZIP code' });
    const badEmail = await guest.request('POST', '/api/commerce/checkout', {
      ...checkoutBody(),
      email: 'ada@',
    });
    expect(badEmail.json().errors.email).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );

    const settings = await t.services.store.settings.view(site.website.id);
    await t.services.store.settings.update(site.website.id, {
      ...settings,
      minimumSubtotalCents: 2500,
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
    });
    const under = await guest.request('POST', '/api/commerce/checkout', checkoutBody());
    expect(under.json()).toMatchObject({
      code: 'checkoutBelowMinimum',
      error: 'To check out, your order subtotal must be $25.00 or more.',
    });
    await t.services.store.settings.update(site.website.id, {
      ...settings,
      minimumSubtotalCents: 0,
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
    });

    await guest.request('DELETE', `/api/commerce/cart/items/${entryId}`);
    const empty = await guest.request('POST', '/api/commerce/checkout', checkoutBody());
    expect(empty.json()).toMatchObject({ code: 'checkoutEmptyCart' });
  });

  it('places an order, pays with the test provider and confirms it by page and e-mail', async () => {
    const guest = visitor(t.app, host);
    await guest.request('POST', '/api/commerce/cart/items', { variantId: beans250(), quantity: 2 });
    await guest.request('POST', '/api/commerce/cart/items', {
      variantId: shop.mug.variants[0]!.id,
      quantity: 1,
    });
    const placed = await guest.request('POST', '/api/commerce/checkout', checkoutBody(), {
      headers: { 'idempotency-key': 'order-attempt-1' },
    });
    expect(placed.statusCode).toBe(200);
    const result = placed.json();
    expect(result.paymentUrl).toMatch(/^\/commerce\/test-pay\/[0-9a-f]{24}$/);
    expect(result.orderNumber).toBeGreaterThanOrEqual(1001);

    // The same key and body replay the first answer exactly; the same key with another body is refused.
    const replay = await guest.request('POST', '/api/commerce/checkout', checkoutBody(), {
      headers: { 'idempotency-key': 'order-attempt-1' },
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(result);
    const changed = await guest.request(
      'POST',
      '/api/commerce/checkout',
      { ...checkoutBody(), email: 'other@example.com' },
      { headers: { 'idempotency-key': 'order-attempt-1' } },
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('idempotencyKeyReused');

    const order = await t.services.store.orders.get(site.website.id, result.orderId);
    // 2 × 18.00 + 19.00 (sale) = 55.00; shipping 5.00; CA tax 8.25 % of 55.00 = 4.54 (rounded).
    expect(order).toMatchObject({
      status: 'pending',
      subtotalCents: 5500,
      shippingCents: 500,
      taxCents: 454,
      grandTotalCents: 6454,
    });

    const payPage = await guest.get(result.paymentUrl);
    expect(payPage.statusCode).toBe(200);
    expect(payPage.body).toContain('Pay $64.54');
    expect(payPage.body).not.toMatch(/name="card(Number|number)"/);

    const paid = await guest.request('POST', result.paymentUrl, 'card=success', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    const confirmation = await guest.get(paid.headers.location!.replace(/^https?:\/\/[^/]+/, ''));
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toContain('Thank you for your order');
    expect(confirmation.body).toContain(`#${result.orderNumber}`);

    const emails = await t.services.store.emails.list(site.website.id, result.orderId);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: 'confirmation', toAddress: 'ada@example.com', status: 'queued' });
    // It is a row of the platform mail outbox, so the mail module delivers it (SMTP, retries).
    const mail = await t.services.outbox.list(site.website.id, {
      query: 'ada@example.com',
      page: 1,
      pageSize: 10,
    });
    expect(mail.rows.filter((row) => row.purpose === 'order-confirmation')).toHaveLength(1);
    expect(emails[0]!.text).toMatch(/Total\s+\$64\.54/);

    // The purchased cart is closed: the indicator reads empty, and the stock went down.
    expect((await guest.get('/api/commerce/cart')).json()).toEqual({ cart: null, totalQuantity: 0 });
    const stock = await t.services.store.catalogue.get(site.website.id, shop.beans.id);
    expect(stock.variants[0]!.qtyInStock).toBe(8);
  });

  it('shows a decline and a second authentication step on the pay page', async () => {
    const guest = visitor(t.app, host);
    await guest.request('POST', '/api/commerce/cart/items', {
      variantId: shop.guide.variants[0]!.id,
      quantity: 1,
    });
    const { paymentUrl, orderId } = (
      await guest.request('POST', '/api/commerce/checkout', { email: 'grace@example.com' })
    ).json();
    const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    const declined = await guest.request('POST', paymentUrl, 'card=decline', form);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    const challenge = await guest.request('POST', paymentUrl, 'card=authenticate', form);
    expect(challenge.body).toContain('Complete authentication');
    const done = await guest.request('POST', paymentUrl, 'card=confirm-authentication', form);
    expect(done.statusCode).toBe(303);
    expect((await t.services.store.orders.get(site.website.id, orderId)).status).toBe('paid');
  });

  it('sends a shopper back from the pay page to the same payment, and answers malformed input without a server error', async () => {
    const guest = visitor(t.app, host);
    await guest.request('POST', '/api/commerce/cart/items', { variantId: beans250(), quantity: 1 });
    const { paymentUrl } = (await guest.request('POST', '/api/commerce/checkout', checkoutBody())).json();
    const again = await guest.get('/commerce/goto-checkout');
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(paymentUrl);
    expect((await guest.get('/checkout')).headers.location).toBe(paymentUrl);

    const badCard = await guest.request('POST', paymentUrl, 'card=4242424242424242', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(badCard.statusCode).toBe(400);
    expect(badCard.body).toContain('Choose a test card.');
    expect((await guest.get(`/commerce/orders/${'x'.repeat(65)}`)).statusCode).toBe(404);
    expect((await guest.get('/commerce/orders/unknown-token')).statusCode).toBe(404);
    expect((await guest.get('/commerce/test-pay/not-an-id')).statusCode).toBe(404);
  });

  it('cancelling on the pay page puts the stock and the items back', async () => {
    const guest = visitor(t.app, host);
    await guest.request('POST', '/api/commerce/cart/items', {
      variantId: shop.mug.variants[0]!.id,
      quantity: 2,
    });
    const { orderId } = (await guest.request('POST', '/api/commerce/checkout', checkoutBody())).json();
    expect((await t.services.store.catalogue.get(site.website.id, shop.mug.id)).variants[0]!.qtyInStock).toBe(
      0,
    );
    const order = await t.services.store.orders.get(site.website.id, orderId);
    const back = await guest.get(`/commerce/payment-cancelled/${order.accessToken}`);
    expect(back.statusCode).toBe(303);
    expect((await t.services.store.orders.get(site.website.id, orderId)).status).toBe('cancelled');
    expect((await t.services.store.catalogue.get(site.website.id, shop.mug.id)).variants[0]!.qtyInStock).toBe(
      2,
    );
    expect((await guest.get('/api/commerce/cart')).json().totalQuantity).toBe(2);
  });
});

describe('cart forms without JavaScript', () => {
  it('adds with a form post and shows the full-page cart', async () => {
    const guest = visitor(t.app, host);
    const form = {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}` },
    };
    const added = await guest.request(
      'POST',
      '/commerce/cart/add',
      `variantId=${beans250()}&quantity=1`,
      form,
    );
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/cart?notice=added');
    const cart = await guest.get(added.headers.location!);
    expect(cart.body).toContain('id="sqs-cart-root"');
    expect(cart.body).toContain('id="sqs-cart-container"');
    expect(cart.body).toContain('House Blend');
    expect(cart.body).toContain('Added to your cart.');

    const crossSite = await guest.request(
      'POST',
      '/commerce/cart/add',
      `variantId=${beans250()}&quantity=1`,
      { headers: { ...form.headers, origin: 'http://evil.test' } },
    );
    expect(crossSite.statusCode).toBe(403);
    const refused = await guest.request(
      'POST',
      '/commerce/cart/add',
      `variantId=${shop.soldOut.variants[0]!.id}&quantity=1`,
      form,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Unable to add item: This item is sold out.');
  });
});

describe('store pages', () => {
  it('lists products with prices, sale and sold-out states, and loads the cart runtime', async () => {
    const list = await visitor(t.app, host).get('/shop');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('from $18.00');
    expect(list.body).toMatch(/Gesha Reserve[\s\S]*Sold out/);
    expect(list.body).toMatch(/\$24\.00[\s\S]*\$19\.00[\s\S]*Sale/);
    expect(list.body).toContain('/assets/runtime/cart.test.js');
    expect(list.body).toContain('data-cart-indicator');

    const item = await visitor(t.app, host).get('/shop/house-blend');
    expect(item.statusCode).toBe(200);
    expect(item.body).toContain('action="/commerce/cart/add"');
    expect(item.body).toMatch(/<option[^>]*disabled=""[^>]*>1 kg — \$52\.00 \(Sold out\)/);
    expect((await visitor(t.app, host).get('/shop/no-such-thing')).statusCode).toBe(404);
  });
});

describe("owners' store API", () => {
  it('refuses anonymous visitors and other sites’ owners', async () => {
    expect((await visitor(t.app, host).get('/api/commerce/orders')).statusCode).toBe(401);
    const other = await createSite(t.services, 'othershop');
    const stranger = visitor(t.app, host);
    await stranger.signIn(other.ownerEmail, OWNER_PASSWORD);
    expect((await stranger.get('/api/commerce/orders')).statusCode).toBe(404);
    expect((await stranger.get(`/api/commerce/products/${shop.beans.id}`)).statusCode).toBe(404);
  });

  it('creates products with generated SKUs, edits stock and lists inventory', async () => {
    const owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const created = await owner.request('POST', '/api/commerce/products', {
      title: 'Cold Brew Kit',
      productType: 1,
      status: 'published',
      variants: [{ priceCents: 3500, qtyInStock: 4 }],
    });
    expect(created.statusCode).toBe(201);
    const product = created.json().product;
    expect(product.variants[0].sku).toMatch(/^SQ\d{7}$/);
    expect(product.workflowLabel).toBe('Available');

    const tooExpensive = await owner.request('POST', '/api/commerce/products', {
      title: 'Gold',
      productType: 1,
      variants: [{ priceCents: 100_000_001 }],
    });
    expect(tooExpensive.statusCode).toBe(400);
    expect(tooExpensive.json().errors['variants.0.priceCents']).toBe(
      'The price can be at most 100000000 cents',
    );
    const longSku = await owner.request('POST', '/api/commerce/products', {
      title: 'Long',
      productType: 1,
      variants: [{ priceCents: 1, sku: 'x'.repeat(61) }],
    });
    expect(longSku.json().errors['variants.0.sku']).toBe('SKUs are at most 60 characters');

    const variantId = product.variants[0].id;
    const adjusted = await owner.request('PATCH', `/api/commerce/inventory/${variantId}`, { adjustBy: -5 });
    expect(adjusted.statusCode).toBe(400);
    expect(
      (await owner.request('PATCH', `/api/commerce/inventory/${variantId}`, { adjustBy: 6 })).json().variant
        .qtyInStock,
    ).toBe(10);
    const inventory = (await owner.get('/api/commerce/inventory')).json().variants;
    expect(inventory.find((row: { variantId: string }) => row.variantId === variantId)).toMatchObject({
      title: 'Cold Brew Kit',
      qtyInStock: 10,
    });
  });

  it('fulfils, refunds in part and in full, cancels, and lists customers', async () => {
    const owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const buyer = visitor(t.app, host);
    await buyer.request('POST', '/api/commerce/cart/items', { variantId: beans250(), quantity: 1 });
    const { orderId, paymentUrl } = (
      await buyer.request('POST', '/api/commerce/checkout', checkoutBody('lin@example.com'))
    ).json();

    const early = await owner.request('POST', `/api/commerce/orders/${orderId}/fulfil`);
    expect(early.statusCode).toBe(409);
    await buyer.request('POST', paymentUrl, 'card=success', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

    const listed = (await owner.get('/api/commerce/orders?status=paid')).json();
    expect(listed.orders.map((order: { id: string }) => order.id)).toContain(orderId);
    const detail = (await owner.get(`/api/commerce/orders/${orderId}`)).json();
    expect(detail.payment).toMatchObject({ provider: 'test', status: 'succeeded' });
    expect(detail.emails[0].kind).toBe('confirmation');

    expect((await owner.request('POST', `/api/commerce/orders/${orderId}/fulfil`)).json().order.status).toBe(
      'fulfilled',
    );
    const partial = (
      await owner.request('POST', `/api/commerce/orders/${orderId}/refund`, { amountCents: 500 })
    ).json().order;
    expect(partial).toMatchObject({ status: 'fulfilled', refundedCents: 500 });
    const tooMuch = await owner.request('POST', `/api/commerce/orders/${orderId}/refund`, {
      amountCents: 1_000_000,
    });
    expect(tooMuch.json().code).toBe('refundTooLarge');
    const full = (await owner.request('POST', `/api/commerce/orders/${orderId}/refund`, {})).json().order;
    expect(full.status).toBe('refunded');
    expect(full.refundedCents).toBe(full.grandTotalCents);
    expect((await owner.request('POST', `/api/commerce/orders/${orderId}/cancel`)).statusCode).toBe(409);

    const customers = (await owner.get('/api/commerce/customers')).json().customers;
    expect(
      customers.find((customer: { email: string }) => customer.email === 'lin@example.com'),
    ).toMatchObject({ orderCount: 1, totalSpentCents: 0, name: 'Ada Lovelace' });
  });
});

describe('render cache and stock', () => {
  it('a checkout that sells the last one out refreshes the cached product page', async () => {
    const last = await t.services.store.catalogue.create(site.website.id, shop.shop.id, {
      ...shop.mug,
      urlId: 'last-one',
      title: 'Last One',
      publishOn: null,
      variants: [
        {
          sku: '',
          priceCents: 1000,
          salePriceCents: 0,
          onSale: false,
          qtyInStock: 1,
          unlimited: false,
          optionValues: [],
          weightGrams: 0,
        },
      ],
    });
    const first = await visitor(t.app, host).get('/shop/last-one');
    expect(first.body).toContain('>Add to cart</button>');
    expect((await visitor(t.app, host).get('/shop/last-one')).body).toBe(first.body);
    const buyer = visitor(t.app, host);
    await buyer.request('POST', '/api/commerce/cart/items', { variantId: last.variants[0]!.id, quantity: 1 });
    expect((await buyer.request('POST', '/api/commerce/checkout', checkoutBody())).statusCode).toBe(200);
    const after = await visitor(t.app, host).get('/shop/last-one');
    expect(after.body).toContain('>Sold out</button>');
  });
});

describe('product and collection-link blocks', () => {
  it('show a product with its add-to-cart form on a content page, which then loads the cart runtime', async () => {
    const page = await t.services.content.createCollection({
      websiteId: site.website.id,
      type: 'page',
      title: 'Featured',
      urlId: 'featured',
      layout: layoutOf(
        block('product', { productId: shop.mug.id }),
        block('collection-link', { collectionId: shop.shop.id, label: 'Browse the shop' }),
        block('product', { productId: '0'.repeat(24) }),
      ),
    });
    expect(page.urlId).toBe('featured');
    const response = await visitor(t.app, host).get('/featured');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('href="/shop/mug"');
    expect(response.body).toMatch(/\$24\.00[\s\S]*\$19\.00/);
    expect(response.body).toContain('action="/commerce/cart/add"');
    const visible = (await t.services.store.catalogue.visibleIn(site.website.id, shop.shop.id, new Date()))
      .length;
    expect(response.body).toMatch(new RegExp(`Browse the shop[\\s\\S]*${visible} products`));
    expect(response.body).toContain('/assets/runtime/cart.test.js');
    expect(response.body).toContain('data-cart-indicator');
    // A block naming a product that does not exist renders nothing, not a broken card.
    expect(response.body.match(/sqs-block-product/g)).toHaveLength(1);
  });

  it('keeps content pages without store blocks free of the cart runtime; their indicator reads a cookie', async () => {
    const home = await visitor(t.app, host).get('/');
    // Site-wide analytics (tracking) may load on every recorded page; the cart runtime may not.
    const scripts = [...home.body.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.filter((src) => !/\/runtime\/(tracking|cookie-banner)\./.test(src ?? ''))).toEqual([
      '/assets/runtime/cart-count.test.js',
    ]);
    expect(home.body).not.toContain('/assets/runtime/cart.');
    expect(home.body).toContain('data-cart-indicator');
  });
});

describe('abandoned checkouts', () => {
  it('expire: the pay page refuses late payment and the order is released with its stock', async () => {
    const kettle = await t.services.store.catalogue.create(site.website.id, shop.shop.id, {
      ...shop.mug,
      urlId: 'kettle',
      title: 'Kettle',
      publishOn: null,
      variants: [
        {
          sku: '',
          priceCents: 6000,
          salePriceCents: 0,
          onSale: false,
          qtyInStock: 4,
          unlimited: false,
          optionValues: [],
          weightGrams: 0,
        },
      ],
    });
    const guest = visitor(t.app, host);
    await guest.request('POST', '/api/commerce/cart/items', {
      variantId: kettle.variants[0]!.id,
      quantity: 1,
    });
    const before = 4;
    const { orderId, paymentUrl } = (
      await guest.request('POST', '/api/commerce/checkout', checkoutBody())
    ).json();
    expect((await t.services.store.catalogue.get(site.website.id, kettle.id)).variants[0]!.qtyInStock).toBe(
      before - 1,
    );

    // The same database seen two hours later.
    const later = createStore({
      db: database.db,
      mail: t.services.outbox,
      siteMail: t.services.siteMail,
      websites: t.services.websites,
      content: t.services.content,
      collectionsById: (websiteId, ids) => collectionsByIds(database.db, websiteId, ids),
      siteOrigin: async () => `http://${host}`,
      clock: () => new Date(Date.now() + 2 * 60 * 60 * 1000),
    });
    const session = (await later.testProvider.session(site.website.id, paymentUrl.split('/').pop()))!;
    const neverCharged = () => Promise.reject(new Error('an expired session must not be charged'));
    expect(await later.testProvider.pay(session, 'success', neverCharged)).toEqual({
      status: 'declined',
      message: SESSION_EXPIRED,
    });
    expect(await later.testProvider.charges(site.website.id, session.id)).toHaveLength(0);

    expect(await t.services.store.orders.releaseAbandoned(new Date(Date.now() - 60_000))).toBe(0);
    expect(
      await t.services.store.orders.releaseAbandoned(new Date(Date.now() + 60_000)),
    ).toBeGreaterThanOrEqual(1);
    expect((await t.services.store.orders.get(site.website.id, orderId)).status).toBe('cancelled');
    expect((await t.services.store.catalogue.get(site.website.id, kettle.id)).variants[0]!.qtyInStock).toBe(
      before,
    );
  });
});
