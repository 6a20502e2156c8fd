/**
 * Relative time (media-and-platform §9: "Relative time refreshes every 5000 ms: just now, then
 * seconds up to 59, then a date"). No zod here: the visitor runtime imports this file.
 */

/** How often a shown relative time is brought up to date. */
export const RELATIVE_TIME_REFRESH_MS = 5000;
/** The last number of seconds shown as seconds; from 60 on the date is shown. */
export const RELATIVE_TIME_MAX_SECONDS = 59;

export type RelativeTime =
  | { kind: 'just-now' }
  | { kind: 'seconds'; seconds: number }
  /** A minute or more ago, or in the future: the date itself. */
  | { kind: 'date' };

/**
 * What a moment reads as, `now` later: under a second (or a second or two ahead, a visitor's
 * clock being a little behind the server's) is "just now"; then whole seconds up to 59; then
 * the date. A moment clearly in the future is shown as its date, never as "ago".
 */
export function relativeTimeOf(moment: number, now: number): RelativeTime {
  const seconds = Math.floor((now - moment) / 1000);
  if (seconds < -2 || seconds > RELATIVE_TIME_MAX_SECONDS) return { kind: 'date' };
  if (seconds < 1) return { kind: 'just-now' };
  return { kind: 'seconds', seconds };
}

/** The instant of an ISO 8601 date-time with an offset (`2026-11-24T09:30:00Z`), or undefined. */
export function parseInstant(value: string | null | undefined): number | undefined {
  if (typeof value !== 'string') return undefined;
  // Only full date-times with an offset: a bare date or local time would read differently per visitor.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value))
    return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}
