import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsView } from '../../../shared/api/census';
import type { AnalyticsTable } from '../../../shared/api/census-answers';
import { apiGet } from '../../api/client';
import { queryKeys } from '../../app/queries';
import type { DateRange } from './date-range';

const query = (range: DateRange) => `from=${range.from}&to=${range.to}`;

/** Where a view's CSV downloads from (the consent records have their own export). */
export const csvUrl = (view: AnalyticsView, range: DateRange) =>
  view === 'consent'
    ? `/api/consent/records?${query(range)}&format=csv`
    : `/api/census/analytics/${view}?${query(range)}&format=csv`;

/** One analytics view of the range; the previous range's figures stay up while the next loads. */
export function useView(view: AnalyticsView, range: DateRange) {
  return useQuery({
    queryKey: queryKeys.analytics(view, range.from, range.to),
    queryFn: () => apiGet<AnalyticsTable>(`/api/census/analytics/${view}?${query(range)}`),
    placeholderData: keepPreviousData,
  });
}

/** Rows as objects keyed by column name. */
export function rowsOf(table: AnalyticsTable): Array<Record<string, string | number | null>> {
  return table.rows.map((row) =>
    Object.fromEntries(table.columns.map((column, index) => [column, row[index] ?? null])),
  );
}

export const num = (value: string | number | null | undefined) =>
  typeof value === 'number' ? value : Number(value ?? 0) || 0;
