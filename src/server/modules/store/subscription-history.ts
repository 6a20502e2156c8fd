import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SubscriptionHistoryEntry } from '../../../shared/api/subscriptions';
import { formatMoney, Money } from '../../../shared/money';
import type { Db } from '../../db/client';
import type { SubscriptionRow } from './subscriptions-service';
import {
  orders,
  subscriptionCharges,
  subscriptionEvents,
  subscriptionRenewals,
  type OrderRow,
} from './tables';

/** A paid charge of the subscription: its first order or a renewal's, with the payment number it was. */
export interface SubscriptionCharge {
  order: OrderRow;
  /** Payment number: 0 the first, n the n-th renewal. */
  cycle: number;
}

const TAKEN: readonly string[] = ['paid', 'fulfilled', 'refunded'];

/**
 * Every order of a subscription (first and renewals), oldest first, each with its payment
 * number. Scoped by the site: another site's ids find nothing.
 */
export async function subscriptionOrders(
  db: Db,
  subscription: SubscriptionRow,
): Promise<SubscriptionCharge[]> {
  const renewals = await db
    .select()
    .from(subscriptionRenewals)
    .where(
      and(
        eq(subscriptionRenewals.websiteId, subscription.websiteId),
        eq(subscriptionRenewals.subscriptionId, subscription.id),
      ),
    )
    .orderBy(asc(subscriptionRenewals.cycle));
  const ids = [subscription.firstOrderId, ...renewals.map((renewal) => renewal.orderId)];
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.websiteId, subscription.websiteId), inArray(orders.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [
    { id: subscription.firstOrderId, cycle: 0 },
    ...renewals.map((renewal) => ({ id: renewal.orderId, cycle: renewal.cycle })),
  ].flatMap(({ id, cycle }) => {
    const order = byId.get(id);
    return order ? [{ order, cycle }] : [];
  });
}

/** The most recent charge taken (its order paid, fulfilled or refunded); null before the first payment. */
export const lastCharge = (charges: SubscriptionCharge[]) =>
  [...charges].reverse().find((charge) => TAKEN.includes(charge.order.status)) ?? null;

const orderOf = (order: OrderRow) => ({
  id: order.id,
  orderNumber: order.orderNumber,
  status: order.status,
  amountCents: order.grandTotalCents,
  refundedCents: order.refundedCents,
});

/** A charge's order as a history line: taken, waiting for its payment, or cancelled unpaid. */
function chargeEntry(
  { order, cycle }: SubscriptionCharge,
  money: (minor: number) => string,
  firstFailure: Date | null,
): SubscriptionHistoryEntry | null {
  const what = cycle === 0 ? 'First payment' : `Renewal ${cycle}`;
  if (TAKEN.includes(order.status)) {
    const refunded = order.refundedCents > 0 ? ` Refunded ${money(order.refundedCents)}.` : '';
    return {
      kind: cycle === 0 ? 'started' : 'renewed',
      at: (order.paidAt ?? order.createdAt).toISOString(),
      message: `${what}: ${money(order.grandTotalCents)} charged (order #${order.orderNumber}).${refunded}`,
      order: orderOf(order),
    };
  }
  if (cycle === 0) return null;
  const cancelled = order.status === 'cancelled';
  return {
    kind: cancelled ? 'renewal-cancelled' : 'renewal-pending',
    // A waiting renewal is told when it first failed, just before that failure.
    at: ((cancelled ? order.cancelledAt : null) ?? firstFailure ?? order.createdAt).toISOString(),
    message: cancelled
      ? `${what} (order #${order.orderNumber}) was cancelled unpaid. Nothing was charged.`
      : `${what} (order #${order.orderNumber}) is waiting for its payment.`,
    order: orderOf(order),
  };
}

/**
 * The owners' history of one subscription, oldest first, from the tables that already keep it:
 * its orders (first payment, renewals, their refunds), its failed charge attempts, and the
 * events of subscription_events (pauses, skips, cancellations, changes). A cancellation after
 * the last dunning try has no event of its own: the subscription row tells it.
 */
export async function subscriptionHistory(
  db: Db,
  subscription: SubscriptionRow,
  charges: SubscriptionCharge[],
): Promise<SubscriptionHistoryEntry[]> {
  const money = (minor: number) => formatMoney(Money.of(minor, subscription.currency));
  const entries: SubscriptionHistoryEntry[] = [];
  const [attempts, events] = await Promise.all([
    db
      .select()
      .from(subscriptionCharges)
      .where(
        and(
          eq(subscriptionCharges.websiteId, subscription.websiteId),
          eq(subscriptionCharges.subscriptionId, subscription.id),
          inArray(subscriptionCharges.status, ['declined', 'requires_action']),
        ),
      )
      .orderBy(asc(subscriptionCharges.cycle), asc(subscriptionCharges.attempt)),
    db
      .select()
      .from(subscriptionEvents)
      .where(
        and(
          eq(subscriptionEvents.websiteId, subscription.websiteId),
          eq(subscriptionEvents.subscriptionId, subscription.id),
        ),
      )
      .orderBy(asc(subscriptionEvents.id)),
  ]);
  const firstFailure = (cycle: number) =>
    attempts.find((attempt) => attempt.cycle === cycle)?.settledAt ?? null;
  for (const charge of charges) {
    const entry = chargeEntry(charge, money, firstFailure(charge.cycle));
    if (entry) entries.push(entry);
  }
  for (const attempt of attempts)
    entries.push({
      kind: attempt.status === 'requires_action' ? 'needs-action' : 'charge-failed',
      at: (attempt.settledAt ?? attempt.createdAt).toISOString(),
      message:
        attempt.status === 'requires_action'
          ? `Renewal ${attempt.cycle}, try ${attempt.attempt}: ${money(attempt.amountCents)} needs the customer to confirm the payment with their bank.`
          : `Renewal ${attempt.cycle}, try ${attempt.attempt}: ${money(attempt.amountCents)} was declined.`,
      order: null,
    });
  for (const event of events)
    entries.push({
      kind: event.kind,
      at: event.createdAt.toISOString(),
      message: event.message,
      order: null,
    });
  if (subscription.status === 'cancelled' && !events.some((event) => event.kind === 'cancelled'))
    entries.push({
      kind: 'cancelled',
      at: (subscription.cancelledAt ?? subscription.createdAt).toISOString(),
      message: `Cancelled after ${subscription.failedAttempts} failed payment tries${subscription.lastFailure ? ` (${subscription.lastFailure})` : ''}.`,
      order: null,
    });
  // Stable: entries of the same instant keep the order they were gathered in.
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}
