import { OrderLines, Totals } from './cart-pages';
import type { StorePageView } from './view-model';
import { rich, strong, t } from '../text';

/** After checkout: the order confirmation, the test provider's pay page and the store's message pages. */

type ConfirmationView = Extract<StorePageView, { kind: 'order-confirmation' }>;
type TestPayView = Extract<StorePageView, { kind: 'test-pay' }>;
type MessageView = Extract<StorePageView, { kind: 'store-message' }>;

export function OrderConfirmation({ page }: { page: ConfirmationView }) {
  const { order } = page;
  return (
    <div className="container container--narrow order-confirmation">
      <h1>{page.heading}</h1>
      <p className="order-confirmation__number">
        {rich('site.order.numberAndStatus', {
          number: order.orderNumber,
          status: order.statusLabel,
          b: strong,
        })}
      </p>
      {page.notice && (
        <p className="order-confirmation__notice" role="status">
          {page.notice}
        </p>
      )}
      {page.confirmationMail === 'sent' && <p>{t('site.order.confirmationSent', { email: order.email })}</p>}
      {page.confirmationMail === 'coming' && (
        <p>{t('site.order.confirmationComing', { email: order.email })}</p>
      )}
      <OrderLines lines={order.lines} />
      <Totals totals={order.totals} />
      {order.shippingAddress && (
        <address className="order-confirmation__address">
          {order.shippingAddress.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
      )}
      <p>
        <a href="/">{t('site.order.continueShopping')}</a>
      </p>
    </div>
  );
}

/**
 * The built-in test provider's hosted pay page. The choices send an outcome, never a card
 * number, so nothing card-like is ever posted, logged or stored.
 */
export function TestPayPage({ page }: { page: TestPayView }) {
  return (
    <div className="container container--narrow test-pay">
      <p className="test-pay__badge">{t('site.testPay.badge')}</p>
      <h1>{page.actionLabel ?? t('site.testPay.pay', { amount: page.amountLabel })}</h1>
      <p>{page.description}</p>
      {page.breakdown && <Totals totals={page.breakdown} />}
      {page.error && (
        <p className="form-error" role="alert">
          {page.error}
        </p>
      )}
      {page.step === 'choose' ? (
        <form method="post" action={page.formAction}>
          <fieldset>
            <legend>{t('site.testPay.chooseCard')}</legend>
            {page.cards.map((card, index) => (
              <label key={card.outcome} className="radio-option">
                <input type="radio" name="card" value={card.outcome} defaultChecked={index === 0} />{' '}
                <span className="test-pay__number">{card.number}</span> — {card.label}
              </label>
            ))}
          </fieldset>
          <button className="sqs-button sqs-button--primary sqs-button--large" type="submit">
            {page.actionLabel ?? t('site.testPay.pay', { amount: page.amountLabel })}
          </button>
        </form>
      ) : (
        <form method="post" action={page.formAction}>
          <p>{t('site.testPay.confirmPrompt')}</p>
          <button
            className="sqs-button sqs-button--primary sqs-button--medium"
            type="submit"
            name="card"
            value="confirm-authentication"
          >
            {t('site.testPay.completeAuthentication')}
          </button>{' '}
          <button
            className="sqs-button sqs-button--secondary sqs-button--medium"
            type="submit"
            name="card"
            value="fail-authentication"
          >
            {t('site.testPay.failAuthentication')}
          </button>
        </form>
      )}
      <p>
        <a href={page.cancelHref}>{t('site.testPay.cancel')}</a>
      </p>
    </div>
  );
}

export function StoreMessage({ page }: { page: MessageView }) {
  return (
    <div className="container container--narrow message-page">
      <h1 className="message-page__title">{page.title}</h1>
      <p className="message-page__text" role="alert">
        {page.message}
      </p>
      <p className="message-page__actions">
        <a className="sqs-button sqs-button--secondary sqs-button--medium" href={page.actionHref}>
          {page.actionLabel}
        </a>
      </p>
    </div>
  );
}
