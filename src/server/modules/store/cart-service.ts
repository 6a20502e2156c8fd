import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Address, CartEntryView, CartView } from '../../../shared/api/store';
import {
  LINE_LIMIT_MESSAGE,
  MAX_CART_LINE_QUANTITY,
  NOT_IN_CART_PRODUCT_TYPES,
  notInCartMessage,
  unitPriceCents,
} from '../../../shared/commerce/products';
import { ProductType } from '../../../shared/enums/platform';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import { Money } from '../../../shared/money';
import type { Db } from '../../db/client';
import type { CatalogueService } from './catalogue-service';
import { createCartCoupons } from './cart-coupons';
import { priceCart, type Pricing } from './cart-pricing';
import type { StoreSettingsService } from './settings-service';
import {
  cartEntries,
  carts,
  type CartEntryRow,
  type CartRow,
  type CouponRow,
  type ProductRow,
  type StoreSettingsRow,
  type VariantRow,
} from './tables';

/** The visitor's cart cookie: a secret token, never the cart id. */
export const CART_COOKIE = 'cart';
export const newCartToken = () => randomBytes(24).toString('base64url');

/** What pricing read from the database; passing it back prices the same cart again without reading. */
export interface PricingInputs {
  rows: CartEntryRow[];
  settings: StoreSettingsRow;
  pairs: { variant: VariantRow; product: ProductRow }[];
  couponRows: CouponRow[];
}

export interface PricedCart {
  cart: CartRow;
  entries: (CartEntryView & { variant: VariantRow; product: ProductRow })[];
  pricing: Pricing;
  view: CartView;
  inputs: PricingInputs;
}

export type CartService = ReturnType<typeof createCartService>;

export function createCartService(deps: {
  db: Db;
  catalogue: CatalogueService;
  settings: StoreSettingsService;
  clock?: () => Date;
}) {
  const { db, catalogue } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function entriesOf(cart: CartRow): Promise<CartEntryRow[]> {
    return db
      .select()
      .from(cartEntries)
      .where(and(eq(cartEntries.websiteId, cart.websiteId), eq(cartEntries.cartId, cart.id)))
      .orderBy(asc(cartEntries.createdAt));
  }

  /** The quantity a variant can still take, given what the cart already holds of it. */
  function roomFor(variant: VariantRow, product: ProductRow, alreadyInCart: number): number {
    if (variant.unlimited || product.productType === ProductType.digital) return Number.POSITIVE_INFINITY;
    return variant.qtyInStock - alreadyInCart;
  }

  const stockMessage = (left: number) =>
    left <= 0 ? 'This item is sold out.' : `Only ${left} left in stock.`;
  const lineLimit = (inCart: number) => ({
    quantity: inCart > 0 ? `${LINE_LIMIT_MESSAGE} You already have ${inCart}.` : LINE_LIMIT_MESSAGE,
  });

  /** Prices a cart; `reuse` (from an earlier pricing of the same cart's lines and coupons) skips the reads. */
  async function price(cart: CartRow, reuse?: PricingInputs): Promise<PricedCart> {
    const entryRows = reuse?.rows ?? (await entriesOf(cart));
    const settings = reuse?.settings ?? (await deps.settings.settings(cart.websiteId));
    const found =
      reuse?.pairs ??
      (await catalogue.variantsWithProducts(cart.websiteId, [
        ...new Set(entryRows.map((entry) => entry.variantId)),
      ]));
    const byVariant = new Map(found.map((pair) => [pair.variant.id, pair]));
    const entries = entryRows.flatMap((entry) => {
      const pair = byVariant.get(entry.variantId);
      if (!pair) return [];
      const { variant, product } = pair;
      const unit = unitPriceCents(variant);
      return [
        {
          id: entry.id,
          productId: product.id,
          variantId: variant.id,
          title: product.title,
          sku: variant.sku,
          options: product.optionNames.map((name, index) => ({
            name,
            value: variant.optionValues[index] ?? '',
          })),
          quantity: entry.quantity,
          unitPriceCents: unit,
          onSale: variant.onSale,
          lineTotalCents: unit * entry.quantity,
          productType: product.productType,
          imageUrl: product.images[0] ?? null,
          href: '',
          variant,
          product,
        },
      ];
    });
    const couponRows =
      reuse?.couponRows ?? (await deps.settings.couponsByCode(cart.websiteId, cart.couponCodes));
    const pricing = priceCart({
      currency: settings.currency,
      lines: entries.map((entry) => ({
        unitPriceCents: entry.unitPriceCents,
        quantity: entry.quantity,
        productType: entry.productType,
      })),
      couponCodes: cart.couponCodes,
      coupons: couponRows,
      combineCoupons: settings.combineCoupons,
      shippingOptions: settings.shippingOptions,
      selectedShippingOptionId: cart.selectedShippingOptionId,
      shippingLocation: cart.shippingLocation ?? null,
      taxRules: settings.taxRules,
      minimumSubtotalCents: settings.minimumSubtotalCents,
      now: clock(),
    });
    const view: CartView = {
      id: cart.id,
      websiteId: cart.websiteId,
      orderId: cart.orderId,
      created: cart.createdAt.toISOString(),
      isPurchased: cart.orderId !== null,
      currency: settings.currency,
      entries: entries.map(({ variant: _variant, product: _product, ...entry }) => entry),
      shippingOptions: pricing.shippingOptions,
      applicableTaxRules: pricing.applicableTaxRules,
      coupons: cart.couponCodes,
      validCoupons: pricing.validCoupons,
      invalidCoupons: pricing.invalidCoupons,
      selectedShippingOption: pricing.selectedShippingOption,
      shippingLocation: cart.shippingLocation ?? null,
      subtotalCents: pricing.subtotalCents,
      taxCents: pricing.taxCents,
      shippingCostCents: pricing.shippingCostCents,
      discountCents: pricing.discountCents,
      grandTotalCents: pricing.grandTotalCents,
      totalQuantity: pricing.totalQuantity,
      subtotalAmount: Money.of(pricing.subtotalCents, settings.currency).toJSON(),
      hasDigital: pricing.hasDigital,
      purelyDigital: pricing.purelyDigital,
      requiresShipping: pricing.requiresShipping,
      minimumSubtotalMessage: pricing.minimumSubtotalMessage,
    };
    return { cart, entries, pricing, view, inputs: { rows: entryRows, settings, pairs: found, couponRows } };
  }

  async function entryOf(
    cart: CartRow,
    entryId: string,
    failure: 'cartUpdateFailed' | 'cartRemoveFailed',
  ): Promise<CartEntryRow> {
    const [entry] = await db
      .select()
      .from(cartEntries)
      .where(
        and(
          eq(cartEntries.websiteId, cart.websiteId),
          eq(cartEntries.cartId, cart.id),
          eq(cartEntries.id, entryId),
        ),
      );
    if (!entry) throw new AppError(failure, { entryId: 'This item is no longer in your cart.' });
    return entry;
  }

  const touch = (cart: CartRow) => db.update(carts).set({ updatedAt: clock() }).where(eq(carts.id, cart.id));

  return {
    price,

    /** The visitor's open cart, or null (no cookie, unknown token, another site's token, or already purchased). */
    async openCart(websiteId: string, token: string | undefined): Promise<CartRow | null> {
      if (!token || token.length > 64) return null;
      const [cart] = await db
        .select()
        .from(carts)
        .where(and(eq(carts.websiteId, websiteId), eq(carts.token, token)));
      return cart && cart.orderId === null ? cart : null;
    },

    /** Any cart of this token, purchased or not (checkout replays need the purchased one). */
    async cartByToken(websiteId: string, token: string | undefined): Promise<CartRow | null> {
      if (!token || token.length > 64) return null;
      const [cart] = await db
        .select()
        .from(carts)
        .where(and(eq(carts.websiteId, websiteId), eq(carts.token, token)));
      return cart ?? null;
    },

    async create(websiteId: string): Promise<CartRow> {
      const [cart] = await db
        .insert(carts)
        .values({ id: newId(), websiteId, token: newCartToken() })
        .returning();
      return cart!;
    },

    async add(cart: CartRow, variantId: string, quantity: number): Promise<PricedCart> {
      const [pair] = await catalogue.variantsWithProducts(cart.websiteId, [variantId]);
      if (!pair || !catalogue.isVisible(pair.product, clock()))
        throw new AppError('cartAddFailed', { variantId: 'This item is no longer available.' });
      if (NOT_IN_CART_PRODUCT_TYPES.has(pair.product.productType))
        throw new AppError('cartAddFailed', { variantId: notInCartMessage(pair.product.productType) });
      const rows = await entriesOf(cart);
      const inCart = rows
        .filter((entry) => entry.variantId === variantId)
        .reduce((sum, entry) => sum + entry.quantity, 0);
      if (inCart + quantity > MAX_CART_LINE_QUANTITY) throw new AppError('cartAddFailed', lineLimit(inCart));
      const room = roomFor(pair.variant, pair.product, inCart);
      if (quantity > room) throw new AppError('cartAddFailed', { quantity: stockMessage(room) });
      const existing = rows.find((entry) => entry.variantId === variantId);
      if (existing) {
        // Conditional on the line's current quantity: a concurrent add cannot take it past the limit.
        const [grown] = await db
          .update(cartEntries)
          .set({ quantity: sql`${cartEntries.quantity} + ${quantity}` })
          .where(
            and(
              eq(cartEntries.id, existing.id),
              sql`${cartEntries.quantity} + ${quantity} <= ${MAX_CART_LINE_QUANTITY}`,
            ),
          )
          .returning({ id: cartEntries.id });
        if (!grown) throw new AppError('cartAddFailed', lineLimit(existing.quantity));
      } else
        await db.insert(cartEntries).values({
          id: newId(),
          websiteId: cart.websiteId,
          cartId: cart.id,
          productId: pair.product.id,
          variantId,
          quantity,
        });
      await touch(cart);
      return price(cart);
    },

    async updateQuantity(cart: CartRow, entryId: string, quantity: number): Promise<PricedCart> {
      const entry = await entryOf(cart, entryId, 'cartUpdateFailed');
      if (quantity === 0) {
        await db.delete(cartEntries).where(eq(cartEntries.id, entry.id));
        return price(cart);
      }
      const [pair] = await catalogue.variantsWithProducts(cart.websiteId, [entry.variantId]);
      if (!pair) throw new AppError('cartUpdateFailed', { entryId: 'This item is no longer available.' });
      const others = (await entriesOf(cart))
        .filter((row) => row.variantId === entry.variantId && row.id !== entry.id)
        .reduce((sum, row) => sum + row.quantity, 0);
      if (others + quantity > MAX_CART_LINE_QUANTITY)
        throw new AppError('cartUpdateFailed', lineLimit(others));
      const room = roomFor(pair.variant, pair.product, others);
      if (quantity > room) throw new AppError('cartUpdateFailed', { quantity: stockMessage(room) });
      await db.update(cartEntries).set({ quantity }).where(eq(cartEntries.id, entry.id));
      await touch(cart);
      return price(cart);
    },

    async remove(cart: CartRow, entryId: string): Promise<PricedCart> {
      const entry = await entryOf(cart, entryId, 'cartRemoveFailed');
      await db.delete(cartEntries).where(eq(cartEntries.id, entry.id));
      await touch(cart);
      return price(cart);
    },

    /**
     * The cart priced for an address being typed (country, region, postal code, shipping choice),
     * without storing it: the checkout summary shows shipping and tax as soon as they are known.
     */
    estimate(
      cart: CartRow,
      place: { country: string; state: string; zip: string; shippingOptionId: string },
      reuse?: PricingInputs,
    ): Promise<PricedCart> {
      const shippingLocation = {
        ...(cart.shippingLocation ?? {}),
        country: place.country.toUpperCase(),
        state: place.state,
        zip: place.zip,
      };
      return price(
        {
          ...cart,
          // Pricing reads only the country and region: a partial address is all it needs here.
          shippingLocation: shippingLocation as CartRow['shippingLocation'],
          selectedShippingOptionId: place.shippingOptionId || cart.selectedShippingOptionId,
        },
        reuse,
      );
    },

    ...createCartCoupons({ db, settings: deps.settings, price, clock }),

    /** Stores what the shopper entered at checkout, so a failed attempt keeps it. */
    async setCheckoutDetails(
      cart: CartRow,
      details: { email: string; shippingLocation: Address | null; shippingOptionId: string | null },
    ): Promise<CartRow> {
      const [updated] = await db
        .update(carts)
        .set({
          email: details.email,
          shippingLocation: details.shippingLocation,
          selectedShippingOptionId: details.shippingOptionId,
          updatedAt: clock(),
        })
        .where(eq(carts.id, cart.id))
        .returning();
      return updated!;
    },

    /** A new open cart holding the same lines, for a shopper who abandoned payment. */
    async copyToNewCart(
      cart: CartRow,
      lines: { productId: string; variantId: string; quantity: number }[],
    ): Promise<CartRow> {
      const fresh = await this.create(cart.websiteId);
      for (const line of lines)
        await db.insert(cartEntries).values({
          id: newId(),
          websiteId: cart.websiteId,
          cartId: fresh.id,
          productId: line.productId,
          variantId: line.variantId,
          // Orders placed before the per-line limit may hold more than a cart line can.
          quantity: Math.min(line.quantity, MAX_CART_LINE_QUANTITY),
        });
      return fresh;
    },
  };
}
