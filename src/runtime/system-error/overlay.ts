/**
 * The system error overlay (visitor-runtime §8): "Something Went Wrong!" with Reload and Clear.
 * Clear removes what this site's runtime keeps in the browser (its cookies readable by scripts,
 * local and session storage of this origin — each site has its own host, so no other site's
 * data) and reloads. An alert dialog in the managed-dialog stack: focus goes to Reload and stays
 * inside; Escape dismisses it when it is the topmost layer. One at a time.
 */
import { systemErrorMessages as text } from '../../shared/messages/en-US/runtime/system-error';
import { adoptStyles } from '../core/adopt-styles';
import {
  DIALOG_BASE_Z_INDEX_VALUE,
  isTopmostDialog,
  openDialogCount,
  pushDialog,
} from '../core/dialog-stack';

const CSS = `
.sb-system-error{position:fixed;inset:0;display:grid;place-items:center;padding:1rem;background:rgb(0 0 0/60%)}
.sb-system-error__box{width:min(26rem,100%);padding:1.5rem;border-radius:8px;background:#fff;color:#151515;box-shadow:0 12px 40px rgb(0 0 0/30%);font:16px/1.5 system-ui,sans-serif;outline:none}
.sb-system-error__box h2{margin:0 0 .5rem;font-size:1.35rem}
.sb-system-error__buttons{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.25rem}
.sb-system-error__buttons button{font:inherit;padding:.6rem 1.1rem;border-radius:4px;border:1px solid #151515;background:#fff;color:#151515;cursor:pointer}
.sb-system-error__buttons button:first-child{background:#151515;color:#fff}
.sb-system-error__buttons button:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
`;

let open = false;

/** Expires every cookie scripts can see on this host, for each path prefix of this page (cookies are path-scoped). */
export function clearSiteCookies(doc: Document = document): void {
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
  const segments = doc.location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, index) => '/' + segments.slice(0, index + 1).join('/'))];
  for (const name of names)
    for (const path of paths) doc.cookie = `${name}=; Max-Age=0; Path=${path}; SameSite=Lax`;
}

export function clearSiteData(): void {
  clearSiteCookies();
  for (const storage of [() => localStorage, () => sessionStorage]) {
    try {
      storage().clear();
    } catch {
      // Storage blocked: there is nothing of ours in it to clear.
    }
  }
}

export function showSystemErrorOverlay(): void {
  if (open) return;
  open = true;
  const removeStyles = adoptStyles('system-error', CSS);
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const overlay = document.createElement('div');
  overlay.className = 'sb-system-error';
  overlay.style.zIndex = String(DIALOG_BASE_Z_INDEX_VALUE + openDialogCount() * 2);
  const box = document.createElement('div');
  box.className = 'sb-system-error__box';
  box.setAttribute('role', 'alertdialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-labelledby', 'sb-system-error-title');
  box.setAttribute('aria-describedby', 'sb-system-error-text');
  box.tabIndex = -1;
  const title = document.createElement('h2');
  title.id = 'sb-system-error-title';
  title.textContent = text.title;
  const message = document.createElement('p');
  message.id = 'sb-system-error-text';
  message.textContent = text.text;
  const buttons = document.createElement('div');
  buttons.className = 'sb-system-error__buttons';
  const button = (label: string, action: () => void) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.addEventListener('click', action);
    buttons.append(element);
    return element;
  };
  const reload = button(text.reload, () => location.reload());
  const clear = button(text.clear, () => {
    clearSiteData();
    location.reload();
  });
  box.append(title, message, buttons);
  overlay.append(box);
  document.body.append(overlay);

  const managed = { close: () => close() };
  const unregister = pushDialog(managed);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isTopmostDialog(managed)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      (document.activeElement === reload ? clear : reload).focus();
    }
  };
  const keepFocus = (event: FocusEvent) => {
    if (isTopmostDialog(managed) && !overlay.contains(event.target as Node)) reload.focus();
  };
  function close() {
    unregister();
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', keepFocus);
    overlay.remove();
    removeStyles();
    open = false;
    if (returnFocus?.isConnected) returnFocus.focus();
  }
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', keepFocus);
  reload.focus();
}
