import type { MailBrand } from './brand';
import { ActionButton, Heading, MailLayout, MailLink, P } from './layout';
import { rich, t } from './text';

/** Which mail: the sign-up link, "you already have an account" (with a reset link), or the reset link. */
export type MemberMailKind = 'verify' | 'already' | 'reset';

export interface MemberAccountProps {
  brand: MailBrand;
  kind: MemberMailKind;
  displayName: string;
  url: string;
}

export const memberAccountSubject = ({ brand, kind }: MemberAccountProps) =>
  t(`mail.member.${kind}.subject`, { site: brand.siteTitle });

/** A site's mail to one of its members (or someone signing up): one link to follow. */
export function MemberAccount({ brand, kind, displayName, url }: MemberAccountProps) {
  return (
    <MailLayout brand={brand} preview={t(`mail.member.${kind}.preview`)}>
      <Heading brand={brand}>{t(`mail.member.${kind}.heading`)}</Heading>
      {displayName !== '' && <P brand={brand}>{t('mail.common.hello', { name: displayName })}</P>}
      <P brand={brand}>{t(`mail.member.${kind}.body`, { site: brand.siteTitle })}</P>
      <ActionButton brand={brand} href={url}>
        {t(`mail.member.${kind}.action`)}
      </ActionButton>
      <P brand={brand} muted>
        {rich('mail.common.orOpenLink', {
          url,
          link: (chunks) => (
            <MailLink brand={brand} href={url}>
              {chunks}
            </MailLink>
          ),
        })}
      </P>
      <P brand={brand} muted>
        {t(`mail.member.${kind}.note`)}
      </P>
    </MailLayout>
  );
}
