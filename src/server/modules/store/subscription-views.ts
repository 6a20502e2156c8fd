import { subscriptionWording } from '../../../shared/commerce/subscriptions';
import { formatMoney, Money } from '../../../shared/money';
import type { OrderSummaryView, StorePageView } from '../../../site/store/view-model';
import type { SubscriptionRow } from './subscriptions-service';
import type { SubscriptionStatus } from './subscription-tables';
import type { SelfServiceAction } from './subscription-self-service';

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  incomplete: 'Waiting for payment',
  active: 'Active',
  past_due: 'Past due',
  paused: 'Paused',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

const HEADINGS: Record<SubscriptionStatus, string> = {
  incomplete: 'Your subscription is waiting for payment',
  active: 'Your subscription is confirmed',
  past_due: 'Your subscription’s last payment failed',
  paused: 'Your subscription is paused',
  cancelled: 'This subscription was cancelled',
  completed: 'Your subscription is complete',
};

const MANAGE_HEADINGS: Record<SubscriptionStatus, string> = {
  incomplete: 'Your subscription is waiting for payment',
  active: 'Your subscription',
  past_due: 'Your subscription’s last payment failed',
  paused: 'Your subscription is paused',
  cancelled: 'This subscription was cancelled',
  completed: 'Your subscription is complete',
};

const nextPaymentLabel = (subscription: SubscriptionRow, locale: string) =>
  subscription.nextChargeAt
    ? `Next payment: ${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: subscription.timeZone }).format(subscription.nextChargeAt)}`
    : null;

/** The self-service page's view (subscription-routes.ts). */
export function subscriptionManageView(
  subscription: SubscriptionRow,
  page: {
    locale: string;
    formAction: string;
    actions: SelfServiceAction[];
    /** The quantity form, when the state allows a change. */
    quantity?: { current: number; max: number } | null;
    /** The card pages (subscription-payment-routes.ts), when the state and provider allow them. */
    updateCardHref?: string | null;
    confirmPaymentHref?: string | null;
    notice: string | null;
    error: string | null;
  },
): Extract<StorePageView, { kind: 'subscription-manage' }> {
  return {
    kind: 'subscription-manage',
    heading: MANAGE_HEADINGS[subscription.status],
    statusLabel: SUBSCRIPTION_STATUS_LABELS[subscription.status],
    planLabel: `${subscription.lines[0]?.title ?? ''} · ${subscriptionWording(subscription.plan)}`,
    amountLabel: formatMoney(Money.of(subscription.amountCents, subscription.currency)),
    nextPaymentLabel: nextPaymentLabel(subscription, page.locale),
    notice: page.notice,
    error: page.error,
    formAction: page.formAction,
    actions: page.actions,
    quantity: page.quantity ?? null,
    updateCardHref: page.updateCardHref ?? null,
    confirmPaymentHref: page.confirmPaymentHref ?? null,
  };
}

/** The "subscription confirmed" page's view: honest about the state it is in. */
export function subscriptionConfirmationView(
  subscription: SubscriptionRow,
  order: OrderSummaryView,
  locale: string,
): Extract<StorePageView, { kind: 'subscription-confirmation' }> {
  return {
    kind: 'subscription-confirmation',
    heading: HEADINGS[subscription.status],
    statusLabel: SUBSCRIPTION_STATUS_LABELS[subscription.status],
    planLabel: subscriptionWording(subscription.plan),
    amountLabel: formatMoney(Money.of(subscription.amountCents, subscription.currency)),
    nextPaymentLabel: nextPaymentLabel(subscription, locale),
    email: subscription.email,
    order,
  };
}
