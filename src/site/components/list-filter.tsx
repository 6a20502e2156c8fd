import { t } from '../text';

/** A list page narrowed to one tag or category (`?tag=` / `?category=`), as its view states it. */
export interface ListFilterView {
  kind: 'tag' | 'category';
  name: string;
  /** The whole list, without the filter. */
  clearHref: string;
}

/** Says what the list is narrowed to, with a link back to everything. */
export function ListFilter({ filter }: { filter: ListFilterView | undefined }) {
  if (filter === undefined) return null;
  return (
    <p className="list-filter">
      <span className="list-filter__label">
        {t(filter.kind === 'tag' ? 'site.list.filteredByTag' : 'site.list.filteredByCategory', {
          name: filter.name,
        })}
      </span>
      <a className="list-filter__clear" href={filter.clearHref}>
        {t('site.list.showAll')}
      </a>
    </p>
  );
}
