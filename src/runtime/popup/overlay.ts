/**
 * The popup overlay's dialog (visitor-runtime §4, §6): opens the server-rendered markup when the
 * rules and the trigger allow, as a layer of the managed-dialog stack (Escape closes the topmost
 * layer first), keeps the focus inside while open and gives it back on close. Its storage record
 * (`popup-overlay`: version, submitted, date-closed) is written on close and on a sign-up, never
 * for signed-in accounts (they always see it, and must not hide it from themselves as visitors).
 */
import { DIALOG_BASE_Z_INDEX_VALUE, openDialogCount, pushDialog } from '../core/dialog-stack';
import { holdModalFocus } from '../dialogs/modal-focus';
import type { PageContext, PageContextPopupOverlay } from '../core/page-context';
import { adoptStyles } from '../core/adopt-styles';
import { recordOverlay } from '../tracking/api';
import {
  MOBILE_MAX_WIDTH,
  POPUP_STORAGE_KEY,
  closedRecord,
  parsePopupRecord,
  shouldShowPopup,
  type PopupRecord,
} from './rules';
import { POPUP_CSS } from './styles';
import { watchTrigger } from './triggers';

/** The census subject of the popup's impressions and conversions (`POST /api/census/overlay`). */
export const POPUP_OVERLAY_ID = 'popup-overlay';
/** Fired by the forms runtime when a newsletter form signs someone up. */
const NEWSLETTER_SIGNUP_EVENT = 'newsletterSignup';

/** Local storage can be blocked (privacy modes): the popup then follows the rules for this page only. */
const storage = {
  read(): PopupRecord | null {
    try {
      return parsePopupRecord(localStorage.getItem(POPUP_STORAGE_KEY));
    } catch {
      return null;
    }
  },
  write(record: PopupRecord): void {
    try {
      localStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify(record));
    } catch {
      // Nothing to keep it in: it may show again on the next page, which is the lesser harm.
    }
  },
};

/** Sends a census event once the page has loaded (the tracking runtime offers its handle then). */
function recordWhenLoaded(action: 'shown' | 'closed' | 'submitted') {
  if (document.readyState === 'complete') recordOverlay(POPUP_OVERLAY_ID, action);
  else window.addEventListener('load', () => recordOverlay(POPUP_OVERLAY_ID, action), { once: true });
}

export function startPopup(
  root: HTMLElement,
  context: PageContext,
  settings: PageContextPopupOverlay,
): () => void {
  const signedIn = context.authenticatedAccount !== null;
  const mobile = window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches;
  const show = shouldShowPopup({
    rules: settings,
    record: storage.read(),
    now: Date.now(),
    signedIn,
    mobile,
  });
  if (!show) return () => {};

  const dialog = root.querySelector<HTMLElement>('.sb-popup__dialog') ?? root;
  const removeStyles = adoptStyles('popup-overlay', POPUP_CSS);
  let unregister: (() => void) | null = null;
  let releaseFocus = () => {};
  let returnFocus: HTMLElement | null = null;
  const managed = { close: () => close() };
  const remember = (submitted: boolean) => {
    if (!signedIn) storage.write(closedRecord(storage.read(), settings.version, Date.now(), submitted));
  };

  function open() {
    if (unregister) return;
    returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    root.style.zIndex = String(DIALOG_BASE_Z_INDEX_VALUE + openDialogCount() * 2);
    root.hidden = false;
    root.classList.add('sb-popup--open');
    unregister = pushDialog(managed);
    releaseFocus = holdModalFocus(root, dialog, managed);
    dialog.focus({ preventScroll: true });
    recordWhenLoaded('shown');
  }

  function close() {
    if (!unregister) return;
    unregister();
    unregister = null;
    releaseFocus();
    root.hidden = true;
    root.classList.remove('sb-popup--open');
    remember(false);
    recordWhenLoaded('closed');
    if (returnFocus?.isConnected) returnFocus.focus({ preventScroll: true });
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('[data-popup-close]')) close();
    else if (target.closest('[data-popup-action]')) {
      // The button is the popup's conversion; the link then goes where it goes.
      remember(true);
      recordOverlay(POPUP_OVERLAY_ID, 'submitted');
    }
  };
  const onSignup = (event: Event) => {
    const formId = (event as CustomEvent<{ formId?: string }>).detail?.formId;
    if (!formId || !root.querySelector(`[data-form-wrapper="${CSS.escape(formId)}"]`)) return;
    // Stays open on its success message; the record already says "signed up" for the next page.
    remember(true);
    recordOverlay(POPUP_OVERLAY_ID, 'submitted');
  };

  root.addEventListener('click', onClick);
  window.addEventListener(NEWSLETTER_SIGNUP_EVENT, onSignup);
  // Signed-in accounts see it regardless of its conditions (§6): at once, without a trigger.
  const stopTrigger = signedIn ? (open(), () => {}) : watchTrigger(settings, open, { desktop: !mobile });

  return () => {
    stopTrigger();
    if (unregister) {
      unregister();
      unregister = null;
    }
    releaseFocus();
    root.hidden = true;
    root.removeEventListener('click', onClick);
    window.removeEventListener(NEWSLETTER_SIGNUP_EVENT, onSignup);
    removeStyles();
  };
}
