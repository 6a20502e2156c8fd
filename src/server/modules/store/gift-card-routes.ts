import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GIFT_CARD_BALANCE_PATH, GIFT_CARD_PATH, giftCardHref } from '../../../shared/commerce/gift-cards';
import { unitPriceCents } from '../../../shared/commerce/products';
import { AppError } from '../../../shared/errors';
import { formatMoney, Money } from '../../../shared/money';
import type { PageService } from '../../render/page-service';
import { pageSecurityHeaders } from '../../render/content-security-policy';
import type { GiftCardPageView } from '../../../site/store/gift-card-view';
import { CART_COOKIE } from './cart-service';
import { normaliseGiftCardCode } from './gift-card-codes';
import type { Store } from './index';
import { assertSameOrigin, originOf, siteOf } from './request-helpers';

const buyQuery = z.object({
  // The spec's address names the site; the product page's link leaves it to the host.
  websiteId: z.string().max(64).optional(),
  giftCardProductId: z.string().max(64),
  sku: z.string().max(60).optional(),
});
const BUY_FIELDS = [
  'sku',
  'recipientName',
  'recipientEmail',
  'message',
  'sendDate',
  'buyerName',
  'buyerEmail',
];
export const GIFT_CARD_APPLY_PATH = '/checkout/gift-cards';

/**
 * Guessing codes: every balance check and every code applied to a cart counts against the
 * visitor's address and against the code typed (Redis-backed with REDIS_URL, like every limit).
 */
export const GIFT_CARD_LIMITS = {
  perAddress: { max: 10, timeWindow: '10 minutes' },
  perCode: { max: 10, timeWindow: '1 hour' },
} as const;

const codeKey = (request: FastifyRequest) => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const code = normaliseGiftCardCode(body.code) ?? String(body.code ?? '').slice(0, 64);
  return `gift-card-code:${request.site?.id ?? ''}:${createHash('sha256').update(code).digest('hex')}`;
};

/**
 * Gift cards for visitors (issue 20): the spec's `/checkout/giftcard?websiteId=&giftCardProductId=&sku=`
 * (a form that posts back to its own address), the balance page, and applying or removing a
 * code on the checkout page (forms that work without JavaScript).
 */
export function registerGiftCardRoutes(app: FastifyInstance, deps: { store: Store; pages: PageService }) {
  const { store, pages } = deps;
  const { giftCards, giftCardRedemption } = store;
  // Two counters for one request (the plugin's route limiter runs one per request): the address and the code.
  const byAddress = app.createRateLimit({
    ...GIFT_CARD_LIMITS.perAddress,
    keyGenerator: (request: FastifyRequest) => `gift-card-ip:${request.ip}`,
  });
  const byCode = app.createRateLimit({ ...GIFT_CARD_LIMITS.perCode, keyGenerator: codeKey });
  const guarded = {
    config: { csrf: 'same-origin' as const },
    /** Counted before the code is looked up: refused tries are never evaluated. */
    preHandler: async (request: FastifyRequest) => {
      for (const limit of [byAddress, byCode]) {
        const counted = await limit(request);
        if (!counted.isAllowed && counted.isExceeded) throw new AppError('rateLimited');
      }
    },
  };

  async function send(request: FastifyRequest, reply: FastifyReply, view: GiftCardPageView, status = 200) {
    const page = await pages.custom({
      website: siteOf(request),
      account: request.account,
      features: [],
      view,
      pageType: 'checkout',
      title: view.title,
      status,
    });
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .headers(pageSecurityHeaders(page, siteOf(request)))
      .send(page.html);
  }

  /** The gift card product this address names, on this request's site (another site's id is a 404). */
  async function targetOf(request: FastifyRequest) {
    const parsed = buyQuery.safeParse(request.query);
    const site = siteOf(request);
    if (!parsed.success || (parsed.data.websiteId !== undefined && parsed.data.websiteId !== site.id))
      throw new AppError('notFound');
    const { giftCardProductId, sku } = parsed.data;
    const found = await giftCards.product(site.id, giftCardProductId);
    if (!found || found.variants.length === 0) throw new AppError('notFound');
    return { ...found, sku: sku ?? '' };
  }

  async function showBuy(
    request: FastifyRequest,
    reply: FastifyReply,
    problem: {
      values?: Record<string, string>;
      errors?: Record<string, string>;
      error?: string;
      status?: number;
    } = {},
  ) {
    const target = await targetOf(request);
    const currency = (await store.settings.settings(target.product.websiteId)).currency;
    return send(
      request,
      reply,
      {
        kind: 'gift-card',
        mode: 'buy',
        title: target.product.title,
        description: '',
        formAction: giftCardHref(target.product.websiteId, target.product.id, target.sku || undefined),
        idempotencyKey: problem.values?.idempotencyKey || randomBytes(18).toString('base64url'),
        amounts: target.variants.map((variant) => ({
          sku: variant.sku,
          label: formatMoney(Money.of(unitPriceCents(variant), currency)),
        })),
        today: await giftCards.today(target.product.websiteId),
        values: problem.values ?? (target.sku ? { sku: target.sku } : {}),
        errors: problem.errors ?? {},
        error: problem.error ?? null,
        balance: null,
      },
      problem.status,
    );
  }

  app.get(GIFT_CARD_PATH, (request, reply) => showBuy(request, reply));
  app.post(
    GIFT_CARD_PATH,
    { config: { csrf: 'same-origin', rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      assertSameOrigin(request);
      const target = await targetOf(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      try {
        const { paymentUrl } = await giftCards.buy(
          siteOf(request).id,
          target.product.id,
          body,
          originOf(request),
        );
        return await reply.redirect(paymentUrl, 303);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        const values = Object.fromEntries(
          [...BUY_FIELDS, 'idempotencyKey'].map((key) => [
            key,
            typeof body[key] === 'string' ? body[key] : '',
          ]),
        );
        return showBuy(request, reply, {
          values,
          errors: error.code === 'validation' ? (error.fieldErrors ?? {}) : {},
          error: error.message,
          status: error.status,
        });
      }
    },
  );

  const balanceView = (
    values: Record<string, string>,
    errors: Record<string, string>,
    balance: string | null,
  ) =>
    ({
      kind: 'gift-card',
      mode: 'balance',
      title: 'Gift card balance',
      description: '',
      formAction: GIFT_CARD_BALANCE_PATH,
      idempotencyKey: '',
      amounts: [],
      today: '',
      values,
      errors,
      error: null,
      balance,
    }) satisfies GiftCardPageView;

  app.get(GIFT_CARD_BALANCE_PATH, (request, reply) => send(request, reply, balanceView({}, {}, null)));
  app.post(GIFT_CARD_BALANCE_PATH, guarded, async (request, reply) => {
    assertSameOrigin(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const typed = typeof body.code === 'string' ? body.code.slice(0, 64) : '';
    const card = await giftCardRedemption.byCode(siteOf(request).id, typed);
    if (!card)
      return send(
        request,
        reply,
        balanceView({ code: typed }, { code: 'We could not find a gift card with this code.' }, null),
        404,
      );
    const balance =
      card.status === 'void'
        ? 'This card can no longer be used.'
        : `This card has ${formatMoney(Money.of(card.balanceCents, card.currency))} left.`;
    return send(request, reply, balanceView({ code: typed }, {}, balance));
  });

  /** The checkout page's gift card form: applies a code to the visitor's cart, then back to checkout. */
  app.post(GIFT_CARD_APPLY_PATH, guarded, async (request, reply) => {
    assertSameOrigin(request);
    const site = siteOf(request);
    const cart = await store.carts.openCart(site.id, request.cookies[CART_COOKIE]);
    if (!cart) return reply.redirect('/cart', 303);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const currency = (await store.settings.settings(site.id)).currency;
    try {
      await giftCardRedemption.apply(site.id, cart.id, body.code, currency);
      return await reply.redirect('/checkout', 303);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'validation') throw error;
      return reply.redirect('/checkout?giftCard=refused', 303);
    }
  });
  app.post(`${GIFT_CARD_APPLY_PATH}/remove`, { config: { csrf: 'same-origin' } }, async (request, reply) => {
    assertSameOrigin(request);
    const site = siteOf(request);
    const cart = await store.carts.openCart(site.id, request.cookies[CART_COOKIE]);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (cart && typeof body.giftCardId === 'string')
      await giftCardRedemption.remove(cart.id, body.giftCardId);
    return reply.redirect('/checkout', 303);
  });
}
