/** Entry for pages with form or newsletter blocks: enhances each published form. */
import { dataLayer, registerFeature } from '../core';
import { enhanceForm } from '../controllers/forms-controller';

registerFeature('forms', () => {
  const cleanups = [...document.querySelectorAll<HTMLElement>('[data-form-wrapper]')].map((wrapper) =>
    enhanceForm(wrapper, { dataLayer, location: window.location }),
  );
  return () => cleanups.forEach((cleanup) => cleanup());
});
