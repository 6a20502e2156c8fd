import { useQuery } from '@tanstack/react-query';
import type { DailyCapState } from '../../../shared/api/mail';
import { apiGet } from '../../api/client';
import { queryKeys } from '../../app/queries';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Says so when the site reached today's limit of form and newsletter e-mails
 * (MAIL_DAILY_CAP_PER_SITE): which mail was kept unsent, and when sending starts again.
 * Order mails to shoppers are not counted and always go out. Nothing is shown on a normal day.
 */
export function DailyLimitNotice() {
  const state = useQuery({
    queryKey: queryKeys.mailDailyLimit,
    queryFn: () => apiGet<DailyCapState>('/api/rest/mail/daily-limit'),
  });
  if (!state.data || (!state.data.reached && state.data.held === 0)) return null;
  const { limit, held, resetsAt } = state.data;
  return (
    <p className="notice notice--error" role="alert">
      Today’s e-mail limit is reached: your site sent {limit} form and newsletter e-mails today.{' '}
      {held === 0
        ? 'Further ones are kept in Sent e-mail and not sent.'
        : `${held === 1 ? '1 e-mail was' : `${held} e-mails were`} kept in Sent e-mail and not sent.`}{' '}
      The limit resets at {timeFormat.format(new Date(resetsAt))}. Order e-mails to shoppers are not limited.
    </p>
  );
}
