import { CHECKOUT_FIELDS, DEFAULT_CHECKOUT_COUNTRY } from '../../shared/commerce/checkout-rules';
import { GiftCardCheckoutSection } from './gift-card-pages';
import { OrderLines, Totals } from './cart-pages';
import type { CheckoutFormValues, StorePageView } from './view-model';
import { t } from '../text';

type CheckoutView = Extract<StorePageView, { kind: 'checkout' }>;

const COUNTRIES: [string, string][] = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
  ['AU', 'Australia'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['NL', 'Netherlands'],
  ['JP', 'Japan'],
];

/** The first field with an error, in the form's order: it gets focus (without JavaScript too). */
const firstInvalid = (errors: Record<string, string>) => CHECKOUT_FIELDS.find((name) => errors[name]);

function Field({
  name,
  label,
  values,
  errors,
  type = 'text',
  autoComplete,
  required = true,
}: {
  name: keyof CheckoutFormValues;
  label: string;
  values: CheckoutFormValues;
  errors: Record<string, string>;
  type?: string;
  autoComplete: string;
  required?: boolean;
}) {
  const error = errors[name];
  const focus = error !== undefined && firstInvalid(errors) === name;
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={`checkout-${name}`}>
        {label}
      </label>
      {error && (
        <p className="form-error" id={`checkout-${name}-error`}>
          {error}
        </p>
      )}
      <input
        className="form-input"
        id={`checkout-${name}`}
        name={name}
        type={type}
        defaultValue={values[name]}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `checkout-${name}-error` : undefined}
        autoFocus={focus || undefined}
      />
    </div>
  );
}

function SummaryBody({ cart, plan }: { cart: CheckoutView['cart']; plan?: string | null | undefined }) {
  return (
    <>
      <OrderLines lines={cart.lines} />
      {plan && (
        <p className="checkout-summary__plan" data-subscription-plan>
          {plan}
        </p>
      )}
      <div data-checkout-totals>
        <Totals totals={cart.totals} />
      </div>
      <p>
        <a href="/cart">{t('site.checkout.editCart')}</a>
      </p>
    </>
  );
}

/** Checkout: contact, shipping address and option, then on to the payment provider's page. */
export function CheckoutPage({ page }: { page: CheckoutView }) {
  const { values, errors } = page;
  return (
    <div className="container checkout-page">
      <h1>{t('site.checkout.title')}</h1>
      {page.error && (
        <p className="form-error" role="alert">
          {page.error}
        </p>
      )}
      {/* On phones the summary comes first, folded: a <details>, so it opens without JavaScript. */}
      <details className="checkout-summary-mobile" data-checkout-summary-mobile>
        <summary>
          <span>{t('site.checkout.summary')}</span> <span data-cart-total>{page.cart.totals.total}</span>
        </summary>
        <SummaryBody cart={page.cart} plan={page.subscriptionLabel} />
      </details>
      <div className="checkout-grid">
        <form
          className="checkout-form"
          method="post"
          action={page.formAction ?? '/commerce/checkout'}
          noValidate
        >
          <fieldset>
            <legend>{t('site.checkout.contact')}</legend>
            <Field
              name="email"
              label={t('site.checkout.field.email')}
              type="email"
              autoComplete="email"
              values={values}
              errors={errors}
            />
          </fieldset>
          {page.requiresShipping && (
            <fieldset>
              <legend>{t('site.checkout.shippingAddress')}</legend>
              <Field
                name="firstName"
                label={t('site.checkout.field.firstName')}
                autoComplete="given-name"
                values={values}
                errors={errors}
              />
              <Field
                name="lastName"
                label={t('site.checkout.field.lastName')}
                autoComplete="family-name"
                values={values}
                errors={errors}
              />
              <Field
                name="line1"
                label={t('site.checkout.field.line1')}
                autoComplete="address-line1"
                values={values}
                errors={errors}
              />
              <Field
                name="line2"
                label={t('site.checkout.field.line2')}
                autoComplete="address-line2"
                values={values}
                errors={errors}
                required={false}
              />
              <Field
                name="city"
                label={t('site.checkout.field.city')}
                autoComplete="address-level2"
                values={values}
                errors={errors}
              />
              <Field
                name="state"
                label={t('site.checkout.field.state')}
                autoComplete="address-level1"
                values={values}
                errors={errors}
                required={false}
              />
              <Field
                name="zip"
                label={t('site.checkout.field.zip')}
                autoComplete="postal-code"
                values={values}
                errors={errors}
              />
              <div className="form-field">
                <label className="form-label" htmlFor="checkout-country">
                  {t('site.checkout.field.country')}
                </label>
                {errors.country && (
                  <p className="form-error" id="checkout-country-error">
                    {errors.country}
                  </p>
                )}
                <select
                  className="form-input"
                  id="checkout-country"
                  name="country"
                  defaultValue={values.country || DEFAULT_CHECKOUT_COUNTRY}
                  autoComplete="country"
                  aria-invalid={errors.country ? true : undefined}
                  aria-describedby={errors.country ? 'checkout-country-error' : undefined}
                  autoFocus={firstInvalid(errors) === 'country' || undefined}
                >
                  {COUNTRIES.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
              {page.shippingOptions.length > 0 && (
                <fieldset
                  className="checkout-shipping"
                  data-checkout-shipping
                  aria-describedby={errors.shippingOptionId ? 'checkout-shippingOptionId-error' : undefined}
                >
                  <legend>{t('site.checkout.shipping')}</legend>
                  {errors.shippingOptionId && (
                    <p className="form-error" id="checkout-shippingOptionId-error">
                      {errors.shippingOptionId}
                    </p>
                  )}
                  {page.shippingOptions.map((option, index) => (
                    <label key={option.id} className="radio-option">
                      <input
                        type="radio"
                        name="shippingOptionId"
                        value={option.id}
                        defaultChecked={
                          values.shippingOptionId ? values.shippingOptionId === option.id : index === 0
                        }
                      />{' '}
                      {option.label}
                    </label>
                  ))}
                </fieldset>
              )}
            </fieldset>
          )}
          <button className="sqs-button sqs-button--primary sqs-button--large" type="submit">
            {t('site.checkout.continue')}
          </button>
          {page.expressCheckout && <p className="checkout-note">{t('site.checkout.express')}</p>}
        </form>
        <aside className="checkout-summary" aria-label={t('site.checkout.summary')}>
          <h2>{t('site.checkout.summary')}</h2>
          <SummaryBody cart={page.cart} plan={page.subscriptionLabel} />
          {page.giftCards && <GiftCardCheckoutSection view={page.giftCards} />}
        </aside>
      </div>
    </div>
  );
}
