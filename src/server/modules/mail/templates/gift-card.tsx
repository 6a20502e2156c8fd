import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, P } from './layout';
import { t, yesNo } from './text';

export interface GiftCardProps {
  brand: MailBrand;
  recipientName: string;
  /** Who bought it (the order's name); empty for a card the owner issued. */
  senderName: string;
  message: string;
  /** Formatted with the currency. */
  amount: string;
  /** The code as the recipient types it (`K7QX-3MRA-HW9C-2TPE`). */
  code: string;
  balanceUrl: string;
}

export const giftCardSubject = ({ brand, senderName }: GiftCardProps) =>
  t('mail.giftCard.subject', { site: brand.siteTitle, hasSender: yesNo(senderName), sender: senderName });

/** The recipient's gift card: the amount, the buyer's message and the code to spend it with. */
export function GiftCard(props: GiftCardProps) {
  const { brand } = props;
  return (
    <MailLayout brand={brand} preview={t('mail.giftCard.preview', { amount: props.amount })}>
      <Heading brand={brand}>{t('mail.giftCard.heading', { amount: props.amount })}</Heading>
      <P brand={brand}>
        {t('mail.giftCard.body', {
          name: props.recipientName,
          hasSender: yesNo(props.senderName),
          sender: props.senderName,
          amount: props.amount,
          site: brand.siteTitle,
        })}
      </P>
      {props.message && <P brand={brand}>“{props.message}”</P>}
      <P brand={brand}>
        {t('mail.giftCard.code')}: <strong>{props.code}</strong>
      </P>
      <P brand={brand} muted>
        {t('mail.giftCard.howTo')}
      </P>
      <ActionButton brand={brand} href={props.balanceUrl}>
        {t('mail.giftCard.balance')}
      </ActionButton>
    </MailLayout>
  );
}

export const giftCardSample = (brand: MailBrand): GiftCardProps => ({
  brand,
  recipientName: 'Grace',
  senderName: 'Ada Lovelace',
  message: 'Happy birthday! Enjoy a few bags on me.',
  amount: '$50.00',
  code: 'K7QX-3MRA-HW9C-2TPE',
  balanceUrl: `${brand.siteUrl}/commerce/gift-cards/balance`,
});
