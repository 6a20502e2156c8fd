/**
 * Entry on pages opened with `?platform=mobile-app` (the server adds it only there): tells the
 * native app about the page (`info`), offers `window.sitebuilderApp` (dismiss, request, respond)
 * and makes `[data-app-dismiss]` elements close the page. See mobile-app/bridge.ts and the README.
 */
import { mobileAppMessages } from '../../shared/messages/en-US/runtime/mobile-app';
import { readPageContext, registerFeature } from '../core';
import { createBridge, type BridgeWindow } from '../mobile-app/bridge';

export const APP_GLOBAL = 'sitebuilderApp';

registerFeature('mobile-app', () => {
  const context = readPageContext();
  if (context?.platform !== 'mobile-app') {
    console.warn(mobileAppMessages.platformNotIdentified);
    return;
  }
  const bridge = createBridge(window as unknown as BridgeWindow, {
    log: (message) => console.warn(message),
    navigate: (url) => window.location.assign(url),
    search: window.location.search,
  });
  const api = {
    version: 1,
    dismiss: () => bridge.dismiss(),
    request: (name: string, data?: unknown) => bridge.request(name, data),
    respond: (id: string, response: unknown, error?: string | null) => bridge.respond(id, response, error),
  };
  (window as unknown as Record<string, unknown>)[APP_GLOBAL] = api;
  if (bridge.available())
    bridge.info({
      version: 1,
      websiteId: context.website.id,
      title: document.title,
      url: window.location.href,
      pageType: context.pageType,
      signedIn: context.authenticatedAccount !== null,
    });
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element).closest('[data-app-dismiss]');
    if (!control) return;
    event.preventDefault();
    bridge.dismiss();
  };
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('click', onClick);
    delete (window as unknown as Record<string, unknown>)[APP_GLOBAL];
  };
});
