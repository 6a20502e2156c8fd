/**
 * The native bridge of the mobile app container (media-and-platform §2, §4 "Native bridge", §7
 * "Native app messages: info, dismiss", §8). The JS contract for app developers is in the README
 * ("Mobile app container"). Messages to the app are JSON text through whichever handler the app
 * installed: `window.SiteBuilderNativeBridge.postMessage(text)` (an Android JavaScript interface)
 * or `window.webkit.messageHandlers.sitebuilder.postMessage(text)` (iOS). Requests carry a
 * generated id and settle when the app calls `window.sitebuilderApp.respond(id, response, error)`.
 */
import { mobileAppMessages } from '../../shared/messages/en-US/runtime/mobile-app';

export const APP_SCHEME_PARAM = 'appScheme';
export const DEFAULT_APP_SCHEME = 'sitebuilder-app';
/** Schemes a web page may never be sent to in the app's name. */
const FORBIDDEN_SCHEMES = new Set([
  'http',
  'https',
  'javascript',
  'data',
  'file',
  'blob',
  'about',
  'vbscript',
  'ftp',
]);

export interface NativeHandler {
  postMessage(message: string): void;
}

export interface BridgeWindow {
  SiteBuilderNativeBridge?: NativeHandler;
  webkit?: { messageHandlers?: { sitebuilder?: NativeHandler } };
}

export type AppMessage =
  | { type: 'info'; data: Record<string, unknown> }
  | { type: 'dismiss' }
  | { type: 'request'; id: string; name: string; data: unknown };

/** The app's custom back address: `{scheme}://back`, the scheme from `?appScheme=` when it is a safe custom one. */
export function backAddress(search: string): string {
  const asked = new URLSearchParams(search).get(APP_SCHEME_PARAM)?.toLowerCase() ?? '';
  const scheme =
    /^[a-z][a-z0-9+.-]{1,31}$/.test(asked) && !FORBIDDEN_SCHEMES.has(asked) ? asked : DEFAULT_APP_SCHEME;
  return `${scheme}://back`;
}

export function createBridge(
  target: BridgeWindow,
  deps: { log: (message: string) => void; navigate: (url: string) => void; search: string },
) {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let counter = 0;
  const handler = (): NativeHandler | undefined =>
    target.SiteBuilderNativeBridge ?? target.webkit?.messageHandlers?.sitebuilder;

  /** Sends one message; false (and the spec's log line) when the app installed no handler. */
  function send(message: AppMessage): boolean {
    const native = handler();
    if (!native || typeof native.postMessage !== 'function') {
      deps.log(mobileAppMessages.bridgeNotFound);
      return false;
    }
    native.postMessage(JSON.stringify(message));
    return true;
  }

  return {
    available: () => handler() !== undefined,
    info: (data: Record<string, unknown>) => send({ type: 'info', data }),
    /** Asks the app to close this page; without a bridge, goes to the app's back address. */
    dismiss(): void {
      if (!send({ type: 'dismiss' })) deps.navigate(backAddress(deps.search));
    },
    request(name: string, data: unknown = null): Promise<unknown> {
      const id = `req-${++counter}-${Math.random().toString(36).slice(2, 10)}`;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        if (!send({ type: 'request', id, name, data })) {
          pending.delete(id);
          reject(new Error(mobileAppMessages.bridgeNotFound));
        }
      });
    },
    /** Called by the app: settles the request with this id (unknown ids are ignored). */
    respond(id: string, response: unknown, error?: string | null): boolean {
      const waiting = pending.get(id);
      if (!waiting) return false;
      pending.delete(id);
      if (error) waiting.reject(new Error(error));
      else waiting.resolve(response);
      return true;
    },
  };
}
export type Bridge = ReturnType<typeof createBridge>;
