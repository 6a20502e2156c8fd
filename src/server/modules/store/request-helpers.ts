import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors';
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
 * shared), so they must come from the site itself: a browser's Origin (or Referer) naming
 * another host is refused. Cookies are SameSite=Lax as well.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source || source === 'null') return;
  let host: string;
  try {
    host = new URL(source).host;
  } catch {
    throw new AppError('forbidden');
  }
  if (host !== request.headers.host) throw new AppError('forbidden');
}

export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? ''}`;
