import { OrderLines, Totals } from './cart-pages';
import type { StorePageView } from './view-model';
import { t } from '../text';

type SubscriptionView = Extract<StorePageView, { kind: 'subscription-confirmation' }>;
type ManageView = Extract<StorePageView, { kind: 'subscription-manage' }>;

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

/**
 * The customer's subscription, from the signed link in its e-mails (no sign-in): its state and
 * the changes it allows, each a plain form post (works without JavaScript).
 */
export function SubscriptionManage({ page }: { page: ManageView }) {
  return (
    <div className="container container--narrow order-confirmation subscription-manage">
      <h1>{page.heading}</h1>
      {page.notice && (
        <p role="status" data-subscription-notice>
          {page.notice}
        </p>
      )}
      {page.error && (
        <p role="alert" className="form-error" data-subscription-error>
          {page.error}
        </p>
      )}
      <p className="order-confirmation__number" data-subscription-status>
        {t('site.subscription.status', { status: page.statusLabel })}
      </p>
      <p data-subscription-plan>
        {t('site.subscription.plan', { amount: page.amountLabel, plan: page.planLabel })}
      </p>
      {page.nextPaymentLabel && <p data-next-payment>{page.nextPaymentLabel}</p>}
      {page.quantity && (
        <form method="post" action={page.formAction} className="subscription-manage__quantity">
          <input type="hidden" name="action" value="quantity" />
          <label htmlFor="subscription-quantity">{t('site.subscription.quantity')}</label>
          <input
            id="subscription-quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={page.quantity.max}
            step={1}
            required
            defaultValue={page.quantity.current}
            aria-describedby="subscription-quantity-hint"
          />
          <p id="subscription-quantity-hint" className="field__hint">
            {t('site.subscription.quantityHint', { max: page.quantity.max })}
          </p>
          <button type="submit" className="button">
            {t('site.subscription.changeQuantity')}
          </button>
        </form>
      )}
      {page.confirmPaymentHref && (
        <p>
          <a className="button" href={page.confirmPaymentHref} data-confirm-payment>
            {t('site.subscription.confirmPayment')}
          </a>
        </p>
      )}
      {page.updateCardHref && (
        <p>
          <a className="button button--secondary" href={page.updateCardHref} data-update-card>
            {t('site.subscription.updateCard')}
          </a>
        </p>
      )}
      {page.actions.map((action) => (
        <form key={action} method="post" action={page.formAction}>
          <input type="hidden" name="action" value={action} />
          <button type="submit" className={action === 'cancel' ? 'button button--secondary' : 'button'}>
            {t(`site.subscription.action.${action}`)}
          </button>
        </form>
      ))}
    </div>
  );
}
