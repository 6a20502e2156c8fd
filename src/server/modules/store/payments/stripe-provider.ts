import Stripe from 'stripe';
import { AppError } from '../../../../shared/errors';
import type { PaymentProvider, SavedChargeResult } from './provider';
import { checkStripeKey, stripeClient } from './stripe-connection';
import { RENEWAL_DECLINED, RENEWAL_NEEDS_AUTHENTICATION } from './test-provider-saved';

/** Stripe's signature tolerance: events older than five minutes are refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Signatures dated in the future are refused beyond this clock skew (Stripe's SDK checks only the past). */
export const WEBHOOK_FUTURE_SKEW_SECONDS = 60;

/** The payment intent's id of a Checkout Session (expanded or not). */
export const paymentIntentOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/**
 * A saved card as the store keeps it (`subscriptions.payment_method_id`): Stripe charges a
 * payment method off-session only with the customer it is attached to, so both are kept.
 */
export const savedStripeMethod = (customer: string, paymentMethod: string) => `${customer}/${paymentMethod}`;
const parseSavedMethod = (saved: string) => {
  const [customer, paymentMethod] = saved.split('/');
  if (!customer || !paymentMethod) throw new Error('Not a saved Stripe payment method');
  return { customer, paymentMethod };
};

/** Stripe's answer to an off-session charge that did not succeed, in the store's terms. */
function failedCharge(error: unknown): SavedChargeResult {
  if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
  const intent = (error.raw as { payment_intent?: { id?: string } }).payment_intent;
  const paymentId = intent?.id ?? null;
  // Off-session, the bank's challenge cannot be shown: the customer must come back and confirm.
  return error.code === 'authentication_required'
    ? { status: 'requires_action', paymentId, message: RENEWAL_NEEDS_AUTHENTICATION }
    : { status: 'declined', paymentId, message: RENEWAL_DECLINED };
}

/** Stripe hosted Checkout: the shopper pays on Stripe's page; webhooks tell us the outcome. */
export function createStripeProvider({
  secretKey,
  client,
  apiUrl,
}: {
  secretKey: string;
  client?: Stripe;
  /** `STRIPE_API_URL`: stripe-mock or a local stand-in instead of Stripe's API. */
  apiUrl?: string | undefined;
}): PaymentProvider {
  const stripe = client ?? stripeClient(secretKey, apiUrl, { maxNetworkRetries: 2, timeout: 15_000 });
  return {
    name: 'stripe',
    async createSession(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.orderId,
          customer_email: request.customerEmail,
          metadata: {
            orderId: request.orderId,
            websiteId: request.websiteId,
            ...(request.saveCard ? { subscription: '1' } : {}),
          },
          payment_intent_data: {
            metadata: { orderId: request.orderId, websiteId: request.websiteId },
            // A subscription's first payment keeps the card (on a customer) for our off-session renewals.
            ...(request.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
          },
          ...(request.saveCard ? { customer_creation: 'always' as const } : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          // Stripe's minimum is 30 minutes ahead; ours matches the test provider, before abandoned
          // orders are released. Fixed per order: a retry must send the same parameters.
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `checkout-session-${request.orderId}` },
      );
      if (!session.url) throw new AppError('checkoutPaymentUnavailable');
      return { sessionId: session.id, url: session.url };
    },
    async expireSession({ sessionId }) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return { status: 'expired' };
      } catch (error) {
        // Only open sessions can be expired: ask Stripe which way this one closed.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'complete')
          return { status: 'completed', paymentId: paymentIntentOf(session) };
        if (session.status === 'expired') return { status: 'expired' };
        throw error;
      }
    },
    checkConnection: () => checkStripeKey(stripe),
    async savedPaymentMethod({ sessionId }) {
      const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
      const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id;
      const method =
        typeof intent?.payment_method === 'string' ? intent.payment_method : intent?.payment_method?.id;
      return customer && method ? savedStripeMethod(customer, method) : null;
    },
    async createCardSetup(request) {
      const { customer } = parseSavedMethod(request.paymentMethodId);
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        customer,
        currency: request.currency.toLowerCase(),
        metadata: { websiteId: request.websiteId, subscriptionId: request.subscriptionId, cardUpdate: '1' },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new AppError('checkoutPaymentUnavailable');
      return { sessionId: session.id, url: session.url };
    },
    async setupPaymentMethod({ sessionId }) {
      const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['setup_intent'] });
      const intent = typeof session.setup_intent === 'object' ? session.setup_intent : null;
      const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id;
      const method =
        typeof intent?.payment_method === 'string' ? intent.payment_method : intent?.payment_method?.id;
      return intent?.status === 'succeeded' && customer && method
        ? savedStripeMethod(customer, method)
        : null;
    },
    async chargeSaved(request) {
      const { customer, paymentMethod } = parseSavedMethod(request.paymentMethodId);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            customer,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            metadata: { websiteId: request.websiteId },
          },
          // The renewal attempt's key: asked again after a lost answer, Stripe answers the same charge.
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { status: 'succeeded', paymentId: intent.id };
        return intent.status === 'requires_action'
          ? { status: 'requires_action', paymentId: intent.id, message: RENEWAL_NEEDS_AUTHENTICATION }
          : { status: 'declined', paymentId: intent.id, message: RENEWAL_DECLINED };
      } catch (error) {
        return failedCharge(error);
      }
    },
    async refund(request) {
      if (!request.paymentId)
        throw new AppError(
          'orderTransitionInvalid',
          undefined,
          'This payment has no captured charge to refund yet.',
        );
      await stripe.refunds.create(
        { payment_intent: request.paymentId, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
    },
  };
}

// Verification needs no network or account: any key will do for the verifier.
const verifier = new Stripe('sk_verify_only');

/**
 * Verifies a webhook: the signature covers the raw body bytes exactly as received, signed with
 * the site's endpoint secret, at most five minutes old and not dated in the future (beyond a
 * minute of clock skew). Anything else is a 400, never parsed.
 */
export function verifyStripeWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  nowMs: number = Date.now(),
): Stripe.Event {
  if (!signature) throw new AppError('webhookInvalid');
  // Every `t=` the header holds (the SDK uses the last one), so none can slip past the check.
  const signedAt = signature
    .split(',')
    .filter((part) => part.startsWith('t='))
    .map((part) => Number(part.slice(2)));
  const latest = nowMs + WEBHOOK_FUTURE_SKEW_SECONDS * 1000;
  if (signedAt.length === 0 || !signedAt.every((seconds) => seconds * 1000 <= latest))
    throw new AppError('webhookInvalid');
  try {
    return verifier.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      nowMs,
    );
  } catch {
    throw new AppError('webhookInvalid');
  }
}

/** A signature header for a payload, as Stripe sends it: for tests and local webhook replays. */
export function signStripePayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return verifier.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
