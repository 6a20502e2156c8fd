import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductType } from '../../../shared/enums/platform';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { mailOutbox } from '../mail/tables';
import { GIFT_CARD_LETTERS } from './gift-card-codes';
import { productInput, shippingAddress, variant } from './store-fixtures';
import { giftCards } from './tables';

/**
 * Gift cards (issue 20) through the real pages: buying one at the spec's
 * `/checkout/giftcard?websiteId=&giftCardProductId=&sku=`, the card issued with the payment and
 * mailed to the recipient on the send date, the balance page, spending it across orders (partly,
 * wholly), refunds crediting it back, a refunded purchase voiding it, and the owners' screen.
 */
const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
const body = (values: Record<string, string>) => new URLSearchParams(values).toString();
const CODE = new RegExp(`[${GIFT_CARD_LETTERS}]{4}(?:-[${GIFT_CARD_LETTERS}]{4}){3}`);

describe.each(testEngines)('gift cards on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let websiteId: string;
  let host: string;
  let owner: ReturnType<typeof visitor>;
  let cardProductId: string;
  let mugVariantId: string;
  let now = new Date('2027-03-10T12:00:00Z');
  let code = '';

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database, clock: () => now });
    const site = await createSite(t.services, `gifts${engine}`);
    websiteId = site.website.id;
    host = hostOf(`gifts${engine}`);
    owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const shop = await t.services.content.createCollection({
      websiteId,
      type: 'products',
      title: 'Shop',
      urlId: 'shop',
    });
    const { catalogue, settings } = t.services.store;
    await settings.update(websiteId, {
      currency: 'USD',
      shippingOptions: [
        { id: 'standard', name: 'Standard', rateCents: 500, freeAboveCents: 0, countries: [] },
      ],
      taxRules: [
        {
          id: 'all',
          name: 'Tax',
          country: 'US',
          region: '',
          rateBasisPoints: 1000,
          appliesToShipping: false,
        },
      ],
      minimumSubtotalCents: 0,
      expressCheckout: false,
      paymentProvider: 'test',
    });
    const card = await catalogue.create(websiteId, shop.id, {
      ...productInput('Gift Card', [
        variant(2500, 0, ['$25'], { unlimited: true, sku: 'GC25' }),
        variant(5000, 0, ['$50'], { unlimited: true, sku: 'GC50' }),
      ]),
      optionNames: ['Amount'],
      productType: ProductType.giftCard,
    });
    cardProductId = card.id;
    mugVariantId = (await catalogue.create(websiteId, shop.id, productInput('Mug', [variant(2000, 50)])))
      .variants[0]!.id;
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const buyUrl = (sku = '') =>
    `/checkout/giftcard?websiteId=${websiteId}&giftCardProductId=${cardProductId}${sku ? `&sku=${sku}` : ''}`;
  const buy = (values: Record<string, string>, who = visitor(t.app, host)) =>
    who.request('POST', buyUrl(), body(values), form);
  const purchase = {
    sku: 'GC50',
    recipientName: 'Grace Hopper',
    recipientEmail: 'grace@example.com',
    message: 'Happy birthday!',
    sendDate: '',
    buyerName: 'Ada Lovelace',
    buyerEmail: 'ada@example.com',
  };
  const pay = async (who: ReturnType<typeof visitor>, payUrl: string) => {
    const paid = await who.request('POST', payUrl, 'card=success', form);
    expect(paid.statusCode).toBe(303);
    return new URL(String(paid.headers.location)).pathname;
  };
  const mailsTo = (to: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.websiteId, websiteId), eq(mailOutbox.to, to)));
  const balancePage = async (typed: string, who = visitor(t.app, host)) =>
    who.request('POST', '/commerce/gift-cards/balance', body({ code: typed }), form);
  /** The balance as the page would say it (read directly: the page itself is rate-limited per code). */
  const balanceOf = async (typed: string) => {
    const card = await t.services.store.giftCardRedemption.byCode(websiteId, typed);
    return { body: card ? `$${(card.balanceCents / 100).toFixed(2)} left` : 'unknown' };
  };

  it('publishes gift card products, keeps them out of carts, and shows the spec’s page (404 for another site)', async () => {
    const guest = visitor(t.app, host);
    const refused = await guest.request('POST', '/api/commerce/cart/items', {
      variantId: (await t.services.store.catalogue.get(websiteId, cardProductId)).variants[0]!.id,
      quantity: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.variantId).toContain('Gift cards are bought on their own page');
    const page = await guest.get(buyUrl('GC50'));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$25.00');
    expect(page.body).toMatch(/checked="" value="GC50"/);
    expect(page.body).toContain('No tax or shipping is charged on gift cards.');
    await createSite(t.services, `other${engine}`);
    const foreign = await t.app.inject({ url: buyUrl(), headers: { host: hostOf(`other${engine}`) } });
    expect(foreign.statusCode).toBe(404);
    const wrongSite = await guest.get(buyUrl().replace(websiteId, '000000000000000000000000'));
    expect(wrongSite.statusCode).toBe(404);
  });

  it('says every field’s problem at once, and a send date in the past or over a year ahead is refused', async () => {
    const refused = await buy({
      sku: 'GC99',
      recipientEmail: 'nope',
      buyerEmail: '',
      sendDate: '2027-03-09',
      idempotencyKey: 'k'.repeat(20),
    });
    expect(refused.statusCode).toBe(400);
    for (const message of [
      'Choose an amount.',
      'Enter the recipient’s name.',
      'Enter a valid email address.',
      'Choose today or a later date.',
    ])
      expect(refused.body).toContain(message);
    const far = await buy({ ...purchase, sendDate: '2028-06-01', idempotencyKey: 'k'.repeat(20) });
    expect(far.body).toContain('Choose a date within a year.');
  });

  it('sells a card without tax or shipping, issues it with the payment and mails the recipient the code', async () => {
    const buyer = visitor(t.app, host);
    const values = { ...purchase, idempotencyKey: 'gift-card-key-000000001' };
    const first = await buy(values, buyer);
    expect(first.statusCode).toBe(303);
    const payUrl = String(first.headers.location);
    expect(payUrl).toMatch(/^\/commerce\/test-pay\/[0-9a-f]{24}$/);
    expect((await buy(values, buyer)).headers.location).toBe(payUrl);
    expect((await owner.get('/api/commerce/gift-cards')).json().cards).toEqual([]);
    const confirmation = await pay(buyer, payUrl);
    expect(confirmation).toMatch(/^\/commerce\/orders\//);

    const cards = (await owner.get('/api/commerce/gift-cards')).json().cards;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      issuedCents: 5000,
      balanceCents: 5000,
      status: 'active',
      source: 'purchase',
    });
    const order = await t.services.store.orders.get(websiteId, cards[0].orderId);
    expect(order).toMatchObject({ status: 'paid', taxCents: 0, shippingCents: 0, grandTotalCents: 5000 });
    // The buyer's confirmation, and (sent now: no date) the recipient's card.
    expect((await t.services.store.emails.list(websiteId, order.id)).map((mail) => mail.kind)).toContain(
      'confirmation',
    );
    await t.services.store.giftCards.deliverDue();
    const [mail] = await mailsTo('grace@example.com');
    expect(mail!.subject).toContain('Ada Lovelace sent you a gift card');
    expect(mail!.text).toContain('Happy birthday!');
    code = CODE.exec(mail!.text)![0];
    // Stored hashed: neither the code nor its sealed copy is in the table once mailed.
    const [row] = await database.db.select().from(giftCards).where(eq(giftCards.websiteId, websiteId));
    expect(JSON.stringify(row)).not.toContain(code.replace(/-/g, ''));
    expect(row!.sealedCode).toBeNull();
    expect(code.endsWith(row!.codeLast4)).toBe(true);
    // Delivered once.
    await t.services.store.giftCards.deliverDue();
    expect(await mailsTo('grace@example.com')).toHaveLength(1);

    const balance = await balancePage(code.toLowerCase().replace(/-/g, ' '));
    expect(balance.body).toContain('This card has $50.00 left.');
    // Another site does not know the code.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/commerce/gift-cards/balance',
      headers: { host: hostOf(`other${engine}`), ...form.headers },
      payload: body({ code }),
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('mails a card with a send date on that date, not before', async () => {
    const buyer = visitor(t.app, host);
    const first = await buy(
      {
        ...purchase,
        recipientEmail: 'later@example.com',
        sendDate: '2027-03-20',
        idempotencyKey: 'gift-card-key-000000002',
      },
      buyer,
    );
    await pay(buyer, String(first.headers.location));
    await t.services.store.giftCards.deliverDue();
    expect(await mailsTo('later@example.com')).toHaveLength(0);
    now = new Date('2027-03-20T12:00:00Z');
    await t.services.store.giftCards.deliverDue();
    expect(await mailsTo('later@example.com')).toHaveLength(1);
    // Back to the day the owner signed in (their session would have lapsed).
    now = new Date('2027-03-10T13:00:00Z');
  });

  /** A cart with `count` mugs, the card applied on the checkout page, and the checkout form sent. */
  async function checkoutWithCard(count: number, typed = code) {
    const shopper = visitor(t.app, host);
    await shopper.request('POST', '/api/commerce/cart/items', { variantId: mugVariantId, quantity: count });
    const applied = await shopper.request('POST', '/checkout/gift-cards', body({ code: typed }), form);
    expect(applied.statusCode).toBe(303);
    const page = await shopper.get(String(applied.headers.location));
    const placed = await shopper.request(
      'POST',
      '/commerce/checkout',
      body({ email: 'shopper@example.com', ...shippingAddress, shippingOptionId: 'standard' }),
      form,
    );
    return { shopper, page, placed };
  }

  it('spends one card across two orders: partly, then the rest with the remainder paid by card', async () => {
    // $20 mug + $2 tax + $5 shipping = $27: wholly covered, no payment page at all.
    const whole = await checkoutWithCard(1);
    expect(whole.page.body).toContain('To pay by card');
    expect(whole.page.body).toContain('$0.00');
    expect(whole.placed.statusCode).toBe(303);
    expect(String(whole.placed.headers.location)).toMatch(/^\/commerce\/orders\//);
    expect((await balanceOf(code)).body).toContain('$23.00 left');
    // $40 + $4 + $5 = $49: the card's $23, then $26 by card.
    const part = await checkoutWithCard(2);
    const payUrl = String(part.placed.headers.location);
    expect(payUrl).toMatch(/^\/commerce\/test-pay\//);
    expect((await part.shopper.get(payUrl)).body).toContain('$26.00');
    await pay(part.shopper, payUrl);
    expect((await balanceOf(code)).body).toContain('$0.00 left');
    // Spent: the code is refused now.
    const empty = await checkoutWithCard(1);
    expect(empty.page.body).toContain('or it has no balance left');

    const [cardRow] = (await owner.get('/api/commerce/gift-cards'))
      .json()
      .cards.filter(
        (card: { balanceCents: number; source: string }) =>
          card.source === 'purchase' && card.balanceCents === 0,
      );
    const history = (await owner.get(`/api/commerce/gift-cards/${cardRow.id}`)).json();
    expect(
      history.entries.map((entry: { kind: string; amountCents: number }) => [entry.kind, entry.amountCents]),
    ).toEqual([
      ['issue', 5000],
      ['debit', 2700],
      ['debit', 2300],
    ]);

    // Refunding the second order: the $26 paid by card goes back to the card first, then $23 to the gift card.
    const secondOrderId = history.entries[2].orderId;
    const refund = await owner.request('POST', `/api/commerce/orders/${secondOrderId}/refund`, {});
    expect(refund.statusCode).toBe(200);
    expect((await balanceOf(code)).body).toContain('$23.00 left');
  });

  it('gives the cards back when an unpaid order is cancelled', async () => {
    const issued = await owner.request('POST', '/api/commerce/gift-cards', {
      amountCents: 1000,
      note: 'Apology',
    });
    expect(issued.statusCode).toBe(201);
    const manual = issued.json().code as string;
    expect(manual).toMatch(CODE);
    const { placed } = await checkoutWithCard(1, manual);
    expect(String(placed.headers.location)).toMatch(/^\/commerce\/test-pay\//);
    expect((await balanceOf(manual)).body).toContain('$0.00 left');
    const history = (await owner.get(`/api/commerce/gift-cards/${issued.json().card.id}`)).json();
    const orderId = history.entries.at(-1).orderId;
    // The shopper leaves the payment page (the provider's cancel return cancels the order).
    expect(await t.services.store.orders.cancelUnpaid(websiteId, orderId, 'shopper')).toBe(true);
    expect((await balanceOf(manual)).body).toContain('$10.00 left');
  });

  it('voids a card whose purchase is refunded, and lets the owner void and export cards', async () => {
    const cards = (await owner.get('/api/commerce/gift-cards')).json().cards;
    const bought = cards.find(
      (card: { recipientEmail: string }) => card.recipientEmail === 'later@example.com',
    );
    const refund = await owner.request('POST', `/api/commerce/orders/${bought.orderId}/refund`, {});
    expect(refund.statusCode).toBe(200);
    const after = (await owner.get(`/api/commerce/gift-cards/${bought.id}`)).json();
    expect(after.card).toMatchObject({ status: 'void', balanceCents: 0 });
    expect(after.entries.at(-1)).toMatchObject({ kind: 'void', amountCents: 5000 });

    const manual = cards.find((card: { source: string }) => card.source === 'manual');
    expect((await owner.request('POST', `/api/commerce/gift-cards/${manual.id}/void`)).statusCode).toBe(200);
    expect((await owner.request('POST', `/api/commerce/gift-cards/${manual.id}/void`)).statusCode).toBe(409);
    const csv = await owner.get('/api/commerce/gift-cards.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Code ends,Status,Issued,Balance');
    expect(csv.body).not.toMatch(CODE);
    // Another site's owner cannot read or void this site's cards.
    const foreignOwner = visitor(t.app, hostOf(`other${engine}`));
    expect((await foreignOwner.get(`/api/commerce/gift-cards/${manual.id}`)).statusCode).not.toBe(200);
  });
});
