import { emptySearchCounts, SEARCH_PAGE_SIZE, totalOfCounts } from '../../../shared/search/kinds';
import type { Db } from '../../db/client';
import type { SearchIndexer } from './indexer';
import { searchDocumentsOf, type SearchKind, type SearchRow } from './queries';

export { SEARCH_PAGE_SIZE };
/** Longest query read; the rest is ignored (the search field also stops there). */
export const MAX_SEARCH_QUERY_LENGTH = 200;
/** Past this page nothing is searched: nobody reads page 500, and offsets cost. */
export const MAX_SEARCH_PAGE = 100;

export interface SiteSearchRequest {
  websiteId: string;
  query: string;
  kind: SearchKind | null;
  /** 1-based. */
  page: number;
  now: Date;
}

export interface SiteSearchResults {
  query: string;
  kind: SearchKind | null;
  page: number;
  pageCount: number;
  total: number;
  counts: Record<SearchKind, number>;
  results: SearchRow[];
}

export type SiteSearchService = ReturnType<typeof createSiteSearchService>;

export function createSiteSearchService(deps: { db: Db; indexer: SearchIndexer }) {
  return {
    async search(request: SiteSearchRequest): Promise<SiteSearchResults> {
      const query = request.query.trim().slice(0, MAX_SEARCH_QUERY_LENGTH);
      const page = Math.min(Math.max(1, Math.floor(request.page) || 1), MAX_SEARCH_PAGE);
      const empty = emptySearchCounts();
      if (query === '')
        return { query, kind: request.kind, page: 1, pageCount: 0, total: 0, counts: empty, results: [] };
      const textConfig = await deps.indexer.ensureFresh(request.websiteId);
      const answer = await searchDocumentsOf(deps.db, {
        websiteId: request.websiteId,
        textConfig,
        terms: query,
        kind: request.kind,
        limit: SEARCH_PAGE_SIZE,
        offset: (page - 1) * SEARCH_PAGE_SIZE,
        now: request.now,
      });
      const total = request.kind ? answer.counts[request.kind] : totalOfCounts(answer.counts);
      return {
        query,
        kind: request.kind,
        page,
        pageCount: Math.ceil(total / SEARCH_PAGE_SIZE),
        total,
        counts: answer.counts,
        results: answer.rows,
      };
    },
  };
}
