import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collectionItems, collections, navigationLinks } from './tables';

/**
 * A site's content as stored, for the site export (transfer module): collections with both
 * layouts, navigation links and items. Lock-screen password hashes and unlock keys are left
 * out: an export is a file that travels, and the importer sets no passwords.
 */
export async function contentForExport(db: Db, websiteId: string) {
  const pages = await db
    .select()
    .from(collections)
    .where(eq(collections.websiteId, websiteId))
    .orderBy(asc(collections.createdAt), asc(collections.id));
  const navigation = await db
    .select()
    .from(navigationLinks)
    .where(eq(navigationLinks.websiteId, websiteId))
    .orderBy(asc(navigationLinks.navigation), asc(navigationLinks.position));
  const items = await db
    .select()
    .from(collectionItems)
    .where(eq(collectionItems.websiteId, websiteId))
    .orderBy(asc(collectionItems.createdAt), asc(collectionItems.id));
  return {
    collections: pages.map(({ passwordHash, unlockKey: _unlockKey, ...rest }) => ({
      ...rest,
      locked: passwordHash !== null,
    })),
    navigation,
    items,
  };
}

export type ContentExport = Awaited<ReturnType<typeof contentForExport>>;
