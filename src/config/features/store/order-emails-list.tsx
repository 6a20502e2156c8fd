import { Link } from 'react-router';
import type { OrderDetail } from '../../../shared/api/store-answers';
import { dateText } from './store-format';
import { t } from '../../text';

/** The order's mails by kind, as the order screen names them. */
const MAIL_KINDS = ['confirmation', 'fulfilled', 'refunded', 'cancelled'] as const;
const mailLabel = (kind: string) =>
  (MAIL_KINDS as readonly string[]).includes(kind)
    ? t(`owners.store.emails.${kind as (typeof MAIL_KINDS)[number]}`)
    : t('owners.store.emails.other');

/** The mails the shopper was sent about this order, and whether each went out. */
export function OrderEmailsList({ emails }: { emails: OrderDetail['emails'] }) {
  return (
    <>
      <ul>
        {emails.map((email, index) => (
          <li key={`${email.kind}-${index}`}>
            {t('owners.store.emails.line', {
              kind: mailLabel(email.kind),
              to: email.to,
              state:
                email.status === 'sent' && email.sentAt
                  ? t('owners.store.emails.sent', { date: dateText(email.sentAt) })
                  : email.status === 'failed'
                    ? t('owners.store.emails.failed')
                    : t('owners.store.emails.waiting'),
            })}
          </li>
        ))}
        {emails.length === 0 && <li>{t('owners.store.emails.none')}</li>}
      </ul>
      <p>
        <Link to="/settings/emails">{t('owners.store.emails.preview')}</Link>
      </p>
    </>
  );
}
