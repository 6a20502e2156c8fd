import { SearchForm } from '../components/search-form';
import type { PageView } from '../view-model';
import { t } from '../text';

type SearchView = Extract<PageView, { kind: 'search' }>;

const KIND_LABELS = { page: 'Page', 'blog-post': 'Blog post' } as const;

export function SearchPage({ page }: { page: SearchView }) {
  const query = page.query.trim();
  return (
    <div className="container container--narrow">
      <header className="page-header">
        <h1 className="page-header__title">{t('site.search.title')}</h1>
      </header>
      <SearchForm id="search-page-query" query={page.query} />
      {query === '' ? (
        <p className="empty-state">{t('site.search.prompt')}</p>
      ) : page.results.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{t('site.search.noResults')}</p>
          <p>{t('site.search.noResultsHint', { query })}</p>
        </div>
      ) : (
        <>
          <p className="search-summary">
            {`${page.results.length === 1 ? '1 result' : `${page.results.length} results`} for “${query}”`}
          </p>
          <ol className="search-results">
            {page.results.map((result, index) => (
              <li className="search-result" key={`${result.href}-${index}`}>
                <p className="search-result__kind">{KIND_LABELS[result.kind]}</p>
                <h2 className="search-result__title">
                  <a href={result.href}>{result.title}</a>
                </h2>
                {result.excerpt !== '' && <p className="search-result__excerpt">{result.excerpt}</p>}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
