import Stripe from 'stripe';
import { AppError } from '../../../../shared/errors';
import { PAYMENT_SESSION_TTL_MS, type PaymentProvider } from './provider';
import { checkStripeKey, stripeClient } from './stripe-connection';

/** Stripe's signature tolerance: events older than five minutes are refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Signatures dated in the future are refused beyond this clock skew (Stripe's SDK checks only the past). */
export const WEBHOOK_FUTURE_SKEW_SECONDS = 60;

/** The payment intent's id of a Checkout Session (expanded or not). */
export const paymentIntentOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

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
          metadata: { orderId: request.orderId, websiteId: request.websiteId },
          payment_intent_data: { metadata: { orderId: request.orderId, websiteId: request.websiteId } },
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
          // Stripe's minimum is 30 minutes; ours matches the test provider, before abandoned orders are released.
          expires_at: Math.floor((Date.now() + PAYMENT_SESSION_TTL_MS) / 1000),
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
