import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, MailLink, P } from './layout';

export interface NotifyAddressVerificationProps {
  brand: MailBrand;
  /** The form that named this address first. */
  formName: string;
  confirmUrl: string;
}

export const notifyAddressVerificationSubject = ({ brand }: NotifyAddressVerificationProps) =>
  `Confirm that you want form e-mails from ${brand.siteTitle}`;

/** To an address an owner added to a form's notifications (not their own): nothing else is sent to it before this is confirmed. */
export function NotifyAddressVerification({ brand, formName, confirmUrl }: NotifyAddressVerificationProps) {
  return (
    <MailLayout brand={brand} preview={`Confirm to receive the submissions of the form “${formName}”.`}>
      <Heading brand={brand}>Confirm your address</Heading>
      <P brand={brand}>
        The owners of {brand.siteTitle} want to send the submissions of their form “{formName}” to this
        address. Confirm that you want to receive them:
      </P>
      <ActionButton brand={brand} href={confirmUrl}>
        Confirm address
      </ActionButton>
      <P brand={brand} muted>
        Or open this link:{' '}
        <MailLink brand={brand} href={confirmUrl}>
          {confirmUrl}
        </MailLink>
      </P>
      <P brand={brand} muted>
        The link works once, within 7 days. If you did not expect this, ignore this e-mail and no form e-mails
        will be sent to you.
      </P>
    </MailLayout>
  );
}
