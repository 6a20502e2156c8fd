import { useId, useState } from 'react';
import type { FormSettings } from '../../../shared/forms/definition';
import {
  CAPTCHA_PROVIDERS,
  FormSettingsSection,
  type CaptchaProvider,
} from '../../../shared/forms/field-kinds';
import { TextField } from '../../ui/field';
import { addressesOf } from './builder-logic';
import { TextArea } from '../../ui/field';
import { CheckField } from './field-editor';
import { NotifyAddressStates } from './notify-address-states';

const PROVIDER_LABELS: Record<CaptchaProvider, string> = {
  none: 'None',
  altcha: 'Built-in proof of work (ALTCHA, no third party)',
  recaptcha: 'Google reCAPTCHA',
  turnstile: 'Cloudflare Turnstile',
};

/** Messages under `settings.`, with that prefix taken off. */
export const settingsErrorsOf = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([path, message]) =>
      path.startsWith('settings.') ? [[path.slice('settings.'.length), message]] : [],
    ),
  );

/** The message of a list's entries (`storage.notifyEmails.1`), named by their position. */
function listErrors(errors: Record<string, string>, prefix: string): string | undefined {
  const messages = Object.entries(errors).flatMap(([path, message]) =>
    path === prefix
      ? [message]
      : path.startsWith(`${prefix}.`)
        ? [`Address ${Number(path.slice(prefix.length + 1)) + 1}: ${message}`]
        : [],
  );
  return messages.length > 0 ? messages.join(' ') : undefined;
}

/**
 * The settings sections of media-and-platform §3, in the spec's order: build 1, storage 2,
 * advanced 3, captcha 4, disclaimer 5.
 */
export function SettingsEditor({
  settings,
  errors,
  onChange,
}: {
  settings: FormSettings;
  errors: Record<string, string>;
  onChange: (settings: FormSettings) => void;
}) {
  const providerId = useId();
  // The address box keeps what the owner types (blank lines, a trailing comma) while the definition gets the parsed list.
  const [addresses, setAddresses] = useState(settings.storage.notifyEmails.join('\n'));
  const set = <K extends keyof FormSettings>(key: K, value: Partial<FormSettings[K]>) =>
    onChange({
      ...settings,
      [key]: typeof value === 'object' ? { ...(settings[key] as object), ...value } : value,
    });
  const section = (name: keyof typeof FormSettingsSection, title: string) =>
    `${FormSettingsSection[name]}. ${title}`;
  const { storage, advanced, captcha, disclaimer } = settings;
  // Forms saved before auto-replies existed have no such settings yet.
  const autoReply = (settings.autoReply as FormSettings['autoReply'] | undefined) ?? {
    enabled: false,
    subject: '',
    message: '',
  };
  return (
    <div className="form-settings">
      <fieldset className="field-group">
        <legend>{section('build', 'Build')}</legend>
        <TextField
          label="Submit button text"
          value={settings.submitButtonText}
          onChange={(event) => onChange({ ...settings, submitButtonText: event.target.value })}
          error={errors.submitButtonText}
        />
      </fieldset>
      <fieldset className="field-group">
        <legend>{section('storage', 'Storage')}</legend>
        <p className="field__hint">
          Every submission is kept in this form’s submissions list. You can also be told by e-mail.
        </p>
        <TextArea
          label="Notification e-mail addresses"
          value={addresses}
          rows={2}
          hint="One per line or separated by commas; at most 10. Leave empty for no e-mail."
          error={listErrors(errors, 'storage.notifyEmails')}
          onChange={(text) => {
            setAddresses(text);
            set('storage', { notifyEmails: addressesOf(text) });
          }}
        />
        <NotifyAddressStates addresses={storage.notifyEmails} />
        <TextField
          label="Notification e-mail subject"
          value={storage.emailSubject}
          onChange={(event) => set('storage', { emailSubject: event.target.value })}
          error={errors['storage.emailSubject']}
          hint="Empty: “New submission: <form name>”."
        />
        <CheckField
          label="Send an automatic reply to the visitor"
          checked={autoReply.enabled}
          onChange={(enabled) => set('autoReply', { ...autoReply, enabled })}
        />
        {errors['autoReply.enabled'] && <p className="field__error">{errors['autoReply.enabled']}</p>}
        {autoReply.enabled && (
          <>
            <TextField
              label="Auto-reply subject"
              value={autoReply.subject}
              onChange={(event) => set('autoReply', { ...autoReply, subject: event.target.value })}
              error={errors['autoReply.subject']}
              hint="Empty: “Thank you for your message to <site title>”."
            />
            <TextArea
              label="Auto-reply text"
              value={autoReply.message}
              rows={4}
              onChange={(message) => set('autoReply', { ...autoReply, message })}
              error={errors['autoReply.message']}
              hint="Sent to the address entered in the form’s e-mail field, with your text only; at most once every 10 minutes per address."
            />
          </>
        )}
      </fieldset>
      <fieldset className="field-group">
        <legend>{section('advanced', 'Advanced')}</legend>
        <TextArea
          label="Success message (HTML)"
          value={advanced.successMessage}
          onChange={(value) => set('advanced', { successMessage: value })}
          error={errors['advanced.successMessage']}
        />
        <TextField
          label="Redirect after submitting (URL)"
          value={advanced.redirectUrl}
          placeholder="/thanks or https://…"
          onChange={(event) => set('advanced', { redirectUrl: event.target.value })}
          error={errors['advanced.redirectUrl']}
          hint="When set, visitors go there instead of seeing the success message."
        />
        <TextArea
          label="Post-submit HTML"
          value={advanced.postSubmitHtml}
          onChange={(value) => set('advanced', { postSubmitHtml: value })}
          error={errors['advanced.postSubmitHtml']}
          hint="Runs after a successful submission, e.g. a conversion pixel."
        />
      </fieldset>
      <fieldset className="field-group">
        <legend>{section('captcha', 'Captcha')}</legend>
        <div className={errors['captcha.provider'] ? 'field field--invalid' : 'field'}>
          <label htmlFor={providerId}>Spam protection</label>
          <select
            id={providerId}
            value={captcha.provider}
            onChange={(event) => set('captcha', { provider: event.target.value as CaptchaProvider })}
            aria-describedby={errors['captcha.provider'] ? `${providerId}-error` : undefined}
          >
            {CAPTCHA_PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {PROVIDER_LABELS[provider]}
              </option>
            ))}
          </select>
          {errors['captcha.provider'] && (
            <p className="field__error" id={`${providerId}-error`}>
              {errors['captcha.provider']}
            </p>
          )}
        </div>
        {(captcha.provider === 'recaptcha' || captcha.provider === 'turnstile') && (
          <TextField
            label="Site key"
            value={captcha.siteKey}
            onChange={(event) => set('captcha', { siteKey: event.target.value })}
            error={errors['captcha.siteKey']}
          />
        )}
      </fieldset>
      <fieldset className="field-group">
        <legend>{section('disclaimer', 'Disclaimer')}</legend>
        <CheckField
          label="Show a disclaimer"
          checked={disclaimer.enabled}
          onChange={(enabled) => set('disclaimer', { enabled })}
        />
        {disclaimer.enabled && (
          <>
            <TextArea
              label="Disclaimer text (HTML)"
              value={disclaimer.html}
              onChange={(html) => set('disclaimer', { html })}
              error={errors['disclaimer.html']}
            />
            <CheckField
              label="Visitors must accept it to submit"
              checked={disclaimer.requireAcceptance}
              onChange={(requireAcceptance) => set('disclaimer', { requireAcceptance })}
            />
          </>
        )}
      </fieldset>
    </div>
  );
}
