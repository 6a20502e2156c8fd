import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import { formatMoney, Money } from '../../../shared/money';
import type { Db, Tx } from '../../db/client';
import { reserveStock } from './stock';
import { recordOrderEvent } from './order-history';
import type { OrderEmails } from './order-emails';
import type { OrderTenders } from './gift-card-redemption';
import type { ProviderResolver } from './orders-service';
import { orders, payments, type OrderRow } from './tables';

/**
 * What a captured payment did to its order. Never "nothing": a payment is applied, recognised
 * as one already applied, revives its cancelled order, or is owed back (refund_due).
 */
export type PaymentOutcome = 'paid' | 'already-paid' | 'revived' | 'refund-due' | 'already-refunded';

/** The refund of a late payment: one key per payment, so retries (after a crash) refund once. */
export const lateRefundKey = (paymentId: string) => `late-payment-refund-${paymentId}`;

const stockLines = (order: OrderRow) =>
  order.lines
    .filter((line) => line.productType !== 2)
    .map((line) => ({ variantId: line.variantId, quantity: line.quantity }));

class StockGone extends Error {}

/**
 * Applying a captured payment to its order, inside the caller's transaction (the Stripe
 * webhook's event record, the test provider's charge), so that the payment, the order and the
 * record of having seen the payment commit together or not at all.
 */
export function createOrderPayments(deps: {
  db: Db;
  emails: OrderEmails;
  providers: ProviderResolver;
  clock: () => Date;
  /** Gift cards: a paid purchase issues its card; a revived order takes its cards' share again. */
  tenders?: Pick<OrderTenders, 'paid' | 'retake'> | undefined;
}) {
  const { db, clock } = deps;
  const amountOf = (order: OrderRow) => formatMoney(Money.of(order.grandTotalCents, order.currency));

  /**
   * Prepares what needs no transaction (the brand and links of the confirmation e-mail) and answers the
   * step to run inside one. The order row is locked first, so a concurrent cancel waits.
   */
  async function applier(websiteId: string, orderId: string) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.websiteId, websiteId), eq(orders.id, orderId)));
    if (!order) throw new AppError('notFound');
    const mail = await deps.emails.contextFor(order);
    return async (tx: Tx, providerPaymentId: string | null): Promise<PaymentOutcome> => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      const [payment] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
      if (!current || !payment) throw new AppError('notFound');
      const reference = providerPaymentId ?? 'no reference';
      const now = clock();
      const succeed = () =>
        tx
          .update(payments)
          .set({ status: 'succeeded', providerPaymentId, updatedAt: now })
          .where(eq(payments.id, payment.id));

      if (current.status === 'pending') {
        await succeed();
        const [paid] = await tx
          .update(orders)
          .set({ status: 'paid', paidAt: now })
          .where(eq(orders.id, orderId))
          .returning();
        await deps.emails.sendConfirmation(tx, paid!, mail);
        await deps.tenders?.paid(tx, paid!);
        await recordOrderEvent(tx, paid!, 'paid', `Payment of ${amountOf(paid!)} received (${reference}).`);
        return 'paid';
      }
      if (current.status !== 'cancelled') {
        if (providerPaymentId && payment.providerPaymentId && payment.providerPaymentId !== providerPaymentId)
          await recordOrderEvent(
            tx,
            current,
            'payment-unexpected',
            `Another payment (${providerPaymentId}) was reported for this order, already paid by ${payment.providerPaymentId}. Check it with the payment provider.`,
          );
        return 'already-paid';
      }
      // Cancelled: a payment already handled (revived orders are not cancelled) is only recognised.
      if (payment.status !== 'pending' && payment.status !== 'cancelled') return 'already-refunded';

      const revived = await tx
        .transaction(async (savepoint) => {
          const { short } = await reserveStock(savepoint, websiteId, stockLines(current));
          if (short) throw new StockGone();
          if (deps.tenders && !(await deps.tenders.retake(savepoint, current))) throw new StockGone();
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof StockGone) return false;
          throw error;
        });
      if (revived) {
        await succeed();
        const [paid] = await tx
          .update(orders)
          .set({ status: 'paid', paidAt: now, cancelledAt: null })
          .where(eq(orders.id, orderId))
          .returning();
        await deps.emails.sendConfirmation(tx, paid!, mail);
        await deps.tenders?.paid(tx, paid!);
        await recordOrderEvent(
          tx,
          paid!,
          'revived',
          `Payment of ${amountOf(paid!)} (${reference}) arrived after the order was cancelled. Every item was still in stock, so the order was revived as paid.`,
        );
        return 'revived';
      }
      await tx
        .update(payments)
        .set({ status: 'refund_due', providerPaymentId, updatedAt: now })
        .where(eq(payments.id, payment.id));
      await recordOrderEvent(
        tx,
        current,
        'refund-due',
        `Payment of ${amountOf(current)} (${reference}) arrived after the order was cancelled. Some items are no longer in stock, so the payment is being refunded automatically.`,
      );
      return 'refund-due';
    };
  }

  /**
   * Refunds the payments owed back (status refund_due), for one order or all of them (the
   * maintenance job retries those a crash or a provider outage left). The provider's
   * idempotency key makes a retried refund happen once.
   */
  async function settleRefundsDue(filter: { websiteId: string; orderId: string } | null): Promise<number> {
    const due = await db
      .select()
      .from(payments)
      .where(
        filter
          ? and(
              eq(payments.websiteId, filter.websiteId),
              eq(payments.orderId, filter.orderId),
              eq(payments.status, 'refund_due'),
            )
          : eq(payments.status, 'refund_due'),
      )
      .limit(100);
    let settled = 0;
    for (const payment of due) {
      try {
        const provider = await deps.providers(payment.websiteId, payment.provider);
        await provider.refund({
          websiteId: payment.websiteId,
          sessionId: payment.providerSessionId,
          paymentId: payment.providerPaymentId,
          amountCents: payment.amountCents,
          idempotencyKey: lateRefundKey(payment.id),
        });
      } catch (error) {
        // Left due: the next maintenance round tries again.
        console.error(`store: refund of late payment ${payment.id} failed`, error);
        continue;
      }
      const [paidOrder] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
      const mail = paidOrder ? await deps.emails.contextFor(paidOrder) : null;
      await db.transaction(async (tx) => {
        const [refunded] = await tx
          .update(payments)
          .set({ status: 'refunded', refundedCents: payment.amountCents, updatedAt: clock() })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'refund_due')))
          .returning();
        if (!refunded) return;
        const [order] = await tx
          .update(orders)
          .set({ refundedCents: sql`${orders.grandTotalCents}` })
          .where(eq(orders.id, payment.orderId))
          .returning();
        await recordOrderEvent(
          tx,
          order!,
          'refunded-automatically',
          `The late payment of ${amountOf(order!)} was refunded in full to the shopper.`,
        );
        if (mail)
          await deps.emails.sendRefunded(tx, order!, mail, {
            amountCents: payment.amountCents,
            cause: `late-refund-${payment.id}`,
          });
        settled += 1;
      });
    }
    return settled;
  }

  return { applier, settleRefundsDue };
}
