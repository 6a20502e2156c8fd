import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '../../api/client';
import { messageOf } from '../../ui/status';
import { storeKeys } from './store-api';

/** The store settings as the API answers them; only `combineCoupons` is changed here, the rest goes back as it came. */
type SettingsJson = Record<string, unknown> & { combineCoupons?: boolean };

/**
 * The owner's choice whether shoppers may use several codes on one order. By default one code
 * per order: a second code is refused while another applies.
 */
export function CombineCodesSetting() {
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: storeKeys.settings,
    queryFn: () => apiGet<{ settings: SettingsJson }>('/api/commerce/settings'),
  });
  const save = useMutation({
    mutationFn: (combineCoupons: boolean) =>
      api<{ settings: SettingsJson }>('PUT', '/api/commerce/settings', {
        ...settings.data?.settings,
        combineCoupons,
      }),
    onSuccess: (answer) => client.setQueryData(storeKeys.settings, answer),
  });
  if (!settings.data) return null;
  return (
    <div className="field">
      <label>
        <input
          type="checkbox"
          checked={settings.data.settings.combineCoupons === true}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
          aria-describedby="combine-codes-hint"
        />{' '}
        Codes can be combined
      </label>
      <p className="field__hint" id="combine-codes-hint">
        Off: one code per order. On: shoppers may use several codes together, and their discounts add up.
      </p>
      {save.isError && <p role="alert">{messageOf(save.error)}</p>}
    </div>
  );
}
