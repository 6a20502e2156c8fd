/**
 * When the system error overlay shows (visitor-runtime §8 "Data layer"): an authorizationFail
 * answer (the data layer fires SYSTEM_ERROR_EVENT), or a data-layer failure that no feature
 * handled (an unhandled promise rejection carrying a DataLayerError). Only this listener lives in
 * the core; the overlay itself is a separate chunk, downloaded the first time it is needed.
 */
import { DataLayerError, SYSTEM_ERROR_EVENT } from './data-layer';

let installed = false;

function showOverlay(): void {
  void import('../system-error/overlay').then((module) => module.showSystemErrorOverlay());
}

export function installSystemErrorTrigger(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener(SYSTEM_ERROR_EVENT, showOverlay);
  target.addEventListener('unhandledrejection', (event) => {
    if (!(event.reason instanceof DataLayerError)) return;
    // Handled here: the browser need not also report it as an uncaught error.
    event.preventDefault();
    showOverlay();
  });
}
