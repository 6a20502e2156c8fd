import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import { formatMoney, isCurrencyCode, Money } from '../../../../shared/money';
import { pageSecurityHeaders } from '../../../render/content-security-policy';
import type { Tx } from '../../../db/client';
import type { PageService } from '../../../render/page-service';
import type { Store } from '../index';
import { assertSameOrigin, siteOf } from '../request-helpers';
import { orderTotalsView } from '../store-views';
import {
  ORDER_CLOSED,
  RENEWAL_TEST_CARDS,
  TEST_CARDS,
  TEST_PAY_PATH,
  type TestSession,
} from './test-provider';

const sessionParams = z.object({ sessionId: z.string().regex(/^[0-9a-f]{24}$/) });
const payForm = z.object({
  card: z.enum([
    'success',
    'decline',
    'authenticate',
    'confirm-authentication',
    'fail-authentication',
    'renewal-decline',
    'renewal-authenticate',
  ]),
});

/**
 * The built-in test provider's hosted pay page. It stands where Stripe's page would: the
 * shopper picks a test card outcome (never typing a card number), the provider charges the
 * session at most once, then tells the store (its "webhook" is a direct call) and sends the
 * shopper to the store's confirmation page.
 */
export function registerTestPayRoutes(
  app: FastifyInstance,
  deps: { store: Store; pages: PageService },
): void {
  const { store, pages } = deps;

  async function sessionFor(request: FastifyRequest): Promise<TestSession> {
    const parsed = sessionParams.safeParse(request.params);
    const session = parsed.success
      ? await store.testProvider.session(siteOf(request).id, parsed.data.sessionId)
      : null;
    if (!session) throw new AppError('notFound');
    return session;
  }

  async function show(
    request: FastifyRequest,
    reply: FastifyReply,
    session: TestSession,
    step: 'choose' | 'authenticate',
    error: string | null,
    status = 200,
  ) {
    const amount = isCurrencyCode(session.currency)
      ? formatMoney(Money.of(session.amountCents, session.currency))
      : `${session.amountCents}`;
    const page = await pages.custom({
      website: siteOf(request),
      account: request.account,
      features: [],
      pageType: 'checkout',
      title: 'Payment',
      status,
      view: {
        kind: 'test-pay',
        formAction: `${TEST_PAY_PATH}/${session.id}`,
        amountLabel: amount,
        description: session.description,
        step,
        // A subscription's first payment keeps the card: its cards also say what renewals will do.
        cards: session.saveCard ? [...TEST_CARDS, ...RENEWAL_TEST_CARDS] : [...TEST_CARDS],
        error,
        cancelHref: session.cancelUrl,
        // The order's breakdown (subtotal, discount, shipping, tax) above the amount to pay.
        breakdown: await store.orders
          .get(session.websiteId, session.orderId)
          .then(orderTotalsView, () => null),
      },
    });
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .headers(pageSecurityHeaders(page, siteOf(request)))
      .send(page.html);
  }

  app.get(`${TEST_PAY_PATH}/:sessionId`, async (request, reply) => {
    const session = await sessionFor(request);
    if (session.status === 'paid') return reply.redirect(session.successUrl, 303);
    if (session.status === 'expired') return show(request, reply, session, 'choose', ORDER_CLOSED, 409);
    return show(
      request,
      reply,
      session,
      session.status === 'requires_action' ? 'authenticate' : 'choose',
      null,
    );
  });

  app.post(
    `${TEST_PAY_PATH}/:sessionId`,
    { config: { csrf: 'same-origin', rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      assertSameOrigin(request);
      const session = await sessionFor(request);
      const form = payForm.safeParse(request.body ?? {});
      if (!form.success)
        return show(
          request,
          reply,
          session,
          session.status === 'requires_action' ? 'authenticate' : 'choose',
          'Choose a test card.',
          400,
        );
      const { card } = form.data;
      // The provider's "webhook" runs inside its charge's transaction: no charge without its order paid.
      const applyToOrder = await store.orders.paymentApplier(session.websiteId, session.orderId);
      // A subscription's first order also starts the subscription, in the same transaction.
      const startSubscription = await store.subscriptions.firstPaymentApplier(session.websiteId);
      const apply = async (tx: Tx, chargeId: string, paymentMethodId: string | null) => {
        const outcome = await applyToOrder(tx, chargeId);
        await startSubscription(tx, session.orderId, paymentMethodId);
        return outcome;
      };
      const result = await store.testProvider.pay(session, card, apply);
      if (result.status !== 'paid') {
        return result.status === 'requires_action'
          ? show(request, reply, session, 'authenticate', null)
          : show(request, reply, session, 'choose', result.message ?? null, 402);
      }
      if (result.applied === 'refund-due')
        await store.orders.settleRefundsDue({ websiteId: session.websiteId, orderId: session.orderId });
      return reply.redirect(session.successUrl, 303);
    },
  );
}
