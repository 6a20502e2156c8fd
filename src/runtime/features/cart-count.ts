/**
 * Entry for pages of a selling site that do not load the cart runtime: fills the cart indicator
 * from the count cookie, with no request, so those pages stay cached and shared.
 */
import { registerFeature } from '../core';
import { syncIndicators } from '../controllers/cart-indicator';
import { cartCountFromCookies } from '../../shared/commerce/cart-count';

registerFeature('cart-count', () => {
  const fill = () => syncIndicators(document, cartCountFromCookies(document.cookie));
  fill();
  // Back/forward cache restores an old page: the cart may have changed since.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) fill();
  };
  window.addEventListener('pageshow', onPageShow);
  return () => window.removeEventListener('pageshow', onPageShow);
});
