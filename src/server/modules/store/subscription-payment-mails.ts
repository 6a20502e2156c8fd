import { eq } from 'drizzle-orm';
import { planFinished, renewalDueAt, subscriptionWording } from '../../../shared/commerce/subscriptions';
import { formatMoney, Money } from '../../../shared/money';
import type { SubscriptionMailPart } from '../mail';
import type { Executor } from './executor';
import type { OrderEmails } from './order-emails';
import type { SubscriptionMails } from './subscription-mails';
import type { SubscriptionRow } from './subscriptions-service';
import { subscriptionRenewals, subscriptions, type OrderRow } from './tables';

/**
 * One e-mail per subscription payment. The first payment and every renewal are orders paid
 * through `paymentApplier`, which writes the order's confirmation (or, for a gift, its donation
 * receipt) in the paying transaction, once (`order_mails`). This wrapper gives that mail the
 * subscription's part (plan, next payment, the signed self-service link) instead of a second
 * "subscription renewed" notice: what was paid and how to manage it arrive together.
 */
export function withSubscriptionParts(base: OrderEmails, deps: { mails: SubscriptionMails }): OrderEmails {
  /** The subscription this order pays for: its first order, or one of its renewals. */
  async function subscriptionOf(
    tx: Executor,
    order: OrderRow,
  ): Promise<{ subscription: SubscriptionRow; renewal: boolean } | null> {
    const [first] = await tx.select().from(subscriptions).where(eq(subscriptions.firstOrderId, order.id));
    if (first) return first.websiteId === order.websiteId ? { subscription: first, renewal: false } : null;
    const [renewed] = await tx
      .select({ subscription: subscriptions })
      .from(subscriptionRenewals)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionRenewals.subscriptionId))
      .where(eq(subscriptionRenewals.orderId, order.id));
    return renewed && renewed.subscription.websiteId === order.websiteId
      ? { subscription: renewed.subscription, renewal: true }
      : null;
  }

  /**
   * The next payment: a renewal's mail is written after the subscription moved on; the first
   * payment's before the subscription starts, so its first renewal date is counted here the
   * way the start counts it (from the paid time, on the site's calendar).
   */
  function nextPaymentOf(subscription: SubscriptionRow, order: OrderRow): Date | null {
    if (subscription.status !== 'incomplete') return subscription.nextChargeAt;
    if (planFinished(subscription.plan, 1)) return null;
    return renewalDueAt(order.paidAt ?? new Date(), subscription.plan, 1, subscription.timeZone);
  }

  return {
    ...base,
    async sendConfirmation(tx, order, context) {
      const found = await subscriptionOf(tx, order);
      if (!found) return base.sendConfirmation(tx, order, context);
      const { subscription, renewal } = found;
      const next = nextPaymentOf(subscription, order);
      const part: SubscriptionMailPart = {
        title: subscription.lines[0]?.title ?? '',
        gift: subscription.lines.length === 0,
        plan: subscriptionWording(subscription.plan),
        amount: formatMoney(Money.of(subscription.amountCents, subscription.currency)),
        nextPayment: next
          ? new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: subscription.timeZone }).format(
              next,
            )
          : null,
        manageUrl: deps.mails.manageUrl(context.site, subscription),
        renewal,
      };
      return base.sendConfirmation(tx, order, { ...context, subscription: part });
    },
  };
}
