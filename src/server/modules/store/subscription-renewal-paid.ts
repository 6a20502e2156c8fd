import { eq } from 'drizzle-orm';
import { planFinished, renewalDueAt } from '../../../shared/commerce/subscriptions';
import { formatMoney, Money } from '../../../shared/money';
import type { Tx } from '../../db/client';
import { recordOrderEvent } from './order-history';
import type { OrdersService } from './orders-service';
import type { SubscriptionRow } from './subscriptions-service';
import { orders, subscriptions } from './tables';

/** When payment number `cycle` falls due: skipped periods move it on by whole periods. */
export const renewalDue = (subscription: SubscriptionRow, cycle: number) =>
  renewalDueAt(
    subscription.anchorAt!,
    subscription.plan,
    cycle + subscription.skippedPeriods,
    subscription.timeZone,
  );

/**
 * A renewal's charge succeeded: the subscription moves on (active with its next date, or
 * completed) and the renewal's order is paid through the orders' applier (its one mail included).
 * Runs in the caller's transaction, under the subscription's row lock, after the caller has moved
 * the charge attempt out of `charging` / `requires_action` by a conditional update: so once.
 */
export async function recordRenewalPaid(
  tx: Tx,
  subscription: SubscriptionRow,
  paid: {
    orderId: string;
    paymentId: string;
    amountCents: number;
    apply: Awaited<ReturnType<OrdersService['paymentApplier']>>;
    how: string;
  },
): Promise<'renewed' | 'completed'> {
  const cycles = subscription.cyclesPaid + 1;
  const finished = planFinished(subscription.plan, cycles);
  // The subscription moves on first: the payment's one mail (the renewal order's confirmation
  // or gift receipt, with the subscription's part) says the next payment date.
  await tx
    .update(subscriptions)
    .set({
      cyclesPaid: cycles,
      failedAttempts: 0,
      lastFailure: null,
      status: finished ? 'completed' : 'active',
      nextChargeAt: finished ? null : renewalDue(subscription, cycles),
    })
    .where(eq(subscriptions.id, subscription.id));
  await paid.apply(tx, paid.paymentId);
  const [order] = await tx.select().from(orders).where(eq(orders.id, paid.orderId));
  await recordOrderEvent(
    tx,
    order!,
    'paid',
    `Subscription renewal ${cycles}${subscription.plan.numBillingCycles ? ` of ${subscription.plan.numBillingCycles}` : ''}: ${formatMoney(Money.of(paid.amountCents, subscription.currency))} ${paid.how}.`,
  );
  return finished ? 'completed' : 'renewed';
}
