import type { StoreSettingsAnswer } from '../../../shared/api/store-answers';
import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '../../api/client';
import { messageOf } from '../../ui/status';
import { storeKeys } from './store-queries';

/**
 * One on/off store setting saved on its own (the coupons screen's "Codes can be combined", the
 * orders screen's "Notify me of new orders"). `defaultOn` says what a stored value of absent means.
 */
export function StoreToggleSetting({
  setting,
  label,
  hint,
  defaultOn,
}: {
  setting: 'combineCoupons' | 'notifyNewOrders';
  label: string;
  hint: string;
  defaultOn: boolean;
}) {
  const hintId = useId();
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: storeKeys.settings,
    queryFn: () => apiGet<StoreSettingsAnswer>('/api/commerce/settings'),
  });
  const save = useMutation({
    mutationFn: (on: boolean) =>
      api<StoreSettingsAnswer>('PUT', '/api/commerce/settings', {
        ...settings.data?.settings,
        [setting]: on,
      }),
    onSuccess: (answer) => client.setQueryData(storeKeys.settings, answer),
  });
  if (!settings.data) return null;
  const stored = settings.data.settings[setting];
  return (
    <div className="field">
      <label>
        <input
          type="checkbox"
          checked={defaultOn ? stored !== false : stored === true}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
          aria-describedby={hintId}
        />{' '}
        {label}
      </label>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
      {save.isError && <p role="alert">{messageOf(save.error)}</p>}
    </div>
  );
}
