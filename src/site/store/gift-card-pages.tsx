import { t } from '../text';
import type { GiftCardCheckoutView, GiftCardPageView } from './gift-card-view';

const FIELDS = [
  'sku',
  'recipientName',
  'recipientEmail',
  'message',
  'sendDate',
  'buyerName',
  'buyerEmail',
  'code',
];

function ErrorText({ name, errors }: { name: string; errors: Record<string, string> }) {
  const error = errors[name];
  return error ? (
    <p className="form-error" id={`gift-card-${name}-error`}>
      {error}
    </p>
  ) : null;
}

/** A field's message linked, and focus on the first invalid field (without JavaScript too). */
function invalid(name: string, errors: Record<string, string>) {
  const first = FIELDS.find((field) => errors[field]);
  return errors[name]
    ? {
        'aria-invalid': true,
        'aria-describedby': `gift-card-${name}-error`,
        ...(first === name ? { autoFocus: true } : {}),
      }
    : {};
}

function TextField(props: {
  name: string;
  label: string;
  page: GiftCardPageView;
  type?: string;
  required?: boolean;
  min?: string;
}) {
  const { name, page } = props;
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={`gift-card-${name}`}>
        {props.label}
      </label>
      <ErrorText name={name} errors={page.errors} />
      <input
        id={`gift-card-${name}`}
        className="form-input"
        name={name}
        type={props.type ?? 'text'}
        defaultValue={page.values[name] ?? ''}
        {...(props.required ? { required: true } : {})}
        {...(props.min ? { min: props.min } : {})}
        {...invalid(name, page.errors)}
      />
    </div>
  );
}

function BuyForm({ page }: { page: GiftCardPageView }) {
  const picked = page.values.sku ?? page.amounts[0]?.sku;
  return (
    <form method="post" action={page.formAction} className="gift-card-form" noValidate>
      <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />
      <fieldset className="form-field">
        <legend className="form-label">{t('site.giftCard.amount')}</legend>
        <ErrorText name="sku" errors={page.errors} />
        {page.amounts.map((amount) => (
          <label key={amount.sku} className="donate-form__choice">
            <input
              type="radio"
              name="sku"
              value={amount.sku}
              defaultChecked={picked === amount.sku}
              {...invalid('sku', page.errors)}
            />{' '}
            {amount.label}
          </label>
        ))}
      </fieldset>
      <TextField name="recipientName" label={t('site.giftCard.recipientName')} page={page} required />
      <TextField
        name="recipientEmail"
        label={t('site.giftCard.recipientEmail')}
        page={page}
        type="email"
        required
      />
      <div className="form-field">
        <label className="form-label" htmlFor="gift-card-message">
          {t('site.giftCard.message')}
        </label>
        <ErrorText name="message" errors={page.errors} />
        <textarea
          id="gift-card-message"
          className="form-input"
          name="message"
          maxLength={500}
          defaultValue={page.values.message ?? ''}
          {...invalid('message', page.errors)}
        />
      </div>
      <TextField
        name="sendDate"
        label={t('site.giftCard.sendDate')}
        page={page}
        type="date"
        min={page.today}
      />
      <TextField name="buyerName" label={t('site.giftCard.buyerName')} page={page} />
      <TextField name="buyerEmail" label={t('site.giftCard.buyerEmail')} page={page} type="email" required />
      <p className="donate-form__note">{t('site.giftCard.noTax')}</p>
      <button type="submit" className="button">
        {t('site.giftCard.buy')}
      </button>
    </form>
  );
}

function BalanceForm({ page }: { page: GiftCardPageView }) {
  return (
    <form method="post" action={page.formAction} className="gift-card-form" noValidate>
      <TextField name="code" label={t('site.giftCard.code')} page={page} required />
      <button type="submit" className="button">
        {t('site.giftCard.check')}
      </button>
      {page.balance && (
        <p className="gift-card-balance" role="status">
          {page.balance}
        </p>
      )}
    </form>
  );
}

/** The gift card page: buy one for someone (amount, recipient, message, send date), or check a code's balance. */
export function GiftCardPage({ page }: { page: GiftCardPageView }) {
  return (
    <div className="container container--narrow gift-card-page">
      <h1>{page.title}</h1>
      {page.description && <p>{page.description}</p>}
      {page.error && (
        <p className="form-error" role="alert">
          {page.error}
        </p>
      )}
      <ErrorText name="form" errors={page.errors} />
      {page.mode === 'buy' ? <BuyForm page={page} /> : <BalanceForm page={page} />}
    </div>
  );
}

/** The checkout page's gift card part: its own small forms (apply, remove), beside the checkout form. */
export function GiftCardCheckoutSection({ view }: { view: GiftCardCheckoutView }) {
  return (
    <section className="checkout-gift-cards" aria-label={t('site.giftCard.applied')}>
      {view.applied.length > 0 && (
        <ul className="checkout-gift-cards__list">
          {view.applied.map((card) => (
            <li key={card.id}>
              <form method="post" action="/checkout/gift-cards/remove">
                {card.label}: -{card.amountLabel} <input type="hidden" name="giftCardId" value={card.id} />
                <button type="submit" className="link-button">
                  {t('site.giftCard.remove')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      {view.toPayLabel && (
        <p className="checkout-gift-cards__to-pay">
          {t('site.giftCard.toPay')}: <strong data-gift-card-to-pay>{view.toPayLabel}</strong>
        </p>
      )}
      <form method="post" action="/checkout/gift-cards" className="checkout-gift-cards__form">
        <label className="form-label" htmlFor="checkout-gift-card-code">
          {t('site.giftCard.code')}
        </label>
        {view.error && (
          <p className="form-error" id="checkout-gift-card-error">
            {view.error}
          </p>
        )}
        <input
          id="checkout-gift-card-code"
          className="form-input"
          name="code"
          autoComplete="off"
          {...(view.error ? { 'aria-invalid': true, 'aria-describedby': 'checkout-gift-card-error' } : {})}
        />
        <button type="submit" className="button">
          {t('site.giftCard.apply')}
        </button>
      </form>
    </section>
  );
}
