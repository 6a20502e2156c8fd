import type { ListFilterView } from '../../site/components/list-filter';

/** Longest filter name read from an address: a nested category of a few levels; longer cannot match. */
const MAX_FILTER_LENGTH = 260;

/**
 * The tag or category a list page's address asks for (`?tag=Latte`, `?category=Coffee/Espresso`);
 * a tag wins when both are given. Empty when neither is.
 */
export function listFilterOf(
  query: Record<string, string | undefined>,
  listPath: string,
): {
  filter: { tag?: string; category?: string };
  /** The view's `filter` field, spread into the list's view (empty when unfiltered). */
  shown: { filter?: ListFilterView };
  param: string;
} {
  const tag = query.tag?.trim().slice(0, MAX_FILTER_LENGTH);
  if (tag)
    return {
      filter: { tag },
      shown: { filter: { kind: 'tag', name: tag, clearHref: listPath } },
      param: `tag=${encodeURIComponent(tag)}`,
    };
  const category = query.category?.trim().slice(0, MAX_FILTER_LENGTH);
  if (category)
    return {
      filter: { category },
      shown: { filter: { kind: 'category', name: category, clearHref: listPath } },
      param: `category=${encodeURIComponent(category)}`,
    };
  return { filter: {}, shown: {}, param: '' };
}

/** Page `n` of a list, keeping its filter parameter (`/journal?tag=Latte&page=2`). */
export function listPageHref(listPath: string, filterParam: string, n: number): string {
  const params = [filterParam, n === 1 ? '' : `page=${n}`].filter(Boolean).join('&');
  return params ? `${listPath}?${params}` : listPath;
}
