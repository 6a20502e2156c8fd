import { and, eq, ne } from 'drizzle-orm';
import type { TaxonomyAnswer, TaxonomyEdit } from '../../../shared/api/taxonomy';
import { ItemStatus } from '../../../shared/enums/platform';
import { AppError } from '../../../shared/errors';
import {
  carriesTag,
  NESTED_CATEGORIES_LIMIT,
  removeTagFrom,
  renameTagIn,
  sameTag,
  tagExistsMessage,
  tooManyCategoriesMessage,
} from '../../../shared/taxonomy';
import type { Db } from '../../db/client';
import type { WebsiteService } from '../websites';
import { collectionById } from './queries';
import { collectionItems } from './tables';

export type TaxonomyAdminService = ReturnType<typeof createTaxonomyAdminService>;

const countNames = (lists: string[][]) => {
  const counts = new Map<string, { name: string; count: number }>();
  for (const list of lists)
    for (const name of list) {
      const key = name.toLowerCase();
      const entry = counts.get(key) ?? { name, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  return [...counts.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
};

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
      tags: countNames(items.map((item) => item.tags)),
      categories: countNames(items.map((item) => item.categories)),
    };
  }

  return {
    list,

    async edit(websiteId: string, collectionId: string, edit: TaxonomyEdit): Promise<TaxonomyAnswer> {
      await requireBlog(websiteId, collectionId);
      const field = edit.tagType === 'tag' ? 'tags' : 'categories';
      const items = await itemsOf(websiteId, collectionId);
      if (!items.some((item) => carriesTag(item[field], edit.tagType, edit.name)))
        throw new AppError('notFound');
      if (edit.action === 'rename' && !sameTag(edit.name, edit.newName)) {
        const taken = items.some((item) => item[field].some((name) => sameTag(name, edit.newName)));
        if (taken) throw new AppError('conflict', { newName: tagExistsMessage(edit.tagType) });
      }
      await websites.changes.write(websiteId, async (tx) => {
        for (const item of items) {
          if (!carriesTag(item[field], edit.tagType, edit.name)) continue;
          const names =
            edit.action === 'rename'
              ? renameTagIn(item[field], edit.tagType, edit.name, edit.newName)
              : removeTagFrom(item[field], edit.tagType, edit.name);
          await tx
            .update(collectionItems)
            .set({ [field]: names, updatedAt: new Date() })
            .where(and(eq(collectionItems.websiteId, websiteId), eq(collectionItems.id, item.id)));
        }
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
