/**
 * Entry for blog posts that take comments (modules/comments): adds the captcha's puzzle to the
 * comment form. The form still posts natively (the server answers with a redirect back to the
 * post and its notice), so behaviour with and without the runtime stays one path.
 */
import { registerFeature } from '../core';
import { mountCaptcha } from '../controllers/form-captcha';
import { commentsRuntimeMessages as messages } from '../../shared/messages/en-US/runtime/comments';

registerFeature('comments', () => {
  const cleanups = [...document.querySelectorAll<HTMLFormElement>('form[data-comment-form]')].map(enhance);
  return () => cleanups.forEach((cleanup) => cleanup());
});

const ANSWER_WAIT_MS = 30_000;

/** The widget's answer once its input holds one; null after ANSWER_WAIT_MS. */
async function filledAnswer(form: HTMLFormElement): Promise<string | null> {
  for (let waited = 0; waited < ANSWER_WAIT_MS; waited += 100) {
    const value = form.querySelector<HTMLInputElement>('input[name="altcha"]')?.value;
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

function enhance(form: HTMLFormElement): () => void {
  const container = form.querySelector<HTMLElement>('.form-captcha');
  if (!container) return () => {};
  container.querySelector('.form-noscript')?.remove();
  const captcha = mountCaptcha(container, { provider: 'altcha', siteKey: '' }, form);
  // The widget's own inputs would hold the browser's validation (and so the submit event) back
  // while it solves; our fields are checked below instead, as the forms controller does.
  form.noValidate = true;
  const ownFields = [
    ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea'),
  ].filter((field) => !container.contains(field));
  let sending = false;
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (sending || !captcha) return;
    if (!ownFields.every((field) => field.reportValidity())) return;
    sending = true;
    form.setAttribute('aria-busy', 'true');
    // The widget fills its `altcha` input once solved; asking it again while it is still
    // solving (it starts on focus) can wait for good, so whichever comes first is taken.
    const solved = captcha.answer().catch(() => null);
    void Promise.race([solved.then((answer) => answer ?? filledAnswer(form)), filledAnswer(form)])
      .then((answer) => {
        if (!answer) {
          captcha.showError(messages.captchaIncomplete);
          return;
        }
        let field = form.querySelector<HTMLInputElement>('input[name="altcha"]');
        if (!field) {
          field = document.createElement('input');
          field.type = 'hidden';
          field.name = 'altcha';
          form.append(field);
        }
        field.value = answer;
        // Native submit: no submit event again, the server's redirect brings the visitor back.
        HTMLFormElement.prototype.submit.call(form);
      })
      .catch(() => captcha.showError(messages.captchaIncomplete))
      .finally(() => {
        sending = false;
        form.removeAttribute('aria-busy');
      });
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}
