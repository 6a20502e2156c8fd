/**
 * Entry on pages of sites whose popup overlay is on (the server adds it only there, so a page of
 * a site without a popup carries none of this): see popup/overlay.ts.
 */
import { readPageContext, registerFeature } from '../core';
import { startPopup } from '../popup/overlay';

registerFeature('popup', () => {
  const context = readPageContext();
  const root = document.querySelector<HTMLElement>('[data-popup-overlay]');
  if (!context?.popupOverlay || !root) return;
  return startPopup(root, context, context.popupOverlay);
});
