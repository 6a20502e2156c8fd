import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { checkoutBody, createShop, productInput, variant } from './store-fixtures';

/**
 * The owners' subscriptions (issue 19, Store → Subscriptions): every subscription of the site in
 * each state it can be in, filtered by state, with the customer, the plan's wording and the next
 * payment date, and the CSV of the same filter. Another site's subscriptions and checkouts never
 * paid are never listed.
 */
const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const STARTED = new Date('2027-01-31T15:00:00Z');

interface Listed {
  email: string;
  status: string;
  plan: string;
  title: string;
  amountCents: number;
  nextPaymentAt: string | null;
}

describe.each(testEngines)('owners’ subscriptions on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let now = STARTED;
  let owner: ReturnType<typeof visitor>;
  const host = hostOf(`subsowner${engine}`);
  const foreignHost = hostOf(`subsforeign${engine}`);
  const variants: Record<string, { websiteId: string; host: string; variantId: string }> = {};
  let rivalOwnerEmail = '';

  /** A subscription bought through the real pages with a test card (or left unpaid); answers its id. */
  async function subscribe(product: string, email: string, card: string | null = 'success') {
    const { websiteId, host: onHost, variantId } = variants[product]!;
    const shopper = visitor(t.app, onHost);
    await shopper.request('POST', '/api/commerce/cart/items', { variantId, quantity: 1 });
    const placed = await shopper.request(
      'POST',
      `/checkout/subscribe?cartToken=${shopper.jar.cart!}`,
      new URLSearchParams(checkoutBody(email)).toString(),
      form,
    );
    expect(placed.statusCode).toBe(303);
    if (!card) return '';
    const paid = await shopper.request('POST', String(placed.headers.location), `card=${card}`, form);
    const token = String(paid.headers.location).split('/').pop()!;
    return (await t.services.store.subscriptions.byAccessToken(websiteId, token))!.id;
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database, clock: () => now });
    const plan = (unit: 'weekly' | 'monthly', numBillingCycles: number) => ({
      subscriptionPlans: [{ billingPeriod: { value: 1, unit }, numBillingCycles }],
    });
    for (const [onHost, products] of [
      [host, { club: plan('monthly', 0), box: plan('monthly', 1) }],
      [foreignHost, { rival: plan('weekly', 0) }],
    ] as const) {
      const site = await createSite(t.services, onHost.split('.')[0]!);
      const shop = await createShop(t.services, site.website.id);
      for (const [name, extra] of Object.entries(products)) {
        const title = { club: 'Coffee Club', box: 'Tasting Box', rival: 'Rival Roast' }[name]!;
        const product = await t.services.store.catalogue.create(site.website.id, shop.shop.id, {
          ...productInput(title, [variant(2000, 100)]),
          ...extra,
        });
        variants[name] = { websiteId: site.website.id, host: onHost, variantId: product.variants[0]!.id };
      }
      if (onHost === host) {
        owner = visitor(t.app, host);
        await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
      } else rivalOwnerEmail = site.ownerEmail;
    }
    const { websiteId } = variants.club!;
    await subscribe('club', 'active@example.com');
    const paused = await subscribe('club', 'paused@example.com');
    await t.services.store.selfService.apply(websiteId, paused, 'pause');
    const cancelled = await subscribe('club', 'cancelled@example.com');
    await t.services.store.selfService.apply(websiteId, cancelled, 'cancel');
    await subscribe('box', 'completed@example.com');
    await subscribe('club', 'unpaid@example.com', null);
    const failing = await subscribe('club', 'pastdue@example.com', 'renewal-decline');
    now = new Date('2027-02-28T15:00:00Z');
    expect(await t.services.store.renewals.renew(websiteId, failing)).toBe('retry-scheduled');
    now = STARTED;
    await subscribe('rival', 'foreign@example.com');
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const list = async (query = ''): Promise<{ subscriptions: Listed[]; total: number }> => {
    const answer = await owner.get(`/api/commerce/subscriptions${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  it('lists every paid subscription of the site with its customer, plan and next payment', async () => {
    const all = await list();
    expect(all.total).toBe(5);
    expect(all.subscriptions.map((row) => `${row.email} ${row.status}`).sort()).toEqual([
      'active@example.com active',
      'cancelled@example.com cancelled',
      'completed@example.com completed',
      'pastdue@example.com past_due',
      'paused@example.com paused',
    ]);
    const byEmail = (email: string) => all.subscriptions.find((row) => row.email === email)!;
    expect(byEmail('active@example.com')).toMatchObject({
      title: 'Coffee Club',
      plan: 'Renews every month',
      nextPaymentAt: '2027-02-28T15:00:00.000Z',
    });
    expect(byEmail('completed@example.com')).toMatchObject({
      title: 'Tasting Box',
      plan: 'Renews every month for 1 payment',
      nextPaymentAt: null,
    });
    expect(byEmail('paused@example.com').nextPaymentAt).toBeNull();
    // A failed renewal is retried the next day (dunning), and the list says when.
    expect(byEmail('pastdue@example.com').nextPaymentAt).toBe('2027-03-01T15:00:00.000Z');
    expect(byEmail('active@example.com').amountCents).toBe(byEmail('paused@example.com').amountCents);
  });

  it('filters by each state and refuses an unknown one', async () => {
    for (const [status, email] of [
      ['active', 'active@example.com'],
      ['past_due', 'pastdue@example.com'],
      ['paused', 'paused@example.com'],
      ['cancelled', 'cancelled@example.com'],
      ['completed', 'completed@example.com'],
    ]) {
      const filtered = await list(`?status=${status}`);
      expect(
        filtered.subscriptions.map((row) => row.email),
        status,
      ).toEqual([email]);
      expect(filtered.total).toBe(1);
    }
    for (const status of ['incomplete', 'everything']) {
      const refused = await owner.get(`/api/commerce/subscriptions?status=${status}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('validation');
    }
    expect((await list('?page=2')).subscriptions).toEqual([]);
  });

  it('exports the same filter as CSV', async () => {
    const csv = await owner.get('/api/commerce/subscriptions.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="subscriptions.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'Started,Status,Name,Email,Product,Plan,Currency,Amount,Payments made,Next payment,Cancelled',
    );
    expect(lines).toHaveLength(6);
    expect(lines.find((line) => line.includes('active@example.com'))).toMatch(
      /^\d{4}-\d\d-\d\dT[\d:.]+Z,Active,[^,]*,active@example\.com,Coffee Club,Renews every month,USD,\d+\.\d\d,1,2027-02-28T15:00:00\.000Z,$/,
    );
    const cancelled = await owner.get('/api/commerce/subscriptions.csv?status=cancelled');
    const rows = cancelled.body.split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/,Cancelled,.*cancelled@example\.com,.*,2027-01-31T15:00:00\.000Z$/);
  });

  // Last: it adds a subscription the tests above do not count.
  it('lists a monthly gift’s subscription as a monthly donation', async () => {
    const created = await owner.request('POST', '/api/commerce/donate-pages', {
      title: 'Support the roastery',
      presetAmountsCents: [5000],
      allowCustom: false,
      minCents: 500,
      maxCents: 100_000,
      funds: [],
      coverFeeBasisPoints: 0,
      allowMonthly: true,
    });
    expect(created.statusCode).toBe(201);
    const donor = visitor(t.app, host);
    const placed = await donor.request(
      'POST',
      `/checkout/donate?donatePageId=${created.json().id}`,
      new URLSearchParams({
        amount: '5000',
        frequency: 'monthly',
        email: 'giver@example.com',
        idempotencyKey: 'gift-key-0000000000000001',
      }).toString(),
      form,
    );
    expect(placed.statusCode).toBe(303);
    await donor.request('POST', String(placed.headers.location), 'card=success', form);
    const [gift] = (await list('?status=active')).subscriptions.filter(
      (row) => row.email === 'giver@example.com',
    );
    expect(gift).toMatchObject({ title: 'Monthly donation', plan: 'Renews every month', amountCents: 5000 });
  });

  it('never shows another site’s subscriptions, and only to the site’s store staff', async () => {
    const rival = visitor(t.app, foreignHost);
    await rival.signIn(rivalOwnerEmail, OWNER_PASSWORD);
    const theirs = (await rival.get('/api/commerce/subscriptions')).json();
    expect(theirs.subscriptions.map((row: Listed) => row.email)).toEqual(['foreign@example.com']);
    expect((await rival.get('/api/commerce/subscriptions.csv')).body).not.toContain('Coffee Club');
    // The site's own list never holds the other site's customer, in the list or the CSV.
    expect(JSON.stringify((await list()).subscriptions)).not.toContain('foreign@example.com');
    expect((await owner.get('/api/commerce/subscriptions.csv')).body).not.toContain('foreign@example.com');
    // The rival owner, signed in on this site's address, reaches nothing of it.
    const stranger = visitor(t.app, host);
    await stranger.signIn(rivalOwnerEmail, OWNER_PASSWORD);
    for (const path of ['/api/commerce/subscriptions', '/api/commerce/subscriptions.csv']) {
      const refused = await stranger.get(path);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('@example.com');
    }
    const guest = visitor(t.app, host);
    expect((await guest.get('/api/commerce/subscriptions')).statusCode).toBe(401);
    expect((await guest.get('/api/commerce/subscriptions.csv')).statusCode).toBe(401);
  });
});
