import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, MailLink, P } from './layout';
import { rich, t } from './text';

export interface PasswordResetProps {
  brand: MailBrand;
  displayName: string;
  resetUrl: string;
}

export const passwordResetSubject = () => t('mail.passwordReset.subject');

/** The platform's own mail to an owner who forgot their password. */
export function PasswordReset({ brand, displayName, resetUrl }: PasswordResetProps) {
  return (
    <MailLayout brand={brand} preview={t('mail.passwordReset.preview')}>
      <Heading brand={brand}>{t('mail.passwordReset.heading')}</Heading>
      <P brand={brand}>{t('mail.common.hello', { name: displayName })}</P>
      <P brand={brand}>{t('mail.passwordReset.body')}</P>
      <ActionButton brand={brand} href={resetUrl}>
        {t('mail.passwordReset.action')}
      </ActionButton>
      <P brand={brand} muted>
        {rich('mail.common.orOpenLink', {
          url: resetUrl,
          link: (chunks) => (
            <MailLink brand={brand} href={resetUrl}>
              {chunks}
            </MailLink>
          ),
        })}
      </P>
      <P brand={brand} muted>
        {t('mail.passwordReset.note')}
      </P>
    </MailLayout>
  );
}
