import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Executor } from './executor';
import { cancelUnpaidRenewal } from './subscription-renewals';
import type { SiteMailContext } from '../mail';
import type { SubscriptionMails } from './subscription-mails';
import type { SubscriptionRow } from './subscriptions-service';
import {
  subscriptionEvents,
  subscriptionRenewals,
  subscriptions,
  type SubscriptionEventKind,
} from './tables';

/** Written in the transaction of the change it tells of (the owners' history of a subscription). */
export async function recordSubscriptionEvent(
  executor: Executor,
  subscription: Pick<SubscriptionRow, 'id' | 'websiteId'>,
  kind: SubscriptionEventKind,
  message: string,
  at: Date,
): Promise<void> {
  await executor.insert(subscriptionEvents).values({
    websiteId: subscription.websiteId,
    subscriptionId: subscription.id,
    kind,
    message,
    createdAt: at,
  });
}

/**
 * Cancels a subscription now, in the caller's transaction under its row lock (the caller has
 * checked the state allows it): no next charge, a past-due renewal's unpaid order cancelled with
 * it (stock back), the history and the customer's e-mail written with the change.
 */
export async function cancelSubscription(
  tx: Tx,
  subscription: SubscriptionRow,
  by: { who: 'customer' | 'owner'; now: Date; mails: SubscriptionMails; mailContext: SiteMailContext },
): Promise<SubscriptionRow> {
  const { now } = by;
  const [cancelled] = await tx
    .update(subscriptions)
    .set({ status: 'cancelled', nextChargeAt: null, cancelledAt: now })
    .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.websiteId, subscription.websiteId)))
    .returning();
  // A past-due renewal's order waits unpaid with its stock taken: it goes with the subscription.
  const [renewal] = await tx
    .select()
    .from(subscriptionRenewals)
    .where(eq(subscriptionRenewals.subscriptionId, subscription.id))
    .orderBy(desc(subscriptionRenewals.cycle))
    .limit(1);
  const whoText = by.who === 'owner' ? 'The store' : 'The customer';
  if (renewal)
    await cancelUnpaidRenewal(
      tx,
      renewal.orderId,
      `${whoText} cancelled the subscription before this renewal was paid. Nothing was charged.`,
      now,
    );
  await recordSubscriptionEvent(
    tx,
    subscription,
    'cancelled',
    `Cancelled by ${by.who === 'owner' ? 'the store' : 'the customer'}.`,
    now,
  );
  await by.mails.write(tx, by.mailContext, cancelled!, 'cancelled');
  return cancelled!;
}
