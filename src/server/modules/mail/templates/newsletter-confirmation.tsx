import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, MailLink, P } from './layout';

export interface NewsletterConfirmationProps {
  brand: MailBrand;
  confirmUrl: string;
  unsubscribeUrl: string;
}

export const newsletterConfirmationSubject = ({ brand }: NewsletterConfirmationProps) =>
  `Confirm your subscription to ${brand.siteTitle}`;

/** Double opt-in: nothing is sent to the address until its owner confirms. */
export function NewsletterConfirmation({ brand, confirmUrl, unsubscribeUrl }: NewsletterConfirmationProps) {
  return (
    <MailLayout
      brand={brand}
      preview={`Confirm that you want news from ${brand.siteTitle}.`}
      footer={
        <P brand={brand} muted>
          Changed your mind?{' '}
          <MailLink brand={brand} href={unsubscribeUrl}>
            Unsubscribe
          </MailLink>
        </P>
      }
    >
      <Heading brand={brand}>Confirm your subscription</Heading>
      <P brand={brand}>Please confirm that you want to receive news from {brand.siteTitle}.</P>
      <ActionButton brand={brand} href={confirmUrl}>
        Confirm subscription
      </ActionButton>
      <P brand={brand} muted>
        Or open this link:{' '}
        <MailLink brand={brand} href={confirmUrl}>
          {confirmUrl}
        </MailLink>
      </P>
      <P brand={brand} muted>
        If you did not sign up, ignore this e-mail and nothing will be sent to you.
      </P>
    </MailLayout>
  );
}
