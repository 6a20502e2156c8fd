import type { DonatePageView, DonationConfirmationView } from './view-model';
import { t } from '../text';

const FIELDS = ['amount', 'customAmount', 'frequency', 'fund', 'name', 'email'] as const;

function ErrorText({ name, errors }: { name: string; errors: Record<string, string> }) {
  const error = errors[name];
  return error ? (
    <p className="form-error" id={`donate-${name}-error`}>
      {error}
    </p>
  ) : null;
}

/** Attributes of a field: its message linked, and focus on the first invalid field (without JavaScript too). */
function invalid(name: string, errors: Record<string, string>) {
  const first = FIELDS.find((field) => errors[field]);
  return errors[name]
    ? {
        'aria-invalid': true,
        'aria-describedby': `donate-${name}-error`,
        ...(first === name ? { autoFocus: true } : {}),
      }
    : {};
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
        <fieldset className="form-field">
          <legend className="form-label">{t('site.donation.amount')}</legend>
          <ErrorText name="amount" errors={errors} />
          {page.presets.map((preset) => (
            <label key={preset.value} className="donate-form__choice">
              <input
                type="radio"
                name="amount"
                value={preset.value}
                defaultChecked={picked === preset.value}
                {...invalid('amount', errors)}
              />{' '}
              {preset.label}
            </label>
          ))}
          {page.customHint && (
            <label className="donate-form__choice">
              <input type="radio" name="amount" value="custom" defaultChecked={picked === 'custom'} />{' '}
              {t('site.donation.other')}
            </label>
          )}
        </fieldset>
        {page.customHint && (
          <div className="form-field">
            <label className="form-label" htmlFor="donate-customAmount">
              {t('site.donation.other')} ({page.customHint})
            </label>
            <ErrorText name="customAmount" errors={errors} />
            <input
              className="form-input"
              id="donate-customAmount"
              name="customAmount"
              inputMode="decimal"
              defaultValue={values.customAmount ?? ''}
              {...invalid('customAmount', errors)}
            />
          </div>
        )}
        {page.allowMonthly && (
          <fieldset className="form-field">
            <legend className="form-label">{t('site.donation.frequency')}</legend>
            <ErrorText name="frequency" errors={errors} />
            <label className="donate-form__choice">
              <input
                type="radio"
                name="frequency"
                value="once"
                defaultChecked={values.frequency !== 'monthly'}
              />{' '}
              {t('site.donation.once')}
            </label>
            <label className="donate-form__choice">
              <input
                type="radio"
                name="frequency"
                value="monthly"
                defaultChecked={values.frequency === 'monthly'}
              />{' '}
              {t('site.donation.monthly')}
            </label>
          </fieldset>
        )}
        {page.funds.length > 0 && (
          <div className="form-field">
            <label className="form-label" htmlFor="donate-fund">
              {t('site.donation.fund')}
            </label>
            <ErrorText name="fund" errors={errors} />
            <select
              className="form-input"
              id="donate-fund"
              name="fund"
              defaultValue={values.fund ?? ''}
              {...invalid('fund', errors)}
            >
              <option value="">{t('site.donation.anyFund')}</option>
              {page.funds.map((fund) => (
                <option key={fund} value={fund}>
                  {fund}
                </option>
              ))}
            </select>
          </div>
        )}
        {page.coverFeePercent && (
          <label className="form-field donate-form__choice">
            <input type="checkbox" name="coverFee" value="on" defaultChecked={values.coverFee === 'on'} />{' '}
            {t('site.donation.coverFee', { percent: page.coverFeePercent })}
          </label>
        )}
        <div className="form-field">
          <label className="form-label" htmlFor="donate-name">
            {t('site.donation.name')}
          </label>
          <ErrorText name="name" errors={errors} />
          <input
            className="form-input"
            id="donate-name"
            name="name"
            autoComplete="name"
            defaultValue={values.name ?? ''}
            {...invalid('name', errors)}
          />
        </div>
        <div className="form-field">
          <label className="form-label" htmlFor="donate-email">
            {t('site.donation.email')}
          </label>
          <ErrorText name="email" errors={errors} />
          <input
            className="form-input"
            id="donate-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={values.email ?? ''}
            {...invalid('email', errors)}
          />
        </div>
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
      {page.receipt === 'sent' && <p>{t('site.donation.receiptSent', { email: page.email })}</p>}
      {page.receipt === 'coming' && <p>{t('site.donation.receiptComing', { email: page.email })}</p>}
      <p>
        <a href="/">{t('site.donation.back')}</a>
      </p>
    </div>
  );
}
