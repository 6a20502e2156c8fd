import type { LoginRequest } from '../../shared/api/auth';
import { ownerRuntimeMessages } from '../../shared/messages/en-US/runtime/owner';
import type { DataLayer } from '../core/data-layer';
import { showDialog } from './dialogs';
import { logoutDestination } from './rules';

export const LOGOUT_EVENT = 'logout';

let loggingOut = false;

/**
 * Logout (spec §4): one attempt at a time; on success a logout event fires, the shared
 * last-identity cookie is cleared and the visitor returns to the site root (or the preview
 * frame's URL) with logout=true. A failure is only logged. `ss_lastid` is HttpOnly (page
 * scripts cannot read it): the server's logout answer clears it.
 */
export async function logout(dataLayer: DataLayer, frameUrl: string | null = null): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  try {
    await dataLayer.post('auth/Logout');
    window.dispatchEvent(new CustomEvent(LOGOUT_EVENT));
    window.location.assign(logoutDestination(frameUrl));
  } catch (error) {
    console.error('Logout failed', error);
  } finally {
    loggingOut = false;
  }
}

/** "Logout Successful" on arrival after a logout. */
export function showLogoutConfirmation(): void {
  showDialog({
    title: ownerRuntimeMessages.logoutTitle,
    message: ownerRuntimeMessages.logoutText,
    style: 'confirm',
  });
}

/** The login prompt of escape-to-login: sign in only, no account creation. */
export function showLoginPrompt(dataLayer: DataLayer): void {
  const form = document.createElement('form');
  form.className = 'sb-login';
  form.noValidate = true;
  form.innerHTML =
    '<label for="sb-login-email">E-mail</label><input id="sb-login-email" name="email" type="email" autocomplete="username" required>' +
    '<label for="sb-login-password">Password</label><input id="sb-login-password" name="password" type="password" autocomplete="current-password" required>' +
    '<p class="sb-login__error" role="alert"></p><button type="submit" class="sb-dialog__button sb-dialog__button--primary">Sign in</button>';
  const dialog = showDialog({ title: 'Sign in', body: form, style: 'none' });
  const error = form.querySelector<HTMLElement>('.sb-login__error')!;
  let busy = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    error.textContent = '';
    const data = new FormData(form);
    try {
      const credentials: LoginRequest = {
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
      };
      await dataLayer.post('auth/Login', { json: credentials });
      dialog.close('confirm');
      window.location.reload();
    } catch (failure) {
      error.textContent = failure instanceof Error ? failure.message : ownerRuntimeMessages.signInFailed;
    } finally {
      busy = false;
    }
  });
}
