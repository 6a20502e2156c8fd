/** What the search page shows: its query (from the address), type filter and result count (from the page). */
export function siteSearchOnPage(): { query: string; type: string; results: number } | null {
  const params = new URLSearchParams(location.search);
  const query = (params.get('q') ?? '').trim().slice(0, 200);
  if (query === '') return null;
  const total = Number(document.querySelector('[data-search-total]')?.getAttribute('data-search-total') ?? 0);
  return {
    query,
    type: (params.get('type') ?? 'all').slice(0, 20),
    results: Number.isFinite(total) ? total : 0,
  };
}
