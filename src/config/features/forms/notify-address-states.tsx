import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  NotifyAddressesAnswer,
  NotifyAddressResendAnswer,
  NotifyAddressState,
} from '../../../shared/api/forms-answers';
import { api, apiGet } from '../../api/client';
import { queryKeys } from '../../app/queries';
import { messageOf } from '../../ui/status';
import { t } from '../../text';

const label = (status: NotifyAddressState['status']) => t(`owners.forms.notify.${status}`);

/**
 * Whether each notification address receives mail: the owner's own at once, any other only
 * after its owner confirmed the link mailed to it when the form was saved ("Send again" mails
 * it anew, at most every 10 minutes).
 */
export function NotifyAddressStates({ addresses }: { addresses: string[] }) {
  const client = useQueryClient();
  const states = useQuery({
    queryKey: queryKeys.notifyAddresses,
    queryFn: () => apiGet<NotifyAddressesAnswer>('/api/rest/forms/notify-addresses'),
  });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const resend = useMutation({
    mutationFn: (email: string) =>
      api<NotifyAddressResendAnswer>('POST', '/api/rest/forms/notify-addresses/resend', { email }),
    onSuccess: ({ sent }, email) => {
      setAnswers((current) => ({
        ...current,
        [email]: sent ? t('owners.forms.notify.sentAgain') : t('owners.forms.notify.tooSoon'),
      }));
      void client.invalidateQueries({ queryKey: queryKeys.notifyAddresses });
    },
    onError: (error, email) => setAnswers((current) => ({ ...current, [email]: messageOf(error) })),
  });
  if (addresses.length === 0 || !states.data) return null;
  const known = new Map(states.data.addresses.map((state) => [state.email, state.status]));
  return (
    <ul className="notify-addresses" aria-label={t('owners.forms.notify.label')}>
      {addresses.map((address) => {
        const email = address.toLowerCase();
        const status = known.get(email);
        return (
          <li key={email} className="notify-addresses__item">
            <span>{address}</span>{' '}
            <span className="badge">{status ? label(status) : t('owners.forms.notify.unknown')}</span>
            {status === 'pending' && (
              <>
                {' '}
                <button
                  type="button"
                  className="button button--small"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(email)}
                >
                  {t('owners.forms.notify.sendAgain')}
                </button>
              </>
            )}
            {answers[email] && (
              <span className="field__hint" role="status">
                {' '}
                {answers[email]}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
