import { t } from '../text';

export type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The whole list counted ("1 order", "3 orders", an ICU plural); without it the count is not shown. */
  count?: (total: number) => string;
  /** The navigation's accessible name. */
  label?: string;
  previous?: string;
  next?: string;
  /** Nothing to show when everything fits on one page. */
  hideWhenOnePage?: boolean;
};

/** Previous and next buttons around "Page 2 of 5 · 112 submissions" (announced when it changes). */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  count,
  label = t('owners.ui.pager.label'),
  previous = t('owners.ui.pager.previous'),
  next = t('owners.ui.pager.next'),
  hideWhenOnePage = false,
}: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (hideWhenOnePage && pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {previous}
      </button>
      <span role="status">
        {count
          ? t('owners.ui.pager.statusCounted', { page: Math.min(page, pages), pages, count: count(total) })
          : t('owners.ui.pager.status', { page: Math.min(page, pages), pages })}
      </span>
      <button
        type="button"
        className="button button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {next}
      </button>
    </nav>
  );
}
