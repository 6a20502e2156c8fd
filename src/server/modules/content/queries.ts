import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { ItemStatus, type NavigationName } from '../../../shared/enums/platform';
import type { Db } from '../../db/client';
import {
  collectionItems,
  collections,
  navigationLinks,
  type CollectionItemRow,
  type CollectionRow,
} from './tables';
import { itemFilterConditions, type ItemFilter } from './taxonomy-filter';

/**
 * Reads for published pages. Every query is scoped by website id: one site's request can
 * never reach another site's rows, whatever ids or paths it sends.
 */

/** Published, or scheduled and due: what a visitor may see. */
export function visibleToVisitors(now: Date): SQL {
  return or(
    eq(collectionItems.status, ItemStatus.published),
    and(eq(collectionItems.status, ItemStatus.scheduled), lte(collectionItems.publishOn, now)),
  ) as SQL;
}

export type NavigationEntry = {
  title: string;
  externalUrl: string | null;
  collection: Pick<CollectionRow, 'id' | 'urlId' | 'type'> | null;
};

export async function navigationOf(
  db: Db,
  websiteId: string,
  navigation: NavigationName,
): Promise<NavigationEntry[]> {
  const rows = await db
    .select({
      title: navigationLinks.title,
      externalUrl: navigationLinks.externalUrl,
      id: collections.id,
      urlId: collections.urlId,
      type: collections.type,
    })
    .from(navigationLinks)
    .leftJoin(collections, eq(collections.id, navigationLinks.collectionId))
    // Pages created in the owners' app stay out of the menu until they are published.
    .where(
      and(
        eq(navigationLinks.websiteId, websiteId),
        eq(navigationLinks.navigation, navigation),
        or(isNull(collections.id), eq(collections.published, true)),
      ),
    )
    .orderBy(asc(navigationLinks.position));
  return rows.map((row) => ({
    title: row.title,
    externalUrl: row.externalUrl,
    collection: row.id && row.urlId && row.type ? { id: row.id, urlId: row.urlId, type: row.type } : null,
  }));
}

/** A published collection at this URL (unpublished pages are reachable only through the owners' preview). */
export async function collectionByUrlId(
  db: Db,
  websiteId: string,
  urlId: string,
): Promise<CollectionRow | null> {
  const [row] = await db
    .select()
    .from(collections)
    .where(
      and(
        eq(collections.websiteId, websiteId),
        eq(collections.urlId, urlId),
        eq(collections.published, true),
      ),
    );
  return row ?? null;
}

export async function collectionById(db: Db, websiteId: string, id: string): Promise<CollectionRow | null> {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.websiteId, websiteId), eq(collections.id, id)));
  return row ?? null;
}

/** The site's home page: the configured one, else the first page of the main navigation. */
export async function homeCollection(
  db: Db,
  websiteId: string,
  homeCollectionId: string | null,
): Promise<CollectionRow | null> {
  if (homeCollectionId) {
    const configured = await collectionById(db, websiteId, homeCollectionId);
    if (configured?.published) return configured;
  }
  const [first] = await db
    .select({ collection: collections })
    .from(navigationLinks)
    .innerJoin(collections, eq(collections.id, navigationLinks.collectionId))
    .where(
      and(
        eq(navigationLinks.websiteId, websiteId),
        eq(navigationLinks.navigation, 'main'),
        eq(collections.published, true),
      ),
    )
    .orderBy(asc(navigationLinks.position))
    .limit(1);
  return first?.collection ?? null;
}

export type ItemSummaryRow = Omit<CollectionItemRow, 'body'>;
const summaryColumns = {
  id: collectionItems.id,
  websiteId: collectionItems.websiteId,
  collectionId: collectionItems.collectionId,
  urlId: collectionItems.urlId,
  title: collectionItems.title,
  excerpt: collectionItems.excerpt,
  status: collectionItems.status,
  publishOn: collectionItems.publishOn,
  authorName: collectionItems.authorName,
  tags: collectionItems.tags,
  categories: collectionItems.categories,
  imageUrl: collectionItems.imageUrl,
  startsAt: collectionItems.startsAt,
  endsAt: collectionItems.endsAt,
  location: collectionItems.location,
  createdAt: collectionItems.createdAt,
  updatedAt: collectionItems.updatedAt,
};

/** One page of visible items, newest first, plus whether an older page exists. */
export async function visibleItems(
  db: Db,
  scope: { websiteId: string; collectionId: string },
  page: { offset: number; limit: number; now: Date; filter?: ItemFilter },
): Promise<{ items: ItemSummaryRow[]; hasOlder: boolean }> {
  const rows = await db
    .select(summaryColumns)
    .from(collectionItems)
    .where(
      and(
        eq(collectionItems.websiteId, scope.websiteId),
        eq(collectionItems.collectionId, scope.collectionId),
        visibleToVisitors(page.now),
        ...itemFilterConditions(page.filter),
      ),
    )
    .orderBy(desc(collectionItems.publishOn), desc(collectionItems.id))
    .offset(page.offset)
    .limit(page.limit + 1);
  return { items: rows.slice(0, page.limit), hasOlder: rows.length > page.limit };
}

export async function visibleItemByUrlId(
  db: Db,
  scope: { websiteId: string; collectionId: string },
  urlId: string,
  now: Date,
): Promise<CollectionItemRow | null> {
  const [row] = await db
    .select()
    .from(collectionItems)
    .where(
      and(
        eq(collectionItems.websiteId, scope.websiteId),
        eq(collectionItems.collectionId, scope.collectionId),
        eq(collectionItems.urlId, urlId),
        visibleToVisitors(now),
      ),
    );
  return row ?? null;
}

/** The visible items just newer and just older than `item`, for the post's navigation links. */
export async function neighboursOf(
  db: Db,
  item: CollectionItemRow,
  now: Date,
): Promise<{ newer: ItemSummaryRow | null; older: ItemSummaryRow | null }> {
  const scope = and(
    eq(collectionItems.websiteId, item.websiteId),
    eq(collectionItems.collectionId, item.collectionId),
    visibleToVisitors(now),
  );
  const at = item.publishOn ?? item.createdAt;
  const [newer] = await db
    .select(summaryColumns)
    .from(collectionItems)
    .where(and(scope, gt(collectionItems.publishOn, at)))
    .orderBy(asc(collectionItems.publishOn))
    .limit(1);
  const [older] = await db
    .select(summaryColumns)
    .from(collectionItems)
    .where(and(scope, lt(collectionItems.publishOn, at)))
    .orderBy(desc(collectionItems.publishOn))
    .limit(1);
  return { newer: newer ?? null, older: older ?? null };
}

export async function collectionsByIds(db: Db, websiteId: string, ids: string[]): Promise<CollectionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(collections)
    .where(and(eq(collections.websiteId, websiteId), inArray(collections.id, ids)));
}

/** A site's collections of one type, oldest first (e.g. its store pages). */
export async function collectionsOfType(
  db: Db,
  websiteId: string,
  type: CollectionRow['type'],
): Promise<CollectionRow[]> {
  return db
    .select()
    .from(collections)
    .where(and(eq(collections.websiteId, websiteId), eq(collections.type, type)))
    .orderBy(collections.createdAt);
}

/** The sitemap's share of a site: published pages anyone may open, and their visible posts. */
export async function publicAddresses(
  db: Db,
  websiteId: string,
  now: Date,
  limit: number,
): Promise<{
  collections: Pick<CollectionRow, 'id' | 'type' | 'urlId' | 'updatedAt'>[];
  items: { collectionUrlId: string; urlId: string; updatedAt: Date }[];
}> {
  // Hidden from search engines: neither the page nor its posts.
  const open = and(
    eq(collections.websiteId, websiteId),
    eq(collections.published, true),
    isNull(collections.passwordHash),
    eq(collections.hideFromSearch, false),
  );
  const [pages, items] = await Promise.all([
    db
      .select({
        id: collections.id,
        type: collections.type,
        urlId: collections.urlId,
        updatedAt: collections.updatedAt,
      })
      .from(collections)
      .where(open)
      .orderBy(asc(collections.createdAt))
      .limit(limit),
    db
      .select({
        collectionUrlId: collections.urlId,
        urlId: collectionItems.urlId,
        updatedAt: collectionItems.updatedAt,
      })
      .from(collectionItems)
      .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
      .where(
        and(
          open,
          eq(collections.type, 'blog'),
          eq(collectionItems.websiteId, websiteId),
          visibleToVisitors(now),
        ),
      )
      .orderBy(desc(collectionItems.publishOn), desc(collectionItems.id))
      .limit(limit),
  ]);
  return { collections: pages, items };
}
