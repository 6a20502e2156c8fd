import { t } from '../text';
/**
 * The cart indicator: without JavaScript a link to the cart; the cart runtime fills the count
 * on its first sync (spec: uninitialised until then, an empty-cart marker at 0 items).
 */
export function CartIndicator() {
  return (
    <a className="sqs-cart-indicator cart-indicator--uninitialized" href="/cart" data-cart-indicator>
      <svg className="sqs-cart-indicator__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="19" r="1.4" fill="currentColor" />
        <circle cx="17" cy="19" r="1.4" fill="currentColor" />
      </svg>
      <span className="sqs-cart-indicator__count" data-cart-count aria-hidden="true" />
      <span className="sr-only" data-cart-label>
        {t('site.cart.indicator')}
      </span>
    </a>
  );
}
