import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { newId } from '../../../shared/ids';
import type { Db, Tx } from '../../db/client';
import type { SiteMailContext } from '../mail';
import type { SubscriptionMails } from './subscription-mails';
import { recordOrderEvent } from './order-history';
import type { OrdersService, ProviderResolver } from './orders-service';
import type { SavedChargeResult } from './payments/provider';
import { releaseStock, reserveStock } from './stock';
import { recordRenewalPaid, renewalDue } from './subscription-renewal-paid';
import type { SubscriptionRow } from './subscriptions-service';
import {
  orders,
  payments,
  storeSettings,
  subscriptionCharges,
  subscriptionRenewals,
  subscriptions,
  type OrderRow,
} from './tables';

/** Dunning: after a failed renewal, retries this many days after its due date (3 tries over 7 days), then cancelled. */
export const DUNNING_RETRY_DAYS = [1, 3, 7] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RenewalOutcome =
  'not-due' | 'renewed' | 'completed' | 'recorded-elsewhere' | 'retry-scheduled' | 'cancelled';

type Attempt = typeof subscriptionCharges.$inferSelect;

const chargedLines = (order: Pick<OrderRow, 'lines'>) =>
  order.lines
    .filter((line) => line.productType !== 2)
    .map((line) => ({ variantId: line.variantId, quantity: line.quantity }));

/** A renewal's order still unpaid is cancelled with its subscription: stock back, the history says why. */
export async function cancelUnpaidRenewal(tx: Tx, orderId: string, why: string, now: Date): Promise<void> {
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning();
  if (!cancelled) return;
  await releaseStock(tx, cancelled.websiteId, chargedLines(cancelled));
  await tx.update(payments).set({ status: 'cancelled', updatedAt: now }).where(eq(payments.orderId, orderId));
  await recordOrderEvent(tx, cancelled, 'cancelled', why);
}

/**
 * Renewals (issue 19): each is an order of its own (numbered, stock taken) paid by an
 * off-session charge of the card the first payment kept. Never a charge without a record, never
 * two charges for one renewal:
 *
 *   1. prepare  ONE transaction, the subscription row locked: the renewal's order (made once per
 *               cycle) and a charge attempt written `charging` with its idempotency key, BEFORE
 *               the provider is asked. An attempt still `charging` (its process died, or another
 *               worker holds it) is reused with its key, never replaced.
 *   2. charge   the provider, with that key: asked again, it answers the charge it already made.
 *   3. record   ONE transaction: the attempt leaves `charging` only once (conditional update),
 *               with the order paid and the subscription advanced, or the failure counted.
 *
 * A process killed between 2 and 3 leaves the attempt `charging` and the subscription due: the
 * job's retry (or the next sweep) runs 1 again, reuses the key, and 3 records the one charge.
 */
export function createRenewals(deps: {
  db: Db;
  orders: OrdersService;
  providers: ProviderResolver;
  clock: () => Date;
  mails: SubscriptionMails;
}) {
  const { db, clock } = deps;

  const dueAt = renewalDue;

  /** The renewal's order, taken from the subscription as bought; null when its stock ran out. */
  async function placeRenewalOrder(tx: Tx, subscription: SubscriptionRow): Promise<OrderRow | null> {
    const { short } = await reserveStock(tx, subscription.websiteId, chargedLines(subscription));
    if (short) return null;
    const [counter] = await tx
      .update(storeSettings)
      .set({ nextOrderNumber: sql`${storeSettings.nextOrderNumber} + 1` })
      .where(eq(storeSettings.websiteId, subscription.websiteId))
      .returning({ next: storeSettings.nextOrderNumber });
    const [order] = await tx
      .insert(orders)
      .values({
        id: newId(),
        websiteId: subscription.websiteId,
        orderNumber: counter!.next - 1,
        // Renewal orders have no cart: a fresh id keeps `orders.cart_id` unique and never matches one.
        cartId: newId(),
        accessToken: randomBytes(24).toString('base64url'),
        status: 'pending',
        email: subscription.email,
        customerName: subscription.customerName,
        shippingAddress: subscription.shippingAddress,
        shippingOption: subscription.shippingOption,
        lines: subscription.lines,
        currency: subscription.currency,
        subtotalCents: subscription.subtotalCents,
        discountCents: subscription.discountCents,
        shippingCents: subscription.shippingCents,
        taxCents: subscription.taxCents,
        grandTotalCents: subscription.amountCents,
      })
      .returning();
    await tx.insert(payments).values({
      id: newId(),
      websiteId: subscription.websiteId,
      orderId: order!.id,
      provider: subscription.provider,
      status: 'pending',
      amountCents: subscription.amountCents,
    });
    await recordOrderEvent(tx, order!, 'placed', 'Subscription renewal placed; charging the saved card.');
    return order!;
  }

  /** Step 1. Null when nothing is due (or a failure was just counted, for stock that ran out). */
  async function prepare(
    websiteId: string,
    subscriptionId: string,
    mailContext: SiteMailContext,
  ): Promise<
    { subscription: SubscriptionRow; orderId: string; attempt: Attempt } | { outcome: RenewalOutcome }
  > {
    return db.transaction(async (tx) => {
      const [subscription] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.id, subscriptionId)))
        .for('update');
      const now = clock();
      if (
        !subscription ||
        (subscription.status !== 'active' && subscription.status !== 'past_due') ||
        !subscription.nextChargeAt ||
        !subscription.paymentMethodId ||
        !subscription.anchorAt ||
        subscription.nextChargeAt.getTime() > now.getTime()
      )
        return { outcome: 'not-due' as const };
      const cycle = subscription.cyclesPaid;
      const [renewal] = await tx
        .select()
        .from(subscriptionRenewals)
        .where(
          and(
            eq(subscriptionRenewals.subscriptionId, subscription.id),
            eq(subscriptionRenewals.cycle, cycle),
          ),
        );
      let orderId = renewal?.orderId;
      if (!orderId) {
        const order = await placeRenewalOrder(tx, subscription);
        if (!order) {
          const title = subscription.lines[0]?.title ?? 'The subscribed item';
          return {
            outcome: await countFailure(tx, subscription, null, `${title} is out of stock.`, mailContext),
          };
        }
        await tx.insert(subscriptionRenewals).values({
          subscriptionId: subscription.id,
          cycle,
          websiteId,
          orderId: order.id,
        });
        orderId = order.id;
      }
      const [last] = await tx
        .select()
        .from(subscriptionCharges)
        .where(
          and(eq(subscriptionCharges.subscriptionId, subscription.id), eq(subscriptionCharges.cycle, cycle)),
        )
        .orderBy(desc(subscriptionCharges.attempt))
        .limit(1);
      if (last?.status === 'charging') return { subscription, orderId, attempt: last };
      const number = (last?.attempt ?? 0) + 1;
      const [attempt] = await tx
        .insert(subscriptionCharges)
        .values({
          subscriptionId: subscription.id,
          cycle,
          attempt: number,
          websiteId,
          idempotencyKey: `renewal-${subscription.id}-${cycle}-${number}`,
          status: 'charging',
          amountCents: subscription.amountCents,
        })
        .returning();
      return { subscription, orderId, attempt: attempt! };
    });
  }

  /**
   * A failed try at the current renewal: retried on the dunning schedule (past due), or, after
   * the last retry, the subscription is cancelled and the renewal's unpaid order with it (stock back).
   */
  async function countFailure(
    tx: Tx,
    subscription: SubscriptionRow,
    orderId: string | null,
    reason: string,
    mailContext: SiteMailContext,
  ): Promise<RenewalOutcome> {
    const failures = subscription.failedAttempts + 1;
    const retryDays = DUNNING_RETRY_DAYS[failures - 1];
    if (retryDays !== undefined) {
      const retryAt = new Date(dueAt(subscription, subscription.cyclesPaid).getTime() + retryDays * DAY_MS);
      const [failing] = await tx
        .update(subscriptions)
        .set({ status: 'past_due', failedAttempts: failures, lastFailure: reason, nextChargeAt: retryAt })
        .where(eq(subscriptions.id, subscription.id))
        .returning();
      // Each failed try mails once (this runs once per attempt): the reason and the self-service link.
      await deps.mails.write(tx, mailContext, failing!, 'payment-failed', { failure: reason });
      return 'retry-scheduled';
    }
    const now = clock();
    const [cancelledSubscription] = await tx
      .update(subscriptions)
      .set({
        status: 'cancelled',
        failedAttempts: failures,
        lastFailure: reason,
        nextChargeAt: null,
        cancelledAt: now,
      })
      .where(eq(subscriptions.id, subscription.id))
      .returning();
    await deps.mails.write(tx, mailContext, cancelledSubscription!, 'cancelled');
    if (orderId)
      await cancelUnpaidRenewal(
        tx,
        orderId,
        `The renewal could not be charged after ${failures} tries (${reason}); the subscription was cancelled. Nothing was charged.`,
        now,
      );
    return 'cancelled';
  }

  /** Step 3. */
  async function record(
    websiteId: string,
    prepared: { subscription: SubscriptionRow; orderId: string; attempt: Attempt },
    result: SavedChargeResult,
    mailContext: SiteMailContext,
  ): Promise<RenewalOutcome> {
    const { orderId, attempt } = prepared;
    const apply = result.status === 'succeeded' ? await deps.orders.paymentApplier(websiteId, orderId) : null;
    return db.transaction(async (tx) => {
      const [subscription] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, attempt.subscriptionId))
        .for('update');
      const [settled] = await tx
        .update(subscriptionCharges)
        .set({ status: result.status, providerPaymentId: result.paymentId, settledAt: clock() })
        .where(
          and(
            eq(subscriptionCharges.subscriptionId, attempt.subscriptionId),
            eq(subscriptionCharges.cycle, attempt.cycle),
            eq(subscriptionCharges.attempt, attempt.attempt),
            eq(subscriptionCharges.status, 'charging'),
          ),
        )
        .returning();
      // Another worker recorded this attempt first (it asked with the same key: the same charge).
      if (!settled || !subscription) return 'recorded-elsewhere';
      if (result.status !== 'succeeded')
        return countFailure(tx, subscription, orderId, result.message, mailContext);
      return recordRenewalPaid(tx, subscription, {
        orderId,
        paymentId: result.paymentId,
        amountCents: attempt.amountCents,
        apply: apply!,
        how: 'charged to the saved card',
      });
    });
  }

  return {
    /** Renews one subscription if it is due: safe to run twice at once, or again after a crash. */
    async renew(websiteId: string, subscriptionId: string): Promise<RenewalOutcome> {
      // Read before the transactions that write the mails (renewal receipt, failed payment).
      const mailContext = await deps.mails.contextFor(websiteId);
      const prepared = await prepare(websiteId, subscriptionId, mailContext);
      if ('outcome' in prepared) return prepared.outcome;
      const { subscription, attempt } = prepared;
      const provider = await deps.providers(websiteId, subscription.provider);
      if (!provider.chargeSaved) throw new Error(`The ${provider.name} provider cannot charge saved cards`);
      // A throw here (provider unreachable) leaves the attempt `charging`: the retry asks with the same key.
      const result = await provider.chargeSaved({
        websiteId,
        paymentMethodId: subscription.paymentMethodId!,
        amountCents: attempt.amountCents,
        currency: subscription.currency,
        idempotencyKey: attempt.idempotencyKey,
      });
      return record(websiteId, prepared, result, mailContext);
    },

    /**
     * Subscriptions whose charge is due (renewal or dunning retry), a page at a time in id order:
     * `afterId` (the last id of the previous page) pages on, so a sweep reaches every due row
     * however many there are, not the same first page again while those wait in the queue.
     */
    async due(limit = 500, afterId?: string) {
      return db
        .select({
          websiteId: subscriptions.websiteId,
          id: subscriptions.id,
          cyclesPaid: subscriptions.cyclesPaid,
          failedAttempts: subscriptions.failedAttempts,
        })
        .from(subscriptions)
        .where(
          and(
            inArray(subscriptions.status, ['active', 'past_due']),
            lte(subscriptions.nextChargeAt, clock()),
            afterId ? gt(subscriptions.id, afterId) : undefined,
          ),
        )
        .orderBy(asc(subscriptions.id))
        .limit(limit);
    },

    /** Charge attempts of a subscription, in order (tests and, later, the owners' history). */
    attempts: (websiteId: string, subscriptionId: string) =>
      db
        .select()
        .from(subscriptionCharges)
        .where(
          and(
            eq(subscriptionCharges.websiteId, websiteId),
            eq(subscriptionCharges.subscriptionId, subscriptionId),
          ),
        )
        .orderBy(asc(subscriptionCharges.cycle), asc(subscriptionCharges.attempt)),

    renewalOrders: (websiteId: string, subscriptionId: string) =>
      db
        .select()
        .from(subscriptionRenewals)
        .where(
          and(
            eq(subscriptionRenewals.websiteId, websiteId),
            eq(subscriptionRenewals.subscriptionId, subscriptionId),
          ),
        )
        .orderBy(asc(subscriptionRenewals.cycle)),
  };
}

export type Renewals = ReturnType<typeof createRenewals>;
