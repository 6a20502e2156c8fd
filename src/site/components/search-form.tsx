import { SEARCH_TYPE_PARAMS, type SearchKind } from '../../shared/search/kinds';
import { t } from '../text';

/**
 * A plain GET form to /search: works without JavaScript, and the results page is linkable.
 * `compact` is the header's control (a small field and an icon button); a kind keeps the
 * results page's type filter across a new query.
 */
export function SearchForm({
  query = '',
  id,
  kind = null,
  compact = false,
  placeholder,
}: {
  query?: string;
  id: string;
  kind?: SearchKind | null;
  compact?: boolean;
  placeholder?: string;
}) {
  return (
    <form
      className={compact ? 'search-form search-form--compact' : 'search-form'}
      method="get"
      action="/search"
      role="search"
    >
      <label className="sr-only" htmlFor={id}>
        {t('site.search.label')}
      </label>
      <input
        className="search-form__input"
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={placeholder || t('site.search.label')}
        maxLength={200}
      />
      {kind && <input type="hidden" name="type" value={SEARCH_TYPE_PARAMS[kind]} />}
      {compact ? (
        <button className="search-form__icon-button" type="submit">
          <span className="search-form__icon" aria-hidden="true" />
          <span className="sr-only">{t('site.search.submit')}</span>
        </button>
      ) : (
        <button className="sqs-button sqs-button--primary sqs-button--medium" type="submit">
          {t('site.search.submit')}
        </button>
      )}
    </form>
  );
}
