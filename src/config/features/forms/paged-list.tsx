import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { Page } from '../../../shared/api/forms';
import { apiGet } from '../../api/client';
import { t } from '../../text';

export const PAGE_SIZE = 25;

/**
 * A searchable, paged list read from an owners' list endpoint (`?query&page&pageSize`). The
 * search and page live in the address, so reloading or sharing the view keeps them.
 */
export function usePagedList<Answer extends Page<unknown>>(key: readonly unknown[], path: string) {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const result = useQuery({
    queryKey: [...key, { query, page }],
    queryFn: () =>
      apiGet<Answer>(
        `${path}?${new URLSearchParams({ query, page: String(page), pageSize: String(PAGE_SIZE) })}`,
      ),
    placeholderData: keepPreviousData,
  });
  const go = (next: { query?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextQuery = next.query ?? query;
    if (nextQuery) search.set('query', nextQuery);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  return { result, query, page, go };
}

export function SearchBar({
  label,
  query,
  onSearch,
}: {
  label: string;
  query: string;
  onSearch: (query: string) => void;
}) {
  const [text, setText] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="inline-form search-bar" role="search" onSubmit={submit}>
      <div className="field">
        <label htmlFor="list-search">{label}</label>
        <input
          id="list-search"
          type="search"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="button">
        {t('owners.forms.search.button')}
      </button>
      {query && (
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          {t('owners.forms.search.clear')}
        </button>
      )}
    </form>
  );
}

/** Dates as the owner reads them, in their own time zone. */
export const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
