import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { completeSetup, setupSession, type StandInSetupIntent } from './stripe-stand-in-setup';

export type { StandInSetupIntent } from './stripe-stand-in-setup';

/**
 * A local stand-in for the parts of Stripe's API the store uses (this machine cannot reach
 * Stripe), driven by the real Stripe SDK: Checkout Sessions (create, idempotent per key;
 * retrieve, with `expand[]=payment_intent`; expire, which only an open session allows, as on
 * Stripe), refunds (idempotent per key, never more than was paid) and off-session
 * PaymentIntents charging a card a session saved (`setup_future_usage`). As on Stripe, a key
 * reused with other parameters is refused. `complete` plays the shopper paying on Stripe's page.
 * Setup-mode sessions (`mode=setup` for a `customer`: a new card for a subscription) complete
 * with a SetupIntent (`seti_…`, retrieved with `expand[]=setup_intent`) whose payment method
 * the customer's off-session charges may then use.
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
  /** Set when the session saves the card (`customer_creation` + `setup_future_usage`). */
  customer: string | null;
  setup_future_usage: 'off_session' | null;
  mode: 'payment' | 'setup';
  setup_intent: string | null;
}

/** What charging a saved card off-session does (the test cards 4000 0000 0000 0341 and 4000 0025 0000 3155 on Stripe). */
export type StandInCardBehaviour = 'success' | 'decline' | 'authenticate';

export interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  status: 'succeeded' | 'requires_payment_method' | 'requires_action';
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  off_session: boolean;
  metadata: Record<string, string>;
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
  paymentIntents: Map<string, StandInPaymentIntent>;
  setupIntents: Map<string, StandInSetupIntent>;
  /** Saved cards (payment method id → what an off-session charge of it does; default success). */
  cards: Map<string, StandInCardBehaviour>;
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

/** A request's `metadata[name]=value` fields. */
const metadataOf = (body: URLSearchParams): Record<string, string> =>
  Object.fromEntries(
    [...body.entries()]
      .filter(([name]) => /^metadata\[[^\]]+\]$/.test(name))
      .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
  );

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
  const paymentIntents = new Map<string, StandInPaymentIntent>();
  const setupIntents = new Map<string, StandInSetupIntent>();
  const cards = new Map<string, StandInCardBehaviour>();
  const refunds: StandInRefund[] = [];
  const requests: StripeStandIn['requests'] = [];
  const replays = new Map<string, { raw: string; answer: { status: number; body: unknown } }>();
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
    if (method === 'POST' && path === '/v1/checkout/sessions' && body.get('mode') === 'setup') {
      const session = setupSession(body, `cs_test_setup_${(counter += 1)}`, metadataOf(body));
      if (!session) return invalid('A setup session needs a customer here.');
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }
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
        metadata: { ...metadataOf(body), orderId, websiteId: body.get('metadata[websiteId]') ?? '' },
        url: `https://checkout.stripe.test/c/pay/cs_test_${orderId}`,
        customer: body.get('customer_creation') === 'always' ? `cus_${orderId}` : null,
        setup_future_usage:
          body.get('payment_intent_data[setup_future_usage]') === 'off_session' ? 'off_session' : null,
        mode: 'payment',
        setup_intent: null,
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
    const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)(?:\?(.*))?$/.exec(path);
    if (method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!);
      if (!session) return { ...invalid(`No such checkout.session: '${retrieve[1]}'`), status: 404 };
      // The SDK sends `expand[0]=payment_intent`; `expand[]=` is the other form Stripe takes.
      const expand = [...new URLSearchParams(retrieve[2] ?? '').entries()]
        .filter(([name]) => /^expand\[\d*\]$/.test(name))
        .map(([, value]) => value);
      const intent = session.payment_intent ? paymentIntents.get(session.payment_intent) : undefined;
      const setup = session.setup_intent ? setupIntents.get(session.setup_intent) : undefined;
      return {
        status: 200,
        body: {
          ...session,
          ...(expand.includes('payment_intent') && intent ? { payment_intent: intent } : {}),
          ...(expand.includes('setup_intent') && setup ? { setup_intent: setup } : {}),
        },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') return offSessionCharge(body);
    if (method === 'POST' && path === '/v1/refunds') {
      if (standIn.refundOutage)
        return { status: 500, body: { error: { type: 'api_error', message: 'Outage' } } };
      const paymentIntent = body.get('payment_intent') ?? '';
      const intent = paymentIntents.get(paymentIntent);
      const paid = intent?.status === 'succeeded' ? { amount_total: intent.amount } : undefined;
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

  /**
   * An off-session charge of a saved card, as Stripe answers it: succeeded, or a 402 card error
   * carrying the PaymentIntent (`card_declined`; `authentication_required` when the bank wants
   * the customer, which an off-session charge cannot ask).
   */
  function offSessionCharge(body: URLSearchParams): { status: number; body: unknown } {
    const paymentMethod = body.get('payment_method') ?? '';
    const customer = body.get('customer');
    const owner = [...sessions.values()].find(
      (session) =>
        session.customer === customer &&
        session.payment_intent !== null &&
        paymentIntents.get(session.payment_intent)?.payment_method === paymentMethod,
    );
    const setUp = [...setupIntents.values()].some(
      (intent) => intent.customer === customer && intent.payment_method === paymentMethod,
    );
    if (!setUp && (!owner || owner.setup_future_usage !== 'off_session'))
      return invalid(`No such PaymentMethod: '${paymentMethod}'`, 'resource_missing');
    if (body.get('off_session') !== 'true' || body.get('confirm') !== 'true')
      return invalid('The stand-in models off-session confirmed charges only.');
    const behaviour = cards.get(paymentMethod) ?? 'success';
    const intent: StandInPaymentIntent = {
      id: `pi_off_${(counter += 1)}`,
      object: 'payment_intent',
      status:
        behaviour === 'success'
          ? 'succeeded'
          : behaviour === 'decline'
            ? 'requires_payment_method'
            : 'requires_action',
      amount: Number(body.get('amount') ?? 0),
      currency: body.get('currency') ?? 'usd',
      customer,
      payment_method: paymentMethod,
      off_session: true,
      metadata: metadataOf(body),
    };
    paymentIntents.set(intent.id, intent);
    if (behaviour === 'success') return { status: 200, body: intent };
    const declined = behaviour === 'decline';
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: declined ? 'card_declined' : 'authentication_required',
          ...(declined ? { decline_code: 'generic_decline' } : {}),
          message: declined
            ? 'Your card was declined.'
            : 'Your card was declined. This transaction requires authentication.',
          payment_intent: intent,
        },
      },
    };
  }

  function handle(request: IncomingMessage, response: ServerResponse, raw: string) {
    const body = new URLSearchParams(raw);
    const method = request.method ?? '';
    const path = request.url ?? '';
    requests.push({ method, path, headers: request.headers, body });
    const key = request.headers['idempotency-key'];
    const replayKey = typeof key === 'string' && method === 'POST' ? `${path} ${key}` : null;
    const apiKey = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const replay = replayKey ? replays.get(replayKey) : undefined;
    // Like Stripe: a key answers its first request again, and is refused with other parameters.
    const answer = replay
      ? replay.raw === raw
        ? replay.answer
        : invalid(
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            'idempotency_key_in_use',
          )
      : route(method, path, body, apiKey);
    if (replayKey && !replay && answer.status < 500) replays.set(replayKey, { raw, answer });
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
    paymentIntents,
    setupIntents,
    cards,
    refunds,
    requests,
    complete(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No stand-in session ${sessionId}`);
      if (session.status === 'open' && session.mode === 'setup') {
        const intent = completeSetup(session, (counter += 1));
        setupIntents.set(intent.id, intent);
      } else if (session.status === 'open') {
        session.status = 'complete';
        session.payment_status = 'paid';
        const orderId = sessionId.slice('cs_test_'.length);
        session.payment_intent = `pi_${orderId}`;
        session.url = null;
        paymentIntents.set(session.payment_intent, {
          id: session.payment_intent,
          object: 'payment_intent',
          status: 'succeeded',
          amount: session.amount_total,
          currency: session.currency,
          customer: session.customer,
          payment_method: `pm_${orderId}`,
          off_session: false,
          metadata: { ...session.metadata },
        });
      }
      return { ...session };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
