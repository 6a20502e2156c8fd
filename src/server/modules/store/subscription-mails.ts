import { subscriptionWording } from '../../../shared/commerce/subscriptions';
import { formatMoney, Money } from '../../../shared/money';
import {
  subscriptionNoticeMail,
  type SiteMail,
  type SiteMailContext,
  type SubscriptionNoticeKind,
} from '../mail';
import type { Executor } from './executor';
import { subscriptionManagePath, verifySubscriptionLink } from './subscription-links';
import type { SubscriptionRow } from './subscriptions-service';

/**
 * The customer's subscription e-mails that no payment carries (a failed payment, cancelled),
 * each with the signed self-service link; a payment's own mail carries the link too
 * (subscription-payment-mails.ts). Like order mails, each is written in the
 * transaction of the change it tells of; every such change happens once (conditional on the
 * subscription's state under its row lock), so each mail is written once. The site's mail
 * context is read before that transaction (`contextFor`).
 */
export function createSubscriptionMails(deps: {
  siteMail: Pick<SiteMail, 'contextOf' | 'write'>;
  /** The app's secret: it signs the self-service links. */
  secret: string;
}) {
  const dateOf = (date: Date | null, timeZone: string) =>
    date ? new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date) : null;

  /** On the site's primary domain, like order links. */
  const manageUrl = (context: SiteMailContext, subscription: Pick<SubscriptionRow, 'websiteId' | 'id'>) =>
    `${context.brand.siteUrl}${subscriptionManagePath(deps.secret, subscription.websiteId, subscription.id)}`;

  return {
    contextFor: (websiteId: string) => deps.siteMail.contextOf(websiteId),
    manageUrl,
    /** The subscription id a self-service link names, if it was signed here for this site. */
    verifyLink: (websiteId: string, token: string) => verifySubscriptionLink(deps.secret, websiteId, token),

    /** `subscription` as it is after the change (its next payment date, its state). */
    async write(
      tx: Executor,
      context: SiteMailContext,
      subscription: SubscriptionRow,
      kind: SubscriptionNoticeKind,
      extra: { failure?: string } = {},
    ): Promise<string> {
      const replyTo = context.replyTo ?? context.ownerEmail;
      return deps.siteMail.write(
        tx,
        context,
        subscriptionNoticeMail,
        {
          brand: context.brand,
          kind,
          customerName: subscription.customerName,
          title: subscription.lines[0]?.title ?? context.brand.siteTitle,
          plan: subscriptionWording(subscription.plan),
          amount: formatMoney(Money.of(subscription.amountCents, subscription.currency)),
          nextPayment: kind === 'cancelled' ? null : dateOf(subscription.nextChargeAt, subscription.timeZone),
          failure: extra.failure ?? null,
          manageUrl: manageUrl(context, subscription),
        },
        { to: subscription.email, ...(replyTo ? { replyTo } : {}) },
      );
    },
  };
}

export type SubscriptionMails = ReturnType<typeof createSubscriptionMails>;
