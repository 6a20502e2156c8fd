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

const LABELS: Record<NotifyAddressState['status'], string> = {
  owner: 'Your address',
  verified: 'Confirmed',
  pending: 'Waiting for confirmation',
};

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
        [email]: sent
          ? 'Sent again.'
          : 'A confirmation was sent less than 10 minutes ago. Please check the inbox or try again later.',
      }));
      void client.invalidateQueries({ queryKey: queryKeys.notifyAddresses });
    },
    onError: (error, email) => setAnswers((current) => ({ ...current, [email]: messageOf(error) })),
  });
  if (addresses.length === 0 || !states.data) return null;
  const known = new Map(states.data.addresses.map((state) => [state.email, state.status]));
  return (
    <ul className="notify-addresses" aria-label="Notification addresses">
      {addresses.map((address) => {
        const email = address.toLowerCase();
        const status = known.get(email);
        return (
          <li key={email} className="notify-addresses__item">
            <span>{address}</span>{' '}
            <span className="badge">
              {status ? LABELS[status] : 'Gets a confirmation e-mail when you save'}
            </span>
            {status === 'pending' && (
              <>
                {' '}
                <button
                  type="button"
                  className="button button--small"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(email)}
                >
                  Send again
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
