import { and, eq, ne } from 'drizzle-orm';
import type { TaxonomyAnswer, TaxonomyEdit } from '../../../shared/api/taxonomy';
import { ItemStatus } from '../../../shared/enums/platform';
import { AppError } from '../../../shared/errors';
import {
  countTagNames,
  NESTED_CATEGORIES_LIMIT,
  planTagEdit,
  tagExistsMessage,
  tooManyCategoriesMessage,
} from '../../../shared/taxonomy';
import type { Db } from '../../db/client';
import type { WebsiteService } from '../websites';
import { collectionById } from './queries';
import { collectionItems } from './tables';

export type TaxonomyAdminService = ReturnType<typeof createTaxonomyAdminService>;

/**
 * A blog's tags and categories as a list the owner manages: each name with how many posts carry
 * it; renaming or deleting one changes every post of the blog at once. Every query is scoped by
 * the site and the collection.
 */
export function createTaxonomyAdminService({ db, websites }: { db: Db; websites: WebsiteService }) {
  async function requireBlog(websiteId: string, collectionId: string) {
    const blog = await collectionById(db, websiteId, collectionId);
    if (!blog || blog.type !== 'blog') throw new AppError('notFound');
    return blog;
  }
  const scope = (websiteId: string, collectionId: string) =>
    and(
      eq(collectionItems.websiteId, websiteId),
      eq(collectionItems.collectionId, collectionId),
      ne(collectionItems.status, ItemStatus.deleted),
    );
  const itemsOf = (websiteId: string, collectionId: string) =>
    db
      .select({ id: collectionItems.id, tags: collectionItems.tags, categories: collectionItems.categories })
      .from(collectionItems)
      .where(scope(websiteId, collectionId));

  async function list(websiteId: string, collectionId: string): Promise<TaxonomyAnswer> {
    await requireBlog(websiteId, collectionId);
    const items = await itemsOf(websiteId, collectionId);
    return {
      tags: countTagNames(items.map((item) => item.tags)),
      categories: countTagNames(items.map((item) => item.categories)),
    };
  }

  return {
    list,

    async edit(websiteId: string, collectionId: string, edit: TaxonomyEdit): Promise<TaxonomyAnswer> {
      await requireBlog(websiteId, collectionId);
      const field = edit.tagType === 'tag' ? 'tags' : 'categories';
      const plan = planTagEdit(await itemsOf(websiteId, collectionId), (item) => item[field], edit);
      if ('problem' in plan)
        throw plan.problem === 'notFound'
          ? new AppError('notFound')
          : new AppError('conflict', { newName: tagExistsMessage(edit.tagType) });
      await websites.changes.write(websiteId, async (tx) => {
        for (const change of plan.changes)
          await tx
            .update(collectionItems)
            .set({ [field]: change.names, updatedAt: new Date() })
            .where(and(eq(collectionItems.websiteId, websiteId), eq(collectionItems.id, change.id)));
      });
      return list(websiteId, collectionId);
    },

    /**
     * Refuses a post whose categories would take the blog over the nested categories limit
     * (10000 distinct categories, nested ones included).
     */
    async assertCategoryRoom(websiteId: string, collectionId: string, categories: string[], itemId?: string) {
      if (categories.length === 0) return;
      const known = new Set<string>();
      for (const item of await itemsOf(websiteId, collectionId))
        if (item.id !== itemId) for (const name of item.categories) known.add(name.toLowerCase());
      for (const name of categories) known.add(name.toLowerCase());
      if (known.size > NESTED_CATEGORIES_LIMIT)
        throw new AppError('validation', { categories: tooManyCategoriesMessage });
    },
  };
}
