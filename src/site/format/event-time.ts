/**
 * Event dates and times for visitors, in the site's locale and time zone (events are stored as
 * UTC instants; a concert at 8 PM in Lisbon reads 8 PM whoever looks).
 */

function formatterOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, options);
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
}

/** "Tuesday, December 1, 2026, 7:00 PM – 9:00 PM" (the range collapses what both ends share). */
export function formatEventRange(startIso: string, endIso: string, locale: string, timeZone: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const format = formatterOf(locale, { dateStyle: 'full', timeStyle: 'short', timeZone });
  return end.getTime() > start.getTime() ? format.formatRange(start, end) : format.format(start);
}

/** "Dec 1, 7:00 PM": a short start for lists and calendar cells. */
export function formatEventStart(iso: string, locale: string, timeZone: string): string {
  return formatterOf(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** "7:00 PM" */
export function formatEventTime(iso: string, locale: string, timeZone: string): string {
  return formatterOf(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** "December 2026" of a `YYYY-MM` month (a calendar month has no zone: read at noon UTC). */
export function formatMonth(month: string, locale: string): string {
  return formatterOf(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

/** Weekday names from Sunday, short and long. */
export function weekdayNames(locale: string): Array<{ short: string; long: string }> {
  const short = formatterOf(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = formatterOf(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => {
    const date = new Date(Date.UTC(2023, 0, 1 + day, 12));
    return { short: short.format(date), long: long.format(date) };
  });
}

/** "December 1, 2026" of a `YYYY-MM-DD` local date. */
export function formatDay(date: string, locale: string): string {
  return formatterOf(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
