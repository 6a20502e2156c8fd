/** The search module's front door: what the rest of the server may use (eslint.config.js refuses other imports). */
import { defineModule } from '../../module-contract';
import { createSearchIndexer } from './indexer';
import { createSiteSearchService } from './service';

export { SEARCH_KINDS, type SearchKind, type SearchRow } from './queries';
export {
  MAX_SEARCH_PAGE,
  MAX_SEARCH_QUERY_LENGTH,
  SEARCH_PAGE_SIZE,
  type SiteSearchResults,
  type SiteSearchService,
} from './service';

/**
 * Site search: full-text search over what a site publishes (pages' blocks, posts, products),
 * ranked, with highlighted snippets. It reads the content and store tables (never their
 * services), so it is built after them and nobody calls it while writing.
 */
export const searchModule = defineModule({
  name: 'search',
  create({ db, clock }) {
    const indexer = createSearchIndexer({ db, clock });
    return { services: { siteSearch: createSiteSearchService({ db, indexer }) } };
  },
});
