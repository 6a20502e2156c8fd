import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collectionItems, collections } from './tables';

/** The page a visitor's form was on, as the submission claims it (visitor-runtime §3). */
export interface ClaimedPage {
  collectionId?: string | undefined;
  pageId?: string | undefined;
  /** `c`: the page is the collection itself; `i`: an item of it. */
  contentSource?: 'i' | 'c' | undefined;
}

/** What the server confirms of that claim: ids of this site only. */
export interface PageReference {
  collectionId: string | null;
  pageId: string | null;
  contentSource: 'i' | 'c' | null;
  /** 1 public, 2 behind the page's password: the server's own reading, never the visitor's. */
  pagePermissionTypeValue: number | null;
}

export const PAGE_PERMISSION_PUBLIC = 1;
export const PAGE_PERMISSION_PASSWORD = 2;

const NONE: PageReference = {
  collectionId: null,
  pageId: null,
  contentSource: null,
  pagePermissionTypeValue: null,
};

/**
 * Confirms the page ids a visitor sent against this site's rows. Anything that is not this
 * site's (another site's ids, an item of another collection, a made-up id) is dropped rather
 * than stored as if it were true; the submission itself still counts.
 */
export async function confirmPageReference(
  db: Db,
  websiteId: string,
  claim: ClaimedPage,
): Promise<PageReference> {
  if (!claim.collectionId) return NONE;
  const [collection] = await db
    .select({ id: collections.id, passwordHash: collections.passwordHash })
    .from(collections)
    .where(and(eq(collections.websiteId, websiteId), eq(collections.id, claim.collectionId)))
    .limit(1);
  if (!collection) return NONE;
  const confirmed: PageReference = {
    collectionId: collection.id,
    pageId: null,
    contentSource: null,
    pagePermissionTypeValue: collection.passwordHash ? PAGE_PERMISSION_PASSWORD : PAGE_PERMISSION_PUBLIC,
  };
  if (!claim.pageId) return confirmed;
  if (claim.contentSource !== 'i') {
    // A collection page's page id is the collection's own.
    return claim.pageId === collection.id
      ? { ...confirmed, pageId: collection.id, contentSource: 'c' }
      : confirmed;
  }
  const [item] = await db
    .select({ id: collectionItems.id })
    .from(collectionItems)
    .where(
      and(
        eq(collectionItems.websiteId, websiteId),
        eq(collectionItems.collectionId, collection.id),
        eq(collectionItems.id, claim.pageId),
      ),
    )
    .limit(1);
  return item ? { ...confirmed, pageId: item.id, contentSource: 'i' } : confirmed;
}
