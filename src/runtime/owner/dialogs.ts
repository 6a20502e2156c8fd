/**
 * Managed dialogs (spec media-and-platform: Dialogs): confirm/reject, confirm/cancel,
 * confirm only, or no buttons. Each fires show, hide, confirm, reject and cancel events (on
 * its element, bubbling, named `dialog:<event>`), hides after confirm, reject or cancel and
 * then destroys itself. An information dialog hides itself after 2000 ms and counts as
 * confirmed. Base z-index 30000, width 350, padding 20. Accessible: role dialog (alertdialog
 * when it asks), labelled by its title, focus kept inside and given back on close; escape
 * closes the topmost one (see the escape-key controller).
 */

import { openDialogCount, pushDialog, isTopmostDialog } from '../core/dialog-stack';

export const DIALOG_BASE_Z_INDEX = 30000;
export const DIALOG_WIDTH = 350;
export const DIALOG_PADDING = 20;
export const INFO_DIALOG_AUTO_HIDE_MS = 2000;
export const DIALOG_HIDE_FALLBACK_MS = 600;

export type DialogStyle = 'confirm-reject' | 'confirm-cancel' | 'confirm' | 'none';
export type DialogOutcome = 'confirm' | 'reject' | 'cancel';

export interface DialogOptions {
  title: string;
  message?: string;
  /** Extra content (a form) placed under the message. */
  body?: HTMLElement;
  style: DialogStyle;
  /** An information dialog: hides after 2000 ms, counting as confirmed. */
  information?: boolean;
  confirmLabel?: string;
  rejectLabel?: string;
  cancelLabel?: string;
}

export interface DialogHandle {
  element: HTMLElement;
  /** Settles when the dialog hides, with how it was closed. */
  closed: Promise<DialogOutcome>;
  close(outcome: DialogOutcome): void;
}

let counter = 0;

// The stack is the core's, shared with the lightbox: escape closes whichever layer is on top.
export { closeTopmostDialog, openDialogCount } from '../core/dialog-stack';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function showDialog(options: DialogOptions): DialogHandle {
  const id = `sb-dialog-${++counter}`;
  const returnFocus = document.activeElement as HTMLElement | null;
  const overlay = document.createElement('div');
  overlay.className = 'sb-dialog-overlay';
  overlay.style.zIndex = String(DIALOG_BASE_Z_INDEX + openDialogCount() * 2);
  const dialog = document.createElement('div');
  dialog.className = 'sb-dialog';
  dialog.setAttribute(
    'role',
    options.style === 'none' || options.style === 'confirm' ? 'dialog' : 'alertdialog',
  );
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.style.width = `min(${DIALOG_WIDTH}px, calc(100vw - 2rem))`;
  dialog.style.padding = `${DIALOG_PADDING}px`;
  dialog.tabIndex = -1;
  const title = document.createElement('h2');
  title.id = `${id}-title`;
  title.className = 'sb-dialog__title';
  title.textContent = options.title;
  dialog.append(title);
  if (options.message) {
    const message = document.createElement('p');
    message.id = `${id}-message`;
    message.textContent = options.message;
    dialog.setAttribute('aria-describedby', message.id);
    dialog.append(message);
  }
  if (options.body) dialog.append(options.body);

  let settle!: (outcome: DialogOutcome) => void;
  const closed = new Promise<DialogOutcome>((resolve) => (settle = resolve));
  let done = false;
  const fire = (name: string) => dialog.dispatchEvent(new CustomEvent(`dialog:${name}`, { bubbles: true }));

  const handle: DialogHandle = {
    element: dialog,
    closed,
    close(outcome) {
      if (done) return;
      done = true;
      window.clearTimeout(autoHide);
      fire(outcome);
      fire('hide');
      unregister();
      document.removeEventListener('focusin', keepFocus);
      overlay.classList.remove('sb-dialog-overlay--shown');
      // Destroy after the fade; the fallback covers browsers that skip transitionend.
      const destroy = () => overlay.remove();
      overlay.addEventListener('transitionend', destroy, { once: true });
      window.setTimeout(destroy, DIALOG_HIDE_FALLBACK_MS);
      if (returnFocus?.isConnected) returnFocus.focus();
      settle(outcome);
    },
  };

  const managed = { close: () => handle.close('cancel') };

  const buttons = document.createElement('div');
  buttons.className = 'sb-dialog__buttons';
  const addButton = (label: string, outcome: DialogOutcome, primary: boolean) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.className = primary ? 'sb-dialog__button sb-dialog__button--primary' : 'sb-dialog__button';
    button.addEventListener('click', () => handle.close(outcome));
    buttons.append(button);
  };
  if (options.style === 'confirm-reject') addButton(options.rejectLabel ?? 'No', 'reject', false);
  if (options.style === 'confirm-cancel') addButton(options.cancelLabel ?? 'Cancel', 'cancel', false);
  if (options.style !== 'none') addButton(options.confirmLabel ?? 'OK', 'confirm', true);
  if (buttons.childElementCount > 0) dialog.append(buttons);

  // Focus stays inside the topmost dialog while it is open.
  const keepFocus = (event: FocusEvent) => {
    if (isTopmostDialog(managed) && !dialog.contains(event.target as Node))
      (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
  };
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });

  overlay.append(dialog);
  document.body.append(overlay);
  const unregister = pushDialog(managed);
  document.addEventListener('focusin', keepFocus);
  requestAnimationFrame(() => overlay.classList.add('sb-dialog-overlay--shown'));
  (dialog.querySelector<HTMLElement>('input, .sb-dialog__button--primary') ?? dialog).focus();
  fire('show');
  const autoHide = options.information
    ? window.setTimeout(() => handle.close('confirm'), INFO_DIALOG_AUTO_HIDE_MS)
    : undefined;
  return handle;
}
