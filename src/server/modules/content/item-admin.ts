import { and, desc, eq } from 'drizzle-orm';
import type { ItemRequest, ItemSummary } from '../../../shared/api/owners';
import { itemStatusLabels, type ItemStatus } from '../../../shared/enums/platform';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import { emptyLayout } from '../../../shared/layout/layout';
import type { Db } from '../../db/client';
import type { WebsiteService } from '../websites';
import { collectionById } from './queries';
import { acceptLayout, acceptUrlId, enrich, type LayoutEnricher } from './service';
import { collectionItems, type CollectionItemRow } from './tables';
import { createTaxonomyAdminService } from './taxonomy-admin';

export type ItemAdminService = ReturnType<typeof createItemAdminService>;

type ParsedItem = Omit<ItemRequest, 'excerpt' | 'authorName' | 'tags' | 'categories'> & {
  excerpt: string;
  authorName: string;
  tags: string[];
  categories: string[];
};

export const statusLabelOf = (status: number) => itemStatusLabels[status as ItemStatus] ?? 'Published';

const summaryOf = (
  row: Pick<CollectionItemRow, 'id' | 'title' | 'urlId' | 'status' | 'publishOn'>,
): ItemSummary => ({
  id: row.id,
  title: row.title,
  urlId: row.urlId,
  status: row.status,
  statusLabel: statusLabelOf(row.status),
  publishOn: row.publishOn?.toISOString() ?? null,
});

/**
 * The owners' side of a blog's posts. A post's status is its publishing control (published,
 * scheduled for a date, needs review, draft, private), so saving a post applies at once: only
 * published and due scheduled posts are ever shown to visitors (see `visibleToVisitors`).
 */
export function createItemAdminService({
  db,
  websites,
  clock = () => new Date(),
  videoEmbeds,
}: {
  db: Db;
  websites: WebsiteService;
  clock?: () => Date;
  /** Fills in the oEmbed answers of video blocks in a post's body (modules/video-embeds). */
  videoEmbeds?: LayoutEnricher;
}) {
  const taxonomy = createTaxonomyAdminService({ db, websites });
  async function requireBlog(websiteId: string, collectionId: string) {
    const blog = await collectionById(db, websiteId, collectionId);
    if (!blog || blog.type !== 'blog') throw new AppError('notFound');
    return blog;
  }
  async function requireItem(websiteId: string, itemId: string) {
    const [row] = await db
      .select()
      .from(collectionItems)
      .where(and(eq(collectionItems.websiteId, websiteId), eq(collectionItems.id, itemId)));
    if (!row) throw new AppError('notFound');
    return row;
  }
  const fields = async (input: ParsedItem, existingBody?: unknown) => ({
    title: input.title,
    excerpt: input.excerpt,
    authorName: input.authorName,
    status: input.status,
    publishOn: input.publishOn ? new Date(input.publishOn) : clock(),
    tags: input.tags,
    categories: input.categories,
    body: await enrich(
      acceptLayout(input.body ?? existingBody ?? emptyLayout(), 'body'),
      'body',
      videoEmbeds,
    ),
  });

  return {
    async blog(websiteId: string, collectionId: string) {
      const blog = await requireBlog(websiteId, collectionId);
      const rows = await db
        .select({
          id: collectionItems.id,
          title: collectionItems.title,
          urlId: collectionItems.urlId,
          status: collectionItems.status,
          publishOn: collectionItems.publishOn,
        })
        .from(collectionItems)
        .where(and(eq(collectionItems.websiteId, websiteId), eq(collectionItems.collectionId, blog.id)))
        .orderBy(desc(collectionItems.publishOn), desc(collectionItems.id));
      return { id: blog.id, title: blog.title, urlId: blog.urlId, items: rows.map(summaryOf) };
    },

    async create(websiteId: string, collectionId: string, input: ParsedItem) {
      const blog = await requireBlog(websiteId, collectionId);
      await taxonomy.assertCategoryRoom(websiteId, blog.id, input.categories);
      // Outside the transaction: the oEmbed look-ups may take seconds.
      const values = await fields(input);
      const row = await websites.changes.write(websiteId, async (tx) => {
        const [inserted] = await tx
          .insert(collectionItems)
          .values({
            id: newId(),
            websiteId,
            collectionId: blog.id,
            urlId: acceptUrlId(input.urlId ?? input.title),
            ...values,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted)
          throw new AppError('conflict', { urlId: 'Another post in this blog already uses this URL' });
        return inserted;
      });
      return summaryOf(row);
    },

    async get(websiteId: string, itemId: string) {
      const row = await requireItem(websiteId, itemId);
      return {
        ...summaryOf(row),
        collectionId: row.collectionId,
        excerpt: row.excerpt,
        authorName: row.authorName,
        tags: row.tags,
        categories: row.categories,
        body: row.body,
      };
    },

    async update(websiteId: string, itemId: string, input: ParsedItem) {
      const existing = await requireItem(websiteId, itemId);
      const urlId = input.urlId === undefined ? existing.urlId : acceptUrlId(input.urlId);
      const clash = await db
        .select({ id: collectionItems.id })
        .from(collectionItems)
        .where(
          and(eq(collectionItems.collectionId, existing.collectionId), eq(collectionItems.urlId, urlId)),
        );
      if (clash.some((row) => row.id !== itemId))
        throw new AppError('conflict', { urlId: 'Another post in this blog already uses this URL' });
      await taxonomy.assertCategoryRoom(websiteId, existing.collectionId, input.categories, itemId);
      // Outside the transaction: the oEmbed look-ups may take seconds.
      const values = await fields(input, existing.body);
      const [row] = await websites.changes.write(websiteId, (tx) =>
        tx
          .update(collectionItems)
          .set({ urlId, ...values, updatedAt: clock() })
          .where(and(eq(collectionItems.websiteId, websiteId), eq(collectionItems.id, itemId)))
          .returning(),
      );
      return summaryOf(row!);
    },

    async remove(websiteId: string, itemId: string): Promise<void> {
      await requireItem(websiteId, itemId);
      await websites.changes.write(websiteId, (tx) =>
        tx
          .delete(collectionItems)
          .where(and(eq(collectionItems.websiteId, websiteId), eq(collectionItems.id, itemId))),
      );
    },
  };
}
