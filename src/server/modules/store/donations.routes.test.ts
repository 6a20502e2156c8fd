import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';

/**
 * Donations (issue 19) through the real pages: an owner's donate page, the spec's
 * `/checkout/donate?donatePageId=`, the amount decided by the server whatever the form says, one
 * gift per form however often it is sent, the test provider's payment, "contribution confirmed",
 * the receipt, monthly gifts renewed by the subscription machinery, and the owners' list, totals
 * per fund and CSV, each on its own site only.
 */
const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const body = (values: Record<string, string>) => new URLSearchParams(values).toString();
const KEY = 'gift-key-0000000000000001';

describe.each(testEngines)('donations on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let websiteId: string;
  let host: string;
  let owner: ReturnType<typeof visitor>;
  let pageId: string;
  let now = new Date('2027-01-31T15:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database, clock: () => now });
    const site = await createSite(t.services, `give${engine}`);
    websiteId = site.website.id;
    host = hostOf(`give${engine}`);
    owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const created = await owner.request('POST', '/api/commerce/donate-pages', {
      title: 'Support the library',
      presetAmountsCents: [2500, 5000],
      allowCustom: true,
      minCents: 500,
      maxCents: 1_000_000,
      funds: ['Books', 'Building'],
      coverFeeBasisPoints: 300,
      allowMonthly: true,
    });
    expect(created.statusCode).toBe(201);
    pageId = created.json().id;
    expect(created.json().href).toBe(`/checkout/donate?donatePageId=${pageId}`);
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const donate = (values: Record<string, string>, who = visitor(t.app, host)) =>
    who.request('POST', `/checkout/donate?donatePageId=${pageId}`, body(values), form);

  it('refuses owner settings the donor could not be held to', async () => {
    const refused = await owner.request('POST', '/api/commerce/donate-pages', {
      title: 'Bad',
      presetAmountsCents: [100],
      minCents: 500,
      maxCents: 400,
      coverFeeBasisPoints: 300,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({
      maxCents: 'The maximum must be at least the minimum and within what one payment can be.',
    });
  });

  it('shows the donate page with its choices, and 404 for an unknown id or another site’s', async () => {
    const page = await t.app.inject({ url: `/checkout/donate?donatePageId=${pageId}`, headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Support the library');
    expect(page.body).toContain('$25.00');
    expect(page.body).toContain('From $5.00 to $10,000.00');
    expect(page.body).toContain('Add 3% to cover the fees');
    expect(page.body).toContain('"pageType":"donate"');
    expect(page.body).toMatch(/name="idempotencyKey" value="[\w-]{24}"/);
    expect(
      (
        await t.app.inject({
          url: '/checkout/donate?donatePageId=000000000000000000000000',
          headers: { host },
        })
      ).statusCode,
    ).toBe(404);
    await createSite(t.services, `elsewhere${engine}`);
    const foreign = await t.app.inject({
      url: `/checkout/donate?donatePageId=${pageId}`,
      headers: { host: hostOf(`elsewhere${engine}`) },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Support the library');
  });

  it('decides the amount on the server: amounts not offered, out of range, or an unknown fund are refused', async () => {
    const tampered = await donate({ amount: '1', email: 'a@example.com', idempotencyKey: `${KEY}-t` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('Choose one of the amounts offered.');
    const low = await donate({
      amount: 'custom',
      customAmount: '4.99',
      email: 'a@example.com',
      idempotencyKey: `${KEY}-l`,
    });
    expect(low.statusCode).toBe(400);
    expect(low.body).toContain('Enter an amount from $5.00 to $10,000.00.');
    const fund = await donate({
      amount: '2500',
      fund: 'Yachts',
      email: 'a@example.com',
      idempotencyKey: `${KEY}-f`,
    });
    expect(fund.body).toContain('Choose one of the funds offered.');
    // The key the form carried survives a refused send, so the corrected form is the same gift.
    expect(fund.body).toContain(`value="${KEY}-f"`);
    expect((await owner.get('/api/commerce/donations')).json().donations).toEqual([]);
  });

  it('takes a gift once however often the form is sent, pays it, confirms it and mails a receipt without goods', async () => {
    const donor = visitor(t.app, host);
    const values = {
      amount: 'custom',
      customAmount: '40',
      fund: 'Books',
      coverFee: 'on',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      idempotencyKey: KEY,
      // Whatever the browser claims the total is, it is not read.
      total: '1',
    };
    const first = await donate(values, donor);
    expect(first.statusCode).toBe(303);
    const payUrl = String(first.headers.location);
    expect(payUrl).toMatch(/^\/commerce\/test-pay\/[0-9a-f]{24}$/);
    // Sent again (double click, a retry after a lost answer): the same gift and payment page.
    const again = await donate(values, donor);
    expect(again.headers.location).toBe(payUrl);
    // The same key with another gift is refused, never a second charge.
    const reused = await donate({ ...values, customAmount: '400' }, donor);
    expect(reused.statusCode).toBe(422);

    const payPage = await donor.get(payUrl);
    expect(payPage.body).toContain('$41.20');
    const paid = await donor.request('POST', payUrl, 'card=success', form);
    const confirmation = new URL(String(paid.headers.location)).pathname;
    expect(confirmation).toMatch(/^\/commerce\/donations\/[\w-]{32}$/);
    // Pressing Pay again charges nothing more.
    const twice = await donor.request('POST', payUrl, 'card=success', form);
    expect(twice.statusCode).toBe(303);

    const shown = await donor.get(confirmation);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Thank you for your donation');
    expect(shown.body).toContain('$40.00 · One time');
    expect(shown.body).toContain('Added to cover fees: $1.20');
    expect(shown.body).toContain('Total: $41.20');
    expect(shown.body).toContain('Designated to: Books');
    expect(shown.body).toContain('"pageType":"contribution-confirmed"');
    expect(shown.headers['referrer-policy']).toBe('no-referrer');
    const elsewhere = await t.app.inject({
      url: confirmation,
      headers: { host: hostOf(`elsewhere${engine}`) },
    });
    expect(elsewhere.statusCode).toBe(404);

    const list = (await owner.get('/api/commerce/donations')).json();
    expect(list.donations).toHaveLength(1);
    const [gift] = list.donations;
    expect(gift).toMatchObject({
      status: 'paid',
      amountCents: 4000,
      feeCents: 120,
      totalCents: 4120,
      fund: 'Books',
    });
    const order = await t.services.store.orders.get(websiteId, gift.orderId);
    expect(order).toMatchObject({ lines: [], taxCents: 0, shippingCents: 0, grandTotalCents: 4120 });
    const mails = await t.services.store.emails.list(websiteId, gift.orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `Thank you for your gift to ${(await t.services.websites.findById(websiteId))!.title}`,
    );
    expect(mails[0]!.text).toContain('$41.20');
    expect(mails[0]!.text).toContain('no goods or services were provided');
    expect(mails[0]!.text).toContain('Designated to: Books');
  });

  it('makes one gift when the same form arrives several times at once (the key is unique on the database)', async () => {
    const donor = visitor(t.app, host);
    const values = { amount: '2500', email: 'race@example.com', idempotencyKey: `${KEY}-race` };
    const answers = await Promise.all(Array.from({ length: 4 }, () => donate(values, donor)));
    expect(new Set(answers.map((answer) => answer.headers.location)).size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 303)).toBe(true);
    const gifts = (await owner.get('/api/commerce/donations')).json().donations;
    expect(gifts.filter((gift: { email: string }) => gift.email === 'race@example.com')).toHaveLength(1);
    // Left unpaid: cancelled through the provider's cancel return, so the totals below count only paid gifts.
    const gift = gifts.find((entry: { email: string }) => entry.email === 'race@example.com');
    const order = await t.services.store.orders.get(websiteId, gift.orderId);
    const back = await donor.get(`/commerce/donations/${order.accessToken}/cancel`);
    expect(back.headers.location).toBe(`/checkout/donate?donatePageId=${pageId}`);
    expect((await t.services.store.orders.get(websiteId, gift.orderId)).status).toBe('cancelled');
  });

  it('renews a monthly gift with the subscription machinery, each month with its own receipt', async () => {
    now = new Date('2027-01-31T15:00:00Z');
    const donor = visitor(t.app, host);
    const placed = await donate(
      { amount: '5000', frequency: 'monthly', email: 'grace@example.com', idempotencyKey: `${KEY}-m` },
      donor,
    );
    const payUrl = String(placed.headers.location);
    const paid = await donor.request('POST', payUrl, 'card=success', form);
    const confirmation = new URL(String(paid.headers.location)).pathname;
    expect((await donor.get(confirmation)).body).toContain('$50.00 · Monthly');
    const gift = (await owner.get('/api/commerce/donations'))
      .json()
      .donations.find((entry: { email: string }) => entry.email === 'grace@example.com');
    const subscription = (await t.services.store.subscriptions.byFirstOrder(websiteId, gift.orderId))!;
    expect(subscription).toMatchObject({ status: 'active', amountCents: 5000, lines: [] });
    now = new Date('2027-02-28T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, subscription.id)).toBe('renewed');
    // Back to the owner's sign-in day: a month later the owner's session would have ended.
    now = new Date('2027-01-31T16:00:00Z');
    const months = (await owner.get('/api/commerce/donations'))
      .json()
      .donations.filter((entry: { email: string }) => entry.email === 'grace@example.com');
    expect(months).toHaveLength(2);
    const renewal = months.find((entry: { orderId: string }) => entry.orderId !== gift.orderId);
    expect(renewal).toMatchObject({ status: 'paid', totalCents: 5000, monthly: true });
    const [receipt] = await t.services.store.emails.list(websiteId, renewal.orderId);
    expect(receipt!.text).toContain('monthly gift of $50.00');
  });

  it('lists totals per fund and exports CSV for this site’s owner only', async () => {
    const list = (await owner.get('/api/commerce/donations')).json();
    expect(list.totals).toEqual([
      { fund: null, currency: 'USD', count: 2, totalCents: 10000 },
      { fund: 'Books', currency: 'USD', count: 1, totalCents: 4120 },
    ]);
    const csv = await owner.get('/api/commerce/donations.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Ada Lovelace,ada@example.com,Books,One time,paid,USD,40.00,1.20,41.20,0.00');
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(5);

    const other = await createSite(t.services, `rival${engine}`);
    const rival = visitor(t.app, hostOf(`rival${engine}`));
    await rival.signIn(other.ownerEmail, OWNER_PASSWORD);
    expect((await rival.get('/api/commerce/donations')).json()).toEqual({ donations: [], totals: [] });
    expect((await rival.get('/api/commerce/donations.csv')).body.split('\r\n').filter(Boolean)).toHaveLength(
      1,
    );
    const edit = await rival.request('PUT', `/api/commerce/donate-pages/${pageId}`, {
      title: 'Mine now',
      minCents: 1,
      maxCents: 2,
    });
    expect(edit.statusCode).toBe(404);
    expect(
      await visitor(t.app, host)
        .get('/api/commerce/donations')
        .then((answer) => answer.statusCode),
    ).toBe(401);
  });
});
