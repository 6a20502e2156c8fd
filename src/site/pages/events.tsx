import { safeMediaSrc } from '../../shared/links/media';
import { EventCalendar } from '../components/event-calendar';
import { LayoutView } from '../components/layout-view';
import { formatEventRange, formatEventStart } from '../format/event-time';
import { columnSizes, ResponsiveImage } from '../images/responsive-image';
import type { EventSummaryView, PageView } from '../view-model';
import { t } from '../text';

type EventListView = Extract<PageView, { kind: 'event-list' }>;
type EventMonthPageView = Extract<PageView, { kind: 'event-month' }>;
type EventItemView = Extract<PageView, { kind: 'event-item' }>;

function Header({ title, description }: { title: string; description: string }) {
  return (
    <header className="page-header">
      <h1 className="page-header__title">{title}</h1>
      {description !== '' && <p className="page-header__description">{description}</p>}
    </header>
  );
}

/** List / month, and upcoming / past: links, so each view has its own address. */
function Views({ links }: { links: Array<{ href: string; label: string; current: boolean }> }) {
  return (
    <nav className="event-views" aria-label={t('site.events.views')}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function EventList({ page, locale }: { page: EventListView; locale: string }) {
  return (
    <div className="container container--narrow">
      <Header title={page.title} description={page.description} />
      <Views
        links={[
          { href: page.listHref, label: t('site.events.upcoming'), current: page.show === 'upcoming' },
          { href: page.pastHref, label: t('site.events.past'), current: page.show === 'past' },
          { href: page.monthHref, label: t('site.events.month'), current: false },
        ]}
      />
      {page.events.length === 0 ? (
        <p className="empty-state">
          {page.show === 'past' ? t('site.events.noPast') : t('site.events.noUpcoming')}
        </p>
      ) : (
        <ul className="event-list">
          {page.events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} locale={locale} timeZone={page.timeZone} />
            </li>
          ))}
        </ul>
      )}
      <p className="event-list__zone">{t('site.events.timeZone', { zone: page.timeZone })}</p>
    </div>
  );
}

function EventCard({
  event,
  locale,
  timeZone,
}: {
  event: EventSummaryView;
  locale: string;
  timeZone: string;
}) {
  const image = safeMediaSrc(event.imageUrl);
  return (
    <article className="event-card">
      {image !== undefined && (
        <div className="event-card__media">
          <ResponsiveImage className="event-card__image" src={image} alt="" sizes={columnSizes(1 / 3)} />
        </div>
      )}
      <div className="event-card__body">
        <h2 className="event-card__title">
          <a href={event.href}>{event.title}</a>
        </h2>
        <p className="event-card__when">
          <time dateTime={event.startsAt}>{formatEventStart(event.startsAt, locale, timeZone)}</time>
        </p>
        {event.location !== '' && <p className="event-card__where">{event.location}</p>}
      </div>
    </article>
  );
}

export function EventMonth({ page, locale }: { page: EventMonthPageView; locale: string }) {
  return (
    <div className="container">
      <Header title={page.title} description={page.description} />
      <Views
        links={[
          { href: page.listHref, label: t('site.events.list'), current: false },
          { href: `${page.listHref}?view=month`, label: t('site.events.month'), current: true },
        ]}
      />
      <EventCalendar calendar={page.calendar} locale={locale} />
      <p className="event-list__zone">{t('site.events.timeZone', { zone: page.calendar.timeZone })}</p>
    </div>
  );
}

export function EventItem({ page, locale }: { page: EventItemView; locale: string }) {
  const { event } = page;
  const image = safeMediaSrc(event.imageUrl);
  return (
    <article className="post event">
      <header className="post__header container container--narrow">
        <p className="post__back">
          <a href={page.eventsHref}>← {page.eventsTitle}</a>
        </p>
        <h1 className="post__title">{event.title}</h1>
        <dl className="event__facts">
          <dt>{t('site.events.when')}</dt>
          <dd>
            <time dateTime={event.startsAt}>
              {formatEventRange(event.startsAt, event.endsAt, locale, page.timeZone)}
            </time>{' '}
            <span className="event__zone">({page.timeZone})</span>
          </dd>
          {event.location !== '' && (
            <>
              <dt>{t('site.events.where')}</dt>
              <dd>{event.location}</dd>
            </>
          )}
        </dl>
        {page.ended && <p className="event__ended">{t('site.events.ended')}</p>}
        <p>
          <a className="button" href={event.icsHref} download>
            {t('site.events.addToCalendar')}
          </a>
        </p>
      </header>
      {image !== undefined && (
        <div className="container container--narrow event__media">
          <ResponsiveImage className="event__image" src={image} alt="" sizes={columnSizes(1)} large />
        </div>
      )}
      <div className="post__body container">
        <LayoutView layout={event.body} />
      </div>
    </article>
  );
}
