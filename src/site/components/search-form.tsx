import { t } from '../text';
/** A plain GET form to /search: works without JavaScript, and the results page is linkable. */
export function SearchForm({ query = '', id }: { query?: string; id: string }) {
  return (
    <form className="search-form" method="get" action="/search" role="search">
      <label className="sr-only" htmlFor={id}>
        {t('site.search.label')}
      </label>
      <input
        className="search-form__input"
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={t('site.search.label')}
        maxLength={200}
      />
      <button className="sqs-button sqs-button--primary sqs-button--medium" type="submit">
        {t('site.search.submit')}
      </button>
    </form>
  );
}
