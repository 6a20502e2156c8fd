import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/client';
import { ONE_CODE_PER_ORDER } from './cart-pricing';
import type { PricedCart } from './cart-service';
import type { StoreSettingsService } from './settings-service';
import { carts, type CartRow } from './tables';

/** Codes one cart can hold when the owner lets codes combine. */
export const MAX_CART_COUPONS = 5;

/** The cart's coupon codes: which may be stored on a cart, and taking one off. Part of CartService. */
export function createCartCoupons(deps: {
  db: Db;
  settings: StoreSettingsService;
  price: (cart: CartRow) => Promise<PricedCart>;
  clock: () => Date;
}) {
  const { db, price, clock } = deps;
  return {
    /**
     * Adds a code the site knows. An unknown code is refused and never stored, so typing wrong
     * codes cannot push out a good one; with one code per order (the default) a second code is
     * refused while another applies, and replaces codes that do not apply.
     */
    async applyCoupon(cart: CartRow, code: string): Promise<PricedCart> {
      if (cart.couponCodes.includes(code)) return price(cart);
      const [coupon] = await deps.settings.couponsByCode(cart.websiteId, [code]);
      const now = clock();
      if (!coupon || !coupon.active) throw new AppError('couponRefused', { code: 'This code is not valid.' });
      if (coupon.endsAt && coupon.endsAt <= now)
        throw new AppError('couponRefused', { code: 'This code has expired.' });
      const current = await price(cart);
      let codes: string[];
      if (current.inputs.settings.combineCoupons) {
        if (cart.couponCodes.length >= MAX_CART_COUPONS)
          throw new AppError('couponRefused', {
            code: `At most ${MAX_CART_COUPONS} codes can be used on one order. Remove one first.`,
          });
        codes = [...cart.couponCodes, code];
      } else {
        const applying = current.pricing.validCoupons[0];
        if (applying)
          throw new AppError('couponRefused', {
            code: `${ONE_CODE_PER_ORDER} Remove ${applying.code} to use this one.`,
          });
        codes = [code];
      }
      const [updated] = await db
        .update(carts)
        .set({ couponCodes: codes, updatedAt: clock() })
        .where(eq(carts.id, cart.id))
        .returning();
      return price(updated!);
    },

    async removeCoupon(cart: CartRow, code: string): Promise<PricedCart> {
      const [updated] = await db
        .update(carts)
        .set({ couponCodes: cart.couponCodes.filter((existing) => existing !== code), updatedAt: clock() })
        .where(eq(carts.id, cart.id))
        .returning();
      return price(updated!);
    },
  };
}
