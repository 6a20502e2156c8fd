import { and, eq, or, sql } from 'drizzle-orm';
import type { MediaUse } from '../../../shared/api/media';
import { containsAny } from '../../db/contains-any';
import type { Db } from '../../db/client';
import { collectionItems, collections } from './tables';

/** Pages (published or draft layouts) and posts whose stored content mentions any of `needles`. */
export async function mediaUsesInContent(db: Db, websiteId: string, needles: string[]): Promise<MediaUse[]> {
  const pages = await db
    .select({ id: collections.id, title: collections.title, type: collections.type })
    .from(collections)
    .where(
      and(
        eq(collections.websiteId, websiteId),
        or(
          containsAny(sql`${collections.layout}::text`, needles),
          containsAny(sql`${collections.draftLayout}::text`, needles),
        ),
      ),
    );
  const posts = await db
    .select({
      id: collectionItems.id,
      title: collectionItems.title,
      collectionId: collectionItems.collectionId,
    })
    .from(collectionItems)
    .where(
      and(
        eq(collectionItems.websiteId, websiteId),
        or(
          containsAny(sql`${collectionItems.body}::text`, needles),
          containsAny(sql`${collectionItems.imageUrl}`, needles),
        ),
      ),
    );
  return [
    ...pages.map((page) => ({
      kind: 'page' as const,
      label: page.title,
      href: page.type === 'gallery' ? `/config/galleries/${page.id}` : `/config/pages/${page.id}`,
    })),
    ...posts.map((post) => ({
      kind: 'post' as const,
      label: post.title,
      href: `/config/blogs/${post.collectionId}/posts/${post.id}`,
    })),
  ];
}
