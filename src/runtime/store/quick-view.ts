/**
 * Quick view (visitor-runtime §7 `RecordQuickView`): a product card's "Quick view" opens the
 * product's images, options and add-to-cart form in a dialog on the managed-dialog stack,
 * without leaving the list. The content is the product page's own server-rendered part
 * (`[data-quick-view-content]`), so prices, stock and options are exactly the page's. Each
 * opening is recorded through the census (a no-op without tracking consent).
 */
import { siteRuntimeMessages as text } from '../../shared/messages/en-US/runtime/site-behaviour';
import type { DataLayer } from '../core/data-layer';
import { enhanceAddToCartForm } from '../controllers/cart';
import { recordQuickView } from '../tracking/api';
import { openModal } from './modal';

/** The product page's quick-view part, ready for the dialog: no video, the title a level down, unique ids. */
export function quickViewContent(html: string, productId: string): HTMLElement | null {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const content = page.querySelector<HTMLElement>('[data-quick-view-content]');
  if (!content) return null;
  for (const video of content.querySelectorAll('.sqs-block-video, script')) video.remove();
  const title = content.querySelector('h1');
  if (title) {
    const heading = page.createElement('h2');
    heading.className = 'sb-quick-view__title';
    heading.textContent = title.textContent;
    title.replaceWith(heading);
  }
  // The list page may hold the same ids elsewhere (another product's form): prefix them.
  for (const element of content.querySelectorAll<HTMLElement>('[id]'))
    element.id = `quick-view-${productId}-${element.id}`;
  for (const label of content.querySelectorAll<HTMLLabelElement>('label[for]'))
    label.htmlFor = `quick-view-${productId}-${label.htmlFor}`;
  return document.importNode(content, true);
}

export function enhanceQuickView(
  root: Document,
  dataLayer: DataLayer,
  load: (href: string) => Promise<string> = async (href) => {
    const response = await fetch(href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(String(response.status));
    return response.text();
  },
): () => void {
  const undo: Array<() => void> = [];
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-quick-view]')) {
    const productId = button.dataset.quickView ?? '';
    const href = button.dataset.quickViewHref ?? '';
    if (!productId || !href.startsWith('/')) continue;
    button.hidden = false;
    const onClick = async () => {
      if (button.dataset.busy === 'true') return;
      button.dataset.busy = 'true';
      let content: HTMLElement | null;
      try {
        content = quickViewContent(await load(href), productId);
      } catch {
        content = null;
      } finally {
        delete button.dataset.busy;
      }
      let stopForm = () => {};
      const modal = openModal({
        className: 'sb-quick-view',
        label: button.getAttribute('aria-label') ?? text.quickViewLabel,
        closeLabel: text.close,
        returnFocus: button,
        onClose: () => stopForm(),
      });
      if (!content) {
        const failure = document.createElement('p');
        failure.setAttribute('role', 'alert');
        failure.textContent = text.quickViewFailed;
        modal.body.append(failure);
        return;
      }
      content.classList.add('sb-quick-view__content');
      modal.body.append(content);
      const form = content.querySelector<HTMLFormElement>('form[data-add-to-cart]');
      if (form) stopForm = enhanceAddToCartForm(form, root, dataLayer);
      recordQuickView(productId);
    };
    const listener = () => void onClick();
    button.addEventListener('click', listener);
    undo.push(() => {
      button.removeEventListener('click', listener);
      button.hidden = true;
    });
  }
  return () => undo.forEach((run) => run());
}
