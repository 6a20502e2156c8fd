import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMoney, Money } from '../../../shared/money';
import type { PageService } from '../../render/page-service';
import type { Store } from './index';
import { storePageSender } from './page-sender';
import { assertSameOrigin, siteOf } from './request-helpers';
import { SUBSCRIPTION_MANAGE_PATH } from './subscription-links';
import { canUpdateCard } from './subscription-payment-method';
import { SELF_SERVICE_ACTIONS, type SelfServiceAction } from './subscription-self-service';
import { subscriptionManageView } from './subscription-views';
import type { SubscriptionRow } from './subscriptions-service';

/** Said for an altered link, one signed for another site, or a subscription this site no longer has. */
export const INVALID_SUBSCRIPTION_LINK =
  'This subscription link is not valid: it may have been changed, or it belongs to another site. Use the link in your latest e-mail about this subscription.';

const DONE: Record<SelfServiceAction, string> = {
  pause: 'Your subscription is paused. You will not be charged until you resume it.',
  resume: 'Your subscription is active again.',
  skip: 'The next payment is skipped.',
  cancel: 'Your subscription is cancelled. You will not be charged again.',
};

/** Said after a quantity change: what the customer will receive and pay, and from when. */
function quantityNotice(subscription: SubscriptionRow, locale: string): string {
  const amount = formatMoney(Money.of(subscription.amountCents, subscription.currency));
  const quantity = subscription.lines[0]!.quantity;
  const when = subscription.nextChargeAt
    ? `From your next payment on ${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: subscription.timeZone }).format(subscription.nextChargeAt)}`
    : 'From your next payment';
  return `${when}, you will receive ${quantity} and pay ${amount} each time. Payments already made are unchanged.`;
}

/** The self-service page and its refusal, shared by its forms (this file, subscription-payment-routes.ts). */
export function subscriptionManagePages(deps: { store: Store; pages: PageService }) {
  const { store } = deps;
  const send = storePageSender(deps.pages);

  async function subscriptionOf(request: FastifyRequest): Promise<SubscriptionRow | null> {
    const token = String((request.params as { token?: string }).token ?? '');
    return store.subscriptions.fromManageLink(siteOf(request).id, token);
  }

  /** The page's own signed path, whatever sub-page (card, confirm) asked. */
  const managePath = (request: FastifyRequest) =>
    `${SUBSCRIPTION_MANAGE_PATH}/${String((request.params as { token?: string }).token ?? '')}`;

  const refuse = (request: FastifyRequest, reply: FastifyReply) =>
    send(request, reply, {
      view: {
        kind: 'store-message',
        title: 'Link not valid',
        message: INVALID_SUBSCRIPTION_LINK,
        actionHref: '/',
        actionLabel: 'Go to the home page',
      },
      pageType: 'page',
      title: 'Subscription',
      status: 403,
    });

  const show = async (
    request: FastifyRequest,
    reply: FastifyReply,
    subscription: SubscriptionRow,
    messages: { notice?: string; error?: string; status?: number } = {},
  ) => {
    // The path holds the link's secret: never sent on to other sites.
    reply.header('referrer-policy', 'no-referrer');
    const path = managePath(request);
    const held = await store.subscriptionPayments.pendingAction(subscription);
    return send(request, reply, {
      view: subscriptionManageView(subscription, {
        locale: siteOf(request).locale,
        formAction: path,
        actions: store.selfService.actionsFor(subscription),
        quantity: store.subscriptionChanges.quantityOffer(subscription),
        updateCardHref: canUpdateCard(subscription) ? `${path}/card` : null,
        confirmPaymentHref: held ? `${path}/confirm` : null,
        notice: messages.notice ?? null,
        error: messages.error ?? null,
      }),
      pageType: 'page',
      title: 'Your subscription',
      ...(messages.status ? { status: messages.status } : {}),
    });
  };

  return { send, subscriptionOf, managePath, refuse, show };
}

/**
 * The customer's subscription page, reached by the signed link in every subscription e-mail
 * (subscription-links.ts; no sign-in). Its changes are form posts under the same-origin rule of
 * the store's other visitor forms, answered with the page again (no redirect: the notice says
 * what happened, and a reload repeats a post that changes nothing twice).
 */
export function registerSubscriptionRoutes(
  app: FastifyInstance,
  deps: { store: Store; pages: PageService },
): void {
  const { store } = deps;
  const { subscriptionOf, refuse, show } = subscriptionManagePages(deps);

  app.get(`${SUBSCRIPTION_MANAGE_PATH}/:token`, async (request, reply) => {
    const subscription = await subscriptionOf(request);
    return subscription ? show(request, reply, subscription) : refuse(request, reply);
  });

  app.post(
    `${SUBSCRIPTION_MANAGE_PATH}/:token`,
    { config: { csrf: 'same-origin', rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      assertSameOrigin(request);
      const subscription = await subscriptionOf(request);
      if (!subscription) return refuse(request, reply);
      const body = request.body as { action?: unknown; quantity?: unknown } | undefined;
      const action = body?.action;
      if (action === 'quantity') {
        // Digits only: "2.5", "1e1", " 3" and arrays are no quantity.
        const text = typeof body?.quantity === 'string' ? body.quantity : '';
        const quantity = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
        const changed = await store.subscriptionChanges.changeQuantity(
          subscription.websiteId,
          subscription.id,
          quantity,
        );
        if (!changed.done)
          return show(request, reply, changed.subscription, {
            error: changed.reason,
            status: changed.status,
          });
        return show(request, reply, changed.subscription, {
          notice: changed.changed
            ? quantityNotice(changed.subscription, siteOf(request).locale)
            : 'Your quantity is unchanged.',
        });
      }
      if (!SELF_SERVICE_ACTIONS.includes(action as SelfServiceAction))
        return show(request, reply, subscription, {
          error: 'Choose what to do with your subscription.',
          status: 400,
        });
      const result = await store.selfService.apply(
        subscription.websiteId,
        subscription.id,
        action as SelfServiceAction,
      );
      return result.done
        ? show(request, reply, result.subscription, { notice: DONE[action as SelfServiceAction] })
        : show(request, reply, result.subscription, { error: result.reason, status: 409 });
    },
  );
}
