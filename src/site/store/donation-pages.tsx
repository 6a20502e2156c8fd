import type { DonatePageView, DonationConfirmationView } from './view-model';
import type { ReactNode } from 'react';
import { t } from '../text';

const FIELDS = ['amount', 'customAmount', 'frequency', 'fund', 'name', 'email'] as const;

type Errors = Record<string, string>;

function ErrorText({ name, errors }: { name: string; errors: Errors }) {
  const error = errors[name];
  return error ? (
    <p className="form-error" id={`donate-${name}-error`}>
      {error}
    </p>
  ) : null;
}

/** Attributes of a field: its message linked, and focus on the first invalid field (without JavaScript too). */
function invalid(name: string, errors: Errors, focusable = true) {
  const first = FIELDS.find((field) => errors[field]);
  return errors[name]
    ? {
        'aria-invalid': true,
        'aria-describedby': `donate-${name}-error`,
        ...(focusable && first === name ? { autoFocus: true } : {}),
      }
    : {};
}

/** One labelled field: its label, its message, and the control (given the id and error wiring). */
function Field({
  name,
  label,
  errors,
  control,
}: {
  name: string;
  label: string;
  errors: Errors;
  control: (wiring: { id: string; name: string } & ReturnType<typeof invalid>) => ReactNode;
}) {
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={`donate-${name}`}>
        {label}
      </label>
      <ErrorText name={name} errors={errors} />
      {control({ id: `donate-${name}`, name, ...invalid(name, errors) })}
    </div>
  );
}

/** A group of radio buttons (amount, frequency) under its legend, with its message. */
function Choices({
  name,
  legend,
  errors,
  choices,
  picked,
}: {
  name: string;
  legend: string;
  errors: Errors;
  choices: { value: string; label: string }[];
  picked: string;
}) {
  return (
    <fieldset className="form-field">
      <legend className="form-label">{legend}</legend>
      <ErrorText name={name} errors={errors} />
      {choices.map((choice, index) => (
        <label key={choice.value} className="donate-form__choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            defaultChecked={picked === choice.value}
            {...invalid(name, errors, index === 0)}
          />{' '}
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The donate page (media-and-platform §2 page type "donate"): preset amounts or another one, how
 * often, the fund, covering the fees, and who gives. A plain form: the server decides every amount.
 */
export function DonatePage({ page }: { page: DonatePageView }) {
  const { values, errors } = page;
  const picked = values.amount ?? page.presets[0]?.value ?? 'custom';
  return (
    <div className="container container--narrow donate-page">
      <h1>{page.title}</h1>
      {page.description && <p>{page.description}</p>}
      {page.error && (
        <p className="form-error" role="alert">
          {page.error}
        </p>
      )}
      <ErrorText name="form" errors={errors} />
      <form method="post" action={page.formAction} className="donate-form" noValidate>
        <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />
        <Choices
          name="amount"
          legend={t('site.donation.amount')}
          errors={errors}
          picked={picked}
          choices={[
            ...page.presets,
            ...(page.customHint ? [{ value: 'custom', label: t('site.donation.other') }] : []),
          ]}
        />
        {page.customHint && (
          <Field
            name="customAmount"
            label={`${t('site.donation.other')} (${page.customHint})`}
            errors={errors}
            control={(wiring) => (
              <input
                className="form-input"
                inputMode="decimal"
                defaultValue={values.customAmount ?? ''}
                {...wiring}
              />
            )}
          />
        )}
        {page.allowMonthly && (
          <Choices
            name="frequency"
            legend={t('site.donation.frequency')}
            errors={errors}
            picked={values.frequency === 'monthly' ? 'monthly' : 'once'}
            choices={[
              { value: 'once', label: t('site.donation.once') },
              { value: 'monthly', label: t('site.donation.monthly') },
            ]}
          />
        )}
        {page.funds.length > 0 && (
          <Field
            name="fund"
            label={t('site.donation.fund')}
            errors={errors}
            control={(wiring) => (
              <select className="form-input" defaultValue={values.fund ?? ''} {...wiring}>
                <option value="">{t('site.donation.anyFund')}</option>
                {page.funds.map((fund) => (
                  <option key={fund} value={fund}>
                    {fund}
                  </option>
                ))}
              </select>
            )}
          />
        )}
        {page.coverFeePercent && (
          <label className="form-field donate-form__choice">
            <input type="checkbox" name="coverFee" value="on" defaultChecked={values.coverFee === 'on'} />{' '}
            {t('site.donation.coverFee', { percent: page.coverFeePercent })}
          </label>
        )}
        <Field
          name="name"
          label={t('site.donation.name')}
          errors={errors}
          control={(wiring) => (
            <input className="form-input" autoComplete="name" defaultValue={values.name ?? ''} {...wiring} />
          )}
        />
        <Field
          name="email"
          label={t('site.donation.email')}
          errors={errors}
          control={(wiring) => (
            <input
              className="form-input"
              type="email"
              autoComplete="email"
              required
              defaultValue={values.email ?? ''}
              {...wiring}
            />
          )}
        />
        <p className="donate-form__note">{t('site.donation.noGoods')}</p>
        <button type="submit" className="button">
          {t('site.donation.submit')}
        </button>
      </form>
    </div>
  );
}

/** "Contribution confirmed" (media-and-platform §2 page type): the gift, the fee, the fund and the receipt. */
export function DonationConfirmation({ page }: { page: DonationConfirmationView }) {
  return (
    <div className="container container--narrow order-confirmation donation-confirmation">
      <h1>{page.heading}</h1>
      {page.notice && <p role="status">{page.notice}</p>}
      <p data-donation-amount>
        {t('site.donation.summary', { amount: page.amountLabel, frequency: page.frequencyLabel })}
      </p>
      {page.feeLabel && <p>{t('site.donation.fee', { amount: page.feeLabel })}</p>}
      <p data-donation-total>{t('site.donation.total', { amount: page.totalLabel })}</p>
      {page.fund && <p>{t('site.donation.fundChosen', { fund: page.fund })}</p>}
      {page.message && <p className="donation-confirmation__message">{page.message}</p>}
      {page.receipt === 'sent' && <p>{t('site.donation.receiptSent', { email: page.email })}</p>}
      {page.receipt === 'coming' && <p>{t('site.donation.receiptComing', { email: page.email })}</p>}
      <p>
        <a href="/">{t('site.donation.back')}</a>
      </p>
    </div>
  );
}
