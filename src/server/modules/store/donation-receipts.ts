import { and, eq } from 'drizzle-orm';
import { newId } from '../../../shared/ids';
import { formatMoney, Money } from '../../../shared/money';
import { donationReceiptMail, type SiteMail } from '../mail';
import type { Executor } from './executor';
import { donationPath } from './donation-service';
import type { OrderEmails, OrderMailContext } from './order-emails';
import { donations, orderMails, orders, subscriptionRenewals, subscriptions, type OrderRow } from './tables';

/**
 * A paid gift mails its donor a receipt (the amount, the fund, no goods) instead of an order
 * confirmation. The order e-mails are wrapped, not changed: every payment path (the test
 * provider's pay page, Stripe's webhook, a revived late payment, a monthly gift's renewal)
 * already calls `sendConfirmation` in the transaction that marks the order paid, so the receipt
 * is written there too, claimed in `order_mails` like the confirmation it replaces: once.
 */
export function withDonationReceipts(
  base: OrderEmails,
  deps: { siteMail: Pick<SiteMail, 'write'>; timeZoneOf: (websiteId: string) => Promise<string> },
): OrderEmails {
  /** The gift an order pays: its own, or (a monthly gift's renewal) its subscription's first order's. */
  async function giftOf(tx: Executor, order: OrderRow) {
    const [own] = await tx.select().from(donations).where(eq(donations.orderId, order.id));
    if (own) return { donation: own, firstOrderId: order.id };
    const [renewal] = await tx
      .select({ firstOrderId: subscriptions.firstOrderId })
      .from(subscriptionRenewals)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionRenewals.subscriptionId))
      .where(eq(subscriptionRenewals.orderId, order.id));
    if (!renewal) return null;
    const [first] = await tx.select().from(donations).where(eq(donations.orderId, renewal.firstOrderId));
    return first ? { donation: first, firstOrderId: renewal.firstOrderId } : null;
  }

  return {
    ...base,
    // Read before the transaction that sends (on PGlite a read outside it would wait forever).
    async contextFor(order) {
      const context: OrderMailContext & { timeZone?: string } = await base.contextFor(order);
      context.timeZone = await deps.timeZoneOf(order.websiteId);
      return context;
    },
    async sendConfirmation(tx, order, context) {
      const gift = await giftOf(tx, order);
      if (!gift) return base.sendConfirmation(tx, order, context);
      const mailId = newId();
      const [claimed] = await tx
        .insert(orderMails)
        .values({
          websiteId: order.websiteId,
          orderId: order.id,
          cause: 'confirmation',
          kind: 'confirmation',
          mailId,
        })
        .onConflictDoNothing()
        .returning({ mailId: orderMails.mailId });
      if (!claimed) return;
      const [first] = await tx
        .select({ accessToken: orders.accessToken })
        .from(orders)
        .where(eq(orders.id, gift.firstOrderId));
      const { donation } = gift;
      const money = (minor: number) => formatMoney(Money.of(minor, order.currency));
      const date = new Intl.DateTimeFormat('en-US', {
        dateStyle: 'long',
        timeZone: (context as OrderMailContext & { timeZone?: string }).timeZone ?? 'UTC',
      }).format(order.paidAt ?? new Date());
      const replyTo = context.site.replyTo ?? context.site.ownerEmail;
      await deps.siteMail.write(
        tx,
        context.site,
        donationReceiptMail,
        {
          brand: context.site.brand,
          receiptNumber: order.orderNumber,
          donorName: order.customerName,
          date,
          amount: money(donation.amountCents),
          fee: donation.feeCents > 0 ? money(donation.feeCents) : null,
          total: money(order.grandTotalCents),
          fund: donation.fund,
          monthly: donation.monthly,
          receiptUrl: `${context.site.brand.siteUrl}${donationPath(first!)}`,
          subscription: context.subscription ?? null,
        },
        { id: mailId, to: order.email, ...(replyTo ? { replyTo } : {}) },
      );
      await tx
        .update(orders)
        .set({ confirmationMailId: mailId })
        .where(and(eq(orders.websiteId, order.websiteId), eq(orders.id, order.id)));
    },
  };
}
