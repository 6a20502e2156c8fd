import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../../db/client';
import type { OrdersService } from '../orders-service';
import { paymentEvents, payments } from '../tables';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies a verified Stripe event once. The event id is recorded first (a redelivery finds it
 * and stops); every state change is conditional on the order's current status, so events that
 * arrive late or out of order (an expiry after the payment, a second completion) change nothing.
 * If applying fails, the record is removed so that Stripe's retry is processed.
 */
export function createStripeWebhookHandler({ db, orders }: { db: Db; orders: OrdersService }) {
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

  async function apply(websiteId: string, event: Stripe.Event): Promise<void> {
    if (
      event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded'
    ) {
      const session = event.data.object;
      if (session.payment_status !== 'paid') return;
      const orderId = await orderIdOf(websiteId, session.id, session.metadata?.orderId);
      const paymentIntent =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? null);
      if (orderId) await orders.markPaid(websiteId, orderId, paymentIntent).catch(ignoreUnknownOrder);
    } else if (
      event.type === 'checkout.session.expired' ||
      event.type === 'checkout.session.async_payment_failed'
    ) {
      const session = event.data.object;
      const orderId = await orderIdOf(websiteId, session.id, session.metadata?.orderId);
      if (orderId) await orders.cancelUnpaid(websiteId, orderId).catch(ignoreUnknownOrder);
    }
  }

  return async function handle(websiteId: string, event: Stripe.Event): Promise<WebhookOutcome> {
    const [recorded] = await db
      .insert(paymentEvents)
      .values({ provider: 'stripe', eventId: event.id, websiteId, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!recorded) return 'duplicate';
    try {
      await apply(websiteId, event);
    } catch (error) {
      await db
        .delete(paymentEvents)
        .where(and(eq(paymentEvents.provider, 'stripe'), eq(paymentEvents.eventId, event.id)));
      throw error;
    }
    return 'applied';
  };
}

/** An event about an order this site does not have (another environment's test event): nothing to do. */
function ignoreUnknownOrder(error: unknown): void {
  if ((error as { code?: string }).code === 'notFound') return;
  throw error;
}
