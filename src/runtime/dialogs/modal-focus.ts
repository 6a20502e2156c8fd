/**
 * The keyboard rules every visitor modal layer shares (media-and-platform §4 "Dialogs"): while
 * the layer is the topmost managed dialog, the focus stays inside it (Tab wraps, focus that
 * escapes is pulled back) and Escape closes it before any other handler of the page sees the key.
 */
import { isTopmostDialog, type ManagedDialog } from '../core/dialog-stack';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Installs the rules for an open layer; the returned function removes them (call it on close). */
export function holdModalFocus(layer: HTMLElement, dialog: HTMLElement, managed: ManagedDialog): () => void {
  const keepFocus = (event: FocusEvent) => {
    if (isTopmostDialog(managed) && !layer.contains(event.target as Node))
      dialog.focus({ preventScroll: true });
  };
  // Capture phase: the topmost layer takes the Escape before any other handler of the page.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isTopmostDialog(managed)) return;
    if (event.key === 'Escape' || event.keyCode === 27) {
      event.preventDefault();
      event.stopPropagation();
      managed.close();
    } else if (event.key === 'Tab') wrapTab(event, dialog);
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', keepFocus);
  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', keepFocus);
  };
}

function wrapTab(event: KeyboardEvent, dialog: HTMLElement) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]'),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  // Nothing to move to: the focus stays on the dialog itself.
  if (!first || !last) return event.preventDefault();
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
