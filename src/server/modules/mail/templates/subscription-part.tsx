import type { MailBrand } from './brand';
import { ActionButton, P } from './layout';
import { t, yesNo } from './text';

/**
 * What a subscription's payment mail adds to its order confirmation or donation receipt: the
 * plan, the next payment and the signed self-service link. A payment mails ONE e-mail (the first
 * payment and each renewal alike), carrying both what was paid and how to manage what renews.
 */
export interface SubscriptionMailPart {
  /** What is subscribed to ("Coffee Club"); a monthly gift (`gift`) has no goods to name. */
  title: string;
  gift: boolean;
  /** The plan's wording ("Renews every month") and the amount each renewal charges. */
  plan: string;
  amount: string;
  /** The next payment's date in the site's calendar; null when none is due. */
  nextPayment: string | null;
  /** The signed self-service link (no sign-in): cancel, pause, resume, skip. */
  manageUrl: string;
  /** This payment renewed the subscription (false: it started it). */
  renewal: boolean;
}

export function SubscriptionDetails({ brand, part }: { brand: MailBrand; part: SubscriptionMailPart }) {
  return (
    <>
      <P brand={brand}>
        {t(part.renewal ? 'mail.subscriptionPart.renewed' : 'mail.subscriptionPart.started', {
          title: part.title,
          gift: yesNo(part.gift),
        })}
        <br />
        {part.plan} · {part.amount}
        {part.nextPayment ? ` · ${t('mail.subscription.next', { date: part.nextPayment })}` : ''}
      </P>
      <P brand={brand} muted>
        {t('mail.subscription.manageNote')}
      </P>
      <ActionButton brand={brand} href={part.manageUrl}>
        {t('mail.subscription.manage')}
      </ActionButton>
    </>
  );
}
