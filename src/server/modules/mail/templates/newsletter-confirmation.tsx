import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, MailLink, P } from './layout';
import { rich, t } from './text';

export interface NewsletterConfirmationProps {
  brand: MailBrand;
  confirmUrl: string;
  unsubscribeUrl: string;
}

export const newsletterConfirmationSubject = ({ brand }: NewsletterConfirmationProps) =>
  t('mail.newsletter.subject', { site: brand.siteTitle });

/** Double opt-in: nothing is sent to the address until its owner confirms. */
export function NewsletterConfirmation({ brand, confirmUrl, unsubscribeUrl }: NewsletterConfirmationProps) {
  return (
    <MailLayout
      brand={brand}
      preview={t('mail.newsletter.preview', { site: brand.siteTitle })}
      footer={
        <P brand={brand} muted>
          {rich('mail.newsletter.footer', {
            link: (chunks) => (
              <MailLink brand={brand} href={unsubscribeUrl}>
                {chunks}
              </MailLink>
            ),
          })}
        </P>
      }
    >
      <Heading brand={brand}>{t('mail.newsletter.heading')}</Heading>
      <P brand={brand}>{t('mail.newsletter.body', { site: brand.siteTitle })}</P>
      <ActionButton brand={brand} href={confirmUrl}>
        {t('mail.newsletter.action')}
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
        {t('mail.newsletter.note')}
      </P>
    </MailLayout>
  );
}
