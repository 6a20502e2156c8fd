import type { StoreSettingsAnswer, StoreSettingsJson } from '../../../shared/api/store-answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ShippingOption, StoreSettingsInput, TaxRule } from '../../../shared/api/store';
import { currencyCodes, parseAmount, type CurrencyCode } from '../../../shared/money';
import { api, apiGet, ApiError } from '../../api/client';
import { TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { StoreNav } from './store-nav';
import { majorText, parseMajor } from './store-format';
import { storeKeys } from './store-queries';
import { t } from '../../text';

type Settings = StoreSettingsJson;

interface ShippingDraft {
  id: string;
  name: string;
  rate: string;
  freeAbove: string;
  countries: string;
}
interface TaxDraft {
  id: string;
  name: string;
  country: string;
  region: string;
  rate: string;
  appliesToShipping: boolean;
}

const newId = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

/** Shipping options with rates and free-shipping thresholds, tax rules per region, and checkout settings. */
export function ShippingTaxScreen() {
  const settings = useQuery({
    queryKey: storeKeys.settings,
    queryFn: () => apiGet<StoreSettingsAnswer>('/api/commerce/settings'),
  });
  if (settings.isPending) return <Loading label={t('owners.store.shipping.loading')} />;
  if (settings.isError) return <ErrorState error={settings.error} retry={() => void settings.refetch()} />;
  return <SettingsForm settings={settings.data.settings} />;
}

function SettingsForm({ settings }: { settings: Settings }) {
  const client = useQueryClient();
  const [currency, setCurrency] = useState<CurrencyCode>(settings.currency);
  const [minimum, setMinimum] = useState(
    settings.minimumSubtotalCents > 0 ? majorText(settings.minimumSubtotalCents, settings.currency) : '',
  );
  const [express, setExpress] = useState(settings.expressCheckout);
  const [shipping, setShipping] = useState<ShippingDraft[]>(
    settings.shippingOptions.map((option) => ({
      id: option.id,
      name: option.name,
      rate: majorText(option.rateCents, settings.currency),
      freeAbove: option.freeAboveCents > 0 ? majorText(option.freeAboveCents, settings.currency) : '',
      countries: option.countries.join(', '),
    })),
  );
  const [taxes, setTaxes] = useState<TaxDraft[]>(
    settings.taxRules.map((rule) => ({
      id: rule.id,
      name: rule.name,
      country: rule.country,
      region: rule.region,
      rate: (rule.rateBasisPoints / 100).toString(),
      appliesToShipping: rule.appliesToShipping,
    })),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: StoreSettingsInput) => api<StoreSettingsAnswer>('PUT', '/api/commerce/settings', body),
    onSuccess: (answer) => client.setQueryData(storeKeys.settings, answer),
  });
  const errorOf = (path: string) =>
    problems[path] ?? (save.error instanceof ApiError ? save.error.fieldErrors[path] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const amount = (text: string, path: string, optional: boolean) => {
      if (optional && text.trim() === '') return 0;
      const minor = parseMajor(text, currency);
      if (minor === null)
        found[path] = t('owners.store.shipping.amountExample', { example: majorText(500, currency) });
      return minor ?? 0;
    };
    const shippingOptions: ShippingOption[] = shipping.map((option, index) => ({
      id: option.id,
      name: option.name.trim(),
      rateCents: amount(option.rate, `shippingOptions.${index}.rateCents`, false),
      freeAboveCents: amount(option.freeAbove, `shippingOptions.${index}.freeAboveCents`, true),
      countries: option.countries
        .split(',')
        .map((country) => country.trim().toUpperCase())
        .filter(Boolean),
    }));
    const taxRules: TaxRule[] = taxes.map((rule, index) => {
      const basisPoints = parseAmount(rule.rate.replace('%', ''), 2);
      if (basisPoints === null || basisPoints > 10_000)
        found[`taxRules.${index}.rateBasisPoints`] = t('owners.store.tax.rateRange');
      return {
        id: rule.id,
        name: rule.name.trim(),
        country: rule.country.trim().toUpperCase(),
        region: rule.region.trim(),
        rateBasisPoints: basisPoints ?? 0,
        appliesToShipping: rule.appliesToShipping,
      };
    });
    const minimumSubtotalCents = amount(minimum, 'minimumSubtotalCents', true);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    // Payment settings are not edited here: they go back as they came (secrets masked, so kept).
    save.mutate({
      ...settings,
      currency,
      minimumSubtotalCents,
      expressCheckout: express,
      shippingOptions,
      taxRules,
    });
  };
  const editShipping = (index: number, change: Partial<ShippingDraft>) =>
    setShipping((all) => all.map((option, at) => (at === index ? { ...option, ...change } : option)));
  const editTax = (index: number, change: Partial<TaxDraft>) =>
    setTaxes((all) => all.map((rule, at) => (at === index ? { ...rule, ...change } : rule)));
  const anyFieldError =
    Object.keys(problems).length > 0 ||
    (save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length > 0);

  return (
    <section className="screen" aria-labelledby="shipping-title">
      <StoreNav />
      <h1 id="shipping-title">{t('owners.store.shipping.title')}</h1>
      <form onSubmit={submit} aria-label={t('owners.store.shipping.title')} noValidate>
        <div className="card">
          <h2>{t('owners.store.shipping.checkout')}</h2>
          <div className="field">
            <label htmlFor="store-currency">{t('owners.store.shipping.currency')}</label>
            <select
              id="store-currency"
              value={currency}
              onChange={(event) => setCurrency(event.target.value as CurrencyCode)}
            >
              {currencyCodes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('owners.store.shipping.minimum', { currency })}
            inputMode="decimal"
            value={minimum}
            onChange={(event) => setMinimum(event.target.value)}
            error={errorOf('minimumSubtotalCents')}
          />
          <label>
            <input type="checkbox" checked={express} onChange={(event) => setExpress(event.target.checked)} />{' '}
            {t('owners.store.shipping.express')}
          </label>
        </div>

        <fieldset className="card">
          <legend>{t('owners.store.shipping.options')}</legend>
          {errorOf('shippingOptions') && <p className="field__error">{errorOf('shippingOptions')}</p>}
          {shipping.map((option, index) => (
            <fieldset
              key={option.id}
              className="variant"
              aria-label={t('owners.store.shipping.option', { number: index + 1 })}
            >
              <TextField
                label={t('owners.store.shipping.name')}
                value={option.name}
                maxLength={80}
                onChange={(event) => editShipping(index, { name: event.target.value })}
                error={errorOf(`shippingOptions.${index}.name`)}
              />
              <TextField
                label={t('owners.store.shipping.rate', { currency })}
                inputMode="decimal"
                value={option.rate}
                onChange={(event) => editShipping(index, { rate: event.target.value })}
                error={errorOf(`shippingOptions.${index}.rateCents`)}
              />
              <TextField
                label={t('owners.store.shipping.freeAbove', { currency })}
                inputMode="decimal"
                value={option.freeAbove}
                onChange={(event) => editShipping(index, { freeAbove: event.target.value })}
                error={errorOf(`shippingOptions.${index}.freeAboveCents`)}
              />
              <TextField
                label={t('owners.store.shipping.countries')}
                value={option.countries}
                onChange={(event) => editShipping(index, { countries: event.target.value })}
                error={errorOf(`shippingOptions.${index}.countries`)}
              />
              <button
                type="button"
                className="button button--quiet"
                onClick={() => setShipping((all) => all.filter((_, at) => at !== index))}
              >
                {option.name
                  ? t('owners.store.shipping.removeNamed', { name: option.name })
                  : t('owners.store.shipping.removeThis')}
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            className="button"
            onClick={() =>
              setShipping((all) => [
                ...all,
                { id: newId('ship'), name: '', rate: '', freeAbove: '', countries: '' },
              ])
            }
          >
            {t('owners.store.shipping.addOption')}
          </button>
        </fieldset>

        <fieldset className="card">
          <legend>{t('owners.store.tax.rules')}</legend>
          {taxes.map((rule, index) => (
            <fieldset
              key={rule.id}
              className="variant"
              aria-label={t('owners.store.tax.rule', { number: index + 1 })}
            >
              <TextField
                label={t('owners.store.tax.name')}
                value={rule.name}
                maxLength={80}
                onChange={(event) => editTax(index, { name: event.target.value })}
                error={errorOf(`taxRules.${index}.name`)}
              />
              <TextField
                label={t('owners.store.tax.country')}
                value={rule.country}
                maxLength={2}
                onChange={(event) => editTax(index, { country: event.target.value })}
                error={errorOf(`taxRules.${index}.country`)}
              />
              <TextField
                label={t('owners.store.tax.region')}
                value={rule.region}
                onChange={(event) => editTax(index, { region: event.target.value })}
              />
              <TextField
                label={t('owners.store.tax.rate')}
                inputMode="decimal"
                value={rule.rate}
                onChange={(event) => editTax(index, { rate: event.target.value })}
                error={errorOf(`taxRules.${index}.rateBasisPoints`)}
              />
              <label>
                <input
                  type="checkbox"
                  checked={rule.appliesToShipping}
                  onChange={(event) => editTax(index, { appliesToShipping: event.target.checked })}
                />{' '}
                {t('owners.store.tax.shipping')}
              </label>
              <button
                type="button"
                className="button button--quiet"
                onClick={() => setTaxes((all) => all.filter((_, at) => at !== index))}
              >
                {rule.name
                  ? t('owners.store.tax.removeNamed', { name: rule.name })
                  : t('owners.store.tax.removeThis')}
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            className="button"
            onClick={() =>
              setTaxes((all) => [
                ...all,
                { id: newId('tax'), name: '', country: 'US', region: '', rate: '', appliesToShipping: false },
              ])
            }
          >
            {t('owners.store.tax.add')}
          </button>
        </fieldset>

        <p role="status" className="status">
          {save.isPending
            ? t('owners.store.shipping.saving')
            : save.isSuccess
              ? t('owners.store.shipping.saved')
              : ''}
        </p>
        {anyFieldError && <p role="alert">{t('owners.store.shipping.needsAttention')}</p>}
        {save.isError && !anyFieldError && <p role="alert">{messageOf(save.error)}</p>}
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('owners.store.shipping.save')}
        </button>
      </form>
    </section>
  );
}
