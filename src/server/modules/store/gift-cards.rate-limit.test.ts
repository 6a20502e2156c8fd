import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSharedState, type SharedState } from '../../shared-state/shared-state';
import { createSite } from '../../testing/fixtures';
import { buildTestApp, hostOf, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { issueGiftCard } from './gift-card-ledger';
import { GIFT_CARD_LIMITS } from './gift-card-routes';

/**
 * Codes cannot be guessed: balance checks and codes applied at checkout count against the
 * visitor's address and against the code, before any lookup. In-process, and in Redis (the
 * counters every server process shares) when TEST_REDIS_URL is set.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const modes = redisUrl ? (['in-process', 'redis'] as const) : (['in-process'] as const);
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(modes)('gift card guessing limits (%s)', (mode) => {
  let database: Database;
  let sharedState: SharedState;
  let t: TestApp;
  let host: string;
  let code: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    sharedState = await createSharedState(
      mode === 'redis' ? { redisUrl: redisUrl!, keyPrefix: `test:gift-cards:${Date.now()}:` } : {},
    );
    t = await buildTestApp({ database, sharedState });
    const site = await createSite(t.services, `guess${mode.replace('-', '')}`);
    host = hostOf(`guess${mode.replace('-', '')}`);
    await t.services.store.settings.update(site.website.id, {
      currency: 'USD',
      shippingOptions: [],
      taxRules: [],
      minimumSubtotalCents: 0,
      expressCheckout: false,
      paymentProvider: 'test',
    });
    code = (
      await database.db.transaction((tx) =>
        issueGiftCard(tx, {
          websiteId: site.website.id,
          currency: 'USD',
          amountCents: 500,
          source: 'manual',
        }),
      )
    ).code;
  });
  afterAll(async () => {
    await t.app.close();
    await sharedState.close();
    await database.close();
  });

  const check = (typed: string, remoteAddress: string, url = '/commerce/gift-cards/balance') =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { host, ...form },
      payload: new URLSearchParams({ code: typed }).toString(),
    });
  const guess = (index: number) => `ABCD-EFGH-JKMN-${String(index).padStart(4, '2').replace(/[01]/g, '2')}`;

  it('refuses an address that keeps guessing, balance page and checkout alike, and not its neighbour', async () => {
    const { max } = GIFT_CARD_LIMITS.perAddress;
    for (let index = 0; index < max; index += 1) {
      const answer = await check(guess(index), '10.0.0.1', index % 2 ? '/checkout/gift-cards' : undefined);
      expect(answer.statusCode).not.toBe(429);
    }
    // Even the right code is not looked up once the address is over its limit.
    expect((await check(code, '10.0.0.1')).statusCode).toBe(429);
    expect((await check(guess(99), '10.0.0.1', '/checkout/gift-cards')).statusCode).toBe(429);
    const neighbour = await check(code, '10.0.0.2');
    expect(neighbour.statusCode).toBe(200);
    expect(neighbour.body).toContain('This card has $5.00 left.');
  });

  it('refuses one code tried from many addresses', async () => {
    const { max } = GIFT_CARD_LIMITS.perCode;
    const target = 'QRST-UVWX-YZ23-4567';
    for (let index = 0; index < max; index += 1)
      expect((await check(target, `10.1.0.${index + 1}`)).statusCode).toBe(404);
    // The same code however it is typed (case, spaces, dashes) is the same counter.
    expect((await check('qrst uvwx yz23 4567', '10.1.1.1')).statusCode).toBe(429);
    expect((await check(code, '10.1.1.2')).statusCode).toBe(200);
  });
});
