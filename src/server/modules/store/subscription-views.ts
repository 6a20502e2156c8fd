import { subscriptionWording } from '../../../shared/commerce/subscriptions';
import { formatMoney, Money } from '../../../shared/money';
import type { OrderSummaryView, StorePageView } from '../../../site/store/view-model';
import type { SubscriptionRow } from './subscriptions-service';
import type { SubscriptionStatus } from './subscription-tables';

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  incomplete: 'Waiting for payment',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

const HEADINGS: Record<SubscriptionStatus, string> = {
  incomplete: 'Your subscription is waiting for payment',
  active: 'Your subscription is confirmed',
  past_due: 'Your subscription’s last payment failed',
  cancelled: 'This subscription was cancelled',
  completed: 'Your subscription is complete',
};

/** The "subscription confirmed" page's view: honest about the state it is in. */
export function subscriptionConfirmationView(
  subscription: SubscriptionRow,
  order: OrderSummaryView,
  locale: string,
): Extract<StorePageView, { kind: 'subscription-confirmation' }> {
  const next = subscription.nextChargeAt;
  return {
    kind: 'subscription-confirmation',
    heading: HEADINGS[subscription.status],
    statusLabel: SUBSCRIPTION_STATUS_LABELS[subscription.status],
    planLabel: subscriptionWording(subscription.plan),
    amountLabel: formatMoney(Money.of(subscription.amountCents, subscription.currency)),
    nextPaymentLabel: next
      ? `Next payment: ${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: subscription.timeZone }).format(next)}`
      : null,
    email: subscription.email,
    order,
  };
}
