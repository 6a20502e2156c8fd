import { useQuery } from '@tanstack/react-query';
import type { PagesAnswer } from '../../../shared/api/owners-answers';
import { SUMMARY_COLLECTION_TYPES } from '../../../shared/blocks/summary';
import { apiGet } from '../../api/client';
import { queryKeys } from '../../app/queries';
import type { PickerProps } from '../../layout-editor/pickers';
import { t } from '../../text';

const summarised: ReadonlySet<string> = new Set(SUMMARY_COLLECTION_TYPES);

/** Chooses the collection a summary block shows: one of the site's blogs or shop pages (events and galleries once they exist). */
export function SummaryCollectionPicker({ id, value, onChange, invalid, describedBy }: PickerProps) {
  const pages = useQuery({
    queryKey: queryKeys.pages,
    queryFn: () => apiGet<PagesAnswer>('/api/rest/pages').then((body) => body.pages),
  });
  const choices = (pages.data ?? []).filter((page) => summarised.has(page.type));
  const known = value === '' || choices.some((page) => page.id === value);
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
          {pages.isPending ? t('owners.taxonomy.picker.loading') : t('owners.taxonomy.picker.choose')}
        </option>
        {!known && !pages.isPending && <option value={value}>{t('owners.taxonomy.picker.gone')}</option>}
        {choices.map((page) => (
          <option key={page.id} value={page.id}>
            {t('owners.taxonomy.picker.type', { title: page.title, type: page.type })}
          </option>
        ))}
      </select>
      {pages.isError && <p className="field__error">{t('owners.taxonomy.picker.loadFailed')}</p>}
    </>
  );
}
