/** What /search finds, and the names its `type` filter uses in the address (`/search?q=…&type=posts`). */
export const SEARCH_KINDS = ['page', 'blog-post', 'product', 'event'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_TYPE_PARAMS: Readonly<Record<SearchKind, string>> = {
  page: 'pages',
  'blog-post': 'posts',
  product: 'products',
  event: 'events',
};

/** Zero matches of every kind. */
export const emptySearchCounts = (): Record<SearchKind, number> =>
  Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SearchKind, number>;

/** Matches of every kind together. */
export const totalOfCounts = (counts: Record<SearchKind, number>): number =>
  SEARCH_KINDS.reduce((sum, kind) => sum + counts[kind], 0);

/** `posts` → `blog-post`; anything else (absent, unknown) → null: every kind. */
export function searchKindOfParam(param: string | undefined): SearchKind | null {
  const found = SEARCH_KINDS.find((kind) => SEARCH_TYPE_PARAMS[kind] === param);
  return found ?? null;
}

/** Results per page of /search. */
export const SEARCH_PAGE_SIZE = 10;
