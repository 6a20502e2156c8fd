import { and, eq } from 'drizzle-orm';
import type { OwnerSubscriptionDetailAnswer } from '../../../shared/api/subscriptions';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/client';
import { cancelSubscription } from './subscription-cancel';
import { lastCharge, subscriptionHistory, subscriptionOrders } from './subscription-history';
import { ownerSubscriptionOf } from './subscription-ledger';
import type { SubscriptionMails } from './subscription-mails';
import type { SubscriptionRow } from './subscriptions-service';
import { subscriptions, type OrderRow } from './tables';

/** The states an owner can cancel from (a checkout never paid is the order's to cancel). */
const CANCELLABLE: readonly string[] = ['active', 'past_due', 'paused'];
const REFUNDABLE: readonly string[] = ['paid', 'fulfilled'];

/**
 * One subscription for its owner (issue 19, Store → Subscriptions → a subscription): the
 * customer, plan, state, history, and the owner's actions: cancel now, refund the last charge.
 * Every read and change is scoped by the site: another site's id is "not found".
 */
export function createSubscriptionOwnerActions(deps: {
  db: Db;
  clock: () => Date;
  mails: SubscriptionMails;
  timeZoneOf: (websiteId: string) => Promise<string>;
  /** The orders' own refund (provider first, then the books, the customer's mail). */
  refundOrder: (websiteId: string, orderId: string) => Promise<OrderRow>;
}) {
  const { db, clock } = deps;

  async function find(websiteId: string, id: string): Promise<SubscriptionRow> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.id, id)));
    // A checkout never paid is no subscription yet (the list leaves it out too).
    if (!row || row.status === 'incomplete') throw new AppError('notFound');
    return row;
  }

  return {
    async detail(websiteId: string, id: string): Promise<OwnerSubscriptionDetailAnswer> {
      const subscription = await find(websiteId, id);
      const charges = await subscriptionOrders(db, subscription);
      const last = lastCharge(charges)?.order ?? null;
      return {
        subscription: {
          ...ownerSubscriptionOf(subscription),
          quantity: subscription.lines[0]?.quantity ?? 1,
          lastFailure: subscription.lastFailure,
        },
        timeZone: await deps.timeZoneOf(websiteId),
        history: await subscriptionHistory(db, subscription, charges),
        lastCharge: last && {
          orderId: last.id,
          orderNumber: last.orderNumber,
          amountCents: last.grandTotalCents,
          refundedCents: last.refundedCents,
          status: last.status,
        },
        canCancel: CANCELLABLE.includes(subscription.status),
        canRefundLast:
          !!last && REFUNDABLE.includes(last.status) && last.refundedCents < last.grandTotalCents,
      };
    },

    /** Cancels now (no further charge; a past-due renewal's unpaid order with it); the customer is mailed. */
    async cancel(websiteId: string, id: string): Promise<SubscriptionRow> {
      await find(websiteId, id);
      const mailContext = await deps.mails.contextFor(websiteId);
      return db.transaction(async (tx) => {
        const [subscription] = await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.id, id)))
          .for('update');
        if (!subscription || !CANCELLABLE.includes(subscription.status))
          throw new AppError(
            'conflict',
            undefined,
            subscription?.status === 'cancelled'
              ? 'This subscription is already cancelled.'
              : 'This subscription is complete: there is nothing left to cancel.',
          );
        return cancelSubscription(tx, subscription, {
          who: 'owner',
          now: clock(),
          mails: deps.mails,
          mailContext,
        });
      });
    },

    /**
     * Refunds what is left of the most recent charge (first payment or renewal) through the
     * orders' refund: the provider first, then the books and the customer's refund e-mail. The
     * route wraps it in an Idempotency-Key, so a retried request refunds once.
     */
    async refundLast(websiteId: string, id: string): Promise<OrderRow> {
      const subscription = await find(websiteId, id);
      const last = lastCharge(await subscriptionOrders(db, subscription))?.order;
      if (!last) throw new AppError('conflict', undefined, 'This subscription has no payment to refund yet.');
      if (!REFUNDABLE.includes(last.status) || last.refundedCents >= last.grandTotalCents)
        throw new AppError(
          'conflict',
          undefined,
          `The last charge (order #${last.orderNumber}) is already refunded.`,
        );
      return deps.refundOrder(websiteId, last.id);
    },
  };
}

export type SubscriptionOwnerActions = ReturnType<typeof createSubscriptionOwnerActions>;
