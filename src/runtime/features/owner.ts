/**
 * Entry for signed-in people (and sites that allow escape-to-login, and the page after a
 * logout): configuration redirect, escape key, logout, the logout confirmation, dialogs and
 * tooltips. The server adds it only to those pages: anonymous visitors never download it.
 */
import { ownerRuntimeMessages } from '../../shared/messages/en-US/runtime/owner';
import { dataLayer, readPageContext, registerFeature } from '../core';
import { closeTopmostDialog, openDialogCount } from '../owner/dialogs';
import {
  ESCAPE_KEY_CODE,
  NOREDIRECT_PARAM,
  NOREDIRECT_STORAGE_KEY,
  configUrlFor,
  escapeAction,
  hasSiteSettings,
  shouldRedirectToConfig,
} from '../owner/rules';
import { logout, showLoginPrompt, showLogoutConfirmation } from '../owner/session';
import { adoptStyles } from '../core/adopt-styles';
import { OWNER_RUNTIME_CSS } from '../owner/styles';
import { enableTooltips } from '../owner/tooltips';

function rememberNoRedirect(): boolean {
  try {
    if (new URLSearchParams(location.search).has(NOREDIRECT_PARAM))
      sessionStorage.setItem(NOREDIRECT_STORAGE_KEY, '1');
    return sessionStorage.getItem(NOREDIRECT_STORAGE_KEY) === '1';
  } catch {
    // Storage can be blocked; the marker then holds for this page only.
    return false;
  }
}

/** A signed-in owner who stayed on the published page gets a way back to the editor (and its tooltip). */
function addEditButton(): HTMLElement {
  const link = document.createElement('a');
  link.className = 'sb-edit-page';
  link.href = configUrlFor(location.pathname, location.search);
  link.textContent = ownerRuntimeMessages.editPage;
  link.dataset.tooltip = ownerRuntimeMessages.editPageTooltip;
  document.body.append(link);
  return link;
}

registerFeature('owner', () => {
  const context = readPageContext();
  if (!context) return;
  const signedIn = context.authenticatedAccount !== null;
  const topLevel = window.top === window.self;

  const remembered = rememberNoRedirect();
  if (
    shouldRedirectToConfig({
      context,
      hostname: location.hostname,
      search: location.search,
      topLevel,
      rememberedNoRedirect: remembered,
    })
  ) {
    location.replace(configUrlFor(location.pathname, location.search));
    return;
  }

  const removeStyles = adoptStyles('owner-runtime', OWNER_RUNTIME_CSS);
  const stopTooltips = enableTooltips(document);

  if (new URLSearchParams(location.search).get('logout') === 'true') showLogoutConfirmation();
  const editButton = signedIn && topLevel && hasSiteSettings(context.websiteRoles) ? addEditButton() : null;

  const onKey = (event: KeyboardEvent) => {
    if (event.keyCode !== ESCAPE_KEY_CODE && event.key !== 'Escape') return;
    // Another layer (the lightbox) already used this key to close itself: never a second action.
    if (event.defaultPrevented) return;
    const action = escapeAction({
      dialogOpen: openDialogCount() > 0,
      shiftKey: event.shiftKey,
      signedIn,
      escapeKeyLoginAllowed: context.website.escapeKeyLoginAllowed,
    });
    if (action === 'none') return;
    event.preventDefault();
    if (action === 'close-dialog') closeTopmostDialog();
    else if (action === 'logout')
      void logout(dataLayer, topLevel ? null : location.pathname + location.search);
    else if (action === 'configure')
      window.top!.location.assign(configUrlFor(location.pathname, location.search));
    else showLoginPrompt(dataLayer);
  };
  document.addEventListener('keydown', onKey);
  return () => {
    editButton?.remove();
    document.removeEventListener('keydown', onKey);
    stopTooltips();
    removeStyles();
  };
});
