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

const POPUP_QUERY_KEY = ['popup-overlay'] as const;
const POPUP_PATH = '/api/rest/popup-overlay';

/** The site-wide popup overlay: its design (layout, image, text, form or button, theme) and when it shows. */
export function PopupScreen() {
  const popup = useQuery({
    queryKey: POPUP_QUERY_KEY,
    queryFn: () => apiGet<PopupOverlaySettings>(POPUP_PATH),
  });
  if (popup.isPending) return <Loading label="Loading the popup…" />;
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
        <Link to="/settings">← Settings</Link>
      </p>
      <h1 id="popup-title">Popup</h1>
      <p>A popup shown over every page of your site. Changes apply as soon as you save them.</p>
      <form className="card settings-form" onSubmit={submit} noValidate>
        <Check
          id="popup-enabled"
          label="Show the popup on my site"
          checked={value.enabled}
          onChange={(enabled) => set({ enabled })}
        />
        <fieldset className="field-group">
          <legend>Design</legend>
          <Choice id="popup-style" label="Layout" error={errors.style}>
            <select
              id="popup-style"
              value={value.style}
              onChange={(event) => set({ style: event.target.value as PopupOverlaySettings['style'] })}
            >
              <option value="card">Card (image above the text)</option>
              <option value="split">Split (image beside the text)</option>
              <option value="banner">Banner (along the bottom)</option>
            </select>
          </Choice>
          <Choice id="popup-theme" label="Theme" error={errors.theme}>
            <select
              id="popup-theme"
              value={value.theme}
              onChange={(event) => set({ theme: event.target.value as PopupOverlaySettings['theme'] })}
            >
              <option value="light">Light</option>
              <option value="dark">Dark</option>
            </select>
          </Choice>
          <ImageField
            label="Image"
            value={value.imageUrl}
            onChange={(imageUrl) => set({ imageUrl })}
            onPick={(asset) => set({ imageUrl: asset.url, imageAlt: asset.alt || value.imageAlt })}
            error={errors.imageUrl}
          />
          <TextField
            label="Image description (alt text)"
            value={value.imageAlt}
            maxLength={200}
            onChange={(event) => set({ imageAlt: event.target.value })}
            error={errors.imageAlt}
          />
          <TextField
            label="Headline"
            value={value.headline}
            maxLength={120}
            onChange={(event) => set({ headline: event.target.value })}
            error={errors.headline}
          />
          <TextArea label="Text" value={value.body} onChange={(body) => set({ body })} error={errors.body} />
          <Choice id="popup-action" label="What visitors can do" error={errors.action}>
            <select
              id="popup-action"
              value={value.action}
              onChange={(event) => set({ action: event.target.value as PopupOverlaySettings['action'] })}
            >
              <option value="newsletter">Sign up with a newsletter form</option>
              <option value="button">Follow a button</option>
            </select>
          </Choice>
          {value.action === 'newsletter' ? (
            <Choice id="popup-form" label="Newsletter form" error={errors.formId}>
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
                label="Button label"
                value={value.buttonLabel}
                maxLength={60}
                onChange={(event) => set({ buttonLabel: event.target.value })}
                error={errors.buttonLabel}
              />
              <TextField
                label="Button link"
                value={value.buttonHref}
                placeholder="/shop or https://…"
                onChange={(event) => set({ buttonHref: event.target.value })}
                error={errors.buttonHref}
              />
            </>
          )}
        </fieldset>
        <fieldset className="field-group">
          <legend>When it shows</legend>
          <Choice id="popup-trigger" label="Open the popup" error={errors.trigger}>
            <select
              id="popup-trigger"
              value={value.trigger}
              onChange={(event) => set({ trigger: event.target.value as PopupOverlaySettings['trigger'] })}
            >
              <option value="time">After a number of seconds</option>
              <option value="scroll">When the visitor has scrolled part of the page</option>
              <option value="exit-intent">When the visitor is about to leave (computers only)</option>
            </select>
          </Choice>
          {value.trigger === 'time' && (
            <TextField
              label="Seconds after the page opens"
              inputMode="numeric"
              value={String(value.delaySeconds)}
              onChange={(event) => set({ delaySeconds: wholeNumber(event.target.value, value.delaySeconds) })}
              error={errors.delaySeconds}
            />
          )}
          {value.trigger === 'scroll' && (
            <TextField
              label="Percentage of the page scrolled"
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
            label="Once closed, never show it again to that visitor"
            checked={neverAgain}
            onChange={(checked) => set({ displayFrequency: checked ? NEVER_AGAIN : 7 })}
          />
          {!neverAgain && (
            <TextField
              label="Days before it shows again after a visitor closes it"
              inputMode="numeric"
              value={String(value.displayFrequency)}
              onChange={(event) =>
                set({ displayFrequency: wholeNumber(event.target.value, value.displayFrequency) })
              }
              error={errors.displayFrequency}
              hint="0 shows it again on the next page."
            />
          )}
          <Check
            id="popup-until-signup"
            label="Stop showing it to a visitor who signed up or pressed its button"
            checked={value.showUntilSignup}
            onChange={(showUntilSignup) => set({ showUntilSignup })}
          />
          <Check
            id="popup-mobile"
            label="Show it on phones"
            checked={value.enableMobile}
            onChange={(enableMobile) => set({ enableMobile })}
          />
          <p>
            Version {value.version}.{' '}
            <button
              type="button"
              className="button button--quiet"
              onClick={() => set({ version: value.version + 1 })}
            >
              Show it again to everyone
            </button>{' '}
            (takes effect when you save). Signed in, you always see the popup, so you can check it.
          </p>
        </fieldset>
        <p role="status" className={save.isError ? 'save-status save-status--error' : 'save-status'}>
          {save.isPending
            ? 'Saving…'
            : save.isError
              ? `Not saved: ${messageOf(save.error)}`
              : save.isSuccess
                ? 'Popup saved.'
                : ''}
        </p>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          Save popup
        </button>
      </form>
    </section>
  );
}
