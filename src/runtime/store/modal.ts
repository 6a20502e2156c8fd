/**
 * A visitor modal layer (quick view, mini cart) on the managed-dialog stack (media-and-platform
 * §4 "Dialogs"): Escape closes the topmost layer first, the focus stays inside the topmost layer
 * while it is open and goes back to where it was when the layer closes.
 */
import {
  DIALOG_BASE_Z_INDEX_VALUE,
  isTopmostDialog,
  openDialogCount,
  pushDialog,
} from '../core/dialog-stack';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalOptions {
  /** Extra class of the layer (`sb-modal--drawer` slides in from the side). */
  className: string;
  /** The dialog's accessible name. */
  label: string;
  closeLabel: string;
  /** Where the focus goes on close; by default the element that had it when the layer opened. */
  returnFocus?: HTMLElement | null;
  onClose?: () => void;
}

export interface Modal {
  /** The dialog's body: put the content here. */
  body: HTMLElement;
  close(): void;
  isOpen(): boolean;
}

export function openModal(options: ModalOptions): Modal {
  const returnFocus =
    options.returnFocus ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  const layer = document.createElement('div');
  layer.className = `sb-modal ${options.className}`;
  layer.style.zIndex = String(DIALOG_BASE_Z_INDEX_VALUE + openDialogCount() * 2);
  const dialog = document.createElement('div');
  dialog.className = 'sb-modal__dialog';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', options.label);
  dialog.tabIndex = -1;
  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.className = 'sb-modal__close';
  closeButton.setAttribute('aria-label', options.closeLabel);
  closeButton.textContent = '×';
  const body = document.createElement('div');
  body.className = 'sb-modal__body';
  dialog.append(closeButton, body);
  layer.append(dialog);

  let open = true;
  const managed = { close: () => close() };
  const unregister = pushDialog(managed);

  function close() {
    if (!open) return;
    open = false;
    unregister();
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', keepFocus);
    layer.remove();
    options.onClose?.();
    if (returnFocus?.isConnected) returnFocus.focus({ preventScroll: true });
  }
  const keepFocus = (event: FocusEvent) => {
    if (open && isTopmostDialog(managed) && !layer.contains(event.target as Node))
      dialog.focus({ preventScroll: true });
  };
  // Capture phase: the topmost layer takes the Escape before any other handler of the page.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || !isTopmostDialog(managed)) return;
    if (event.key === 'Escape' || event.keyCode === 27) {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => !element.closest('[hidden]'),
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  closeButton.addEventListener('click', close);
  // A press on the backdrop (outside the dialog) closes the layer too.
  layer.addEventListener('click', (event) => {
    if (event.target === layer) close();
  });
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', keepFocus);
  document.body.append(layer);
  dialog.focus({ preventScroll: true });
  return { body, close, isOpen: () => open };
}
