import { and, eq } from 'drizzle-orm';
import { renewalDueAt } from '../../../shared/commerce/subscriptions';
import type { Db, Tx } from '../../db/client';
import { cancelSubscription, recordSubscriptionEvent } from './subscription-cancel';
import type { SubscriptionMails } from './subscription-mails';
import type { SubscriptionRow } from './subscriptions-service';
import { subscriptions } from './tables';

export type SelfServiceAction = 'cancel' | 'pause' | 'resume' | 'skip';
export const SELF_SERVICE_ACTIONS: readonly SelfServiceAction[] = ['pause', 'resume', 'skip', 'cancel'];

export type SelfServiceResult =
  | { done: true; subscription: SubscriptionRow }
  | { done: false; subscription: SubscriptionRow; reason: string };

/** What the customer can do from each state (the page offers only these). */
export function actionsFor(subscription: SubscriptionRow, now: Date): SelfServiceAction[] {
  switch (subscription.status) {
    case 'active':
      return subscription.nextChargeAt && subscription.nextChargeAt > now
        ? ['pause', 'skip', 'cancel']
        : ['cancel'];
    case 'past_due':
      return ['cancel'];
    case 'paused':
      return ['resume', 'cancel'];
    default:
      return [];
  }
}

/**
 * The customer's own changes from the signed link in the subscription's e-mails: cancel, pause,
 * resume, skip the next renewal. Each runs under the subscription's row lock (the renewal job
 * takes the same lock), conditional on the state it starts from, so a repeated post changes
 * nothing twice and a renewal being charged is never skipped or paused under it.
 */
export function createSubscriptionSelfService(deps: { db: Db; clock: () => Date; mails: SubscriptionMails }) {
  const { db, clock } = deps;

  /** The change and its line in the owners' history, together. */
  const update = async (
    tx: Tx,
    id: string,
    set: Partial<SubscriptionRow>,
    event: { kind: 'paused' | 'resumed' | 'skipped'; message: string; at: Date },
  ) => {
    const [changed] = await tx.update(subscriptions).set(set).where(eq(subscriptions.id, id)).returning();
    await recordSubscriptionEvent(tx, changed!, event.kind, event.message, event.at);
    return changed!;
  };

  /** The first renewal date after now, counted from the anchor: a resumed subscription skips the periods it was paused. */
  function nextAfter(subscription: SubscriptionRow, now: Date): { skippedPeriods: number; at: Date } {
    let period = subscription.cyclesPaid + subscription.skippedPeriods;
    const at = (n: number) =>
      renewalDueAt(subscription.anchorAt!, subscription.plan, n, subscription.timeZone);
    while (at(period) <= now) period += 1;
    return { skippedPeriods: period - subscription.cyclesPaid, at: at(period) };
  }

  return {
    actionsFor: (subscription: SubscriptionRow) => actionsFor(subscription, clock()),

    async apply(
      websiteId: string,
      subscriptionId: string,
      action: SelfServiceAction,
    ): Promise<SelfServiceResult> {
      const mailContext = await deps.mails.contextFor(websiteId);
      return db.transaction(async (tx) => {
        const [subscription] = await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.id, subscriptionId)))
          .for('update');
        if (!subscription) throw new Error('Subscription vanished under its signed link');
        const now = clock();
        if (!actionsFor(subscription, now).includes(action))
          return { done: false, subscription, reason: refusal(subscription, action) };
        if (action === 'pause')
          return {
            done: true,
            subscription: await update(
              tx,
              subscription.id,
              { status: 'paused', nextChargeAt: null },
              { kind: 'paused', message: 'Paused by the customer.', at: now },
            ),
          };
        if (action === 'resume') {
          const next = nextAfter(subscription, now);
          return {
            done: true,
            subscription: await update(
              tx,
              subscription.id,
              { status: 'active', skippedPeriods: next.skippedPeriods, nextChargeAt: next.at },
              { kind: 'resumed', message: 'Resumed by the customer.', at: now },
            ),
          };
        }
        if (action === 'skip') {
          const skippedPeriods = subscription.skippedPeriods + 1;
          return {
            done: true,
            subscription: await update(
              tx,
              subscription.id,
              {
                skippedPeriods,
                nextChargeAt: renewalDueAt(
                  subscription.anchorAt!,
                  subscription.plan,
                  subscription.cyclesPaid + skippedPeriods,
                  subscription.timeZone,
                ),
              },
              { kind: 'skipped', message: 'The customer skipped the next payment.', at: now },
            ),
          };
        }
        const cancelled = await cancelSubscription(tx, subscription, {
          who: 'customer',
          now,
          mails: deps.mails,
          mailContext,
        });
        return { done: true, subscription: cancelled };
      });
    },
  };
}

function refusal(subscription: SubscriptionRow, action: SelfServiceAction): string {
  if (subscription.status === 'cancelled') return 'This subscription is already cancelled.';
  if (subscription.status === 'completed')
    return 'This subscription is complete: there is nothing left to change.';
  if (subscription.status === 'incomplete')
    return 'This subscription has not started yet: its first payment is not complete.';
  if (subscription.status === 'past_due')
    return 'The last payment failed: this subscription can only be cancelled until it is paid.';
  if (action === 'resume') return 'This subscription is not paused.';
  if (subscription.status === 'paused') return 'This subscription is paused: resume it first.';
  return 'The next renewal is being charged right now. Try again in a few minutes.';
}

export type SubscriptionSelfService = ReturnType<typeof createSubscriptionSelfService>;
