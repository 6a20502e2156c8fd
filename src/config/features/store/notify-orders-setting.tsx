import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '../../api/client';
import { messageOf } from '../../ui/status';
import { storeKeys } from './store-api';

/** The store settings as the API answers them; only `notifyNewOrders` is changed here, the rest goes back as it came. */
type SettingsJson = Record<string, unknown> & { notifyNewOrders?: boolean };

/** "Notify me of new orders": a mail to the owner for every paid order, on unless turned off. */
export function NotifyNewOrdersSetting() {
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: storeKeys.settings,
    queryFn: () => apiGet<{ settings: SettingsJson }>('/api/commerce/settings'),
  });
  const save = useMutation({
    mutationFn: (notifyNewOrders: boolean) =>
      api<{ settings: SettingsJson }>('PUT', '/api/commerce/settings', {
        ...settings.data?.settings,
        notifyNewOrders,
      }),
    onSuccess: (answer) => client.setQueryData(storeKeys.settings, answer),
  });
  if (!settings.data) return null;
  return (
    <div className="field">
      <label>
        <input
          type="checkbox"
          checked={settings.data.settings.notifyNewOrders !== false}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
          aria-describedby="notify-orders-hint"
        />{' '}
        Notify me of new orders
      </label>
      <p className="field__hint" id="notify-orders-hint">
        An e-mail to you for every paid order, with what was bought and where it goes.
      </p>
      {save.isError && <p role="alert">{messageOf(save.error)}</p>}
    </div>
  );
}
