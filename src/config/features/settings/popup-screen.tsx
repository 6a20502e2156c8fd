import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PopupOverlaySettings } from '../../../shared/api/popup-overlay';
import { NEVER_AGAIN } from '../../../shared/popup/popup-constants';
import { api, apiGet, ApiError } from '../../api/client';
import { TextArea, TextField } from '../../ui/field';
import { ErrorState, Loading, messageOf } from '../../ui/status';
import { FormPicker } from '../forms/form-picker';
import { ImageField } from '../media/image-field';
import { t } from '../../text';

const POPUP_QUERY_KEY = ['popup-overlay'] as const;
const POPUP_PATH = '/api/rest/popup-overlay';

/** The site-wide popup overlay: its design (layout, image, text, form or button, theme) and when it shows. */
export function PopupScreen() {
  const popup = useQuery({
    queryKey: POPUP_QUERY_KEY,
    queryFn: () => apiGet<PopupOverlaySettings>(POPUP_PATH),
  });
  if (popup.isPending) return <Loading label={t('owners.settings.popup.loading')} />;
  if (popup.isError) return <ErrorState error={popup.error} retry={() => void popup.refetch()} />;
  return <PopupForm initial={popup.data} />;
}

/** A labelled checkbox in the owners' app's style. */
function Check({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="field field--check">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

function Choice({
  id,
  label,
  children,
  error,
}: {
  id: string;
  label: string;
  children: ReactNode;
  error?: string | undefined;
}) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}

/** A whole number typed into a text box; an empty or partial entry stays as typed until it reads as one. */
const wholeNumber = (text: string, fallback: number) =>
  /^-?\d+$/.test(text.trim()) ? Number(text) : fallback;

function PopupForm({ initial }: { initial: PopupOverlaySettings }) {
  const client = useQueryClient();
  const [value, setValue] = useState(initial);
  const set = (patch: Partial<PopupOverlaySettings>) => setValue((current) => ({ ...current, ...patch }));
  const save = useMutation({
    mutationFn: (popup: PopupOverlaySettings) => api<PopupOverlaySettings>('PUT', POPUP_PATH, popup),
    onSuccess: (saved) => {
      client.setQueryData(POPUP_QUERY_KEY, saved);
      setValue(saved);
    },
  });
  const errors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value);
  };
  const neverAgain = value.displayFrequency === NEVER_AGAIN;

  return (
    <section className="screen" aria-labelledby="popup-title">
      <p>
        <Link to="/settings">{t('owners.settings.back')}</Link>
      </p>
      <h1 id="popup-title">{t('owners.settings.popup.title')}</h1>
      <p>{t('owners.settings.popup.intro')}</p>
      <form className="card settings-form" onSubmit={submit} noValidate>
        <Check
          id="popup-enabled"
          label={t('owners.settings.popup.enabled')}
          checked={value.enabled}
          onChange={(enabled) => set({ enabled })}
        />
        <fieldset className="field-group">
          <legend>{t('owners.settings.popup.design')}</legend>
          <Choice id="popup-style" label={t('owners.settings.popup.style')} error={errors.style}>
            <select
              id="popup-style"
              value={value.style}
              onChange={(event) => set({ style: event.target.value as PopupOverlaySettings['style'] })}
            >
              <option value="card">{t('owners.settings.popup.style.card')}</option>
              <option value="split">{t('owners.settings.popup.style.split')}</option>
              <option value="banner">{t('owners.settings.popup.style.banner')}</option>
            </select>
          </Choice>
          <Choice id="popup-theme" label={t('owners.settings.popup.theme')} error={errors.theme}>
            <select
              id="popup-theme"
              value={value.theme}
              onChange={(event) => set({ theme: event.target.value as PopupOverlaySettings['theme'] })}
            >
              <option value="light">{t('owners.settings.popup.theme.light')}</option>
              <option value="dark">{t('owners.settings.popup.theme.dark')}</option>
            </select>
          </Choice>
          <ImageField
            label={t('owners.settings.popup.image')}
            value={value.imageUrl}
            onChange={(imageUrl) => set({ imageUrl })}
            onPick={(asset) => set({ imageUrl: asset.url, imageAlt: asset.alt || value.imageAlt })}
            error={errors.imageUrl}
          />
          <TextField
            label={t('owners.settings.popup.imageAlt')}
            value={value.imageAlt}
            maxLength={200}
            onChange={(event) => set({ imageAlt: event.target.value })}
            error={errors.imageAlt}
          />
          <TextField
            label={t('owners.settings.popup.headline')}
            value={value.headline}
            maxLength={120}
            onChange={(event) => set({ headline: event.target.value })}
            error={errors.headline}
          />
          <TextArea
            label={t('owners.settings.popup.body')}
            value={value.body}
            onChange={(body) => set({ body })}
            error={errors.body}
          />
          <Choice id="popup-action" label={t('owners.settings.popup.action')} error={errors.action}>
            <select
              id="popup-action"
              value={value.action}
              onChange={(event) => set({ action: event.target.value as PopupOverlaySettings['action'] })}
            >
              <option value="newsletter">{t('owners.settings.popup.action.newsletter')}</option>
              <option value="button">{t('owners.settings.popup.action.button')}</option>
            </select>
          </Choice>
          {value.action === 'newsletter' ? (
            <Choice id="popup-form" label={t('owners.settings.popup.form')} error={errors.formId}>
              <FormPicker
                id="popup-form"
                kind="newsletter"
                value={value.formId}
                onChange={(formId) => set({ formId })}
                invalid={errors.formId !== undefined}
              />
            </Choice>
          ) : (
            <>
              <TextField
                label={t('owners.settings.popup.buttonLabel')}
                value={value.buttonLabel}
                maxLength={60}
                onChange={(event) => set({ buttonLabel: event.target.value })}
                error={errors.buttonLabel}
              />
              <TextField
                label={t('owners.settings.popup.buttonLink')}
                value={value.buttonHref}
                placeholder={t('owners.settings.popup.buttonLinkPlaceholder')}
                onChange={(event) => set({ buttonHref: event.target.value })}
                error={errors.buttonHref}
              />
            </>
          )}
        </fieldset>
        <fieldset className="field-group">
          <legend>{t('owners.settings.popup.when')}</legend>
          <Choice id="popup-trigger" label={t('owners.settings.popup.trigger')} error={errors.trigger}>
            <select
              id="popup-trigger"
              value={value.trigger}
              onChange={(event) => set({ trigger: event.target.value as PopupOverlaySettings['trigger'] })}
            >
              <option value="time">{t('owners.settings.popup.trigger.time')}</option>
              <option value="scroll">{t('owners.settings.popup.trigger.scroll')}</option>
              <option value="exit-intent">{t('owners.settings.popup.trigger.exitIntent')}</option>
            </select>
          </Choice>
          {value.trigger === 'time' && (
            <TextField
              label={t('owners.settings.popup.delay')}
              inputMode="numeric"
              value={String(value.delaySeconds)}
              onChange={(event) => set({ delaySeconds: wholeNumber(event.target.value, value.delaySeconds) })}
              error={errors.delaySeconds}
            />
          )}
          {value.trigger === 'scroll' && (
            <TextField
              label={t('owners.settings.popup.scroll')}
              inputMode="numeric"
              value={String(value.scrollPercent)}
              onChange={(event) =>
                set({ scrollPercent: wholeNumber(event.target.value, value.scrollPercent) })
              }
              error={errors.scrollPercent}
            />
          )}
          <Check
            id="popup-never-again"
            label={t('owners.settings.popup.neverAgain')}
            checked={neverAgain}
            onChange={(checked) => set({ displayFrequency: checked ? NEVER_AGAIN : 7 })}
          />
          {!neverAgain && (
            <TextField
              label={t('owners.settings.popup.days')}
              inputMode="numeric"
              value={String(value.displayFrequency)}
              onChange={(event) =>
                set({ displayFrequency: wholeNumber(event.target.value, value.displayFrequency) })
              }
              error={errors.displayFrequency}
              hint={t('owners.settings.popup.daysHint')}
            />
          )}
          <Check
            id="popup-until-signup"
            label={t('owners.settings.popup.untilSignup')}
            checked={value.showUntilSignup}
            onChange={(showUntilSignup) => set({ showUntilSignup })}
          />
          <Check
            id="popup-mobile"
            label={t('owners.settings.popup.mobile')}
            checked={value.enableMobile}
            onChange={(enableMobile) => set({ enableMobile })}
          />
          <p>
            {t('owners.settings.popup.version', { version: value.version })}{' '}
            <button
              type="button"
              className="button button--quiet"
              onClick={() => set({ version: value.version + 1 })}
            >
              {t('owners.settings.popup.showAgain')}
            </button>{' '}
            {t('owners.settings.popup.showAgainNote')}
          </p>
        </fieldset>
        <p role="status" className={save.isError ? 'save-status save-status--error' : 'save-status'}>
          {save.isPending
            ? t('owners.settings.saving')
            : save.isError
              ? t('owners.settings.notSaved', { message: messageOf(save.error) })
              : save.isSuccess
                ? t('owners.settings.popup.saved')
                : ''}
        </p>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('owners.settings.popup.save')}
        </button>
      </form>
    </section>
  );
}
