import { and, eq } from 'drizzle-orm';
import type { PageSeo } from '../../../shared/api/owners';
import type { PageSummary } from '../../../shared/api/owners-answers';
import type { Db, Tx } from '../../db/client';
import { collections, urlRedirects, type CollectionRow } from './tables';

/** A collection's search and sharing settings as the owners' app shows them. */
export function seoSummaryOf(
  row: Pick<CollectionRow, 'seoTitle' | 'seoDescription' | 'socialImageUrl' | 'hideFromSearch'>,
): PageSummary['seo'] {
  return {
    title: row.seoTitle,
    description: row.seoDescription,
    socialImageUrl: row.socialImageUrl ?? '',
    hideFromSearch: row.hideFromSearch,
  };
}

/** The columns a saved `PageSeo` sets. */
export const seoColumnsOf = (seo: PageSeo) => ({
  seoTitle: seo.title,
  seoDescription: seo.description,
  socialImageUrl: seo.socialImageUrl === '' ? null : seo.socialImageUrl,
  hideFromSearch: seo.hideFromSearch,
});

/**
 * A published page moved from `oldUrlId` to `newUrlId`: the old slug now redirects to the page
 * (to wherever it is later, so A→B→C lands on C in one hop). The new slug is the page's own, so a
 * redirect that claimed it (an older page's old slug) goes.
 */
export async function rememberOldSlug(
  tx: Tx,
  move: { websiteId: string; pageId: string; oldUrlId: string; newUrlId: string },
): Promise<void> {
  if (move.oldUrlId === move.newUrlId) return;
  await tx
    .delete(urlRedirects)
    .where(and(eq(urlRedirects.websiteId, move.websiteId), eq(urlRedirects.fromUrlId, move.newUrlId)));
  await tx
    .insert(urlRedirects)
    .values({ websiteId: move.websiteId, fromUrlId: move.oldUrlId, collectionId: move.pageId })
    .onConflictDoUpdate({
      target: [urlRedirects.websiteId, urlRedirects.fromUrlId],
      set: { collectionId: move.pageId, createdAt: new Date() },
    });
}

/**
 * Where an old slug of this site leads now: the published collection it redirects to, or null.
 * Read only when no published page has the slug, so a page that takes an old slug wins.
 */
export async function redirectTarget(
  db: Db,
  websiteId: string,
  urlId: string,
): Promise<CollectionRow | null> {
  const [row] = await db
    .select({ collection: collections })
    .from(urlRedirects)
    .innerJoin(collections, eq(collections.id, urlRedirects.collectionId))
    .where(
      and(
        eq(urlRedirects.websiteId, websiteId),
        eq(urlRedirects.fromUrlId, urlId),
        eq(collections.websiteId, websiteId),
        eq(collections.published, true),
      ),
    );
  return row?.collection ?? null;
}
