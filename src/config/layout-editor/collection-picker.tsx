import { useQuery } from '@tanstack/react-query';
import type { PagesAnswer } from '../../shared/api/owners-answers';
import { apiGet } from '../api/client';
import { queryKeys } from '../app/queries';
import type { PickerProps } from './pickers';

type PageEntry = PagesAnswer['pages'][number];

/** The words a collection picker shows; the optional ones turn their state's message on. */
export interface CollectionPickerText {
  loading: string;
  choose: string;
  /** Shown under the select when the site has no collection of the kind. */
  none?: string;
  /** The option standing for a chosen collection that no longer exists. */
  gone?: string;
  loadFailed?: string;
}

/** Chooses one of the site's pages of the kinds `accepts` takes (a block's collection field). */
export function CollectionPicker({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  accepts,
  labelOf,
  text,
}: PickerProps & {
  accepts: (page: PageEntry) => boolean;
  labelOf: (page: PageEntry) => string;
  text: CollectionPickerText;
}) {
  const pages = useQuery({
    queryKey: queryKeys.pages,
    queryFn: () => apiGet<PagesAnswer>('/api/rest/pages').then((body) => body.pages),
  });
  const choices = (pages.data ?? []).filter(accepts);
  const gone =
    text.gone !== undefined && !pages.isPending && value !== '' && !choices.some((page) => page.id === value);
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
        <option value="">{pages.isPending ? text.loading : text.choose}</option>
        {gone && <option value={value}>{text.gone}</option>}
        {choices.map((page) => (
          <option key={page.id} value={page.id}>
            {labelOf(page)}
          </option>
        ))}
      </select>
      {text.none !== undefined && !pages.isPending && choices.length === 0 && (
        <p className="field__hint">{text.none}</p>
      )}
      {text.loadFailed !== undefined && pages.isError && <p className="field__error">{text.loadFailed}</p>}
    </>
  );
}
