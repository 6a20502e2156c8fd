/**
 * The core's public surface: what features import. The build bundles each
 * `src/runtime/features/*.ts` as an entry with code splitting, so this module becomes one shared
 * chunk, evaluated once per page however many features the page loads.
 *
 * Importing it starts the runtime: on DOMContentLoaded, or at once when the document is
 * already parsed (module scripts run after parsing, so that is the usual case). Features that
 * register after that are initialized at once, so their load order does not matter.
 */
import { createDataLayer } from './data-layer';
import { createLifecycle } from './lifecycle';
import { installSystemErrorTrigger } from './system-error-trigger';
import type { ReadinessTrigger } from './lifecycle';

export type { Cleanup, FeatureInit } from './lifecycle';
export type { DataLayer, RequestOptions } from './data-layer';
export { DataLayerError, LOGIN_REQUIRED_EVENT, SYSTEM_ERROR_EVENT } from './data-layer';
export type { PageContext } from './page-context';
export { readPageContext } from './page-context';
export { readCookie, writeCookie } from './cookies';
export type { ManagedDialog } from './dialog-stack';
export { closeTopmostDialog, isTopmostDialog, openDialogCount, pushDialog } from './dialog-stack';

/** Runs `run` once the document is parsed. */
export const whenDocumentReady: ReadinessTrigger = (run) => {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
};

const lifecycle = createLifecycle();

export const { registerFeature, onInitialized, onDestroy, isInitialized } = lifecycle;
/** The global destroy: undoes every feature and returns the runtime to not initialized. */
export const destroyRuntime = lifecycle.destroy;
/** Starts the runtime again after `destroyRuntime` (e.g. after swapping the page content). */
export const restartRuntime = () => lifecycle.start(whenDocumentReady);

/** The page's data layer: same origin, crumb from the `crumb` cookie, events on `window`. */
export const dataLayer = /* @__PURE__ */ createDataLayer();

// Guarded so a stray import outside a browser (server code, tests) does not throw.
if (typeof document !== 'undefined') {
  installSystemErrorTrigger();
  lifecycle.start(whenDocumentReady);
}
