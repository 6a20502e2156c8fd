import { ContributorRole } from '../../shared/enums/platform';
import type { PageContext } from '../core/page-context';

/** Query marker that keeps a signed-in person on the published page; remembered for the session. */
export const NOREDIRECT_PARAM = 'noredirect';
export const NOREDIRECT_STORAGE_KEY = 'sb:noredirect';
export const ESCAPE_KEY_CODE = 27;

export interface RedirectInput {
  context: Pick<PageContext, 'authenticatedAccount' | 'websiteRoles' | 'website'>;
  hostname: string;
  search: string;
  /** Whether the page is the top-level document (not inside the editor's frame). */
  topLevel: boolean;
  /** The session already carries the noredirect marker. */
  rememberedNoRedirect: boolean;
}

const isLocalhost = (hostname: string) =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

/** Accounts whose only roles are viewer roles have no site settings to go to. */
export function hasSiteSettings(roles: ReadonlyArray<number>): boolean {
  return roles.some(
    (role) =>
      role !== ContributorRole.viewer &&
      role !== ContributorRole.schedulingViewer &&
      role !== ContributorRole.none,
  );
}

/**
 * Configuration redirect (spec visitor-runtime §2): a signed-in account with site settings that
 * opens a page at top level goes to /config/?frameUrl=…, except on localhost, with the
 * noredirect marker (now or earlier this session), for viewer-only accounts, and on sites in
 * developer mode or cloneable sites.
 */
export function shouldRedirectToConfig(input: RedirectInput): boolean {
  const { context } = input;
  if (!context.authenticatedAccount || !input.topLevel) return false;
  if (isLocalhost(input.hostname)) return false;
  if (input.rememberedNoRedirect || new URLSearchParams(input.search).has(NOREDIRECT_PARAM)) return false;
  if (!hasSiteSettings(context.websiteRoles)) return false;
  if (context.website.developerMode || context.website.cloneable) return false;
  return true;
}

/** The configuration URL that opens the editor on this page (without the noredirect marker). */
export function configUrlFor(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(NOREDIRECT_PARAM);
  const query = params.toString();
  return `/config/?frameUrl=${encodeURIComponent(pathname + (query ? `?${query}` : ''))}`;
}

export type EscapeAction = 'close-dialog' | 'logout' | 'configure' | 'login-prompt' | 'none';

/**
 * Escape key (spec §4): the topmost registered dialog first; else shift+escape logs out and
 * plain escape goes to configuration when signed in; anonymous visitors get the login prompt
 * only when the site allows escape-to-login.
 */
export function escapeAction(input: {
  dialogOpen: boolean;
  shiftKey: boolean;
  signedIn: boolean;
  escapeKeyLoginAllowed: boolean;
}): EscapeAction {
  if (input.dialogOpen) return 'close-dialog';
  if (input.signedIn) return input.shiftKey ? 'logout' : 'configure';
  return input.escapeKeyLoginAllowed && !input.shiftKey ? 'login-prompt' : 'none';
}

/** Where logout returns: the site root (or the preview frame's URL) with logout=true. */
export function logoutDestination(frameUrl: string | null): string {
  const base = frameUrl && frameUrl.startsWith('/') && !frameUrl.startsWith('//') ? frameUrl : '/';
  const [path = '/', query = ''] = base.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('logout', 'true');
  return `${path}?${params.toString()}`;
}
