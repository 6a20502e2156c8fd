import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MailDeliveryState } from '../../shared/api/mail';
import { apiGet } from '../api/client';
import { queryKeys } from './queries';
import { rich, strong, t } from '../text';

/**
 * Above every screen when the site's e-mail is not leaving: no mail server set up while mail
 * waits, or mail delayed or failing. Shoppers and form senders are told "we'll e-mail you", so the
 * owner must hear it first. Nothing is shown when all is well (or to roles that cannot read mail).
 */
export function MailDeliveryNotice() {
  const state = useQuery({
    queryKey: queryKeys.mailDelivery,
    queryFn: () => apiGet<MailDeliveryState>('/api/rest/mail/delivery'),
    refetchInterval: 60_000,
    retry: false,
  });
  const problem = state.data?.problem;
  if (!problem || !state.data) return null;
  const { waiting, failedRecently } = state.data;
  return (
    // A landmark, not a live region: it is there on arrival, and screens keep their own alerts.
    <aside className="notice notice--error app__notice" aria-label={t('owners.app.mail.label')}>
      {problem === 'not-delivering' ? (
        rich('owners.app.mail.notDelivering', { waiting, strong })
      ) : (
        <>
          {rich('owners.app.mail.delayed', { strong })}{' '}
          {waiting > 0 && `${t('owners.app.mail.stillWaiting', { waiting })} `}
          {failedRecently > 0 && `${t('owners.app.mail.failedRecently', { failed: failedRecently })} `}
          {t('owners.app.mail.notAccepting')}
        </>
      )}{' '}
      <Link to="/forms/outbox">{t('owners.app.mail.seeOutbox')}</Link>
    </aside>
  );
}
