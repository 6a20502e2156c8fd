/** Cart indicators (spec visitor-runtime §4): uninitialised until the first sync, an empty marker at 0 items. */
import { cartCountLabel } from '../../shared/commerce/cart-count';

export const cartClasses = {
  uninitialized: 'cart-indicator--uninitialized',
  initialized: 'cart-indicator--initialized',
  empty: 'cart-indicator--empty',
} as const;

/** Applies a count to every indicator: the first sync marks it initialised; 0 items gets the empty marker. */
export function syncIndicators(root: ParentNode, totalQuantity: number): void {
  const label = cartCountLabel(totalQuantity);
  for (const indicator of root.querySelectorAll<HTMLElement>('[data-cart-indicator]')) {
    indicator.classList.remove(cartClasses.uninitialized);
    indicator.classList.add(cartClasses.initialized);
    indicator.classList.toggle(cartClasses.empty, totalQuantity === 0);
    const count = indicator.querySelector('[data-cart-count]');
    if (count) count.textContent = label.visible;
    const spoken = indicator.querySelector('[data-cart-label]');
    if (spoken) spoken.textContent = label.spoken;
    indicator.setAttribute('aria-label', label.spoken);
  }
}
