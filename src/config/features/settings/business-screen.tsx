import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { BusinessInfo, BusinessSettings, DayHours } from '../../../shared/api/business-info';
import { weekdays, type Weekday } from '../../../shared/api/weekdays';
import { api, apiGet, ApiError } from '../../api/client';
import { t } from '../../text';
import { TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';

const BUSINESS_PATH = '/api/rest/site-settings/business';
const businessKey = ['settings', 'business'] as const;

/** Settings → Business: address, phone, e-mail, opening hours, and the mobile info bar switch. */
export function BusinessScreen() {
  const settings = useQuery({
    queryKey: businessKey,
    queryFn: () => apiGet<BusinessSettings>(BUSINESS_PATH),
  });
  if (settings.isPending) return <Loading label={t('owners.business.loading')} />;
  if (settings.isError) return <ErrorState error={settings.error} retry={() => void settings.refetch()} />;
  return <BusinessForm initial={settings.data} />;
}

function BusinessForm({ initial }: { initial: BusinessSettings }) {
  const client = useQueryClient();
  const [value, setValue] = useState(initial);
  const save = useMutation({
    mutationFn: (body: BusinessSettings) => api<BusinessSettings>('PUT', BUSINESS_PATH, body),
    onSuccess: (saved) => client.setQueryData(businessKey, saved),
  });
  const errors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const business = value.business;
  const setBusiness = (patch: Partial<BusinessInfo>) =>
    setValue((current) => ({ ...current, business: { ...current.business, ...patch } }));
  const setAddress = (patch: Partial<BusinessInfo['address']>) =>
    setBusiness({ address: { ...business.address, ...patch } });
  const setDay = (day: Weekday, patch: Partial<DayHours>) =>
    setBusiness({ hours: { ...business.hours, [day]: { ...business.hours[day], ...patch } } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value);
  };
  const addressField = (key: keyof BusinessInfo['address'], max: number) => (
    <TextField
      label={t(`owners.business.${key}`)}
      value={business.address[key]}
      maxLength={max}
      autoComplete="off"
      onChange={(event) => setAddress({ [key]: event.target.value })}
      error={errors[`business.address.${key}`]}
    />
  );

  return (
    <section className="screen" aria-labelledby="business-title">
      <h1 id="business-title">{t('owners.business.title')}</h1>
      <p>{t('owners.business.intro')}</p>
      <form className="card settings-form" onSubmit={submit} noValidate>
        <TextField
          label={t('owners.business.name')}
          value={business.name}
          maxLength={120}
          onChange={(event) => setBusiness({ name: event.target.value })}
          error={errors['business.name']}
          hint={t('owners.business.nameHint')}
        />
        <fieldset className="field-group">
          <legend>{t('owners.business.address')}</legend>
          {addressField('street', 200)}
          {addressField('locality', 100)}
          {addressField('region', 100)}
          {addressField('postalCode', 20)}
          {addressField('country', 100)}
        </fieldset>
        <fieldset className="field-group">
          <legend>{t('owners.business.contact')}</legend>
          <TextField
            label={t('owners.business.phone')}
            type="tel"
            value={business.phone}
            maxLength={32}
            onChange={(event) => setBusiness({ phone: event.target.value })}
            error={errors['business.phone']}
            hint={t('owners.business.phoneHint')}
          />
          <TextField
            label={t('owners.business.email')}
            type="email"
            value={business.email}
            onChange={(event) => setBusiness({ email: event.target.value })}
            error={errors['business.email']}
          />
        </fieldset>
        <fieldset className="field-group">
          <legend>{t('owners.business.hours')}</legend>
          <p className="field__hint">{t('owners.business.hoursHint')}</p>
          {weekdays.map((day) => (
            <DayRow
              key={day}
              day={day}
              hours={business.hours[day]}
              onChange={(patch) => setDay(day, patch)}
              error={errors[`business.hours.${day}.closes`] ?? errors[`business.hours.${day}.opens`]}
            />
          ))}
        </fieldset>
        <fieldset className="field-group">
          <legend>{t('owners.business.infoBar')}</legend>
          <div className="field field--check">
            <input
              id="info-bar-enabled"
              type="checkbox"
              checked={value.mobileInfoBar.enabled}
              aria-describedby="info-bar-hint"
              onChange={(event) => setValue({ ...value, mobileInfoBar: { enabled: event.target.checked } })}
            />
            <label htmlFor="info-bar-enabled">{t('owners.business.infoBarEnabled')}</label>
          </div>
          <p className="field__hint" id="info-bar-hint">
            {t('owners.business.infoBarHint')}
          </p>
        </fieldset>
        <p role="status" className={save.isError ? 'save-status save-status--error' : 'save-status'}>
          {save.isPending
            ? t('owners.business.saving')
            : save.isError
              ? t('owners.business.notSaved', { reason: messageOf(save.error) })
              : save.isSuccess
                ? t('owners.business.saved')
                : ''}
        </p>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('owners.business.save')}
        </button>
      </form>
    </section>
  );
}

/** One weekday: open or closed, and the times when open. */
function DayRow({
  day,
  hours,
  onChange,
  error,
}: {
  day: Weekday;
  hours: DayHours;
  onChange: (patch: Partial<DayHours>) => void;
  error: string | undefined;
}) {
  const name = t(`owners.business.day.${day}`);
  return (
    <div className="business-day">
      <div className="field field--check">
        <input
          id={`open-${day}`}
          type="checkbox"
          checked={hours.open}
          onChange={(event) => onChange({ open: event.target.checked })}
        />
        <label htmlFor={`open-${day}`}>{t('owners.business.openOn', { day: name })}</label>
      </div>
      {hours.open && (
        <>
          <TextField
            label={t('owners.business.opens', { day: name })}
            type="time"
            value={hours.opens}
            onChange={(event) => onChange({ opens: event.target.value })}
          />
          <TextField
            label={t('owners.business.closes', { day: name })}
            type="time"
            value={hours.closes}
            onChange={(event) => onChange({ closes: event.target.value })}
            error={error}
          />
        </>
      )}
    </div>
  );
}
