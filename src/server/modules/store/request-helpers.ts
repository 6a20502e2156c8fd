import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_COUNT_COOKIE } from '../../../shared/commerce/cart-count';
import { AppError } from '../../../shared/errors';
import { refuseForeignOrigin } from '../../plugins/crumb';
import type { WebsiteRow } from '../websites/tables';
import { CART_COOKIE } from './cart-service';
import type { Store } from './index';
import type { CartRow } from './tables';

export const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

export function siteOf(request: FastifyRequest): WebsiteRow {
  if (!request.site) throw new AppError('notFound');
  return request.site;
}

export function setCartCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(CART_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: CART_COOKIE_MAX_AGE,
  });
}

/**
 * The item count that cached pages' indicators read (shared/commerce/cart-count.ts). Readable by
 * scripts on purpose: it says only how many items, never which or whose.
 */
export function rememberCartCount(reply: FastifyReply, totalQuantity: number, secure: boolean): void {
  reply.setCookie(CART_COUNT_COOKIE, String(totalQuantity), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: CART_COOKIE_MAX_AGE,
  });
}

/** The visitor's open cart, creating one (and its cookie) when there is none. */
export async function ensureCart(
  store: Store,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<CartRow> {
  const site = siteOf(request);
  const existing = await store.carts.openCart(site.id, request.cookies[CART_COOKIE]);
  if (existing) return existing;
  const cart = await store.carts.create(site.id);
  setCartCookie(reply, cart.token, secure);
  return cart;
}

/** The visitor's open cart or the given failure (no cookie, or the cart was already bought). */
export async function requireCart(
  store: Store,
  request: FastifyRequest,
  failure: 'cartUpdateFailed' | 'cartRemoveFailed',
): Promise<CartRow> {
  const cart = await store.carts.openCart(siteOf(request).id, request.cookies[CART_COOKIE]);
  if (!cart) throw new AppError(failure, { cart: 'Your cart has expired. Add the item again.' });
  return cart;
}

/**
 * Form posts outside /api/ carry no crumb (the product pages that hold them are cached and
 * shared), so they must come from the site itself. Their routes say `csrf: 'same-origin'`
 * and the edge refuses a foreign origin (plugins/crumb.ts); this repeats that rule for
 * routes that must never be reached otherwise. Cookies are SameSite=Lax as well.
 */
export const assertSameOrigin = refuseForeignOrigin;

/** Absolute URLs (payment returns) from PUBLIC_PROTOCOL and the site's host, never forwarded headers. */
export const originOf = (request: FastifyRequest) => request.publicOrigin;
