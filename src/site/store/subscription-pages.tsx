import { OrderLines, Totals } from './cart-pages';
import type { StorePageView } from './view-model';
import { t } from '../text';

type SubscriptionView = Extract<StorePageView, { kind: 'subscription-confirmation' }>;

/**
 * "Subscription confirmed" (media-and-platform §2 page type): the plan in the spec's wording,
 * what each payment is, when the next one falls, and the first order's lines and totals.
 */
export function SubscriptionConfirmation({ page }: { page: SubscriptionView }) {
  return (
    <div className="container container--narrow order-confirmation subscription-confirmation">
      <h1>{page.heading}</h1>
      <p className="order-confirmation__number" data-subscription-status>
        {t('site.subscription.status', { status: page.statusLabel })}
      </p>
      <p data-subscription-plan>
        {t('site.subscription.plan', { amount: page.amountLabel, plan: page.planLabel })}
      </p>
      {page.nextPaymentLabel && <p data-next-payment>{page.nextPaymentLabel}</p>}
      <p>{t('site.subscription.receipt', { email: page.email })}</p>
      <OrderLines lines={page.order.lines} />
      <Totals totals={page.order.totals} />
      <p>
        <a href="/">{t('site.order.continueShopping')}</a>
      </p>
    </div>
  );
}
