import { monthGrid, monthWindow } from '../../shared/events/month-grid';
import { isMonth, knownTimeZone, monthOf, shiftMonth } from '../../shared/events/zoned-time';
import type { EventSummaryView } from '../../site/view-model';
import type { ContentReader, EventSummaryRow } from '../modules/content';
import type { CollectionRow } from '../modules/content/tables';
import { notFound, type ResolvedPage, type ResolveInput } from './resolve-page';

/** Upcoming events listed at once; past ones (newest first) on their own view. */
export const EVENTS_LISTED = 100;
/** Events a month view reads at most (its days and the neighbouring weeks). */
export const EVENTS_PER_MONTH = 300;

export const eventViewOf = (event: EventSummaryRow, collectionUrlId: string): EventSummaryView => ({
  id: event.id,
  title: event.title,
  href: `/${collectionUrlId}/${event.urlId}`,
  startsAt: event.startsAt.toISOString(),
  endsAt: event.endsAt.toISOString(),
  location: event.location,
  ...(event.imageUrl ? { imageUrl: event.imageUrl } : {}),
});

/** A month of one events collection, for the events page's month view and the calendar block. */
export async function eventMonth(
  content: Pick<ContentReader, 'publishedEvents'>,
  scope: { websiteId: string; collection: Pick<CollectionRow, 'id' | 'urlId'> },
  month: string,
  timeZone: string,
  now: Date,
) {
  const window = monthWindow(month, timeZone);
  const events = await content.publishedEvents(
    { websiteId: scope.websiteId, collectionId: scope.collection.id },
    { now, endingFrom: window.from, startingBefore: window.to, limit: EVENTS_PER_MONTH },
  );
  const base = `/${scope.collection.urlId}?view=month&month=`;
  return {
    month,
    timeZone,
    weeks: monthGrid(
      month,
      timeZone,
      events.map((event) => eventViewOf(event, scope.collection.urlId)),
    ),
    previousHref: `${base}${shiftMonth(month, -1)}`,
    nextHref: `${base}${shiftMonth(month, 1)}`,
  };
}

type Base = Pick<ResolvedPage, 'collection' | 'description' | 'activePath' | 'noindex'>;

/**
 * An events collection: `/{events}` lists upcoming events (`?show=past` the past ones),
 * `?view=month&month=YYYY-MM` shows a month, `/{events}/{event}` one event. Only published
 * events, in the site's time zone. The `.ics` file of an event is answered by event-file.ts.
 */
export async function showEvents(
  input: ResolveInput,
  collection: CollectionRow,
  itemUrlId: string | undefined,
  base: Base & { cacheable: boolean },
): Promise<ResolvedPage> {
  const timeZone = knownTimeZone(input.website.timeZone);
  const websiteId = input.website.id;
  const listHref = `/${collection.urlId}`;
  const page = {
    ...base,
    status: 200,
    title: collection.title,
    itemId: null,
    layouts: [],
  };
  if (itemUrlId === undefined && input.query.view === 'month') {
    const month = isMonth(input.query.month) ? input.query.month : monthOf(input.now, timeZone);
    return {
      ...page,
      pageType: 'collection',
      view: {
        kind: 'event-month',
        title: collection.title,
        description: collection.description,
        listHref,
        calendar: await eventMonth(input.content, { websiteId, collection }, month, timeZone, input.now),
      },
    };
  }
  if (itemUrlId === undefined) {
    const show = input.query.show === 'past' ? 'past' : 'upcoming';
    const events = await input.content.publishedEvents(
      { websiteId, collectionId: collection.id },
      show === 'past'
        ? { now: input.now, endedBefore: input.now, limit: EVENTS_LISTED }
        : { now: input.now, endingFrom: input.now, limit: EVENTS_LISTED },
    );
    return {
      ...page,
      pageType: 'collection',
      view: {
        kind: 'event-list',
        title: collection.title,
        description: collection.description,
        timeZone,
        listHref,
        monthHref: `${listHref}?view=month`,
        pastHref: `${listHref}?show=past`,
        show,
        events: events.map((event) => eventViewOf(event, collection.urlId)),
      },
    };
  }
  const scope = { websiteId, collectionId: collection.id };
  const item = await input.content.visibleItemByUrlId(scope, itemUrlId, input.now);
  if (!item || item.startsAt === null) return notFound();
  const summary = eventViewOf(
    { ...item, startsAt: item.startsAt, endsAt: item.endsAt ?? item.startsAt },
    collection.urlId,
  );
  return {
    ...page,
    pageType: 'item',
    view: {
      kind: 'event-item',
      eventsTitle: collection.title,
      eventsHref: listHref,
      timeZone,
      ended: (item.endsAt ?? item.startsAt).getTime() < input.now.getTime(),
      event: { ...summary, body: item.body, icsHref: `${summary.href}.ics` },
    },
    title: item.title,
    description: item.location,
    itemId: item.id,
    layouts: [item.body],
  };
}
