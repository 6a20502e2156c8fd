/** The cart indicator's text (spec visitor-runtime §9, exact wording): 100+ above 100 items. */
export function cartCountLabel(totalQuantity: number): { visible: string; spoken: string } {
  if (totalQuantity > 100) return { visible: '100+', spoken: 'More than 100 items in cart' };
  return { visible: String(totalQuantity), spoken: `${totalQuantity} items in cart` };
}

/**
 * The cart's item count in a cookie scripts can read: the server writes it on every cart answer,
 * and pages that do not load the cart runtime (cached and shared by every visitor) fill their
 * indicator from it. It is a display hint only; the cart itself is the HttpOnly `cart` cookie.
 */
export const CART_COUNT_COOKIE = 'cart-count';

/** The count in a `document.cookie` string: 0 without the cookie (no cart), never negative or absurd. */
export function cartCountFromCookies(cookies: string): number {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name !== CART_COUNT_COOKIE) continue;
    const count = Number(value);
    return Number.isSafeInteger(count) && count >= 0 ? count : 0;
  }
  return 0;
}
