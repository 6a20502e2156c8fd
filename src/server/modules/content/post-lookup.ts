import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visibleToVisitors } from './queries';
import { collectionItems, collections } from './tables';

/** A blog post as other modules (comments) see it: where it lives and what it is called. */
export interface PostReference {
  id: string;
  title: string;
  collectionId: string;
  /** The post's address on its site: `/{blog}/{post}`. */
  href: string;
}

/**
 * Blog posts of this site that a visitor can see: published (or scheduled and due) items of a
 * published blog without a lock-screen password. Another site's ids find nothing.
 */
export async function visiblePosts(
  db: Db,
  websiteId: string,
  itemIds: string[],
  now: Date,
): Promise<PostReference[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({
      id: collectionItems.id,
      title: collectionItems.title,
      urlId: collectionItems.urlId,
      collectionId: collections.id,
      collectionUrlId: collections.urlId,
    })
    .from(collectionItems)
    .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
    .where(
      and(
        eq(collectionItems.websiteId, websiteId),
        eq(collections.websiteId, websiteId),
        inArray(collectionItems.id, itemIds),
        eq(collections.type, 'blog'),
        eq(collections.published, true),
        isNull(collections.passwordHash),
        visibleToVisitors(now),
      ),
    );
  return rows.map(referenceOf);
}

/** Any of this site's blog posts, whatever their status (the owners' moderation list names them). */
export async function postsOfSite(db: Db, websiteId: string, itemIds: string[]): Promise<PostReference[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({
      id: collectionItems.id,
      title: collectionItems.title,
      urlId: collectionItems.urlId,
      collectionId: collections.id,
      collectionUrlId: collections.urlId,
    })
    .from(collectionItems)
    .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
    .where(and(eq(collectionItems.websiteId, websiteId), inArray(collectionItems.id, itemIds)));
  return rows.map(referenceOf);
}

const referenceOf = (row: {
  id: string;
  title: string;
  urlId: string;
  collectionId: string;
  collectionUrlId: string;
}): PostReference => ({
  id: row.id,
  title: row.title,
  collectionId: row.collectionId,
  href: `/${encodeURIComponent(row.collectionUrlId)}/${encodeURIComponent(row.urlId)}`,
});
