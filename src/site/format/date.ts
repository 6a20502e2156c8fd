/**
 * Dates for visitors, in the site's locale. Formatted in UTC so the server and every
 * visitor see the same calendar day for a post (times are stored as UTC instants).
 */
export function formatDate(iso: string, locale: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return formatter(locale).format(date);
}

/** Building a formatter is slow; sites use few locales, so a small cache is plenty. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_CACHED_FORMATTERS = 32;

function formatter(locale: string): Intl.DateTimeFormat {
  let cached = formatters.get(locale);
  if (cached === undefined) {
    try {
      cached = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    } catch {
      // An unknown locale tag must not break the page; fall back to the product default.
      cached = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    }
    if (formatters.size >= MAX_CACHED_FORMATTERS) formatters.clear();
    formatters.set(locale, cached);
  }
  return cached;
}
