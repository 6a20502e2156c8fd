import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, P } from './layout';
import { t, yesNo } from './text';

/**
 * Which moment of a subscription the mail tells of (store module, subscription-mails.ts). A
 * payment's own mail (the first one, each renewal) is its order confirmation or donation receipt
 * with the subscription's part (subscription-part.tsx): one e-mail per payment.
 */
export type SubscriptionNoticeKind = 'payment-failed' | 'cancelled';

export interface SubscriptionNoticeProps {
  brand: MailBrand;
  kind: SubscriptionNoticeKind;
  customerName: string;
  /** What is subscribed to ("Coffee Club") and the plan's wording ("Renews every month"). */
  title: string;
  plan: string;
  /** The amount charged each period, with its currency. */
  amount: string;
  /** The next payment's date in the site's calendar, or the retry's; null when none is due. */
  nextPayment: string | null;
  /** Why a payment failed, in the provider's words. */
  failure: string | null;
  /** The signed self-service link (no sign-in): cancel, pause, resume, skip. */
  manageUrl: string;
}

export const subscriptionNoticeSubject = ({ brand, kind, title }: SubscriptionNoticeProps) =>
  t(`mail.subscription.${kind}.subject`, { site: brand.siteTitle, title });

/** The customer's subscription mails that no payment carries: a failed payment, cancelled. */
export function SubscriptionNotice(props: SubscriptionNoticeProps) {
  const { brand, kind } = props;
  return (
    <MailLayout brand={brand} preview={t(`mail.subscription.${kind}.heading`)}>
      <Heading brand={brand}>{t(`mail.subscription.${kind}.heading`)}</Heading>
      <P brand={brand}>
        {t(`mail.subscription.${kind}.body`, {
          hasName: yesNo(props.customerName),
          name: props.customerName,
          title: props.title,
          amount: props.amount,
        })}
      </P>
      {props.failure ? <P brand={brand}>{props.failure}</P> : null}
      <P brand={brand}>
        {props.plan} · {props.amount}
        {props.nextPayment ? ` · ${t('mail.subscription.next', { date: props.nextPayment })}` : ''}
      </P>
      <P brand={brand} muted>
        {t('mail.subscription.manageNote')}
      </P>
      <ActionButton brand={brand} href={props.manageUrl}>
        {t(kind === 'payment-failed' ? 'mail.subscription.fixPayment' : 'mail.subscription.manage')}
      </ActionButton>
    </MailLayout>
  );
}
