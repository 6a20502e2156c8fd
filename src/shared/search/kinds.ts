/** What /search finds, and the names its `type` filter uses in the address (`/search?q=…&type=posts`). */
export const SEARCH_KINDS = ['page', 'blog-post', 'product'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_TYPE_PARAMS: Readonly<Record<SearchKind, string>> = {
  page: 'pages',
  'blog-post': 'posts',
  product: 'products',
};

/** `posts` → `blog-post`; anything else (absent, unknown) → null: every kind. */
export function searchKindOfParam(param: string | undefined): SearchKind | null {
  const found = SEARCH_KINDS.find((kind) => SEARCH_TYPE_PARAMS[kind] === param);
  return found ?? null;
}

/** Results per page of /search. */
export const SEARCH_PAGE_SIZE = 10;
