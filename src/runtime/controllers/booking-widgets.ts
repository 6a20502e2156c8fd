/**
 * Booking blocks (visitor-runtime §4 "Booking block", §9). The server renders each as a card
 * with the provider's booking link and a hidden "open the widget" button. Here: the block is laid
 * out by its width (wide above 850 px; Tock's column layout at 750 px or less); a signed-in owner
 * gets the spec's preview-only alert instead of the widget; anyone else gets the button, and its
 * press loads the provider's widget script (click-to-load: nothing of the provider before it),
 * the block going loading → loaded (or failed, the link still there).
 */
import { embedsRuntimeMessages as messages } from '../../shared/messages/en-US/runtime/embeds';
import { bookingLayout } from '../../shared/media/third-party-embeds';

export type BookingState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface BookingDependencies {
  /** Whether the page is shown to a signed-in account (the page context names one). */
  signedIn: boolean;
  /** Watches a block's width; absent in old browsers (the block then keeps its narrow layout). */
  observeWidth?: (element: Element, onWidth: (width: number) => void) => () => void;
}

function setState(box: HTMLElement, state: BookingState) {
  box.dataset.bookingState = state;
  const status = box.querySelector<HTMLElement>('[data-booking-status]');
  if (!status) return;
  status.textContent =
    state === 'loading'
      ? messages.bookingLoading
      : state === 'loaded'
        ? messages.bookingLoaded
        : state === 'failed'
          ? messages.bookingFailed
          : '';
}

function previewOnlyAlert(doc: Document): HTMLElement {
  const alert = doc.createElement('div');
  alert.className = 'sqs-booking__preview-only';
  alert.setAttribute('role', 'alert');
  const title = doc.createElement('strong');
  title.textContent = messages.bookingPreviewOnlyTitle;
  const text = doc.createElement('p');
  text.textContent = messages.bookingPreviewOnlyMessage;
  alert.append(title, text);
  return alert;
}

/** Wires every booking block under `root`; returns the cleanup that puts them back as rendered. */
export function enhanceBookingBlocks(
  root: Document | Element,
  dependencies: BookingDependencies,
): () => void {
  const doc: Document = 'createElement' in root ? root : root.ownerDocument;
  const undo: Array<() => void> = [];
  for (const box of root.querySelectorAll<HTMLElement>('[data-booking]')) {
    const provider = box.dataset.booking ?? '';
    const stopWatching = dependencies.observeWidth?.(box, (width) => {
      const layout = bookingLayout(provider, width);
      box.toggleAttribute('data-booking-wide', layout.wide);
      box.toggleAttribute('data-booking-column', layout.column);
    });
    if (stopWatching) undo.push(stopWatching);

    const button = box.querySelector<HTMLButtonElement>('[data-booking-load]');
    const notice = box.querySelector<HTMLElement>('[data-booking-notice]');
    const widget = box.querySelector<HTMLElement>('[data-booking-widget]');
    const scriptUrl = box.dataset.scriptUrl;
    if (!button || !widget || !scriptUrl) continue;

    if (dependencies.signedIn) {
      // Owners preview the block; using it signed in would book in their name (visitor-runtime §4).
      const alert = previewOnlyAlert(doc);
      box.prepend(alert);
      undo.push(() => alert.remove());
      continue;
    }

    const load = () => {
      if (box.dataset.bookingState === 'loading' || box.dataset.bookingState === 'loaded') return;
      setState(box, 'loading');
      button.disabled = true;
      const script = doc.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      if (box.dataset.venue) script.dataset.venue = box.dataset.venue;
      script.addEventListener('load', () => {
        setState(box, 'loaded');
        button.hidden = true;
        if (notice) notice.hidden = true;
      });
      script.addEventListener('error', () => {
        script.remove();
        setState(box, 'failed');
        button.disabled = false;
      });
      // The provider's script finds its place from `document.currentScript`: put it in the widget box.
      widget.append(script);
    };
    button.addEventListener('click', load);
    button.hidden = false;
    if (notice) notice.hidden = false;
    undo.push(() => {
      button.removeEventListener('click', load);
      button.hidden = true;
      if (notice) notice.hidden = true;
    });
  }
  return () => undo.forEach((step) => step());
}
