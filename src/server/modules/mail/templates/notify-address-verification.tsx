import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, MailLink, P } from './layout';
import { rich, t } from './text';

export interface NotifyAddressVerificationProps {
  brand: MailBrand;
  /** The form that named this address first. */
  formName: string;
  confirmUrl: string;
}

export const notifyAddressVerificationSubject = ({ brand }: NotifyAddressVerificationProps) =>
  t('mail.notifyAddress.subject', { site: brand.siteTitle });

/** To an address an owner added to a form's notifications (not their own): nothing else is sent to it before this is confirmed. */
export function NotifyAddressVerification({ brand, formName, confirmUrl }: NotifyAddressVerificationProps) {
  return (
    <MailLayout brand={brand} preview={t('mail.notifyAddress.preview', { form: formName })}>
      <Heading brand={brand}>{t('mail.notifyAddress.heading')}</Heading>
      <P brand={brand}>{t('mail.notifyAddress.body', { site: brand.siteTitle, form: formName })}</P>
      <ActionButton brand={brand} href={confirmUrl}>
        {t('mail.notifyAddress.action')}
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
        {t('mail.notifyAddress.note')}
      </P>
    </MailLayout>
  );
}
