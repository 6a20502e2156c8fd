import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import type { PaymentProvider } from './payments/provider';
import { createStripeProvider } from './payments/stripe-provider';
import { checkoutBody, createShop, productInput, variant } from './store-fixtures';

/**
 * Subscriptions at checkout (issue 19): plans saved through the owners' API with the shared
 * schema, the spec's wording on product pages, a subscription checked out alone at
 * `/checkout/subscribe?cartToken=`, its first payment through the test provider keeping the card,
 * and the "subscription confirmed" page, on one site only.
 */
const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const formBody = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** A provider that cannot charge saved cards (what Stripe was before it could): no subscriptions. */
const withoutSavedCharges = (provider: PaymentProvider): PaymentProvider => {
  const limited = { ...provider };
  delete limited.chargeSaved;
  return limited;
};

describe.each(testEngines)('subscriptions at checkout on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let websiteId: string;
  let host: string;
  let owner: ReturnType<typeof visitor>;
  let shop: Awaited<ReturnType<typeof createShop>>;
  let clubVariant: string;
  const now = new Date('2027-01-31T15:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({
      database,
      clock: () => now,
      stripeFactory: (secretKey) => withoutSavedCharges(createStripeProvider({ secretKey })),
    });
    const site = await createSite(t.services, `subs${engine}`);
    websiteId = site.website.id;
    host = hostOf(`subs${engine}`);
    shop = await createShop(t.services, websiteId);
    owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const created = await owner.request('POST', '/api/commerce/products', {
      ...productInput('Coffee Club', [variant(2000, 50)]),
      collectionId: shop.shop.id,
      subscriptionPlans: [{ billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: '' }],
    });
    expect(created.statusCode).toBe(201);
    clubVariant = created.json().product.variants[0].id;
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it('saves plans with the shared schema, "empty" meaning indefinite, and refuses nonsense by field', async () => {
    const [club] = (await owner.get('/api/commerce/products'))
      .json()
      .products.filter((product: { title: string }) => product.title === 'Coffee Club');
    expect(club.subscriptionPlans).toEqual([
      { billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: 0 },
    ]);
    const refused = await owner.request('POST', '/api/commerce/products', {
      ...productInput('Bad Plan', [variant(1000, 1)]),
      collectionId: shop.shop.id,
      subscriptionPlans: [{ billingPeriod: { value: 0, unit: 'daily' }, numBillingCycles: -1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({
      'subscriptionPlans.0.billingPeriod.value': 'Renewals are at least every 1 week, month or year',
      'subscriptionPlans.0.billingPeriod.unit': 'Choose weekly, monthly or yearly',
      'subscriptionPlans.0.numBillingCycles': 'The number of payments cannot be negative',
    });
    // The owner edits the plan: every 3 months for 4 payments, then back.
    const edited = await owner.request('PUT', `/api/commerce/products/${club.id}`, {
      ...productInput('Coffee Club', [{ ...club.variants[0] }]),
      subscriptionPlans: [{ billingPeriod: { value: 3, unit: 'monthly' }, numBillingCycles: 4 }],
    });
    expect(edited.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/shop', headers: { host } })).body).toContain(
      'Every 3 months for 4 payments',
    );
    await owner.request('PUT', `/api/commerce/products/${club.id}`, {
      ...productInput('Coffee Club', [{ ...club.variants[0] }]),
      subscriptionPlans: [{ billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: 0 }],
    });
    const page = await t.app.inject({ url: '/shop/coffee-club', headers: { host } });
    expect(page.body).toContain('Renews every month');
  });

  it('refuses a subscription mixed with other goods at both checkouts, with the message to check out separately', async () => {
    const shopper = visitor(t.app, host);
    await shopper.request('POST', '/api/commerce/cart/items', { variantId: clubVariant, quantity: 1 });
    await shopper.request('POST', '/api/commerce/cart/items', {
      variantId: shop.mug.variants[0]!.id,
      quantity: 1,
    });
    const message =
      'A subscription is checked out on its own. Check out your subscription and your other items separately.';
    const ordinary = await shopper.get('/checkout');
    expect(ordinary.statusCode).toBe(422);
    expect(ordinary.body).toContain(message);
    const token = shopper.jar.cart!;
    const subscribe = await shopper.get(`/checkout/subscribe?cartToken=${token}`);
    expect(subscribe.statusCode).toBe(422);
    expect(subscribe.body).toContain(message);
    const posted = await shopper.request(
      'POST',
      `/checkout/subscribe?cartToken=${token}`,
      formBody(checkoutBody()),
      form,
    );
    expect(posted.statusCode).toBe(422);
    const api = await shopper.request('POST', '/api/commerce/checkout', checkoutBody());
    expect(api.statusCode).toBe(422);
    expect(api.json().error).toBe(message);
    // Nothing was placed: no stock taken.
    expect((await t.services.store.catalogue.get(websiteId, shop.mug.id)).variants[0]!.qtyInStock).toBe(3);
  });

  it('checks out a subscription alone: the card is kept, the subscription starts, and its page confirms it', async () => {
    const shopper = visitor(t.app, host);
    await shopper.request('POST', '/api/commerce/cart/items', { variantId: clubVariant, quantity: 2 });
    const token = shopper.jar.cart!;
    const redirect = await shopper.get('/checkout');
    expect(redirect.statusCode).toBe(303);
    expect(redirect.headers.location).toBe(`/checkout/subscribe?cartToken=${token}`);
    // Another cart's token (or none) opens nothing: the address alone is not the key.
    expect((await shopper.get('/checkout/subscribe?cartToken=someone-elses')).statusCode).toBe(400);
    const page = await shopper.get(`/checkout/subscribe?cartToken=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('Renews every month');
    expect(page.body).toContain(`action="/checkout/subscribe?cartToken=${token}"`);

    const placed = await shopper.request(
      'POST',
      `/checkout/subscribe?cartToken=${token}`,
      formBody(checkoutBody('sub@example.com')),
      form,
    );
    expect(placed.statusCode).toBe(303);
    const payUrl = placed.headers.location as string;
    expect(payUrl).toMatch(/^\/commerce\/test-pay\/[0-9a-f]{24}$/);
    const payPage = await shopper.get(payUrl);
    expect(payPage.body).toContain('Payment succeeds; renewals are declined');
    const paid = await shopper.request('POST', payUrl, 'card=success', form);
    expect(paid.statusCode).toBe(303);
    const confirmation = String(paid.headers.location);
    expect(confirmation).toMatch(/\/commerce\/subscriptions\/[\w-]{32}$/);

    const subscriptionToken = confirmation.split('/').pop()!;
    const subscription = (await t.services.store.subscriptions.byAccessToken(websiteId, subscriptionToken))!;
    expect(subscription).toMatchObject({ status: 'active', cyclesPaid: 1, email: 'sub@example.com' });
    expect(subscription.paymentMethodId).toMatch(/^[0-9a-f]{24}$/);
    // Paid on Jan 31: the next payment is on the last day of February, same hour.
    expect(subscription.nextChargeAt!.toISOString()).toBe('2027-02-28T15:00:00.000Z');
    const firstOrder = await t.services.store.orders.get(websiteId, subscription.firstOrderId);
    expect(firstOrder.status).toBe('paid');
    expect(subscription.amountCents).toBe(firstOrder.grandTotalCents);

    const shown = await shopper.get(new URL(confirmation).pathname);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Your subscription is confirmed');
    expect(shown.body).toContain('Renews every month');
    expect(shown.body).toContain('Next payment: February 28, 2027');
    expect(shown.body).toContain('"pageType":"subscription-confirmed"');

    // Another site never shows it.
    await createSite(t.services, `other${engine}`);
    const elsewhere = await t.app.inject({
      url: new URL(confirmation).pathname,
      headers: { host: hostOf(`other${engine}`) },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses a subscription where the payment provider cannot charge renewals', async () => {
    const site = await createSite(t.services, `substripe${engine}`);
    const stripeShop = await createShop(t.services, site.website.id);
    const club = await t.services.store.catalogue.create(site.website.id, stripeShop.shop.id, {
      ...productInput('Tea Club', [variant(1500, 5)]),
      subscriptionPlans: [{ billingPeriod: { value: 1, unit: 'weekly' }, numBillingCycles: 0 }],
    });
    const settings = await t.services.store.settings.view(site.website.id);
    await t.services.store.settings.update(site.website.id, {
      ...settings,
      paymentProvider: 'stripe',
      stripeSecretKey: 'sk_test_unused',
      stripeWebhookSecret: 'whsec_unused',
    });
    const shopper = visitor(t.app, hostOf(`substripe${engine}`));
    await shopper.request('POST', '/api/commerce/cart/items', {
      variantId: club.variants[0]!.id,
      quantity: 1,
    });
    const page = await shopper.get(`/checkout/subscribe?cartToken=${shopper.jar.cart}`);
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain('Subscriptions cannot be paid with this store’s payment provider yet.');
  });
});
