import { createServer, type IncomingMessage, type Server } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../../testing/stripe-stand-in';
import { createStripeProvider, signStripePayload, verifyStripeWebhook } from './stripe-provider';

/**
 * The Stripe adapter against a local stand-in for Stripe's API (this machine cannot reach
 * Stripe): the real Stripe SDK, pointed at 127.0.0.1, so the requests it sends are the ones
 * production would send.
 */
interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: URLSearchParams;
}

let server: Server;
let port = 0;
const recorded: Recorded[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      recorded.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: new URLSearchParams(body),
      });
      response.setHeader('content-type', 'application/json');
      if (request.url === '/v1/checkout/sessions')
        response.end(
          JSON.stringify({
            id: 'cs_test_123',
            object: 'checkout.session',
            url: 'https://checkout.stripe.com/c/pay/cs_test_123',
          }),
        );
      else if (request.url === '/v1/refunds')
        response.end(
          JSON.stringify({
            id: 're_123',
            object: 'refund',
            amount: Number(new URLSearchParams(body).get('amount')),
          }),
        );
      else {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown path' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () =>
  new Stripe('sk_test_local', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });

describe('Stripe hosted Checkout adapter', () => {
  it('creates a Checkout session for the order, idempotent per order, expiring within the hour', async () => {
    const provider = createStripeProvider({ secretKey: 'sk_test_local', client: client() });
    const session = await provider.createSession({
      websiteId: 'w'.repeat(24),
      orderId: 'a'.repeat(24),
      amountCents: 6454,
      currency: 'USD',
      description: 'Larkspur order #1001',
      customerEmail: 'ada@example.com',
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      successUrl: 'http://demo.localhost:3000/commerce/orders/token',
      cancelUrl: 'http://demo.localhost:3000/commerce/payment-cancelled/token',
    });
    expect(session).toEqual({
      sessionId: 'cs_test_123',
      url: 'https://checkout.stripe.com/c/pay/cs_test_123',
    });
    const sent = recorded.find((request) => request.path === '/v1/checkout/sessions')!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.authorization).toBe('Bearer sk_test_local');
    expect(sent.headers['idempotency-key']).toBe(`checkout-session-${'a'.repeat(24)}`);
    expect(sent.body.get('mode')).toBe('payment');
    expect(sent.body.get('client_reference_id')).toBe('a'.repeat(24));
    expect(sent.body.get('line_items[0][price_data][unit_amount]')).toBe('6454');
    expect(sent.body.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(sent.body.get('metadata[orderId]')).toBe('a'.repeat(24));
    const expiresIn = Number(sent.body.get('expires_at')) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(30 * 60);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60);
    // No card data is ever part of what we send: the shopper types it on Stripe's page.
    expect([...sent.body.keys()].some((key) => /card|cvc|number/i.test(key))).toBe(false);
  });

  it('refunds part of a payment intent with an idempotency key', async () => {
    const provider = createStripeProvider({ secretKey: 'sk_test_local', client: client() });
    await provider.refund({
      websiteId: 'w'.repeat(24),
      sessionId: 'cs_test_123',
      paymentId: 'pi_123',
      amountCents: 500,
      idempotencyKey: 'refund-order-500',
    });
    const sent = recorded.find((request) => request.path === '/v1/refunds')!;
    expect(sent.body.get('payment_intent')).toBe('pi_123');
    expect(sent.body.get('amount')).toBe('500');
    expect(sent.headers['idempotency-key']).toBe('refund-order-500');
  });
});

describe('Stripe webhook verification', () => {
  const secret = 'whsec_unit';
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: 'cs_1' } },
  });

  it('accepts the exact signed bytes within five minutes', () => {
    const now = Date.now();
    const signature = signStripePayload(payload, secret, Math.floor(now / 1000) - 299);
    expect(verifyStripeWebhook(Buffer.from(payload), signature, secret, now).id).toBe('evt_1');
  });

  it('refuses another secret, changed bytes, a missing header and an old timestamp', () => {
    const now = Date.now();
    const signature = signStripePayload(payload, secret, Math.floor(now / 1000));
    expect(() => verifyStripeWebhook(Buffer.from(payload), signature, 'whsec_other', now)).toThrow(
      'The webhook signature is not valid.',
    );
    expect(() => verifyStripeWebhook(Buffer.from(payload + ' '), signature, secret, now)).toThrow(
      'The webhook signature is not valid.',
    );
    expect(() => verifyStripeWebhook(Buffer.from(payload), undefined, secret, now)).toThrow(
      'The webhook signature is not valid.',
    );
    const old = signStripePayload(payload, secret, Math.floor(now / 1000) - 301);
    expect(() => verifyStripeWebhook(Buffer.from(payload), old, secret, now)).toThrow(
      'The webhook signature is not valid.',
    );
  });
});

describe('Stripe signatures dated in the future', () => {
  const secret = 'whsec_unit';
  const payload = JSON.stringify({ id: 'evt_2', object: 'event', type: 'checkout.session.completed' });

  it('refuses a signature dated beyond a minute ahead, also when hidden behind a second timestamp', () => {
    const now = Date.now();
    const seconds = Math.floor(now / 1000);
    expect(
      verifyStripeWebhook(Buffer.from(payload), signStripePayload(payload, secret, seconds + 30), secret, now)
        .id,
    ).toBe('evt_2');
    const future = signStripePayload(payload, secret, seconds + 10 * 60);
    expect(() => verifyStripeWebhook(Buffer.from(payload), future, secret, now)).toThrow(
      'The webhook signature is not valid.',
    );
    // Stripe's SDK reads the last t=; a harmless first one must not carry the future one through.
    expect(() => verifyStripeWebhook(Buffer.from(payload), `t=${seconds},${future}`, secret, now)).toThrow(
      'The webhook signature is not valid.',
    );
  });
});

describe('Stripe Checkout Session expiry (against the local stand-in)', () => {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(() => standIn.close());

  const open = async (provider: ReturnType<typeof createStripeProvider>, orderId: string) =>
    provider.createSession({
      websiteId: 'w'.repeat(24),
      orderId,
      amountCents: 1200,
      currency: 'USD',
      description: 'Order',
      customerEmail: 'ada@example.com',
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      successUrl: 'http://demo.localhost:3000/commerce/orders/token',
      cancelUrl: 'http://demo.localhost:3000/commerce/payment-cancelled/token',
    });

  it('expires an open session, and answers "completed" with the payment for one already paid', async () => {
    const provider = createStripeProvider({ secretKey: 'sk_test_local', client: standIn.client() });
    const unpaid = await open(provider, 'b'.repeat(24));
    expect(await provider.expireSession({ websiteId: 'w'.repeat(24), sessionId: unpaid.sessionId })).toEqual({
      status: 'expired',
    });
    expect(standIn.sessions.get(unpaid.sessionId)!.status).toBe('expired');
    // Expiring twice is not an error: it is expired.
    expect(await provider.expireSession({ websiteId: 'w'.repeat(24), sessionId: unpaid.sessionId })).toEqual({
      status: 'expired',
    });

    const paid = await open(provider, 'c'.repeat(24));
    const completed = standIn.complete(paid.sessionId);
    expect(await provider.expireSession({ websiteId: 'w'.repeat(24), sessionId: paid.sessionId })).toEqual({
      status: 'completed',
      paymentId: completed.payment_intent,
    });
    expect(standIn.sessions.get(paid.sessionId)!.status).toBe('complete');
  });
});
