import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { createShop } from './store-fixtures';

/**
 * "Test connection" on the owners' payments screen, through the default Stripe adapter pointed
 * at the local stand-in by STRIPE_API_URL (the real SDK, real HTTP).
 */
let database: Database;
let t: TestApp;
let stripe: StripeStandIn;
let site: Awaited<ReturnType<typeof createSite>>;
const host = hostOf('paying');
const CHECK = '/api/commerce/settings/stripe/check';

beforeAll(async () => {
  database = await openTestDatabase();
  stripe = await startStripeStandIn();
  t = await buildTestApp({ database, config: { stripeApiUrl: stripe.url } });
  site = await createSite(t.services, 'paying');
  await createShop(t.services, site.website.id);
  await createSite(t.services, 'other-shop');
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  await stripe.close();
});

async function owner() {
  const session = visitor(t.app, host);
  await session.signIn(site.ownerEmail, OWNER_PASSWORD);
  return session;
}

describe('checking a Stripe key', () => {
  it('says which mode a working key is in, and why a key does not work, without echoing it', async () => {
    const session = await owner();
    const testKey = await session.request('POST', CHECK, { secretKey: 'sk_test_51Abcdefgh' });
    expect(testKey.statusCode).toBe(200);
    expect(testKey.json()).toEqual({ connected: true, mode: 'test' });
    expect((await session.request('POST', CHECK, { secretKey: 'sk_live_51Abcdefgh' })).json()).toEqual({
      connected: true,
      mode: 'live',
    });
    const refused = await session.request('POST', CHECK, { secretKey: 'pk_test_publishable' });
    expect(refused.json()).toEqual({
      connected: false,
      reason: 'Stripe refused this key. Copy the secret key (it starts with sk_) from your Stripe dashboard.',
    });
    expect(refused.body).not.toContain('publishable');
    // The key went to Stripe as the bearer, as the SDK sends it.
    expect(stripe.requests.at(-1)?.headers.authorization).toBe('Bearer pk_test_publishable');
  });

  it('tries the saved key when none is typed (or the masked one is sent back)', async () => {
    const session = await owner();
    expect((await session.request('POST', CHECK, {})).json()).toEqual({
      connected: false,
      reason: 'Enter the Stripe secret key first.',
    });
    const settings = (await session.get('/api/commerce/settings')).json().settings;
    const saved = await session.request('PUT', '/api/commerce/settings', {
      ...settings,
      paymentProvider: 'stripe',
      stripeSecretKey: 'sk_live_51Savedkey',
      stripeWebhookSecret: 'whsec_saved',
    });
    expect(saved.statusCode).toBe(200);
    const masked = saved.json().settings.stripeSecretKey;
    expect(masked).not.toContain('sk_live');
    expect((await session.request('POST', CHECK, { secretKey: masked })).json()).toEqual({
      connected: true,
      mode: 'live',
    });
    expect(stripe.requests.at(-1)?.headers.authorization).toBe('Bearer sk_live_51Savedkey');
  });

  it('is for the site’s store managers only: visitors and other sites’ owners are refused', async () => {
    const anonymous = await visitor(t.app, host).request('POST', CHECK, { secretKey: 'sk_test_51Abcdefgh' });
    expect(anonymous.statusCode).toBe(401);
    const stranger = visitor(t.app, host);
    await stranger.signIn('other-shop-owner@example.com', OWNER_PASSWORD);
    const foreign = await stranger.request('POST', CHECK, {});
    // Signed in, but nothing on this site: the owners' API answers as if there were nothing (plugins/access.ts).
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('connected');
  });

  it('says Stripe cannot be reached when it cannot (never a 500)', async () => {
    const offline = await buildTestApp({ database, config: { stripeApiUrl: 'http://127.0.0.1:9' } });
    try {
      const session = visitor(offline.app, host);
      await session.signIn(site.ownerEmail, OWNER_PASSWORD);
      const answer = await session.request('POST', CHECK, { secretKey: 'sk_test_51Abcdefgh' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        connected: false,
        reason: 'Could not reach Stripe. Check the server’s connection and try again.',
      });
    } finally {
      await offline.app.close();
    }
  });
});
