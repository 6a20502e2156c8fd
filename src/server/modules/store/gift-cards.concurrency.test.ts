import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductType } from '../../../shared/enums/platform';
import { newId } from '../../../shared/ids';
import type { Database } from '../../db/client';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { debitGiftCard, GiftCardBalanceChanged, issueGiftCard } from './gift-card-ledger';
import { productInput, variant } from './store-fixtures';
import { cartEntries, giftCardEntries, giftCards, payments } from './tables';

/**
 * The gift card ledger under concurrency: Σ debits never exceed what was issued. On PGlite (one
 * connection) the checkouts run one after another; on PostgreSQL (TEST_DATABASE_URL) 50 truly
 * race on a pool, each locking the card's row and debiting with a conditional update.
 */
describe.each(testEngines)('gift card ledger concurrency on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let websiteId: string;
  let variantId: string;
  let productId: string;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database });
    websiteId = (await createSite(t.services, `giftrace${engine}`)).website.id;
    const shop = await t.services.content.createCollection({
      websiteId,
      type: 'products',
      title: 'Shop',
      urlId: 'shop',
    });
    await t.services.store.settings.update(websiteId, {
      currency: 'USD',
      shippingOptions: [],
      taxRules: [],
      minimumSubtotalCents: 0,
      expressCheckout: false,
      paymentProvider: 'test',
    });
    // A digital product: no shipping, no stock to run out, so only the card's balance is contended.
    const product = await t.services.store.catalogue.create(
      websiteId,
      shop.id,
      productInput('E-book', [variant(3000, 0)], { productType: ProductType.digital }),
    );
    productId = product.id;
    variantId = product.variants[0]!.id;
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const card = (amountCents: number) =>
    database.db.transaction((tx) =>
      issueGiftCard(tx, { websiteId, currency: 'USD', amountCents, source: 'manual' }),
    );

  const ledgerOf = async (giftCardId: string) => {
    const [row] = await database.db
      .select({
        debits: sql<string>`coalesce(sum(case when ${giftCardEntries.kind} = 'debit' then ${giftCardEntries.amountCents} end), 0)`,
        credits: sql<string>`coalesce(sum(case when ${giftCardEntries.kind} = 'credit' then ${giftCardEntries.amountCents} end), 0)`,
      })
      .from(giftCardEntries)
      .where(eq(giftCardEntries.giftCardId, giftCardId));
    const [current] = await database.db.select().from(giftCards).where(eq(giftCards.id, giftCardId));
    return { debits: Number(row!.debits), credits: Number(row!.credits), balance: current!.balanceCents };
  };

  it('50 parallel checkouts spending one $100 card never overspend it', async () => {
    const { card: issued, code } = await card(10_000);
    const { store } = t.services;
    const carts = [];
    for (let index = 0; index < 50; index += 1) {
      const cart = await store.carts.create(websiteId);
      await database.db
        .insert(cartEntries)
        .values({ id: newId(), websiteId, cartId: cart.id, productId, variantId, quantity: 1 });
      await store.giftCardRedemption.apply(websiteId, cart.id, code, 'USD');
      carts.push(cart);
    }
    const results = await Promise.allSettled(
      carts.map((cart, index) =>
        store.checkout.placeOrder(websiteId, cart.token, { email: `buyer${index}@example.com` }, 'http://x'),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const ledger = await ledgerOf(issued.id);
    // $100 covers three $30 orders and $10 of a fourth; every other order is paid by card in full.
    expect(ledger).toEqual({ debits: 10_000, credits: 0, balance: 0 });
    const rows = await database.db.select().from(payments).where(eq(payments.websiteId, websiteId));
    const byCard = rows.map((payment) => 3000 - payment.amountCents).filter((covered) => covered > 0);
    expect(byCard.sort((a, b) => a - b)).toEqual([1000, 3000, 3000, 3000]);
    // Three orders were paid by the card alone: paid at once, without a payment page.
    const paidByCard = results.filter(
      (result) => result.status === 'fulfilled' && result.value.paymentUrl.startsWith('/commerce/orders/'),
    );
    expect(paidByCard).toHaveLength(3);
    // PGlite runs the 50 one after another: slow on a busy machine.
  }, 180_000);

  it('50 parallel debits of $30 on a $100 card: three succeed, the rest are refused, the CHECK never trips', async () => {
    const { card: issued } = await card(10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        database.db.transaction((tx) => debitGiftCard(tx, websiteId, issued.id, 3000, newId())),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused.every((result) => result.reason instanceof GiftCardBalanceChanged)).toBe(true);
    expect(await ledgerOf(issued.id)).toEqual({ debits: 9000, credits: 0, balance: 1000 });
    const [row] = await database.db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.id, issued.id), eq(giftCards.websiteId, websiteId)));
    expect(row!.issuedCents - row!.balanceCents).toBe(9000);
  });
});
