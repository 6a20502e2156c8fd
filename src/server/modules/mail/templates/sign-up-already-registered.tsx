import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, MailLink, P } from './layout';

export interface SignUpAlreadyRegisteredProps {
  brand: MailBrand;
  displayName: string;
  signInUrl: string;
  resetUrl: string;
}

export const signUpAlreadyRegisteredSubject = () => 'You already have a Sitebuilder account';

/** Sent instead of a confirmation when someone signs up with a registered address: the sign-up page says the same either way. */
export function SignUpAlreadyRegistered({
  brand,
  displayName,
  signInUrl,
  resetUrl,
}: SignUpAlreadyRegisteredProps) {
  return (
    <MailLayout brand={brand} preview="Someone tried to sign up with this address. Nothing has changed.">
      <Heading brand={brand}>You already have an account</Heading>
      <P brand={brand}>Hello {displayName},</P>
      <P brand={brand}>
        Someone (hopefully you) tried to sign up for Sitebuilder with this e-mail address, which already has
        an account. Nothing has changed.
      </P>
      <ActionButton brand={brand} href={signInUrl}>
        Sign in
      </ActionButton>
      <P brand={brand} muted>
        Forgot your password?{' '}
        <MailLink brand={brand} href={resetUrl}>
          Choose a new one
        </MailLink>
      </P>
      <P brand={brand} muted>
        If it was not you, ignore this e-mail: your account and password stay as they are.
      </P>
    </MailLayout>
  );
}
