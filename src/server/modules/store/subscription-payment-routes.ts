import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMoney, Money } from '../../../shared/money';
import type { PageService } from '../../render/page-service';
import type { Store } from './index';
import { RENEWAL_TEST_CARDS, TEST_CARDS } from './payments/test-provider';
import { assertSameOrigin, originOf } from './request-helpers';
import { SUBSCRIPTION_MANAGE_PATH } from './subscription-links';
import { canUpdateCard, type TestRenewalOutcome } from './subscription-payment-method';
import { subscriptionManagePages } from './subscription-routes';
import type { SubscriptionRow } from './subscriptions-service';

/** The test cards a card update offers: the ones the pay page offers a subscription, said for a card kept. */
const CARD_CHOICES = [
  { outcome: 'success', number: TEST_CARDS[0].number, label: 'Card is kept; renewals succeed' },
  { outcome: 'decline', number: TEST_CARDS[1].number, label: 'Card is declined' },
  {
    outcome: 'renewal-decline',
    number: RENEWAL_TEST_CARDS[0].number,
    label: 'Card is kept; renewals are declined',
  },
  {
    outcome: 'renewal-authenticate',
    number: RENEWAL_TEST_CARDS[1].number,
    label: 'Card is kept; renewals need authentication',
  },
] as const;
const KEPT: Record<string, TestRenewalOutcome> = {
  success: 'success',
  'renewal-decline': 'decline',
  'renewal-authenticate': 'authenticate',
};

const RETRIED: Record<string, string> = {
  renewed: 'Your card is updated and the payment went through. Your subscription is active again.',
  completed: 'Your card is updated and the last payment went through. Your subscription is complete.',
  'retry-scheduled': 'Your card is updated, but the payment failed again. We will try again later.',
  cancelled: 'Your card is updated, but the payment failed again and the subscription was cancelled.',
};

/** The one form field these pages read: a choice among a few fixed words (a NUL byte or an array is none). */
const choiceOf = (request: FastifyRequest): string => {
  const value = (request.body as { card?: unknown } | undefined)?.card;
  return typeof value === 'string' ? value : '';
};

/**
 * The card pages of the self-service link (issue 19), test provider: "Update card" (pick a new
 * test card; a past-due subscription is retried with it at once) and "Confirm the payment" (a
 * renewal the bank held for the customer's authentication). Under the page's signed path, so the
 * same link rules hold: another site's or an altered link is 403. Same-origin form posts.
 */
export function registerSubscriptionPaymentRoutes(
  app: FastifyInstance,
  deps: { store: Store; pages: PageService },
): void {
  const { store } = deps;
  const { send, subscriptionOf, managePath, refuse, show } = subscriptionManagePages(deps);
  const amountOf = (subscription: SubscriptionRow) =>
    formatMoney(Money.of(subscription.amountCents, subscription.currency));
  const titleOf = (subscription: SubscriptionRow) => subscription.lines[0]?.title ?? 'Your subscription';

  const page = (
    request: FastifyRequest,
    reply: FastifyReply,
    subscription: SubscriptionRow,
    step: 'choose' | 'authenticate',
    error: string | null,
    status = 200,
  ) => {
    reply.header('referrer-policy', 'no-referrer');
    const path = managePath(request);
    return send(request, reply, {
      view: {
        kind: 'test-pay',
        formAction: `${path}/${step === 'choose' ? 'card' : 'confirm'}`,
        amountLabel: amountOf(subscription),
        description:
          step === 'choose'
            ? `New card for ${titleOf(subscription)}`
            : `Confirm the payment for ${titleOf(subscription)}`,
        step,
        cards: step === 'choose' ? [...CARD_CHOICES] : [],
        error,
        cancelHref: path,
        ...(step === 'choose' ? { actionLabel: 'Save the new card' } : {}),
      },
      pageType: 'page',
      title: step === 'choose' ? 'Update card' : 'Confirm the payment',
      status,
    });
  };

  const postConfig = {
    config: { csrf: 'same-origin' as const, rateLimit: { max: 20, timeWindow: '1 minute' } },
  };

  app.get(`${SUBSCRIPTION_MANAGE_PATH}/:token/card`, async (request, reply) => {
    const subscription = await subscriptionOf(request);
    if (!subscription) return refuse(request, reply);
    if (!canUpdateCard(subscription))
      return show(request, reply, subscription, {
        error: 'This subscription has no card to update.',
        status: 409,
      });
    if (subscription.provider === 'stripe') {
      // Stripe's hosted page (setup mode) takes the card; its webhook replaces the saved one.
      const back = `${originOf(request)}${managePath(request)}`;
      const url = await store.subscriptionPayments.startCardSetup(subscription, {
        successUrl: back,
        cancelUrl: back,
      });
      if (!url)
        return show(request, reply, subscription, {
          error: 'This subscription has no card to update.',
          status: 409,
        });
      reply.header('referrer-policy', 'no-referrer');
      return reply.redirect(url, 303);
    }
    return page(request, reply, subscription, 'choose', null);
  });

  app.post(`${SUBSCRIPTION_MANAGE_PATH}/:token/card`, postConfig, async (request, reply) => {
    assertSameOrigin(request);
    const subscription = await subscriptionOf(request);
    if (!subscription) return refuse(request, reply);
    if (subscription.provider !== 'test')
      return show(request, reply, subscription, {
        error: 'This subscription has no card to update.',
        status: 409,
      });
    const card = choiceOf(request);
    if (card === 'decline')
      return page(
        request,
        reply,
        subscription,
        'choose',
        'Your card was declined. Choose another card.',
        402,
      );
    const kept = Object.hasOwn(KEPT, card) ? KEPT[card]! : null;
    if (!kept) return page(request, reply, subscription, 'choose', 'Choose a test card.', 400);
    const result = await store.subscriptionPayments.updateTestCard(
      subscription.websiteId,
      subscription.id,
      kept,
    );
    if (!result.done) return show(request, reply, result.subscription, { error: result.reason, status: 409 });
    return show(request, reply, result.subscription, {
      notice: result.retried && RETRIED[result.retried] ? RETRIED[result.retried] : 'Your card is updated.',
    });
  });

  app.get(`${SUBSCRIPTION_MANAGE_PATH}/:token/confirm`, async (request, reply) => {
    const subscription = await subscriptionOf(request);
    if (!subscription) return refuse(request, reply);
    if (!(await store.subscriptionPayments.pendingAction(subscription)))
      return show(request, reply, subscription, {
        error: 'There is no payment waiting for your confirmation.',
        status: 409,
      });
    return page(request, reply, subscription, 'authenticate', null);
  });

  app.post(`${SUBSCRIPTION_MANAGE_PATH}/:token/confirm`, postConfig, async (request, reply) => {
    assertSameOrigin(request);
    const subscription = await subscriptionOf(request);
    if (!subscription) return refuse(request, reply);
    const card = choiceOf(request);
    if (card !== 'confirm-authentication' && card !== 'fail-authentication')
      return page(request, reply, subscription, 'authenticate', 'Confirm or refuse the payment.', 400);
    const result = await store.subscriptionPayments.confirmTestPayment(
      subscription.websiteId,
      subscription.id,
      card === 'confirm-authentication' ? 'confirm' : 'fail',
    );
    if (!result.done) {
      return card === 'fail-authentication' &&
        (await store.subscriptionPayments.pendingAction(result.subscription))
        ? page(request, reply, result.subscription, 'authenticate', result.reason, 402)
        : show(request, reply, result.subscription, { error: result.reason, status: 409 });
    }
    return show(request, reply, result.subscription, {
      notice: result.already
        ? 'This payment is already made.'
        : 'Thank you: the payment went through. Your subscription is active again.',
    });
  });
}
