import { calendarCollectionIdsOf } from '../../shared/blocks/calendar';
import { knownTimeZone, monthOf, wallTimeOf } from '../../shared/events/zoned-time';
import type { Layout } from '../../shared/layout/layout';
import type { BlockResources } from '../../site/blocks/resources';
import type { ContentReader } from '../modules/content';
import type { WebsiteRow } from '../modules/websites/tables';
import { eventMonth } from './resolve-events';

/**
 * What calendar and tour-dates blocks need beyond their data: this month of each events
 * collection a calendar names (published ones of this site only: a collection id of another
 * site, or a page that is not an events page, shows nothing), and today's date in the site's
 * time zone.
 */
export async function eventBlockResources(
  content: Pick<ContentReader, 'collectionsByIds' | 'publishedEvents'>,
  website: Pick<WebsiteRow, 'id' | 'timeZone'>,
  layouts: Layout[],
  now: Date,
): Promise<Pick<BlockResources, 'calendars' | 'today'>> {
  const timeZone = knownTimeZone(website.timeZone);
  const today = wallTimeOf(now, timeZone).slice(0, 10);
  const ids = calendarCollectionIdsOf(layouts);
  if (ids.length === 0) return { today };
  const collections = (await content.collectionsByIds(website.id, ids)).filter(
    (collection) => collection.type === 'events' && collection.published && collection.passwordHash === null,
  );
  const month = monthOf(now, timeZone);
  const calendars = Object.fromEntries(
    await Promise.all(
      collections.map(
        async (collection) =>
          [
            collection.id,
            await eventMonth(content, { websiteId: website.id, collection }, month, timeZone, now),
          ] as const,
      ),
    ),
  );
  return { today, calendars };
}
