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

function enhance(form: HTMLFormElement): () => void {
  const container = form.querySelector<HTMLElement>('.form-captcha');
  if (!container) return () => {};
  container.querySelector('.form-noscript')?.remove();
  const captcha = mountCaptcha(container, { provider: 'altcha', siteKey: '' }, form);
  let sending = false;
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (sending || !captcha) return;
    sending = true;
    form.setAttribute('aria-busy', 'true');
    void captcha
      .answer()
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
