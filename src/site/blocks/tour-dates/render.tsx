import type { TourDate, TourDatesData } from '../../../shared/blocks/tour-dates';
import { safeHref } from '../../../shared/links/classify';
import type { LayoutBlock } from '../../../shared/layout/layout';
import { formatDay } from '../../format/event-time';
import { useBlockResources } from '../resources';
import { t } from '../../text';

/** Upcoming dates soonest first; past ones (shown only when asked) after them, latest first. */
export function orderTourDates(dates: TourDate[], today: string, showPast: boolean) {
  const upcoming = dates.filter((date) => date.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  const past = showPast
    ? dates.filter((date) => date.date < today).sort((a, b) => b.date.localeCompare(a.date))
    : [];
  return { upcoming, past };
}

/**
 * Tour dates: the owner's list, sorted by date, no outside service. "Today" is the site's (its
 * time zone, from the server); cached pages are re-rendered within a minute, so a date turns
 * past soon after midnight.
 */
export function TourDatesBlock({ block }: { block: LayoutBlock<TourDatesData> }) {
  const today = useBlockResources().today ?? new Date().toISOString().slice(0, 10);
  const { upcoming, past } = orderTourDates(block.data.dates, today, block.data.showPast);
  return (
    <div className="sqs-block sqs-block-tour-dates tour-dates">
      {upcoming.length === 0 && past.length === 0 ? (
        <p className="tour-dates__empty">{t('site.tourDates.empty')}</p>
      ) : (
        <ul className="tour-dates__list">
          {upcoming.map((date, index) => (
            <Row key={`u${index}`} date={date} past={false} />
          ))}
          {past.map((date, index) => (
            <Row key={`p${index}`} date={date} past />
          ))}
        </ul>
      )}
    </div>
  );
}

function Row({ date, past }: { date: TourDate; past: boolean }) {
  const href = safeHref(date.ticketUrl);
  return (
    <li className={past ? 'tour-dates__row tour-dates__row--past' : 'tour-dates__row'}>
      <time className="tour-dates__date" dateTime={date.date}>
        {formatDay(date.date, 'en-US')}
      </time>
      <span>
        <span className="tour-dates__venue">{date.venue}</span>,{' '}
        <span className="tour-dates__city">{date.city}</span>
      </span>
      {past ? (
        <span className="tour-dates__status">{t('site.tourDates.past')}</span>
      ) : date.soldOut ? (
        <span className="tour-dates__status">{t('site.tourDates.soldOut')}</span>
      ) : href !== undefined ? (
        <a
          className="button tour-dates__tickets"
          href={href}
          rel="noopener"
          aria-label={t('site.tourDates.ticketsFor', { venue: date.venue, city: date.city })}
        >
          {t('site.tourDates.tickets')}
        </a>
      ) : (
        <span />
      )}
    </li>
  );
}
