import {
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  SEARCH_TYPE_PARAMS,
  totalOfCounts,
  type SearchKind,
} from '../../shared/search/kinds';
import type { SnippetPart } from '../../shared/search/snippet';
import { SearchForm } from '../components/search-form';
import type { SearchView } from '../view-model';
import { t } from '../text';

/** `/search?q=…&type=…&page=…`: every control is a link or a GET form, so it all works without JavaScript. */
function searchHref(query: string, kind: SearchKind | null, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (kind) params.set('type', SEARCH_TYPE_PARAMS[kind]);
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}

export function SearchPage({ page }: { page: SearchView }) {
  const query = page.query.trim();
  return (
    <div className="container container--narrow" data-search-total={query === '' ? undefined : page.total}>
      <header className="page-header">
        <h1 className="page-header__title">{t('site.search.title')}</h1>
      </header>
      <SearchForm id="search-page-query" query={page.query} kind={page.filter} />
      {query === '' ? (
        <p className="empty-state">{t('site.search.prompt')}</p>
      ) : (
        <>
          <Filters page={page} query={query} />
          {page.results.length === 0 ? (
            <div className="empty-state">
              <p className="empty-state__title">{t('site.search.noResults')}</p>
              <p>{t('site.search.noResultsHint', { query })}</p>
            </div>
          ) : (
            <>
              <p className="search-summary" role="status">
                {t('site.search.summary', { count: page.total, query })}
              </p>
              <ol className="search-results" start={(page.page - 1) * SEARCH_PAGE_SIZE + 1}>
                {page.results.map((result, index) => (
                  <li className="search-result" key={`${result.href}-${index}`} data-kind={result.kind}>
                    <p className="search-result__kind">{t(`site.search.kind.${result.kind}`)}</p>
                    <h2 className="search-result__title">
                      <a href={result.href}>{result.title}</a>
                    </h2>
                    {result.snippet.length > 0 && (
                      <p className="search-result__excerpt">
                        <Snippet parts={result.snippet} />
                      </p>
                    )}
                  </li>
                ))}
              </ol>
              <Pagination page={page} query={query} />
            </>
          )}
        </>
      )}
    </div>
  );
}

/** Text nodes and <mark>: React escapes every character of the page's text. */
function Snippet({ parts }: { parts: SnippetPart[] }) {
  return parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text));
}

function Filters({ page, query }: { page: SearchView; query: string }) {
  const all = totalOfCounts(page.counts);
  const links: Array<{ kind: SearchKind | null; label: string }> = [
    { kind: null, label: t('site.search.filter.all', { count: all }) },
    ...SEARCH_KINDS.map((kind) => ({
      kind,
      label: t(`site.search.filter.${kind}`, { count: page.counts[kind] }),
    })),
  ];
  return (
    <nav className="search-filters" aria-label={t('site.search.filters')}>
      <ul className="search-filters__list">
        {links.map((link) => (
          <li key={link.kind ?? 'all'}>
            <a
              className={link.kind === page.filter ? 'search-filter search-filter--active' : 'search-filter'}
              href={searchHref(query, link.kind)}
              aria-current={link.kind === page.filter ? 'page' : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pagination({ page, query }: { page: SearchView; query: string }) {
  if (page.pageCount <= 1) return null;
  return (
    <nav className="search-pagination" aria-label={t('site.search.pagination')}>
      {page.page > 1 && (
        <a
          className="search-pagination__link"
          rel="prev"
          href={searchHref(query, page.filter, page.page - 1)}
        >
          {t('site.search.previous')}
        </a>
      )}
      <span className="search-pagination__status">
        {t('site.search.pageOf', { page: page.page, pageCount: page.pageCount })}
      </span>
      {page.page < page.pageCount && (
        <a
          className="search-pagination__link"
          rel="next"
          href={searchHref(query, page.filter, page.page + 1)}
        >
          {t('site.search.next')}
        </a>
      )}
    </nav>
  );
}
