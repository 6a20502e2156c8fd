import { describe, expect, it } from 'vitest';
import { cartCountFromCookies } from './cart-count';

describe('cartCountFromCookies', () => {
  it('reads the count among other cookies, and 0 without it', () => {
    expect(cartCountFromCookies('crumb=abc; cart-count=7; other=1')).toBe(7);
    expect(cartCountFromCookies('cart-count=0')).toBe(0);
    expect(cartCountFromCookies('crumb=abc')).toBe(0);
    expect(cartCountFromCookies('')).toBe(0);
    // A cookie whose name only ends the same is not it.
    expect(cartCountFromCookies('my-cart-count=9')).toBe(0);
  });

  it('never trusts a tampered value', () => {
    expect(cartCountFromCookies('cart-count=-3')).toBe(0);
    expect(cartCountFromCookies('cart-count=abc')).toBe(0);
    expect(cartCountFromCookies('cart-count=1.5')).toBe(0);
    expect(cartCountFromCookies('cart-count=99999999999999999999')).toBe(0);
  });
});
