import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import { formatMoney, Money } from '../../../shared/money';
import type { Db } from '../../db/client';
import type { OrderEmails } from './order-emails';
import type { OrderTenders } from './gift-card-redemption';
import { recordOrderEvent } from './order-history';
import { findOrder, paymentOf } from './order-queries';
import type { ProviderResolver } from './orders-service';
import { orders, payments, type OrderRow } from './tables';

/** The owners' refunds of paid or fulfilled orders (a cancel of a paid order refunds in full first). */
export function createOrderRefunds(deps: {
  db: Db;
  emails: OrderEmails;
  providers: ProviderResolver;
  clock: () => Date;
  tenders?: Pick<OrderTenders, 'refunded'> | undefined;
}) {
  const { db, clock } = deps;
  const get = (websiteId: string, orderId: string) => findOrder(db, websiteId, orderId);

  return {
    /**
     * Refunds part or all of what is left. Step 1 books the refund on the order (a conditional
     * update, so two refunds can never exceed the total); step 2 asks the provider; if the
     * provider refuses, step 1 is undone.
     */
    async refund(
      websiteId: string,
      orderId: string,
      amountCents?: number,
      options: { mail?: boolean } = {},
    ): Promise<OrderRow> {
      const order = await get(websiteId, orderId);
      if (!['paid', 'fulfilled'].includes(order.status))
        throw new AppError(
          'orderTransitionInvalid',
          undefined,
          'Only paid or fulfilled orders can be refunded.',
        );
      const amount = amountCents ?? order.grandTotalCents - order.refundedCents;
      if (amount <= 0 || amount > order.grandTotalCents - order.refundedCents)
        throw new AppError('refundTooLarge', {
          amountCents: 'A refund cannot be more than what is left to refund.',
        });
      const payment = await paymentOf(db, order);
      // What was paid by card is refunded to it first; the rest (paid by gift cards) goes back to them.
      const providerShare = Math.min(
        amount,
        Math.max(0, (payment?.amountCents ?? 0) - (payment?.refundedCents ?? 0)),
      );
      // A renewal's payment has no session: its off-session charge (`providerPaymentId`) is refunded.
      if (
        !payment ||
        payment.status !== 'succeeded' ||
        (providerShare > 0 && !payment.providerSessionId && !payment.providerPaymentId)
      )
        throw new AppError(
          'orderTransitionInvalid',
          undefined,
          'This order has no captured payment to refund.',
        );

      const [booked] = await db
        .update(orders)
        .set({
          refundedCents: sql`${orders.refundedCents} + ${amount}`,
          status: sql`case when ${orders.refundedCents} + ${amount} >= ${orders.grandTotalCents} then 'refunded' else ${orders.status} end`,
        })
        .where(
          and(
            eq(orders.websiteId, websiteId),
            eq(orders.id, orderId),
            inArray(orders.status, ['paid', 'fulfilled']),
            sql`${orders.refundedCents} + ${amount} <= ${orders.grandTotalCents}`,
          ),
        )
        .returning();
      if (!booked)
        throw new AppError('refundTooLarge', {
          amountCents: 'A refund cannot be more than what is left to refund.',
        });
      try {
        const provider = providerShare > 0 ? await deps.providers(websiteId, payment.provider) : null;
        await provider?.refund({
          websiteId,
          sessionId: payment.providerSessionId,
          paymentId: payment.providerPaymentId,
          amountCents: providerShare,
          idempotencyKey: `refund-${orderId}-${booked.refundedCents}`,
        });
      } catch (error) {
        await db
          .update(orders)
          .set({ refundedCents: sql`${orders.refundedCents} - ${amount}`, status: order.status })
          .where(and(eq(orders.websiteId, websiteId), eq(orders.id, orderId)));
        throw error;
      }
      // The refund is the provider's now: its record, history entry and the shopper's mail commit together.
      const mail = options.mail === false ? null : await deps.emails.contextFor(booked);
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({
            refundedCents: sql`${payments.refundedCents} + ${providerShare}`,
            status: booked.status === 'refunded' ? 'refunded' : 'succeeded',
            updatedAt: clock(),
          })
          .where(eq(payments.id, payment.id));
        await deps.tenders?.refunded(tx, booked, amount - providerShare);
        await recordOrderEvent(
          tx,
          booked,
          'refunded',
          `Refunded ${formatMoney(Money.of(amount, order.currency))} to the shopper.`,
        );
        if (mail)
          await deps.emails.sendRefunded(tx, booked, mail, {
            amountCents: amount,
            cause: `refund-${booked.refundedCents}`,
          });
      });
      return booked;
    },
  };
}
