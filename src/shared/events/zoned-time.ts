/**
 * Wall-clock times in a site's time zone. Events are stored as UTC instants; owners type and
 * visitors read them as the site's local time (Settings → time zone). Intl carries the zone
 * data (DST included), so no library is needed for these two conversions.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let cached = partsFormatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (partsFormatters.size > 64) partsFormatters.clear();
    partsFormatters.set(timeZone, cached);
  }
  return cached;
}

/** A zone Intl knows, else UTC (a stored setting must never break a page). */
export function knownTimeZone(timeZone: string): string {
  try {
    partsFormatter(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The instant's local date and time in `timeZone`, as `YYYY-MM-DDTHH:mm` (a datetime-local value). */
export function wallTimeOf(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    partsFormatter(knownTimeZone(timeZone))
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Minutes the zone is ahead of UTC at that instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallTimeOf(instant, timeZone);
  const asUtc = Date.parse(`${wall}:00Z`);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a wall time in `timeZone` names, or null when the text is not one. A time skipped
 * by a DST jump resolves to the instant just after the gap; a repeated one to its first occurrence.
 */
export function instantOfWallTime(wall: string, timeZone: string): Date | null {
  const match = WALL_TIME.exec(wall);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day! || hour! > 23 || minute! > 59)
    return null;
  const zone = knownTimeZone(timeZone);
  // Two passes settle the offset on either side of a DST change.
  const first = asUtc - offsetMinutes(new Date(asUtc), zone) * 60_000;
  const second = asUtc - offsetMinutes(new Date(first), zone) * 60_000;
  return new Date(Math.min(first, second));
}

/** `YYYY-MM` of the instant in the zone. */
export const monthOf = (instant: Date, timeZone: string) => wallTimeOf(instant, timeZone).slice(0, 7);

/** `YYYY-MM` one month before or after. */
export function shiftMonth(month: string, by: number): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, mm - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

export const isMonth = (text: string | undefined): text is string =>
  text !== undefined && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
