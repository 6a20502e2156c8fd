import { useQuery } from '@tanstack/react-query';
import type { PagesAnswer } from '../../../shared/api/owners-answers';
import { apiGet } from '../../api/client';
import { queryKeys } from '../../app/queries';
import type { PickerProps } from '../../layout-editor/pickers';
import { t } from '../../text';

/** Chooses one of the site's events pages for a calendar block (`z.meta({ picker: 'events-collection' })`). */
export function EventsCollectionPicker({ id, value, onChange, invalid, describedBy }: PickerProps) {
  const pages = useQuery({
    queryKey: queryKeys.pages,
    queryFn: () => apiGet<PagesAnswer>('/api/rest/pages').then((body) => body.pages),
  });
  const choices = (pages.data ?? []).filter((page) => page.type === 'events');
  return (
    <>
      <select
        id={id}
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        aria-busy={pages.isPending}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          {pages.isPending ? t('owners.events.picker.loading') : t('owners.events.picker.choose')}
        </option>
        {choices.map((page) => (
          <option key={page.id} value={page.id}>
            {page.title}
          </option>
        ))}
      </select>
      {!pages.isPending && choices.length === 0 && (
        <p className="field__hint">{t('owners.events.picker.none')}</p>
      )}
    </>
  );
}
