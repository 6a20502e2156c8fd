import { t } from '../../text';
/**
 * Date ranges of the analytics dashboard: whole days (YYYY-MM-DD) in the site's time zone.
 * Pure calendar arithmetic on UTC dates, so the owner's own computer's zone never shifts a day.
 */
export interface DateRange {
  from: string;
  to: string;
}

export const presets = [
  { id: '7d', label: 'owners.analytics.range.last7', days: 7 },
  { id: '30d', label: 'owners.analytics.range.last30', days: 30 },
  { id: '90d', label: 'owners.analytics.range.last90', days: 90 },
] as const;
export type PresetId = (typeof presets)[number]['id'];
export const DEFAULT_PRESET: PresetId = '30d';
/** The server's limit (analyticsQuerySchema). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  return new Date(timeOf(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The preset's range ending today (today included). */
export function presetRange(preset: PresetId, today: string): DateRange {
  const days = presets.find((entry) => entry.id === preset)?.days ?? 30;
  return { from: addDays(today, -(days - 1)), to: today };
}

/** Which preset a range is, if any (so the picker can show it as chosen). */
export function presetOf(range: DateRange, today: string): PresetId | null {
  return (
    presets.find((entry) => range.to === today && range.from === addDays(today, -(entry.days - 1)))?.id ??
    null
  );
}

/** The message for a custom range the server would refuse, or null when it is fine. */
export function rangeProblem(range: DateRange): string | null {
  if (!isoDay.test(range.from) || Number.isNaN(timeOf(range.from)))
    return t('owners.analytics.range.chooseStart');
  if (!isoDay.test(range.to) || Number.isNaN(timeOf(range.to))) return t('owners.analytics.range.chooseEnd');
  if (range.from > range.to) return t('owners.analytics.range.startAfterEnd');
  if ((timeOf(range.to) - timeOf(range.from)) / DAY_MS + 1 > MAX_RANGE_DAYS)
    return t('owners.analytics.range.tooLong', { max: MAX_RANGE_DAYS });
  return null;
}

/** The range in the address (?from=&to=), when it is a valid one; else the default preset. */
export function rangeFromSearch(search: URLSearchParams, today: string): DateRange {
  const range = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  return rangeProblem(range) === null ? range : presetRange(DEFAULT_PRESET, today);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayYearFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "22 Nov" (or "22 Nov 2026" with the year). */
export function formatDay(day: string, withYear = false): string {
  return (withYear ? dayYearFormat : dayFormat).format(new Date(timeOf(day)));
}

export function formatRange(range: DateRange): string {
  return range.from === range.to
    ? formatDay(range.from, true)
    : `${formatDay(range.from, range.from.slice(0, 4) !== range.to.slice(0, 4))} – ${formatDay(range.to, true)}`;
}
