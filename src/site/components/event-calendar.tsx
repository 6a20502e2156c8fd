import { formatEventTime, formatMonth, weekdayNames } from '../format/event-time';
import type { EventMonthView } from '../view-model';
import { t } from '../text';

/**
 * A month of events as a table (a real grid for screen readers: weekday headers, one row per
 * week), each event a link in its days' cells. Previous and next months are plain links, so the
 * calendar works without JavaScript. Shared by the events page's month view and the calendar block.
 */
export function EventCalendar({
  calendar,
  locale,
  headingLevel = 2,
}: {
  calendar: EventMonthView;
  locale: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const days = weekdayNames(locale);
  const title = formatMonth(calendar.month, locale);
  const empty = calendar.weeks.every((week) => week.every((day) => !day.inMonth || day.events.length === 0));
  return (
    <section className="event-calendar" aria-label={title}>
      <div className="event-calendar__header">
        <Heading className="event-calendar__title">{title}</Heading>
        <nav className="event-calendar__nav" aria-label={t('site.events.monthNav')}>
          <a href={calendar.previousHref} rel="nofollow">
            {t('site.events.previousMonth')}
          </a>
          <a href={calendar.nextHref} rel="nofollow">
            {t('site.events.nextMonth')}
          </a>
        </nav>
      </div>
      <table className="event-calendar__grid">
        <thead>
          <tr>
            {days.map((day) => (
              <th key={day.long} scope="col">
                <abbr title={day.long}>{day.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((day) => (
                <td
                  key={day.date}
                  className={
                    day.inMonth ? 'event-calendar__day' : 'event-calendar__day event-calendar__day--outside'
                  }
                  data-date={day.date}
                >
                  <span className="event-calendar__number">{day.day}</span>
                  {day.events.length > 0 && (
                    <ul className="event-calendar__events">
                      {day.events.map((event) => (
                        <li key={event.id}>
                          <a href={event.href}>
                            <span className="event-calendar__time">
                              {formatEventTime(event.startsAt, locale, calendar.timeZone)}
                            </span>{' '}
                            {event.title}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {empty && <p className="event-calendar__empty">{t('site.events.noneThisMonth')}</p>}
    </section>
  );
}
