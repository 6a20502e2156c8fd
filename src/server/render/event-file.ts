import { descriptionOf, type ContentReader } from '../modules/content';
import type { CollectionRow } from '../modules/content/tables';
import type { WebsiteRow } from '../modules/websites/tables';
import { icsCalendar, plainTextOf } from './ics';

/** `/{events}/{event}.ics`: the two path segments, or null for any other path. */
export function eventFilePath(path: string): { collectionUrlId: string; eventUrlId: string } | null {
  const match = /^\/([^/]+)\/([^/]+)\.ics$/.exec(path);
  if (!match) return null;
  try {
    return { collectionUrlId: decodeURIComponent(match[1]!), eventUrlId: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}

/**
 * The `.ics` file of a published event of an open (or unlocked) events collection of this site,
 * or null (a 404) for anything else: the same visibility as the event's page.
 */
export async function eventFile(input: {
  content: ContentReader;
  website: WebsiteRow;
  path: string;
  now: Date;
  origin: string;
  hasUnlocked: (collection: CollectionRow) => boolean;
}): Promise<{ fileName: string; body: string } | null> {
  const parts = eventFilePath(input.path);
  if (!parts) return null;
  const collection = await input.content.collectionByUrlId(input.website.id, parts.collectionUrlId);
  if (!collection || collection.type !== 'events') return null;
  if (collection.passwordHash !== null && !input.hasUnlocked(collection)) return null;
  const item = await input.content.visibleItemByUrlId(
    { websiteId: input.website.id, collectionId: collection.id },
    parts.eventUrlId,
    input.now,
  );
  if (!item || item.startsAt === null) return null;
  const host = new URL(input.origin).host;
  const body = icsCalendar({
    uid: `${item.id}@${host}`,
    stamp: item.updatedAt,
    start: item.startsAt,
    end: item.endsAt ?? item.startsAt,
    summary: item.title,
    location: item.location,
    description: plainTextOf(descriptionOf(item.body)),
    url: `${input.origin}/${encodeURIComponent(collection.urlId)}/${encodeURIComponent(item.urlId)}`,
    productId: `-//${input.website.title.replace(/\/\//g, '/')}//Events//EN`,
  });
  return { fileName: `${item.urlId}.ics`, body };
}
