/**
 * A visitor modal layer (quick view, mini cart) on the managed-dialog stack (media-and-platform
 * §4 "Dialogs"): Escape closes the topmost layer first, the focus stays inside the topmost layer
 * while it is open and goes back to where it was when the layer closes.
 */
import { DIALOG_BASE_Z_INDEX_VALUE, openDialogCount, pushDialog } from '../core/dialog-stack';
import { holdModalFocus } from '../dialogs/modal-focus';

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
    releaseFocus();
    layer.remove();
    options.onClose?.();
    if (returnFocus?.isConnected) returnFocus.focus({ preventScroll: true });
  }
  closeButton.addEventListener('click', close);
  // A press on the backdrop (outside the dialog) closes the layer too.
  layer.addEventListener('click', (event) => {
    if (event.target === layer) close();
  });
  const releaseFocus = holdModalFocus(layer, dialog, managed);
  document.body.append(layer);
  dialog.focus({ preventScroll: true });
  return { body, close, isOpen: () => open };
}
