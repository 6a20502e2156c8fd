import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../../db/client';
import type { Executor } from '../executor';
import type { OrdersService, ProviderResolver } from '../orders-service';
import type { SubscriptionPaymentMethods } from '../subscription-payment-method';
import type { SubscriptionsService } from '../subscriptions-service';
import { paymentEvents, payments } from '../tables';
import { paymentIntentOf } from './stripe-provider';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies a verified Stripe event once. A payment's event id is recorded in the same
 * transaction that applies the payment, so a process that dies half way leaves neither, and
 * Stripe's retry applies it. Other events are recorded after their change: their changes are
 * conditional on the order's current status, so a redelivery changes nothing twice.
 */
export function createStripeWebhookHandler({
  db,
  orders,
  providers,
  subscriptions,
  cards,
}: {
  db: Db;
  orders: OrdersService;
  providers: ProviderResolver;
  subscriptions: SubscriptionsService;
  /** A setup-mode session's new card for a subscription (subscription-payment-method.ts). */
  cards?: Pick<SubscriptionPaymentMethods, 'replaceStripeCard'>;
}) {
  /** The card a subscription's first payment kept (asked before the transaction: it is a call to Stripe). */
  async function savedMethodOf(websiteId: string, session: Stripe.Checkout.Session): Promise<string | null> {
    if (session.metadata?.subscription !== '1') return null;
    const provider = await providers(websiteId, 'stripe');
    return (await provider.savedPaymentMethod?.({ websiteId, sessionId: session.id })) ?? null;
  }

  async function orderIdOf(
    websiteId: string,
    sessionId: string,
    metadataOrderId: string | undefined,
  ): Promise<string | null> {
    const [payment] = await db
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(
        and(
          eq(payments.websiteId, websiteId),
          eq(payments.provider, 'stripe'),
          eq(payments.providerSessionId, sessionId),
        ),
      );
    return payment?.orderId ?? metadataOrderId ?? null;
  }

  const record = async (executor: Executor, websiteId: string, event: Stripe.Event) =>
    (
      await executor
        .insert(paymentEvents)
        .values({ provider: 'stripe', eventId: event.id, websiteId, type: event.type })
        .onConflictDoNothing()
        .returning()
    ).length > 0;

  const seen = async (event: Stripe.Event) =>
    (
      await db
        .select({ id: paymentEvents.eventId })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, 'stripe'), eq(paymentEvents.eventId, event.id)))
    ).length > 0;

  return async function handle(websiteId: string, event: Stripe.Event): Promise<WebhookOutcome> {
    if (await seen(event)) return 'duplicate';
    if (
      event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded'
    ) {
      const session = event.data.object;
      // A customer's new card (setup mode, from the subscription's self-service page): its
      // SetupIntent's payment method replaces the saved one; a redelivery changes nothing more.
      const cardFor = session.mode === 'setup' ? session.metadata?.subscriptionId : undefined;
      if (cardFor && cards) {
        const provider = await providers(websiteId, 'stripe');
        const method = await provider.setupPaymentMethod?.({ websiteId, sessionId: session.id });
        if (method) await cards.replaceStripeCard(websiteId, cardFor, method).catch(unknownOrder);
      }
      const orderId =
        session.payment_status === 'paid'
          ? await orderIdOf(websiteId, session.id, session.metadata?.orderId)
          : null;
      if (orderId) {
        const savedMethod = await savedMethodOf(websiteId, session);
        const startSubscription = await subscriptions.firstPaymentApplier(websiteId);
        const applied = await orders
          .markPaid(websiteId, orderId, paymentIntentOf(session), {
            within: (tx) => record(tx, websiteId, event),
            // A subscription's first order starts it, with the card kept, in the payment's transaction.
            then: (tx) => startSubscription(tx, orderId, savedMethod),
          })
          .catch(unknownOrder);
        if (applied) return applied.outcome === 'duplicate' ? 'duplicate' : 'applied';
      }
    } else if (
      event.type === 'checkout.session.expired' ||
      event.type === 'checkout.session.async_payment_failed'
    ) {
      const session = event.data.object;
      const orderId = await orderIdOf(websiteId, session.id, session.metadata?.orderId);
      if (orderId)
        await orders
          .cancelUnpaid(websiteId, orderId, 'session-expired', { sessionClosed: true })
          .catch(unknownOrder);
    }
    return (await record(db, websiteId, event)) ? 'applied' : 'duplicate';
  };
}

/** An event about an order this site does not have (another environment's test event): nothing to do. */
function unknownOrder(error: unknown): null {
  if ((error as { code?: string }).code === 'notFound') return null;
  throw error;
}
