import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  addToCartSchema,
  cartEstimateQuery,
  couponCodeSchema,
  entryParams,
  updateQuantitySchema,
} from '../../../shared/api/store';
import {
  cartAnswer,
  cartEstimateAnswer,
  checkoutResultSchema,
  currentCartAnswer,
  type CartView,
  type CheckoutResult,
} from '../../../shared/api/store-answers';
import { AppError } from '../../../shared/errors';
import { CART_COOKIE } from './cart-service';
import { IDEMPOTENCY_HEADER, withIdempotencyKey } from './idempotency';
import type { Store } from './index';
import { checkoutSummaryView, shippingChoices } from './store-views';
import { ensureCart, originOf, rememberCartCount, requireCart, siteOf } from './request-helpers';

/** Limits for visitors' cart and checkout calls, per IP. */
const CART_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
const CHECKOUT_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** The visitor's JSON API of the cart and checkout (used by the cart runtime and other clients). */
export function registerCartApiRoutes(
  app: FastifyInstance,
  deps: { store: Store; secureCookies: boolean },
): void {
  const { store, secureCookies } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** A cart call: anyone may make it, limited per IP; input errors answer the route's own failure. */
  const cartCall = (invalidInput?: 'cartAddFailed' | 'cartUpdateFailed' | 'cartRemoveFailed') => ({
    access: 'public' as const,
    rateLimit: CART_RATE_LIMIT,
    ...(invalidInput ? { invalidInput } : {}),
  });

  /** A changed cart's answer; its count goes to the cookie that cached pages' indicators read. */
  const counted = (reply: FastifyReply, priced: { view: CartView }) => {
    rememberCartCount(reply, priced.view.totalQuantity, secureCookies);
    return { cart: priced.view };
  };

  api.get(
    '/api/commerce/cart',
    { config: { access: 'public' }, schema: { response: { 200: currentCartAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const site = siteOf(request);
      const cart = await store.carts.openCart(site.id, request.cookies[CART_COOKIE]);
      const priced = cart ? await store.carts.price(cart) : null;
      const totalQuantity = priced?.view.totalQuantity ?? 0;
      rememberCartCount(reply, totalQuantity, secureCookies);
      return { cart: priced?.view ?? null, totalQuantity };
    },
  );

  /** The checkout summary for the address typed so far: shipping choices and totals with tax. Stores nothing. */
  api.get(
    '/api/commerce/cart/estimate',
    {
      config: cartCall(),
      schema: { querystring: cartEstimateQuery, response: { 200: cartEstimateAnswer } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const cart = await store.carts.openCart(siteOf(request).id, request.cookies[CART_COOKIE]);
      if (!cart) throw new AppError('checkoutNoCart');
      const priced = await store.carts.estimate(cart, request.query);
      return {
        totals: checkoutSummaryView(priced, () => '').totals,
        shippingOptions: shippingChoices(priced),
        selectedShippingOptionId: priced.pricing.selectedShippingOption?.id ?? null,
      };
    },
  );

  api.post(
    '/api/commerce/cart/items',
    { config: cartCall('cartAddFailed'), schema: { body: addToCartSchema, response: { 200: cartAnswer } } },
    async (request, reply) => {
      const input = request.body;
      const cart = await ensureCart(store, request, reply, secureCookies);
      return counted(reply, await store.carts.add(cart, input.variantId, input.quantity));
    },
  );

  api.put(
    '/api/commerce/cart/items/:entryId',
    {
      config: cartCall('cartUpdateFailed'),
      schema: { params: entryParams, body: updateQuantitySchema, response: { 200: cartAnswer } },
    },
    async (request, reply) => {
      const cart = await requireCart(store, request, 'cartUpdateFailed');
      return counted(
        reply,
        await store.carts.updateQuantity(cart, request.params.entryId, request.body.quantity),
      );
    },
  );

  api.delete(
    '/api/commerce/cart/items/:entryId',
    { config: cartCall('cartRemoveFailed'), schema: { params: entryParams, response: { 200: cartAnswer } } },
    async (request, reply) => {
      const cart = await requireCart(store, request, 'cartRemoveFailed');
      return counted(reply, await store.carts.remove(cart, request.params.entryId));
    },
  );

  api.post(
    '/api/commerce/cart/coupons',
    { config: cartCall(), schema: { body: couponCodeSchema, response: { 200: cartAnswer } } },
    async (request, reply) => {
      const cart = await ensureCart(store, request, reply, secureCookies);
      return { cart: (await store.carts.applyCoupon(cart, request.body.code)).view };
    },
  );

  api.delete(
    '/api/commerce/cart/coupons/:code',
    { config: { access: 'public' }, schema: { params: couponCodeSchema, response: { 200: cartAnswer } } },
    async (request) => {
      const cart = await requireCart(store, request, 'cartUpdateFailed');
      return { cart: (await store.carts.removeCoupon(cart, request.params.code)).view };
    },
  );

  /**
   * Places the order and answers where to pay. Repeats with the same Idempotency-Key replay the
   * first answer. The body is checked by the flow (it knows whether the cart needs an address,
   * and answers every field's message at once), so the schema here only documents it.
   */
  api.post(
    '/api/commerce/checkout',
    {
      config: { access: 'public', rateLimit: CHECKOUT_RATE_LIMIT },
      schema: { response: { 200: checkoutResultSchema } },
    },
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
      // A placed order holds the cart: the shopper's indicator shows an empty cart from now on.
      if (answer.statusCode === 200) rememberCartCount(reply, 0, secureCookies);
      // A replay repeats the first answer, a refusal's status and body included (not in the 200 contract).
      return reply.code(answer.statusCode as 200).send(answer.body as CheckoutResult);
    },
  );
}

/** No-JavaScript form posts (page-routes.ts) parse their fields with the failure code of their action. */
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
