import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addToCartSchema,
  couponCodeSchema,
  entryParams,
  updateQuantitySchema,
  type CheckoutInput,
} from '../../../shared/api/store';
import { giftCardCheckoutView } from './gift-card-checkout-view';
import { DEFAULT_CHECKOUT_COUNTRY } from '../../../shared/commerce/checkout-rules';
import { AppError, errorCatalogue } from '../../../shared/errors';
import { formatMoney, Money } from '../../../shared/money';
import type { PageService } from '../../render/page-service';
import { CART_COOKIE } from './cart-service';
import { storePageSender } from './page-sender';
import type { Store } from './index';
import {
  assertSameOrigin,
  ensureCart,
  originOf,
  rememberCartCount,
  requireCart,
  setCartCookie,
  siteOf,
} from './request-helpers';
import {
  cartPageView,
  checkoutSummaryView,
  checkoutValues,
  orderSummaryView,
  shippingChoices,
} from './store-views';
import type { OrderRow } from './tables';
import type { PaymentStatus } from './types';
import { parseOr } from './visitor-routes';
import { subscriptionConfirmationView } from './subscription-views';
import { subscriptionWording } from '../../../shared/commerce/subscriptions';

const tokenParams = z.object({ token: z.string().min(1).max(64) });
/** A malformed token finds nothing: the same 404 as an unknown one. */
const tokenOf = (params: unknown) => {
  const parsed = tokenParams.safeParse(params);
  if (!parsed.success) throw new AppError('notFound');
  return parsed.data.token;
};
/** The cart and checkout forms work without JavaScript: no crumb, but never from another origin (plugins/crumb.ts). */
const NO_JS_POST = { config: { csrf: 'same-origin' } } as const;
const CART_NOTICES: Record<string, string> = {
  added: 'Added to your cart.',
  'payment-cancelled': 'Payment was cancelled. Your items are back in your cart.',
};

/**
 * The store's server-built pages: the full-page cart and its forms (all work without
 * JavaScript), checkout, the order confirmation, and the cancel-payment return.
 */
export function registerStorePageRoutes(
  app: FastifyInstance,
  deps: { store: Store; pages: PageService; secureCookies: boolean },
): void {
  const { store, pages, secureCookies } = deps;

  const send = storePageSender(pages);

  async function showCart(
    request: FastifyRequest,
    reply: FastifyReply,
    messages: { notice?: string | null; error?: string | null; status?: number } = {},
  ) {
    const site = siteOf(request);
    const cart = await store.carts.openCart(site.id, request.cookies[CART_COOKIE]);
    const priced = cart ? await store.carts.price(cart) : null;
    rememberCartCount(reply, priced?.view.totalQuantity ?? 0, secureCookies);
    const hrefs = await store.productHrefs(site.id, priced?.entries.map((entry) => entry.productId) ?? []);
    const empty = {
      lines: [],
      totalQuantity: 0,
      totals: { subtotal: '', discount: null, shipping: null, tax: null, total: '' },
      validCoupons: [],
      invalidCoupons: [],
      minimumSubtotalMessage: null,
    };
    return send(request, reply, {
      view: {
        kind: 'cart',
        cart: priced ? cartPageView(priced, hrefs) : empty,
        notice: messages.notice ?? null,
        error: messages.error ?? null,
      },
      pageType: 'cart',
      title: 'Cart',
      features: ['cart'],
      ...(messages.status ? { status: messages.status } : {}),
    });
  }

  /** Runs a cart form's work; on a user's mistake shows the cart with the message instead of an error page. */
  async function cartForm(
    request: FastifyRequest,
    reply: FastifyReply,
    work: () => Promise<unknown>,
    success = '/cart',
  ) {
    assertSameOrigin(request);
    try {
      await work();
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      const reason = error.fieldErrors ? Object.values(error.fieldErrors)[0] : undefined;
      return showCart(request, reply, {
        error: reason ? `${error.message}: ${reason}` : error.message,
        status: error.status,
      });
    }
    return reply.redirect(success, 303);
  }

  app.get('/cart', async (request, reply) => {
    const notice = CART_NOTICES[String((request.query as { notice?: string }).notice ?? '')] ?? null;
    return showCart(request, reply, { notice });
  });

  app.post('/commerce/cart/add', NO_JS_POST, (request, reply) =>
    cartForm(
      request,
      reply,
      async () => {
        const input = parseOr('cartAddFailed', addToCartSchema, request.body);
        await store.carts.add(
          await ensureCart(store, request, reply, secureCookies),
          input.variantId,
          input.quantity,
        );
      },
      '/cart?notice=added',
    ),
  );

  app.post('/commerce/cart/update', NO_JS_POST, (request, reply) =>
    cartForm(request, reply, async () => {
      const { entryId } = parseOr('cartUpdateFailed', entryParams, request.body);
      const { quantity } = parseOr('cartUpdateFailed', updateQuantitySchema, request.body);
      await store.carts.updateQuantity(
        await requireCart(store, request, 'cartUpdateFailed'),
        entryId,
        quantity,
      );
    }),
  );

  app.post('/commerce/cart/remove', NO_JS_POST, (request, reply) =>
    cartForm(request, reply, async () => {
      const { entryId } = parseOr('cartRemoveFailed', entryParams, request.body);
      await store.carts.remove(await requireCart(store, request, 'cartRemoveFailed'), entryId);
    }),
  );

  app.post('/commerce/cart/coupon', NO_JS_POST, (request, reply) =>
    cartForm(request, reply, async () => {
      const { code } = parseOr('cartUpdateFailed', couponCodeSchema, request.body);
      await store.carts.applyCoupon(await ensureCart(store, request, reply, secureCookies), code);
    }),
  );

  app.post('/commerce/cart/coupon-remove', NO_JS_POST, (request, reply) =>
    cartForm(request, reply, async () => {
      const { code } = parseOr('cartUpdateFailed', couponCodeSchema, request.body);
      await store.carts.removeCoupon(await requireCart(store, request, 'cartUpdateFailed'), code);
    }),
  );

  const noCartPage = (request: FastifyRequest, reply: FastifyReply) =>
    send(request, reply, {
      view: {
        kind: 'store-message',
        title: 'Unable to continue to checkout',
        message: errorCatalogue.checkoutNoCart.message,
        actionHref: '/cart',
        actionLabel: 'Back to cart',
      },
      pageType: 'checkout',
      title: 'Checkout',
      status: errorCatalogue.checkoutNoCart.status,
    });

  /** A shopper back from the pay page (their cart already became an order) continues that payment. */
  async function resumeOr(request: FastifyRequest, reply: FastifyReply, otherwise: typeof noCartPage) {
    const url = await store.checkout.resume(
      siteOf(request).id,
      request.cookies[CART_COOKIE],
      originOf(request),
    );
    return url ? reply.redirect(url, 303) : otherwise(request, reply);
  }

  /** Spec route: the cart's checkout button. Without a cart cookie, the spec's message. */
  app.get('/commerce/goto-checkout', async (request, reply) => {
    const site = siteOf(request);
    const cart = await store.carts.openCart(site.id, request.cookies[CART_COOKIE]);
    if (!cart) return resumeOr(request, reply, noCartPage);
    const priced = await store.carts.price(cart);
    if (priced.entries.length === 0 || priced.pricing.minimumSubtotalMessage)
      return reply.redirect('/cart', 303);
    return reply.redirect('/checkout', 303);
  });

  /** The spec's subscription checkout route: `cartToken` must be the visitor's own cart (its cookie). */
  const subscribeQuery = z.object({ cartToken: z.string().min(1).max(64) });
  /** `?giftCard=refused`: the gift card form's code was refused (said beside the form). */
  const giftCardRefused = z.object({ giftCard: z.literal('refused') });
  const subscribeHref = (token: string) => `/checkout/subscribe?cartToken=${encodeURIComponent(token)}`;

  /** A cart refused by the checkout it came to (a subscription mixed with other goods): said plainly. */
  const refusedCartPage = (request: FastifyRequest, reply: FastifyReply, error: AppError) =>
    send(request, reply, {
      view: {
        kind: 'store-message',
        title: 'Unable to continue to checkout',
        message: error.message,
        actionHref: '/cart',
        actionLabel: 'Back to cart',
      },
      pageType: 'checkout',
      title: 'Checkout',
      status: error.status,
    });

  async function showCheckout(
    request: FastifyRequest,
    reply: FastifyReply,
    problem: {
      input?: Partial<CheckoutInput>;
      errors?: Record<string, string>;
      error?: string;
      status?: number;
    } = {},
    kind: 'order' | 'subscription' = 'order',
  ) {
    const site = siteOf(request);
    const cart = await store.carts.openCart(site.id, request.cookies[CART_COOKIE]);
    if (!cart) return resumeOr(request, reply, noCartPage);
    if (kind === 'subscription') {
      const query = subscribeQuery.safeParse(request.query);
      if (!query.success || query.data.cartToken !== cart.token) return noCartPage(request, reply);
    }
    const stored = await store.carts.price(cart);
    if (stored.entries.length === 0) return reply.redirect('/cart', 303);
    // Which checkout this cart belongs to: a lone subscription has its own; a mix is refused.
    const plans = await store.subscriptions.plansOf(
      site.id,
      stored.entries.map((entry) => entry.productId),
    );
    const loneSubscription = plans.size > 0 && stored.entries.length === 1;
    if (kind === 'order' && loneSubscription) return reply.redirect(subscribeHref(cart.token), 303);
    if (kind === 'subscription' && plans.size === 0) return reply.redirect('/checkout', 303);
    const plan = await store.checkout
      .subscriptionPlanOf(stored, plans.size > 0 ? 'subscription' : 'order')
      .catch((error: unknown) =>
        error instanceof AppError && error.status < 500 ? error : Promise.reject(error),
      );
    if (plan instanceof AppError) return refusedCartPage(request, reply, plan);
    const values = checkoutValues(stored, problem.input);
    // Priced for the address on the form (the country picker starts at the default), so the
    // summary shows shipping and tax as soon as the address tells them, even without JavaScript.
    const priced = stored.pricing.requiresShipping
      ? await store.carts.estimate(
          cart,
          {
            country: values.country || DEFAULT_CHECKOUT_COUNTRY,
            state: values.state,
            zip: values.zip,
            shippingOptionId: values.shippingOptionId,
          },
          stored.inputs,
        )
      : stored;
    const hrefs = await store.productHrefs(
      site.id,
      priced.entries.map((entry) => entry.productId),
    );
    return send(request, reply, {
      view: {
        kind: 'checkout',
        cart: checkoutSummaryView(priced, hrefs),
        requiresShipping: priced.pricing.requiresShipping,
        values,
        errors: problem.errors ?? {},
        error: problem.error ?? null,
        shippingOptions: shippingChoices(priced),
        expressCheckout: priced.inputs.settings.expressCheckout,
        ...(plan
          ? { formAction: subscribeHref(cart.token), subscriptionLabel: subscriptionWording(plan) }
          : {
              giftCards: await giftCardCheckoutView(
                store.giftCardRedemption,
                cart.id,
                priced.pricing.grandTotalCents,
                priced.inputs.settings.currency,
                giftCardRefused.safeParse(request.query).success,
              ),
            }),
      },
      pageType: 'checkout',
      title: 'Checkout',
      features: ['checkout'],
      ...(problem.status ? { status: problem.status } : {}),
    });
  }

  app.get('/checkout', (request, reply) => showCheckout(request, reply));

  app.get('/checkout/subscribe', async (request, reply) => {
    // The cart's token is in this address (the spec's route): it must not leave in a Referer.
    reply.header('referrer-policy', 'no-referrer');
    return showCheckout(request, reply, {}, 'subscription');
  });

  /** The subscription checkout's form: one subscription alone, its card kept for renewals. */
  app.post(
    '/checkout/subscribe',
    { config: { ...NO_JS_POST.config, rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      assertSameOrigin(request);
      const site = siteOf(request);
      const query = subscribeQuery.safeParse(request.query);
      const cookieToken = request.cookies[CART_COOKIE];
      if (!query.success || query.data.cartToken !== cookieToken) return noCartPage(request, reply);
      const raw = (request.body ?? {}) as Partial<CheckoutInput>;
      try {
        const result = await store.checkout.placeOrder(
          site.id,
          cookieToken,
          raw,
          originOf(request),
          'subscription',
        );
        return reply.redirect(result.paymentUrl, 303);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        if (error.code === 'checkoutNoCart') return noCartPage(request, reply);
        if (error.code === 'checkoutSubscriptionAlone' || error.code === 'subscriptionProviderUnsupported')
          return refusedCartPage(request, reply, error);
        reply.header('referrer-policy', 'no-referrer');
        return showCheckout(
          request,
          reply,
          {
            input: raw,
            errors: error.code === 'validation' ? (error.fieldErrors ?? {}) : {},
            error: error.message,
            status: error.status,
          },
          'subscription',
        );
      }
    },
  );

  /** "Subscription confirmed": the first payment's outcome and the plan, by the subscription's secret link. */
  app.get('/commerce/subscriptions/:token', async (request, reply) => {
    const site = siteOf(request);
    const subscription = await store.subscriptions.byAccessToken(site.id, tokenOf(request.params));
    if (!subscription) throw new AppError('notFound');
    const order = await store.orders.get(site.id, subscription.firstOrderId);
    const hrefs = await store.productHrefs(
      site.id,
      order.lines.map((line) => line.productId),
    );
    reply.header('referrer-policy', 'no-referrer');
    return send(request, reply, {
      view: subscriptionConfirmationView(subscription, orderSummaryView(order, hrefs), site.locale),
      pageType: 'subscription-confirmed',
      title: 'Subscription',
    });
  });

  /** The checkout form: on success straight to the payment provider's page. */
  app.post(
    '/commerce/checkout',
    { config: { ...NO_JS_POST.config, rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      assertSameOrigin(request);
      const site = siteOf(request);
      const raw = (request.body ?? {}) as Partial<CheckoutInput>;
      try {
        const result = await store.checkout.placeOrder(
          site.id,
          request.cookies[CART_COOKIE],
          raw,
          originOf(request),
        );
        return reply.redirect(result.paymentUrl, 303);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        if (error.code === 'checkoutNoCart') return noCartPage(request, reply);
        if (error.code === 'checkoutSubscriptionAlone') return refusedCartPage(request, reply, error);
        return showCheckout(request, reply, {
          input: raw,
          errors: error.code === 'validation' ? (error.fieldErrors ?? {}) : {},
          error: error.message,
          status: error.status,
        });
      }
    },
  );

  /** Whether the paid order's confirmation has left (delivery state of its mail), so the page says only what is true. */
  async function confirmationMailOf(order: OrderRow): Promise<'sent' | 'coming' | null> {
    if (order.status === 'pending' || order.status === 'cancelled') return null;
    const mails = await store.emails.list(order.websiteId, order.id);
    const confirmation = mails.find((mail) => mail.kind === 'confirmation');
    return confirmation?.status === 'sent' ? 'sent' : 'coming';
  }

  app.get('/commerce/orders/:token', async (request, reply) => {
    const site = siteOf(request);
    const order = await store.orders.byAccessToken(site.id, tokenOf(request.params));
    if (!order) throw new AppError('notFound');
    const hrefs = await store.productHrefs(
      site.id,
      order.lines.map((line) => line.productId),
    );
    const payment = await store.orders.paymentOf(order);
    reply.header('referrer-policy', 'no-referrer');
    return send(request, reply, {
      view: {
        kind: 'order-confirmation',
        order: orderSummaryView(order, hrefs),
        confirmationMail: await confirmationMailOf(order),
        ...confirmationMessage(order, payment?.status ?? null),
      },
      pageType: 'page',
      title: `Order #${order.orderNumber}`,
    });
  });

  /** The provider's cancel return: the unpaid order is cancelled (stock back) and its lines go back into a new cart. */
  app.get('/commerce/payment-cancelled/:token', async (request, reply) => {
    const site = siteOf(request);
    const order = await store.orders.byAccessToken(site.id, tokenOf(request.params));
    if (!order) throw new AppError('notFound');
    if (await store.orders.cancelUnpaid(site.id, order.id, 'shopper')) {
      const cart = await store.carts.cartByToken(site.id, request.cookies[CART_COOKIE]);
      if (cart && cart.id === order.cartId) {
        const fresh = await store.carts.copyToNewCart(cart, order.lines);
        setCartCookie(reply, fresh.token, secureCookies);
      }
      return reply.redirect('/cart?notice=payment-cancelled', 303);
    }
    return reply.redirect(
      order.status === 'cancelled' ? '/cart' : `/commerce/orders/${order.accessToken}`,
      303,
    );
  });
}

/** The confirmation page's first words: honest about an order cancelled, and about the money. */
function confirmationMessage(
  order: OrderRow,
  paymentStatus: PaymentStatus | null,
): { heading: string; notice: string | null } {
  const total = formatMoney(Money.of(order.grandTotalCents, order.currency));
  if (order.status === 'pending') return { heading: 'Your order is waiting for payment', notice: null };
  if (order.status === 'refunded')
    return { heading: 'Your order was refunded', notice: `Your payment of ${total} was refunded.` };
  if (order.status !== 'cancelled') return { heading: 'Thank you for your order', notice: null };
  const notice =
    paymentStatus === 'refund_due'
      ? `Your payment of ${total} arrived after the order was cancelled and some items are no longer available, so it is being refunded in full.`
      : paymentStatus === 'refunded' || order.refundedCents > 0
        ? `Your payment of ${total} was refunded in full.`
        : 'You were not charged.';
  return { heading: 'This order was cancelled', notice };
}
