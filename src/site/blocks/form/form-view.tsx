import type { PublicForm } from '../../../shared/forms/definition';
import { inputName } from '../../../shared/forms/plain-values';
import { useBlockResources } from '../resources';
import { FormFieldView, type Posted } from './form-fields';
import { t } from '../../text';

/** The notices of visitor-runtime §8 for a form with field errors. */
export const FORM_NOTICE_ABOVE = 'Your form has encountered a problem. Please scroll down to review.';
export const FORM_NOTICE_BELOW = 'scroll up to review';
export const FORM_NOT_CONFIGURED = 'This form has not been configured yet.';

/** JSON inside a script element: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A published form. Complete without JavaScript: it posts to `/forms/{id}/submit` and the
 * server answers with this page again, showing errors or the success message. The `forms`
 * runtime feature takes over the submit when scripts run (validation, key, captcha, states).
 */
export function FormView({ formId, className }: { formId: string; className?: string }) {
  const { forms, formResult, pagePath, query } = useBlockResources();
  const form: PublicForm | undefined = forms[formId];
  if (!form) {
    return (
      <div className={`form-wrapper form-missing ${className ?? ''}`}>
        <p className="form-missing-text">{FORM_NOT_CONFIGURED}</p>
      </div>
    );
  }
  const result = formResult?.formId === form.id ? formResult : undefined;
  const posted: Posted = result?.status === 'error' ? result.values : {};
  const errors = result?.status === 'error' ? result.errors : {};
  const hasFieldErrors = Object.keys(errors).some((key) => key !== 'form');
  const isNewsletter = form.kind === 'newsletter';
  const succeeded = result?.status === 'success';
  const formMessage = hasFieldErrors ? FORM_NOTICE_ABOVE : errors.form;

  return (
    <div className={`form-wrapper form-kind-${form.kind} ${className ?? ''}`} data-form-wrapper={form.id}>
      <script
        type="application/json"
        className="form-definition"
        dangerouslySetInnerHTML={{ __html: scriptJson(form) }}
      />
      <div
        className="form-submission-text sqs-prose"
        role="status"
        hidden={!succeeded}
        dangerouslySetInnerHTML={{ __html: form.successMessage }}
      />
      <div className="form-post-submit" hidden />
      <form
        className="form"
        method="post"
        action={`/forms/${form.id}/submit`}
        data-form-id={form.id}
        data-form-kind={form.kind}
        aria-label={form.name}
        hidden={succeeded}
      >
        <div className="form-notice form-notice--above" role="alert" hidden={!formMessage}>
          {formMessage ?? ''}
        </div>
        <input type="hidden" name="pagePath" value={pagePath ?? ''} />
        {/* The honeypot: people never see or reach it; bots that fill every field give themselves away. */}
        <div className="form-hp" aria-hidden="true">
          <label>
            {t('site.form.honeypot')}
            <input type="text" name="honeypot" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <div className="form-fields">
          {form.fields.map((field) => (
            <FormFieldView
              key={field.id}
              formId={form.id}
              field={field}
              error={errors[field.id]}
              posted={posted}
              {...(query ? { query } : {})}
            />
          ))}
        </div>
        {form.disclaimer.enabled && (
          <div className={`form-disclaimer${errors.disclaimer ? ' error' : ''}`} data-field-id="disclaimer">
            <div className="field-error" role="alert" hidden={!errors.disclaimer}>
              {errors.disclaimer}
            </div>
            <div className="sqs-prose" dangerouslySetInnerHTML={{ __html: form.disclaimer.html }} />
            {form.disclaimer.requireAcceptance && (
              <label className="option">
                <input
                  type="checkbox"
                  name={inputName.disclaimer}
                  value="accepted"
                  required
                  defaultChecked={posted[inputName.disclaimer] === 'accepted'}
                />{' '}
                {t('site.form.acceptDisclaimer')}
              </label>
            )}
          </div>
        )}
        {form.captcha.provider !== 'none' && (
          <div
            className="form-captcha"
            data-provider={form.captcha.provider}
            data-site-key={form.captcha.siteKey}
          >
            <div className="captcha-error field-error" role="alert" hidden />
            {/* Removed by the runtime; without JavaScript it explains why sending fails. (Not <noscript>: pages may run with scripting on but our bundle blocked.) */}
            <p className="form-noscript">{t('site.form.captchaNeedsJavaScript')}</p>
          </div>
        )}
        <div className="form-button-wrapper">
          <button type="submit" className="sqs-button sqs-button--primary sqs-button--medium form-submit">
            {form.submitButtonText}
          </button>
        </div>
        {/* Newsletter forms show only the notice above (visitor-runtime §8). */}
        <div className="form-notice form-notice--below" role="alert" hidden={!hasFieldErrors || isNewsletter}>
          {hasFieldErrors && !isNewsletter ? FORM_NOTICE_BELOW : ''}
        </div>
      </form>
    </div>
  );
}
