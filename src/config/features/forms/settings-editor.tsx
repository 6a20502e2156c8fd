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
import { t } from '../../text';

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
        ? [
            t('owners.forms.settings.addressError', {
              number: Number(path.slice(prefix.length + 1)) + 1,
              message,
            }),
          ]
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
  const section = (name: keyof typeof FormSettingsSection) =>
    t('owners.forms.settings.section', {
      number: FormSettingsSection[name],
      title: t(`owners.forms.settings.${name}`),
    });
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
        <legend>{section('build')}</legend>
        <TextField
          label={t('owners.forms.settings.submitButtonText')}
          value={settings.submitButtonText}
          onChange={(event) => onChange({ ...settings, submitButtonText: event.target.value })}
          error={errors.submitButtonText}
        />
      </fieldset>
      <fieldset className="field-group">
        <legend>{section('storage')}</legend>
        <p className="field__hint">{t('owners.forms.settings.storageIntro')}</p>
        <TextArea
          label={t('owners.forms.settings.notifyEmails')}
          value={addresses}
          rows={2}
          hint={t('owners.forms.settings.notifyEmailsHint')}
          error={listErrors(errors, 'storage.notifyEmails')}
          onChange={(text) => {
            setAddresses(text);
            set('storage', { notifyEmails: addressesOf(text) });
          }}
        />
        <NotifyAddressStates addresses={storage.notifyEmails} />
        <TextField
          label={t('owners.forms.settings.emailSubject')}
          value={storage.emailSubject}
          onChange={(event) => set('storage', { emailSubject: event.target.value })}
          error={errors['storage.emailSubject']}
          hint={t('owners.forms.settings.emailSubjectHint')}
        />
        <CheckField
          label={t('owners.forms.settings.autoReply')}
          checked={autoReply.enabled}
          onChange={(enabled) => set('autoReply', { ...autoReply, enabled })}
        />
        {errors['autoReply.enabled'] && <p className="field__error">{errors['autoReply.enabled']}</p>}
        {autoReply.enabled && (
          <>
            <TextField
              label={t('owners.forms.settings.autoReplySubject')}
              value={autoReply.subject}
              onChange={(event) => set('autoReply', { ...autoReply, subject: event.target.value })}
              error={errors['autoReply.subject']}
              hint={t('owners.forms.settings.autoReplySubjectHint')}
            />
            <TextArea
              label={t('owners.forms.settings.autoReplyText')}
              value={autoReply.message}
              rows={4}
              onChange={(message) => set('autoReply', { ...autoReply, message })}
              error={errors['autoReply.message']}
              hint={t('owners.forms.settings.autoReplyTextHint')}
            />
          </>
        )}
      </fieldset>
      <fieldset className="field-group">
        <legend>{section('advanced')}</legend>
        <TextArea
          label={t('owners.forms.settings.successMessage')}
          value={advanced.successMessage}
          onChange={(value) => set('advanced', { successMessage: value })}
          error={errors['advanced.successMessage']}
        />
        <TextField
          label={t('owners.forms.settings.redirectUrl')}
          value={advanced.redirectUrl}
          placeholder={t('owners.forms.settings.redirectUrlPlaceholder')}
          onChange={(event) => set('advanced', { redirectUrl: event.target.value })}
          error={errors['advanced.redirectUrl']}
          hint={t('owners.forms.settings.redirectUrlHint')}
        />
        <TextArea
          label={t('owners.forms.settings.postSubmitHtml')}
          value={advanced.postSubmitHtml}
          onChange={(value) => set('advanced', { postSubmitHtml: value })}
          error={errors['advanced.postSubmitHtml']}
          hint={t('owners.forms.settings.postSubmitHtmlHint')}
        />
      </fieldset>
      <fieldset className="field-group">
        <legend>{section('captcha')}</legend>
        <div className={errors['captcha.provider'] ? 'field field--invalid' : 'field'}>
          <label htmlFor={providerId}>{t('owners.forms.settings.spamProtection')}</label>
          <select
            id={providerId}
            value={captcha.provider}
            onChange={(event) => set('captcha', { provider: event.target.value as CaptchaProvider })}
            aria-describedby={errors['captcha.provider'] ? `${providerId}-error` : undefined}
          >
            {CAPTCHA_PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {t(`owners.forms.settings.provider.${provider}`)}
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
            label={t('owners.forms.settings.siteKey')}
            value={captcha.siteKey}
            onChange={(event) => set('captcha', { siteKey: event.target.value })}
            error={errors['captcha.siteKey']}
          />
        )}
      </fieldset>
      <fieldset className="field-group">
        <legend>{section('disclaimer')}</legend>
        <CheckField
          label={t('owners.forms.settings.showDisclaimer')}
          checked={disclaimer.enabled}
          onChange={(enabled) => set('disclaimer', { enabled })}
        />
        {disclaimer.enabled && (
          <>
            <TextArea
              label={t('owners.forms.settings.disclaimerHtml')}
              value={disclaimer.html}
              onChange={(html) => set('disclaimer', { html })}
              error={errors['disclaimer.html']}
            />
            <CheckField
              label={t('owners.forms.settings.requireAcceptance')}
              checked={disclaimer.requireAcceptance}
              onChange={(requireAcceptance) => set('disclaimer', { requireAcceptance })}
            />
          </>
        )}
      </fieldset>
    </div>
  );
}
