import type {
  StoreSettingsAnswer,
  StoreSettingsJson,
  StripeConnectionAnswer,
} from '../../../shared/api/store-answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, apiGet, ApiError } from '../../api/client';
import { readBoot } from '../../app/boot';
import { TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { StoreNav } from './store-nav';
import { storeKeys } from './store-queries';
import { t } from '../../text';

const boot = readBoot();
/** Stripe posts payment outcomes here (payments/webhook-routes.ts), on the site's own address. */
const webhookUrl = new URL('/api/commerce/webhooks/stripe', boot.site?.url ?? window.location.origin).href;

/** How the shop takes money: the built-in test provider, or Stripe with the owner's keys. */
export function PaymentsScreen() {
  const settings = useQuery({
    queryKey: storeKeys.settings,
    queryFn: () => apiGet<StoreSettingsAnswer>('/api/commerce/settings'),
  });
  if (settings.isPending) return <Loading label={t('owners.store.payments.loading')} />;
  if (settings.isError) return <ErrorState error={settings.error} retry={() => void settings.refetch()} />;
  return <PaymentsForm settings={settings.data.settings} />;
}

function PaymentsForm({ settings }: { settings: StoreSettingsJson }) {
  const client = useQueryClient();
  const [provider, setProvider] = useState(settings.paymentProvider);
  const [secretKey, setSecretKey] = useState(settings.stripeSecretKey ?? '');
  const [webhookSecret, setWebhookSecret] = useState(settings.stripeWebhookSecret ?? '');
  const [copied, setCopied] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      api<StoreSettingsAnswer>('PUT', '/api/commerce/settings', {
        ...settings,
        paymentProvider: provider,
        stripeSecretKey: secretKey,
        stripeWebhookSecret: webhookSecret,
      }),
    onSuccess: (answer) => client.setQueryData(storeKeys.settings, answer),
  });
  const check = useMutation({
    mutationFn: () =>
      api<StripeConnectionAnswer>('POST', '/api/commerce/settings/stripe/check', { secretKey }),
  });
  const fieldError = (path: string) =>
    save.error instanceof ApiError ? save.error.fieldErrors[path] : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const copy = async () => {
    await navigator.clipboard.writeText(webhookUrl);
    setCopied(true);
  };

  return (
    <section className="screen">
      <StoreNav />
      <h1>{t('owners.store.payments.title')}</h1>
      <form onSubmit={submit} aria-label={t('owners.store.payments.label')} noValidate>
        <fieldset className="field-group">
          <legend>{t('owners.store.payments.provider')}</legend>
          <label className="field--choice">
            <input
              type="radio"
              name="provider"
              checked={provider === 'test'}
              onChange={() => setProvider('test')}
            />{' '}
            {t('owners.store.payments.test')}
          </label>
          <label className="field--choice">
            <input
              type="radio"
              name="provider"
              checked={provider === 'stripe'}
              onChange={() => setProvider('stripe')}
            />{' '}
            {t('owners.store.payments.stripe')}
          </label>
          {fieldError('paymentProvider') && <p className="field__error">{fieldError('paymentProvider')}</p>}
        </fieldset>

        <div className="card">
          <h2>{t('owners.store.payments.stripeTitle')}</h2>
          <TextField
            label={t('owners.store.payments.secretKey')}
            value={secretKey}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setSecretKey(event.target.value);
              check.reset();
            }}
            hint={t('owners.store.payments.secretKeyHint')}
            error={fieldError('stripeSecretKey')}
          />
          <p>
            <button
              type="button"
              className="button"
              onClick={() => check.mutate()}
              disabled={check.isPending}
            >
              {check.isPending
                ? t('owners.store.payments.testing')
                : t('owners.store.payments.testConnection')}
            </button>
          </p>
          <ConnectionResult check={check} />
          <div className="field">
            <label htmlFor="stripe-webhook-url">{t('owners.store.payments.webhookUrl')}</label>
            <div className="copy-field">
              <input
                id="stripe-webhook-url"
                value={webhookUrl}
                readOnly
                aria-describedby="stripe-webhook-hint"
              />
              <button type="button" className="button button--small" onClick={() => void copy()}>
                {copied ? t('owners.store.payments.copied') : t('owners.store.payments.copy')}
              </button>
            </div>
            <p className="field__hint" id="stripe-webhook-hint">
              {t('owners.store.payments.webhookHint')}
            </p>
          </div>
          <TextField
            label={t('owners.store.payments.webhookSecret')}
            value={webhookSecret}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setWebhookSecret(event.target.value)}
            hint={t('owners.store.payments.webhookSecretHint')}
            error={fieldError('stripeWebhookSecret')}
          />
        </div>
        <p role="status" className="status">
          {save.isPending
            ? t('owners.store.payments.saving')
            : save.isSuccess
              ? t('owners.store.payments.saved')
              : ''}
        </p>
        {save.isError && !fieldError('paymentProvider') && <p role="alert">{messageOf(save.error)}</p>}
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('owners.store.payments.save')}
        </button>
      </form>
    </section>
  );
}

function ConnectionResult({ check }: { check: { data?: StripeConnectionAnswer; error: unknown } }) {
  if (check.error) return <p role="alert">{messageOf(check.error)}</p>;
  if (!check.data) return null;
  if (!check.data.connected)
    return (
      <p role="alert" className="field__error">
        {t('owners.store.payments.notConnected', { reason: check.data.reason })}
      </p>
    );
  return (
    <p role="status" className="connection--ok">
      {check.data.mode === 'live' ? t('owners.store.payments.live') : t('owners.store.payments.testMode')}
    </p>
  );
}
