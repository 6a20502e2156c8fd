import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, P } from './layout';
import { SubscriptionDetails, type SubscriptionMailPart } from './subscription-part';
import { t, yesNo } from './text';

export interface DonationReceiptProps {
  brand: MailBrand;
  /** The gift's order number: the receipt's number. */
  receiptNumber: number;
  donorName: string;
  /** When it was paid, in the site's words ("January 31, 2027"). */
  date: string;
  /** Formatted with the currency: the gift, the part added to cover fees (null when none), and the total charged. */
  amount: string;
  fee: string | null;
  total: string;
  fund: string | null;
  monthly: boolean;
  receiptUrl: string;
  /** A monthly gift's payment: the next gift's date and the link to change or cancel it. */
  subscription?: SubscriptionMailPart | null;
}

export const donationReceiptSubject = ({ brand }: DonationReceiptProps) =>
  t('mail.donationReceipt.subject', { site: brand.siteTitle });

/** The donor's receipt for one payment (a one-time gift, or each month of a monthly one): the amount, no goods. */
export function DonationReceipt(props: DonationReceiptProps) {
  const { brand } = props;
  return (
    <MailLayout brand={brand} preview={t('mail.donationReceipt.preview', { total: props.total })}>
      <Heading brand={brand}>{t('mail.donationReceipt.heading')}</Heading>
      <P brand={brand}>
        {t('mail.donationReceipt.body', {
          hasName: yesNo(props.donorName),
          name: props.donorName,
          monthly: yesNo(props.monthly),
          total: props.total,
          date: props.date,
        })}
      </P>
      <P brand={brand}>
        {t('mail.donationReceipt.number', { number: String(props.receiptNumber) })}
        <br />
        {t('mail.donationReceipt.amount')}: {props.amount}
        {props.fee && (
          <>
            <br />
            {t('mail.donationReceipt.fee')}: {props.fee}
          </>
        )}
        <br />
        <strong>
          {t('mail.donationReceipt.total')}: {props.total}
        </strong>
      </P>
      {props.fund && <P brand={brand}>{t('mail.donationReceipt.fund', { fund: props.fund })}</P>}
      <P brand={brand} muted>
        {t('mail.common.questions')}
      </P>
      <ActionButton brand={brand} href={props.receiptUrl}>
        {t('mail.donationReceipt.heading')}
      </ActionButton>
      {props.subscription ? <SubscriptionDetails brand={brand} part={props.subscription} /> : null}
    </MailLayout>
  );
}
