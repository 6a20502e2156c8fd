import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's API the store uses (this machine cannot reach
 * Stripe), driven by the real Stripe SDK: Checkout Sessions (create, idempotent per key;
 * retrieve; expire, which only an open session allows, as on Stripe) and refunds (idempotent
 * per key, never more than was paid). `complete` plays the shopper paying on Stripe's page.
 */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  url: string | null;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
}

export interface StripeStandIn {
  /** Its address, for `STRIPE_API_URL`. */
  url: string;
  /** A Stripe SDK client that talks to the stand-in with this key. */
  client(secretKey?: string): Stripe;
  sessions: Map<string, StandInSession>;
  refunds: StandInRefund[];
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: URLSearchParams }[];
  /** While true, expiring a session fails with a 500 (Stripe unreachable or down). */
  expireOutage: boolean;
  /** While true, refunds fail with a 500. */
  refundOutage: boolean;
  /** The shopper pays: the session completes (if still open) and answers what Stripe's event carries. */
  complete(sessionId: string): StandInSession;
  close(): Promise<void>;
}

/** Like Stripe: a key of the right shape works in its mode; anything else is refused with a 401. */
function balanceOf(apiKey: string): { status: number; body: unknown } {
  const mode = /^sk_(test|live)_[A-Za-z0-9]{5,}$/.exec(apiKey)?.[1];
  if (!mode) {
    const shown = `${apiKey.slice(0, 8)}****${apiKey.slice(-4)}`;
    return {
      status: 401,
      body: { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${shown}` } },
    };
  }
  return { status: 200, body: { object: 'balance', livemode: mode === 'live', available: [], pending: [] } };
}

/** `port`: a fixed port (a server started with `STRIPE_API_URL` pointing at it); else any free one. */
export async function startStripeStandIn(options: { port?: number } = {}): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const refunds: StandInRefund[] = [];
  const requests: StripeStandIn['requests'] = [];
  const replays = new Map<string, { status: number; body: unknown }>();
  let counter = 0;

  const invalid = (message: string, code?: string) => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
  });

  function route(
    method: string,
    path: string,
    body: URLSearchParams,
    apiKey: string,
  ): { status: number; body: unknown } {
    if (method === 'GET' && path.startsWith('/v1/balance')) return balanceOf(apiKey);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const orderId = body.get('metadata[orderId]') ?? `${(counter += 1)}`;
      const session: StandInSession = {
        id: `cs_test_${orderId}`,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: Number(body.get('line_items[0][price_data][unit_amount]') ?? 0),
        currency: body.get('line_items[0][price_data][currency]') ?? 'usd',
        client_reference_id: body.get('client_reference_id'),
        metadata: { orderId, websiteId: body.get('metadata[websiteId]') ?? '' },
        url: `https://checkout.stripe.test/c/pay/cs_test_${orderId}`,
      };
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expire) {
      if (standIn.expireOutage)
        return { status: 500, body: { error: { type: 'api_error', message: 'Outage' } } };
      const session = sessions.get(expire[1]!);
      if (!session) return { ...invalid(`No such checkout.session: '${expire[1]}'`), status: 404 };
      if (session.status !== 'open')
        return invalid('Only Checkout Sessions with a status in ["open"] can be expired.');
      session.status = 'expired';
      session.url = null;
      return { status: 200, body: session };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(path);
    if (method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!);
      return session
        ? { status: 200, body: session }
        : { ...invalid(`No such checkout.session: '${retrieve[1]}'`), status: 404 };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      if (standIn.refundOutage)
        return { status: 500, body: { error: { type: 'api_error', message: 'Outage' } } };
      const paymentIntent = body.get('payment_intent') ?? '';
      const paid = [...sessions.values()].find((session) => session.payment_intent === paymentIntent);
      if (!paid) return invalid(`No such payment_intent: '${paymentIntent}'`);
      const refunded = refunds
        .filter((refund) => refund.payment_intent === paymentIntent)
        .reduce((total, refund) => total + refund.amount, 0);
      const amount = Number(body.get('amount') ?? paid.amount_total - refunded);
      if (refunded + amount > paid.amount_total)
        return invalid('Refund amount is greater than the unrefunded amount.', 'charge_already_refunded');
      const refund: StandInRefund = {
        id: `re_${refunds.length + 1}`,
        object: 'refund',
        payment_intent: paymentIntent,
        amount,
        status: 'succeeded',
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return { ...invalid(`Unrecognized request URL (${method}: ${path}).`), status: 404 };
  }

  function handle(request: IncomingMessage, response: ServerResponse, raw: string) {
    const body = new URLSearchParams(raw);
    const method = request.method ?? '';
    const path = request.url ?? '';
    requests.push({ method, path, headers: request.headers, body });
    const key = request.headers['idempotency-key'];
    const replayKey = typeof key === 'string' && method === 'POST' ? `${path} ${key}` : null;
    const apiKey = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const answer = (replayKey && replays.get(replayKey)) || route(method, path, body, apiKey);
    if (replayKey && answer.status < 500) replays.set(replayKey, answer);
    response.statusCode = answer.status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => handle(request, response, raw));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const standIn: StripeStandIn = {
    expireOutage: false,
    refundOutage: false,
    url: `http://127.0.0.1:${port}`,
    client: (secretKey = 'sk_test_local') =>
      new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
    sessions,
    refunds,
    requests,
    complete(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No stand-in session ${sessionId}`);
      if (session.status === 'open') {
        session.status = 'complete';
        session.payment_status = 'paid';
        session.payment_intent = `pi_${sessionId.slice('cs_test_'.length)}`;
        session.url = null;
      }
      return { ...session };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
