import { instantOfWallTime, shiftMonth, wallTimeOf } from './zoned-time';

/** A day cell of a month view: its local date, and the events on it (by their local dates). */
export interface MonthDay<Event> {
  /** `YYYY-MM-DD` in the site's time zone. */
  date: string;
  day: number;
  inMonth: boolean;
  events: Event[];
}

/** The instants a month view must read events for: its first shown day to the day after its last. */
export function monthWindow(month: string, timeZone: string): { from: Date; to: Date } {
  const from = instantOfWallTime(`${month}-01T00:00`, timeZone)!;
  const to = instantOfWallTime(`${shiftMonth(month, 1)}-01T00:00`, timeZone)!;
  // Up to six days of the neighbouring months fill the first and last weeks.
  return { from: new Date(from.getTime() - 7 * 86_400_000), to: new Date(to.getTime() + 7 * 86_400_000) };
}

const dateAdd = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Weeks (Sunday first) covering `month`, each day holding the events that touch it in the site's
 * time zone: an event from Friday evening to Sunday shows on all three days. At most 62 days per
 * event are placed, so one very long event cannot make the grid heavy.
 */
export function monthGrid<Event extends { startsAt: string; endsAt: string }>(
  month: string,
  timeZone: string,
  events: Event[],
): MonthDay<Event>[][] {
  const first = `${month}-01`;
  const weekday = new Date(`${first}T00:00:00Z`).getUTCDay();
  const start = dateAdd(first, -weekday);
  const byDate = new Map<string, Event[]>();
  for (const event of events) {
    const startDate = wallTimeOf(new Date(event.startsAt), timeZone).slice(0, 10);
    const endDate = wallTimeOf(new Date(event.endsAt), timeZone).slice(0, 10);
    for (let date = startDate, n = 0; date <= endDate && n < 62; date = dateAdd(date, 1), n += 1)
      byDate.set(date, [...(byDate.get(date) ?? []), event]);
  }
  const weeks: MonthDay<Event>[][] = [];
  for (let date = start; weeks.length === 0 || date.slice(0, 7) === month;) {
    const week: MonthDay<Event>[] = [];
    for (let i = 0; i < 7; i += 1, date = dateAdd(date, 1))
      week.push({
        date,
        day: Number(date.slice(8, 10)),
        inMonth: date.slice(0, 7) === month,
        events: byDate.get(date) ?? [],
      });
    weeks.push(week);
  }
  return weeks;
}
