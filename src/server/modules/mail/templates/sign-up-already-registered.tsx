import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, MailLink, P } from './layout';
import { rich, t } from './text';

export interface SignUpAlreadyRegisteredProps {
  brand: MailBrand;
  displayName: string;
  signInUrl: string;
  resetUrl: string;
}

export const signUpAlreadyRegisteredSubject = () => t('mail.signUpRegistered.subject');

/** Sent instead of a confirmation when someone signs up with a registered address: the sign-up page says the same either way. */
export function SignUpAlreadyRegistered({
  brand,
  displayName,
  signInUrl,
  resetUrl,
}: SignUpAlreadyRegisteredProps) {
  return (
    <MailLayout brand={brand} preview={t('mail.signUpRegistered.preview')}>
      <Heading brand={brand}>{t('mail.signUpRegistered.heading')}</Heading>
      <P brand={brand}>{t('mail.common.hello', { name: displayName })}</P>
      <P brand={brand}>{t('mail.signUpRegistered.body')}</P>
      <ActionButton brand={brand} href={signInUrl}>
        {t('mail.signUpRegistered.action')}
      </ActionButton>
      <P brand={brand} muted>
        {rich('mail.signUpRegistered.forgot', {
          link: (chunks) => (
            <MailLink brand={brand} href={resetUrl}>
              {chunks}
            </MailLink>
          ),
        })}
      </P>
      <P brand={brand} muted>
        {t('mail.signUpRegistered.note')}
      </P>
    </MailLayout>
  );
}
