import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, MailLink, P } from './layout';

export interface PasswordResetProps {
  brand: MailBrand;
  displayName: string;
  resetUrl: string;
}

export const passwordResetSubject = () => 'Reset your Sitebuilder password';

/** The platform's own mail to an owner who forgot their password. */
export function PasswordReset({ brand, displayName, resetUrl }: PasswordResetProps) {
  return (
    <MailLayout brand={brand} preview="Choose a new password within the next hour.">
      <Heading brand={brand}>Reset your password</Heading>
      <P brand={brand}>Hello {displayName},</P>
      <P brand={brand}>
        Someone (hopefully you) asked to reset the password of your Sitebuilder account. Choose a new password
        within the next hour:
      </P>
      <ActionButton brand={brand} href={resetUrl}>
        Choose a new password
      </ActionButton>
      <P brand={brand} muted>
        Or open this link:{' '}
        <MailLink brand={brand} href={resetUrl}>
          {resetUrl}
        </MailLink>
      </P>
      <P brand={brand} muted>
        The link works once. Setting a new password signs you out everywhere. If you did not ask for this,
        ignore this e-mail: your password stays as it is.
      </P>
    </MailLayout>
  );
}
