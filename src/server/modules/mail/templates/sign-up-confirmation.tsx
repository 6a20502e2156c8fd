import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, MailLink, P } from './layout';

export interface SignUpConfirmationProps {
  brand: MailBrand;
  displayName: string;
  confirmUrl: string;
}

export const signUpConfirmationSubject = () => 'Confirm your Sitebuilder account';

/** The platform's mail to someone who just signed up: the account works once the address is confirmed. */
export function SignUpConfirmation({ brand, displayName, confirmUrl }: SignUpConfirmationProps) {
  return (
    <MailLayout brand={brand} preview="Confirm your e-mail address to finish signing up.">
      <Heading brand={brand}>Welcome to Sitebuilder</Heading>
      <P brand={brand}>Hello {displayName},</P>
      <P brand={brand}>Confirm that this is your e-mail address to finish signing up:</P>
      <ActionButton brand={brand} href={confirmUrl}>
        Confirm my address
      </ActionButton>
      <P brand={brand} muted>
        Or open this link:{' '}
        <MailLink brand={brand} href={confirmUrl}>
          {confirmUrl}
        </MailLink>
      </P>
      <P brand={brand} muted>
        The link works once, within 24 hours, and signs you in. If you did not sign up, ignore this e-mail:
        nobody can use the account without this confirmation.
      </P>
    </MailLayout>
  );
}
