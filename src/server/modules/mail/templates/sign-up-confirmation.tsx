import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, MailLink, P } from './layout';
import { rich, t } from './text';

export interface SignUpConfirmationProps {
  brand: MailBrand;
  displayName: string;
  confirmUrl: string;
}

export const signUpConfirmationSubject = () => t('mail.signUp.subject');

/** The platform's mail to someone who just signed up: the account works once the address is confirmed. */
export function SignUpConfirmation({ brand, displayName, confirmUrl }: SignUpConfirmationProps) {
  return (
    <MailLayout brand={brand} preview={t('mail.signUp.preview')}>
      <Heading brand={brand}>{t('mail.signUp.heading')}</Heading>
      <P brand={brand}>{t('mail.common.hello', { name: displayName })}</P>
      <P brand={brand}>{t('mail.signUp.body')}</P>
      <ActionButton brand={brand} href={confirmUrl}>
        {t('mail.signUp.action')}
      </ActionButton>
      <P brand={brand} muted>
        {rich('mail.common.orOpenLink', {
          url: confirmUrl,
          link: (chunks) => (
            <MailLink brand={brand} href={confirmUrl}>
              {chunks}
            </MailLink>
          ),
        })}
      </P>
      <P brand={brand} muted>
        {t('mail.signUp.note')}
      </P>
    </MailLayout>
  );
}
