import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MailDeliveryState } from '../../shared/api/mail';
import { apiGet } from '../api/client';
import { queryKeys } from './queries';

const plural = (count: number, one: string, many: string) =>
  count === 1 ? one : many.replace('#', String(count));

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
    <aside className="notice notice--error app__notice" aria-label="E-mail delivery">
      {problem === 'not-delivering' ? (
        <>
          <strong>E-mail is not being delivered.</strong> {plural(waiting, '1 message is', '# messages are')}{' '}
          waiting: this server has no mail server set up (SMTP_URL), so shoppers and people who use your forms
          get no e-mail from your site. Ask whoever runs the server to set it up.
        </>
      ) : (
        <>
          <strong>E-mail is delayed.</strong>{' '}
          {waiting > 0 && `${plural(waiting, '1 message is', '# messages are')} still waiting. `}
          {failedRecently > 0 &&
            `${plural(failedRecently, '1 message', '# messages')} could not be delivered this week. `}
          The mail server is not accepting everything it is given.
        </>
      )}{' '}
      <Link to="/forms/outbox">See Sent e-mail</Link>
    </aside>
  );
}
