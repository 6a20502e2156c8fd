import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  addToCartSchema,
  cartEstimateQuery,
  couponCodeSchema,
  entryParams,
  updateQuantitySchema,
} from '../../../shared/api/store';
import { AppError } from '../../../shared/errors';
import { parseInput } from '../../plugins/validation';
import { CART_COOKIE } from './cart-service';
import { IDEMPOTENCY_HEADER, withIdempotencyKey } from './idempotency';
import type { Store } from './index';
import { checkoutSummaryView, shippingChoices } from './store-views';
import { ensureCart, originOf, requireCart, siteOf } from './request-helpers';

/** Limits for visitors' cart and checkout calls, per IP. */
const CART_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
const CHECKOUT_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** The visitor's JSON API of the cart and checkout (used by the cart runtime and other clients). */
export function registerCartApiRoutes(
  app: FastifyInstance,
  deps: { store: Store; secureCookies: boolean },
): void {
  const { store, secureCookies } = deps;

  app.get('/api/commerce/cart', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const site = siteOf(request);
    const cart = await store.carts.openCart(site.id, request.cookies[CART_COOKIE]);
    if (!cart) return { cart: null, totalQuantity: 0 };
    const priced = await store.carts.price(cart);
    return { cart: priced.view, totalQuantity: priced.view.totalQuantity };
  });

  /** The checkout summary for the address typed so far: shipping choices and totals with tax. Stores nothing. */
  app.get(
    '/api/commerce/cart/estimate',
    { config: { rateLimit: CART_RATE_LIMIT } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const place = parseInput(cartEstimateQuery, request.query);
      const cart = await store.carts.openCart(siteOf(request).id, request.cookies[CART_COOKIE]);
      if (!cart) throw new AppError('checkoutNoCart');
      const priced = await store.carts.estimate(cart, place);
      return {
        totals: checkoutSummaryView(priced, () => '').totals,
        shippingOptions: shippingChoices(priced),
        selectedShippingOptionId: priced.pricing.selectedShippingOption?.id ?? null,
      };
    },
  );

  app.post('/api/commerce/cart/items', { config: { rateLimit: CART_RATE_LIMIT } }, async (request, reply) => {
    const input = parseAddOrFail(request.body);
    const cart = await ensureCart(store, request, reply, secureCookies);
    return { cart: (await store.carts.add(cart, input.variantId, input.quantity)).view };
  });

  app.put(
    '/api/commerce/cart/items/:entryId',
    { config: { rateLimit: CART_RATE_LIMIT } },
    async (request) => {
      const { entryId } = parseOr('cartUpdateFailed', entryParams, request.params);
      const { quantity } = parseOr('cartUpdateFailed', updateQuantitySchema, request.body);
      const cart = await requireCart(store, request, 'cartUpdateFailed');
      return { cart: (await store.carts.updateQuantity(cart, entryId, quantity)).view };
    },
  );

  app.delete(
    '/api/commerce/cart/items/:entryId',
    { config: { rateLimit: CART_RATE_LIMIT } },
    async (request) => {
      const { entryId } = parseOr('cartRemoveFailed', entryParams, request.params);
      const cart = await requireCart(store, request, 'cartRemoveFailed');
      return { cart: (await store.carts.remove(cart, entryId)).view };
    },
  );

  app.post(
    '/api/commerce/cart/coupons',
    { config: { rateLimit: CART_RATE_LIMIT } },
    async (request, reply) => {
      const { code } = parseInput(couponCodeSchema, request.body);
      const cart = await ensureCart(store, request, reply, secureCookies);
      return { cart: (await store.carts.applyCoupon(cart, code)).view };
    },
  );

  app.delete('/api/commerce/cart/coupons/:code', async (request) => {
    const { code } = parseInput(couponCodeSchema, { code: (request.params as { code?: string }).code });
    const cart = await requireCart(store, request, 'cartUpdateFailed');
    return { cart: (await store.carts.removeCoupon(cart, code)).view };
  });

  /** Places the order and answers where to pay. Repeats with the same Idempotency-Key replay the first answer. */
  app.post(
    '/api/commerce/checkout',
    { config: { rateLimit: CHECKOUT_RATE_LIMIT } },
    async (request, reply) => {
      const site = siteOf(request);
      const key = request.headers[IDEMPOTENCY_HEADER];
      const cart = await store.carts.cartByToken(site.id, request.cookies[CART_COOKIE]);
      // A key belongs to one cart: the same key from another shopper is a new request, never a replay.
      const answer = await withIdempotencyKey(
        store.db,
        { websiteId: site.id, name: `checkout:${cart?.id ?? ''}` },
        typeof key === 'string' && cart ? key : undefined,
        request.body,
        async () => {
          // Checked by the flow, which knows whether the cart needs an address: every field's message at once.
          const result = await store.checkout.placeOrder(
            site.id,
            request.cookies[CART_COOKIE],
            request.body,
            originOf(request),
          );
          return { statusCode: 200, body: result };
        },
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
  );
}

/** Add-to-cart input errors are still "Unable to add item", with the field's reason. */
function parseAddOrFail(body: unknown) {
  return parseOr('cartAddFailed', addToCartSchema, body);
}

function parseOr<T>(
  code: 'cartAddFailed' | 'cartUpdateFailed' | 'cartRemoveFailed',
  schema: z.ZodType<T>,
  input: unknown,
): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues)
    errors[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  throw new AppError(code, errors);
}

export { parseOr };
