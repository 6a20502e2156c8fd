import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

/**
 * The owners' donate page editing (issue 19): a page's thank-you text saved and shown on
 * "contribution confirmed" once the gift is paid; deleting a page stops new gifts (its address
 * answers 404) and keeps the gifts already made; another site's owner can neither edit nor delete it.
 */
const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const page = {
  title: 'Friends of the library',
  presetAmountsCents: [2500],
  allowCustom: false,
  minCents: 500,
  maxCents: 100_000,
  allowMonthly: true,
  confirmationText: 'Every book you buy us is read a hundred times.',
};

describe('donate pages edited by owners', () => {
  let database: Database;
  let t: TestApp;
  let host: string;
  let websiteId: string;
  let owner: ReturnType<typeof visitor>;
  let rival: ReturnType<typeof visitor>;

  beforeAll(async () => {
    database = await openTestDatabase();
    t = await buildTestApp({ database });
    const site = await createSite(t.services, 'donateedit');
    host = hostOf('donateedit');
    websiteId = site.website.id;
    owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const other = await createSite(t.services, 'donateother');
    rival = visitor(t.app, hostOf('donateother'));
    await rival.signIn(other.ownerEmail, OWNER_PASSWORD);
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it('saves the thank-you text, shows it once paid, and deletes the page but not its gifts', async () => {
    const created = await owner.request('POST', '/api/commerce/donate-pages', {
      ...page,
      confirmationText: '',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const tooLong = await owner.request('PUT', `/api/commerce/donate-pages/${id}`, {
      ...page,
      confirmationText: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.confirmationText).toBe(
      'The thank-you message must be 1000 characters or fewer',
    );
    const updated = await owner.request('PUT', `/api/commerce/donate-pages/${id}`, page);
    expect(updated.json()).toMatchObject({ confirmationText: page.confirmationText });
    expect((await owner.get('/api/commerce/donate-pages')).json().pages).toMatchObject([
      { id, confirmationText: page.confirmationText },
    ]);

    // Another site's owner: the page is not theirs to edit or delete.
    expect((await rival.request('PUT', `/api/commerce/donate-pages/${id}`, page)).statusCode).toBe(404);
    expect((await rival.request('DELETE', `/api/commerce/donate-pages/${id}`)).statusCode).toBe(404);

    const donor = visitor(t.app, host);
    const placed = await donor.request(
      'POST',
      `/checkout/donate?donatePageId=${id}`,
      new URLSearchParams({
        amount: '2500',
        email: 'reader@example.com',
        idempotencyKey: 'edit-gift-key-00001',
      }).toString(),
      form,
    );
    const pay = String(placed.headers.location);
    const paid = await donor.request('POST', pay, 'card=success', form);
    const confirmed = await donor.get(new URL(String(paid.headers.location)).pathname);
    expect(confirmed.body).toContain(page.confirmationText);

    expect((await owner.request('DELETE', `/api/commerce/donate-pages/${id}`)).statusCode).toBe(204);
    expect((await owner.request('DELETE', `/api/commerce/donate-pages/${id}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/checkout/donate?donatePageId=${id}`, headers: { host } })).statusCode,
    ).toBe(404);
    const gifts = (await owner.get('/api/commerce/donations')).json().donations;
    expect(gifts).toMatchObject([{ donatePageId: id, email: 'reader@example.com', status: 'paid' }]);
  });

  it('shows no thank-you text while the gift waits for payment', async () => {
    const created = await owner.request('POST', '/api/commerce/donate-pages', page);
    const donor = visitor(t.app, host);
    const placed = await donor.request(
      'POST',
      `/checkout/donate?donatePageId=${created.json().id}`,
      new URLSearchParams({
        amount: '2500',
        email: 'later@example.com',
        idempotencyKey: 'edit-gift-key-00002',
      }).toString(),
      form,
    );
    const gift = (await owner.get('/api/commerce/donations'))
      .json()
      .donations.find((entry: { email: string }) => entry.email === 'later@example.com');
    expect(placed.statusCode).toBe(303);
    const order = await t.services.store.orders.get(websiteId, gift.orderId);
    const waiting = await t.app.inject({
      url: `/commerce/donations/${order.accessToken}`,
      headers: { host },
    });
    expect(waiting.body).toContain('Your donation is waiting for payment');
    expect(waiting.body).not.toContain(page.confirmationText);
  });
});
