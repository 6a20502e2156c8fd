import { and, asc, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visibleToVisitors } from './queries';
import { collectionItems } from './tables';
import { itemFilterConditions, type ItemFilter } from './taxonomy-filter';

/** What visitors (and summaries) read of a published event: no body. */
export interface EventSummaryRow {
  id: string;
  collectionId: string;
  urlId: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  imageUrl: string | null;
  tags: string[];
  categories: string[];
}

export interface EventWindow {
  now: Date;
  /** Events ending at or after this instant (with `before`: overlapping the window). */
  endingFrom?: Date;
  /** Events starting before this instant. */
  startingBefore?: Date;
  /** Events that have ended before this instant (past events, newest first). */
  endedBefore?: Date;
  /** Only events with this tag and/or in this category (summaries). */
  filter?: ItemFilter;
  limit: number;
}

/**
 * Published events of one events collection of one site, by start (past ones newest first).
 * Every condition repeats the site's id: another site's collection id finds nothing. This is the
 * read summaries of events use (export `publishedEvents` through the content reader).
 */
export async function publishedEvents(
  db: Db,
  scope: { websiteId: string; collectionId: string },
  window: EventWindow,
): Promise<EventSummaryRow[]> {
  const conditions: SQL[] = [
    eq(collectionItems.websiteId, scope.websiteId),
    eq(collectionItems.collectionId, scope.collectionId),
    visibleToVisitors(window.now),
    isNotNull(collectionItems.startsAt),
  ];
  if (window.endingFrom) conditions.push(gte(collectionItems.endsAt, window.endingFrom));
  if (window.startingBefore) conditions.push(lt(collectionItems.startsAt, window.startingBefore));
  if (window.endedBefore) conditions.push(lt(collectionItems.endsAt, window.endedBefore));
  conditions.push(...itemFilterConditions(window.filter));
  const rows = await db
    .select({
      id: collectionItems.id,
      collectionId: collectionItems.collectionId,
      urlId: collectionItems.urlId,
      title: collectionItems.title,
      startsAt: collectionItems.startsAt,
      endsAt: collectionItems.endsAt,
      location: collectionItems.location,
      imageUrl: collectionItems.imageUrl,
      tags: collectionItems.tags,
      categories: collectionItems.categories,
    })
    .from(collectionItems)
    .where(and(...conditions))
    .orderBy(
      window.endedBefore ? desc(collectionItems.startsAt) : asc(collectionItems.startsAt),
      asc(collectionItems.id),
    )
    .limit(window.limit);
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt!,
    endsAt: row.endsAt ?? row.startsAt!,
  }));
}
