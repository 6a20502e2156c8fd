import type { StandInSession } from './stripe-stand-in';

/** A SetupIntent a setup-mode session made: the customer's new card, usable off-session. */
export interface StandInSetupIntent {
  id: string;
  object: 'setup_intent';
  status: 'succeeded';
  customer: string;
  payment_method: string;
  usage: 'off_session';
}

/** A Checkout session in `setup` mode for an existing customer (a subscription's new card); null without one. */
export function setupSession(
  body: URLSearchParams,
  id: string,
  metadata: Record<string, string>,
): StandInSession | null {
  const customer = body.get('customer');
  if (!customer) return null;
  return {
    id,
    object: 'checkout.session',
    status: 'open',
    payment_status: 'unpaid',
    payment_intent: null,
    amount_total: 0,
    currency: body.get('currency') ?? 'usd',
    client_reference_id: body.get('client_reference_id'),
    metadata,
    url: `https://checkout.stripe.test/c/setup/${id}`,
    customer,
    setup_future_usage: null,
    mode: 'setup',
    setup_intent: null,
  };
}

/** The customer gives a card on the setup page: the session completes with its SetupIntent. */
export function completeSetup(session: StandInSession, n: number): StandInSetupIntent {
  session.status = 'complete';
  session.url = null;
  session.setup_intent = `seti_${n}`;
  return {
    id: session.setup_intent,
    object: 'setup_intent',
    status: 'succeeded',
    customer: session.customer!,
    payment_method: `pm_setup_${n}`,
    usage: 'off_session',
  };
}
