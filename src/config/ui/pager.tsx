export type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The listed thing, singular and plural ("1 order", "3 orders"); without it the count is not shown. */
  noun?: [string, string];
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
  noun,
  label = 'Pages',
  previous = '← Previous',
  next = 'Next →',
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
        Page {Math.min(page, pages)} of {pages}
        {noun && ` · ${total} ${total === 1 ? noun[0] : noun[1]}`}
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
