import { useQuery } from '@tanstack/react-query';
import type { DailyCapState } from '../../../shared/api/mail';
import { apiGet } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { t } from '../../text';

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
      {t('owners.forms.dailyLimit.reached', { limit: String(limit) })}{' '}
      {held === 0 ? t('owners.forms.dailyLimit.further') : t('owners.forms.dailyLimit.held', { held })}{' '}
      {t('owners.forms.dailyLimit.resets', { time: timeFormat.format(new Date(resetsAt)) })}
    </p>
  );
}
