/**
 * Enhances every published form on the page (form and newsletter blocks): client validation
 * with the shared rules, live textarea counters, hidden fields from the query string, the
 * captcha, and the submission states idle → submitting → success | failure (visitor-runtime §4).
 */
import type { PublicForm } from '../../shared/forms/definition';
import { plainValues } from '../../shared/forms/plain-values';
import { formMessages, textareaLimit, validateForm } from '../../shared/forms/validate';
import type { DataLayer } from '../core/data-layer';
import { readCookie } from '../core/cookies';
import { recordEvent, recordFormRender } from '../tracking/api';
import { mountCaptcha, type Captcha } from './form-captcha';
import { readPageContext } from '../core/page-context';
import { formRuntimeMessages, pageFieldsOf, submitForm } from './form-submit';

/** Newsletter blocks narrower than this get a compact layout (visitor-runtime §9). */
export const NEWSLETTER_SMALL_WIDTH = 320;
export const NEWSLETTER_SIGNUP_EVENT = 'newsletterSignup';
/** The conversion the owners' analytics counts for an accepted (non-newsletter) form. */
export const FORM_SUBMISSION_EVENT = 'formSubmission';

function formEntries(form: HTMLFormElement): Record<string, string | string[]> {
  const entries: Record<string, string | string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    const existing = entries[name];
    entries[name] =
      existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return entries;
}

function showFieldErrors(form: HTMLFormElement, errors: Record<string, string>) {
  for (const item of form.querySelectorAll<HTMLElement>('[data-field-id]')) {
    const id = item.dataset.fieldId ?? '';
    const message = errors[id];
    const box = item.querySelector<HTMLElement>(':scope > .field-error');
    item.classList.toggle('error', message !== undefined);
    if (box) {
      box.textContent = message ?? '';
      box.hidden = message === undefined;
    }
    for (const control of item.querySelectorAll<HTMLElement>('input, textarea, select')) {
      if (message === undefined) control.removeAttribute('aria-invalid');
      else control.setAttribute('aria-invalid', 'true');
    }
  }
}

function setNotices(form: HTMLFormElement, above: string, below: string) {
  const top = form.querySelector<HTMLElement>('.form-notice--above');
  const bottom = form.querySelector<HTMLElement>('.form-notice--below');
  if (top) {
    top.textContent = above;
    top.hidden = above === '';
  }
  if (bottom) {
    bottom.textContent = below;
    bottom.hidden = below === '';
  }
}

function wireCounters(form: HTMLFormElement) {
  for (const counter of form.querySelectorAll<HTMLElement>('.form-counter')) {
    const textarea = counter.parentElement?.querySelector('textarea');
    const limit = textareaLimit(counter.dataset.max);
    if (!textarea || limit === null) continue;
    const update = () => {
      counter.textContent = `${textarea.value.length} / ${limit}`;
      counter.classList.toggle('over', textarea.value.length > limit);
    };
    textarea.addEventListener('input', update);
    update();
  }
}

function fillHiddenFromQuery(form: HTMLFormElement, search: string) {
  const query = new URLSearchParams(search);
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type=hidden][data-query-key]')) {
    const value = query.get(input.dataset.queryKey ?? '');
    if (value !== null) input.value = value;
  }
}

function runPostSubmitHtml(container: HTMLElement, html: string) {
  if (html.trim() === '') return;
  // The server sanitized it when the owner saved it; it may hold pixels and frames.
  container.innerHTML = html;
  container.hidden = false;
}

export function enhanceForm(
  wrapper: HTMLElement,
  deps: { dataLayer: DataLayer; location: Location },
): () => void {
  const form = wrapper.querySelector<HTMLFormElement>('form[data-form-id]');
  const definitionElement = wrapper.querySelector('script.form-definition');
  if (!form || !definitionElement) return () => {};
  const definition = JSON.parse(definitionElement.textContent ?? '{}') as PublicForm;
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  const buttonText = button?.textContent ?? definition.submitButtonText;
  const isNewsletter = definition.kind === 'newsletter';
  form.noValidate = true;
  wireCounters(form);
  fillHiddenFromQuery(form, deps.location.search);

  let captcha: Captcha | null = null;
  const captchaElement = form.querySelector<HTMLElement>('.form-captcha');
  if (captchaElement && definition.captcha.provider !== 'none') {
    captchaElement.querySelector('.form-noscript')?.remove();
    captcha = mountCaptcha(captchaElement, definition.captcha, form);
  }

  let state: 'idle' | 'submitting' | 'success' = 'idle';
  const lock = (locked: boolean) => {
    form.setAttribute('aria-busy', String(locked));
    for (const control of form.querySelectorAll<HTMLInputElement>('input, textarea, select, button'))
      control.disabled = locked;
    if (button) button.textContent = locked ? formRuntimeMessages.submitting : buttonText;
  };

  const fail = (message: string, fieldErrors: Record<string, string>) => {
    showFieldErrors(form, fieldErrors);
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    setNotices(
      form,
      hasFieldErrors ? formRuntimeMessages.noticeAbove : message,
      hasFieldErrors && !isNewsletter ? formRuntimeMessages.noticeBelow : '',
    );
    (
      form.querySelector<HTMLElement>(
        '.form-item.error input, .form-item.error textarea, .form-item.error select',
      ) ?? form.querySelector<HTMLElement>('.form-notice--above')
    )?.focus?.();
  };

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    if (state !== 'idle') return; // a form already submitting (or done) ignores a second submit
    const entries = formEntries(form);
    const values = plainValues(entries);
    const errors = validateForm(definition, values);
    if (
      definition.disclaimer.enabled &&
      definition.disclaimer.requireAcceptance &&
      values.disclaimer !== 'accepted'
    )
      errors.disclaimer = formRuntimeMessages.acceptTerms;
    if (Object.keys(errors).length > 0) return fail(formMessages.formInvalid, errors);
    showFieldErrors(form, {});
    setNotices(form, '', '');

    state = 'submitting';
    lock(true);
    let captchaKey: string | undefined;
    if (captcha) {
      captchaKey = (await captcha.answer()) ?? undefined;
      if (!captchaKey) {
        state = 'idle';
        lock(false);
        captcha.showError(formMessages.captchaIncomplete);
        return setNotices(form, formMessages.captchaIncomplete, '');
      }
    }
    const honeypot = typeof entries.honeypot === 'string' ? entries.honeypot : '';
    const overlay = wrapper.closest('[data-popup-overlay]') !== null;
    const outcome = await submitForm(deps.dataLayer, {
      formId: definition.id,
      values,
      ...(captchaKey ? { captchaKey } : {}),
      ...(honeypot ? { honeypot } : {}),
      submitButtonText: buttonText,
      // The popup overlay's newsletter form (visitor-runtime §3 "Form submission payload").
      isOverlayForm: overlay,
      objectName: overlay
        ? 'popup-overlay'
        : (wrapper.closest<HTMLElement>('[data-block-id]')?.dataset.blockId ?? ''),
      page: {
        ...pageFieldsOf(readPageContext()),
        pageTitle: document.title,
        pagePath: deps.location.pathname,
      },
      analytics: {
        visitorCookie: readCookie('ss_cvr') ?? '',
        referrer: document.referrer,
        clientDate: Date.now(),
      },
    });
    if (!outcome.ok) {
      state = 'idle';
      lock(false);
      captcha?.reset();
      if (outcome.fieldErrors.captcha === undefined && outcome.message === formMessages.captchaIncomplete)
        captcha?.showError(outcome.message);
      return fail(outcome.message, outcome.fieldErrors);
    }
    state = 'success';
    if (isNewsletter)
      window.dispatchEvent(new CustomEvent(NEWSLETTER_SIGNUP_EVENT, { detail: { formId: definition.id } }));
    // The conversion, through the tracking runtime (a no-op without consent or tracking). Sent
    // before a redirect can unload the page; a failure never troubles the visitor.
    const conversion = recordEvent(isNewsletter ? NEWSLETTER_SIGNUP_EVENT : FORM_SUBMISSION_EVENT, {
      formId: definition.id,
    }).catch(() => {});
    if (definition.redirectUrl) {
      await conversion;
      deps.location.assign(definition.redirectUrl);
      return;
    }
    form.hidden = true;
    const message = wrapper.querySelector<HTMLElement>('.form-submission-text');
    if (message) {
      message.hidden = false;
      message.setAttribute('tabindex', '-1');
      message.focus();
    }
    const postSubmit = wrapper.querySelector<HTMLElement>('.form-post-submit');
    if (postSubmit) runPostSubmitHtml(postSubmit, definition.postSubmitHtml);
  };

  form.addEventListener('submit', onSubmit);
  const cleanups: Array<() => void> = [() => form.removeEventListener('submit', onSubmit)];

  if (isNewsletter && typeof ResizeObserver !== 'undefined') {
    const block = wrapper.closest<HTMLElement>('.sqs-block-newsletter') ?? wrapper;
    const observer = new ResizeObserver(([entry]) =>
      block.classList.toggle('newsletter-small', (entry?.contentRect.width ?? 1000) < NEWSLETTER_SMALL_WIDTH),
    );
    observer.observe(block);
    cleanups.push(() => observer.disconnect());
  }

  // Form-render analytics through the tracking runtime, which respects the visitor's consent and
  // ignores failures (visitor-runtime §7). Sent once the page has loaded: the tracking feature's
  // script runs after this one and only then offers its handle.
  // A popup's form is not seen until the popup opens: the popup's own "shown" is its impression.
  const inPopup = wrapper.closest('[data-popup-overlay]') !== null;
  const render = () => {
    if (!inPopup) recordFormRender(definition.id);
  };
  if (document.readyState === 'complete') render();
  else {
    window.addEventListener('load', render, { once: true });
    cleanups.push(() => window.removeEventListener('load', render));
  }

  return () => cleanups.forEach((cleanup) => cleanup());
}
