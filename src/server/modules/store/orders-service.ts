import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { FulfilInput } from '../../../shared/api/store';
import { AppError } from '../../../shared/errors';
import type { Db, Tx } from '../../db/client';
import type { Executor } from './executor';
import { releaseStock } from './stock';
import type { OrderEmails } from './order-emails';
import type { OrderTenders } from './gift-card-redemption';
import { orderHistory, recordOrderEvent } from './order-history';
import { createOrderPayments, type PaymentOutcome } from './order-payments';
import {
  findOrder,
  findOrderByAccessToken,
  listOrders,
  orderCustomers,
  paymentOf,
  type OrderListFilter,
} from './order-queries';
import { createOrderRefunds } from './order-refunds';
import type { PaymentProvider, SessionClosing } from './payments/provider';
import { orders, payments, type OrderRow } from './tables';
import type { OrderStatus } from './types';

export type ProviderResolver = (websiteId: string, name: 'test' | 'stripe') => Promise<PaymentProvider>;

/** Stock goes back for the bought lines that hold stock (digital lines never took any). */
const stockLines = (order: OrderRow) =>
  order.lines
    .filter((line) => line.productType !== 2)
    .map((line) => ({ variantId: line.variantId, quantity: line.quantity }));

export type OrdersService = ReturnType<typeof createOrdersService>;

/** Why an unpaid order is cancelled, as the owner reads it in the order's history. */
const CANCEL_REASONS = {
  shopper: 'The shopper left the payment page (cancel). Stock returned.',
  abandoned: 'Payment was not completed in time. Stock returned.',
  owner: 'Cancelled by the owner before payment. Stock returned.',
  'session-expired': 'The payment session expired or failed. Stock returned.',
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;

/**
 * Orders after checkout placed them: payment outcomes (idempotent, conditional on the current
 * status, so duplicate or late provider events change nothing twice), and the owners'
 * fulfil, refund and cancel. Status moves: pending → paid → fulfilled; paid or fulfilled →
 * refunded (in full); pending or paid → cancelled.
 */
export function createOrdersService(deps: {
  db: Db;
  emails: OrderEmails;
  providers: ProviderResolver;
  clock?: () => Date;
  /** Gift cards spent on orders (gift-card-redemption.ts): given back, taken again, credited, issued. */
  tenders?: OrderTenders | undefined;
}) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const orderPayments = createOrderPayments({ ...deps, clock });

  /**
   * Closes the provider's session of an unpaid order, so it cannot be paid once cancelled.
   * Null when there is no session to close (checkout never reached the provider).
   */
  async function closeSession(order: OrderRow): Promise<SessionClosing | null> {
    const payment = await paymentOf(db, order);
    if (!payment?.providerSessionId) return null;
    const provider = await deps.providers(order.websiteId, payment.provider);
    return provider.expireSession({ websiteId: order.websiteId, sessionId: payment.providerSessionId });
  }

  /** Moves an order between statuses only from an expected one; answers the row when it moved. */
  async function transition(
    tx: Executor,
    order: OrderRow,
    from: OrderStatus[],
    set: Partial<OrderRow>,
  ): Promise<OrderRow | null> {
    const [moved] = await tx
      .update(orders)
      .set(set)
      .where(
        and(eq(orders.websiteId, order.websiteId), eq(orders.id, order.id), inArray(orders.status, from)),
      )
      .returning();
    return moved ?? null;
  }

  const get = (websiteId: string, orderId: string) => findOrder(db, websiteId, orderId);
  const refunds = createOrderRefunds({ ...deps, clock });

  return {
    get,
    paymentOf: (order: OrderRow) => paymentOf(db, order),
    byAccessToken: (websiteId: string, token: string) => findOrderByAccessToken(db, websiteId, token),
    list: (websiteId: string, filter: OrderListFilter) => listOrders(db, websiteId, filter),
    /** Customers: everyone who placed an order, by e-mail, with their order count and spend. */
    customers: (websiteId: string) => orderCustomers(db, websiteId),

    /**
     * The provider captured a payment for this order: applied in one transaction with
     * `within` (the caller's record of the provider event; false means already handled), and
     * never silently ignored: a payment for a cancelled order revives it when all its stock can
     * be taken again, and is otherwise refunded automatically (see order-payments.ts).
     */
    async markPaid(
      websiteId: string,
      orderId: string,
      providerPaymentId: string | null,
      options: {
        within?: (tx: Tx) => Promise<boolean>;
        /** After the payment is applied, in its transaction (a subscription's first payment starts it). */
        then?: (tx: Tx) => Promise<void>;
      } = {},
    ): Promise<{ order: OrderRow; outcome: PaymentOutcome | 'duplicate' }> {
      const apply = await orderPayments.applier(websiteId, orderId);
      const outcome = await db.transaction(async (tx) => {
        if (options.within && !(await options.within(tx))) return 'duplicate' as const;
        const applied = await apply(tx, providerPaymentId);
        await options.then?.(tx);
        return applied;
      });
      if (outcome === 'refund-due') await orderPayments.settleRefundsDue({ websiteId, orderId });
      return { order: await get(websiteId, orderId), outcome };
    },

    /** The step that applies a payment inside a provider's own transaction (the test provider's charge). */
    paymentApplier: (websiteId: string, orderId: string) => orderPayments.applier(websiteId, orderId),
    /** Refunds late payments still owed (after a crash or a provider outage); the maintenance job runs it. */
    settleRefundsDue: (filter: { websiteId: string; orderId: string } | null = null) =>
      orderPayments.settleRefundsDue(filter),
    history: (websiteId: string, orderId: string) => orderHistory(db, websiteId, orderId),

    /**
     * Undoes checkout for an order never paid: its payment session is closed first (so it can
     * no longer be paid), then the order is cancelled and its stock returned. If the shopper
     * paid before the session closed, the payment is applied instead and nothing is cancelled.
     * `sessionClosed`: the provider already closed it (its expiry event).
     */
    async cancelUnpaid(
      websiteId: string,
      orderId: string,
      reason: CancelReason,
      options: { sessionClosed?: boolean } = {},
    ): Promise<boolean> {
      const order = await get(websiteId, orderId);
      if (order.status !== 'pending') return false;
      let closing: SessionClosing | null = null;
      let notClosed: unknown = null;
      if (!options.sessionClosed) {
        try {
          closing = await closeSession(order);
        } catch (error) {
          // Cancelling goes ahead: a payment that still arrives is revived or refunded, never kept.
          notClosed = error;
        }
      }
      if (closing?.status === 'completed') {
        await this.markPaid(websiteId, orderId, closing.paymentId);
        return false;
      }
      // The shopper hears of an owner's cancel; their own or an abandoned checkout needs no mail.
      const mail = reason === 'owner' ? await deps.emails.contextFor(order) : null;
      return db.transaction(async (tx) => {
        const cancelled = await transition(tx, order, ['pending'], {
          status: 'cancelled',
          cancelledAt: clock(),
        });
        if (!cancelled) return false;
        await tx
          .update(payments)
          .set({ status: 'cancelled', updatedAt: clock() })
          .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
        await releaseStock(tx, websiteId, stockLines(order));
        await deps.tenders?.release(tx, order);
        await recordOrderEvent(tx, order, 'cancelled', CANCEL_REASONS[reason]);
        if (mail) await deps.emails.sendCancelled(tx, cancelled, mail, 0);
        if (notClosed)
          await recordOrderEvent(
            tx,
            order,
            'session-not-closed',
            `The payment page could not be closed (${String(notClosed)}). A payment that still arrives will be applied or refunded automatically.`,
          );
        return true;
      });
    },

    /**
     * Releases checkouts abandoned on the payment page: pending orders older than `cutoff`
     * are cancelled and their stock returned. Their payment sessions have expired by then and
     * are closed again to be sure. Runs for every site; answers how many it released.
     */
    async releaseAbandoned(cutoff: Date, limit = 100): Promise<number> {
      const stale = await db
        .select({ id: orders.id, websiteId: orders.websiteId })
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, cutoff)))
        .orderBy(asc(orders.createdAt))
        .limit(limit);
      let released = 0;
      for (const order of stale)
        if (await this.cancelUnpaid(order.websiteId, order.id, 'abandoned')) released += 1;
      return released;
    },

    /**
     * Marks a paid order fulfilled, with the carrier and tracking number when given, and writes
     * the shopper's shipping mail in the same transaction. Fulfilling again changes nothing and
     * mails nothing (the order is no longer paid).
     */
    async fulfil(
      websiteId: string,
      orderId: string,
      shipment: FulfilInput = { carrier: '', trackingNumber: '' },
    ): Promise<OrderRow> {
      const order = await get(websiteId, orderId);
      const mail = order.status === 'paid' ? await deps.emails.contextFor(order) : null;
      const fulfilled = await db.transaction(async (tx) => {
        const moved = await transition(tx, order, ['paid'], {
          status: 'fulfilled',
          fulfilledAt: clock(),
          carrier: shipment.carrier || null,
          trackingNumber: shipment.trackingNumber || null,
        });
        if (!moved || !mail) return null;
        const tracking = shipment.trackingNumber
          ? ` ${shipment.carrier ? `${shipment.carrier} t` : 'T'}racking number ${shipment.trackingNumber}.`
          : '';
        await recordOrderEvent(tx, moved, 'fulfilled', `Marked as fulfilled.${tracking}`);
        await deps.emails.sendFulfilled(tx, moved, mail);
        return moved;
      });
      if (!fulfilled)
        throw new AppError(
          'orderTransitionInvalid',
          undefined,
          order.status === 'fulfilled'
            ? 'This order is already fulfilled.'
            : 'Only paid orders can be fulfilled.',
        );
      return fulfilled;
    },

    /**
     * Refunds part or all of what is left: booked on the order first, then asked of the provider
     * (undone if it refuses); see order-refunds.ts.
     */
    refund: refunds.refund,

    /** Cancels an order that has not shipped: unpaid ones simply, paid ones with a full refund; stock goes back. */
    async cancel(websiteId: string, orderId: string): Promise<OrderRow> {
      const order = await get(websiteId, orderId);
      if (order.status === 'pending') {
        if (!(await this.cancelUnpaid(websiteId, orderId, 'owner'))) throw new AppError('conflict');
        return get(websiteId, orderId);
      }
      if (order.status !== 'paid')
        throw new AppError(
          'orderTransitionInvalid',
          undefined,
          order.status === 'cancelled'
            ? 'This order is already cancelled.'
            : 'Fulfilled or refunded orders cannot be cancelled. Refund them instead.',
        );
      // One mail for the whole step: the cancellation says what was refunded.
      if (order.refundedCents < order.grandTotalCents)
        await this.refund(websiteId, orderId, undefined, { mail: false });
      const mail = await deps.emails.contextFor(order);
      return db.transaction(async (tx) => {
        const cancelled = await transition(tx, order, ['paid', 'refunded'], {
          status: 'cancelled',
          cancelledAt: clock(),
        });
        if (!cancelled) throw new AppError('conflict');
        await releaseStock(tx, websiteId, stockLines(order));
        await recordOrderEvent(
          tx,
          order,
          'cancelled',
          'Cancelled by the owner after a full refund. Stock returned.',
        );
        await deps.emails.sendCancelled(tx, cancelled, mail, cancelled.refundedCents);
        return cancelled;
      });
    },
  };
}
