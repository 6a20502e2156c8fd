import { and, eq } from 'drizzle-orm';
import type { TaxonomyAnswer, TaxonomyEdit } from '../../../shared/api/taxonomy';
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
import { products } from './tables';

export type ProductTaxonomyService = ReturnType<typeof createProductTaxonomyService>;

/**
 * A shop page's tags and categories as the owner manages them, like a blog's: each name with how
 * many of the page's products carry it; renaming or deleting one changes every product at once.
 * `isShop` says whether a collection is one of the site's shop pages (the content module owns them).
 */
export function createProductTaxonomyService({
  db,
  websites,
  isShop,
}: {
  db: Db;
  websites: WebsiteService;
  isShop: (websiteId: string, collectionId: string) => Promise<boolean>;
}) {
  async function requireShop(websiteId: string, collectionId: string) {
    if (!(await isShop(websiteId, collectionId))) throw new AppError('notFound');
  }
  const productsOf = (websiteId: string, collectionId: string) =>
    db
      .select({ id: products.id, tags: products.tags, categories: products.categories })
      .from(products)
      .where(and(eq(products.websiteId, websiteId), eq(products.collectionId, collectionId)));

  async function list(websiteId: string, collectionId: string): Promise<TaxonomyAnswer> {
    await requireShop(websiteId, collectionId);
    const rows = await productsOf(websiteId, collectionId);
    return {
      tags: countTagNames(rows.map((row) => row.tags)),
      categories: countTagNames(rows.map((row) => row.categories)),
    };
  }

  return {
    list,

    async edit(websiteId: string, collectionId: string, edit: TaxonomyEdit): Promise<TaxonomyAnswer> {
      await requireShop(websiteId, collectionId);
      const field = edit.tagType === 'tag' ? 'tags' : 'categories';
      const plan = planTagEdit(await productsOf(websiteId, collectionId), (row) => row[field], edit);
      if ('problem' in plan)
        throw plan.problem === 'notFound'
          ? new AppError('notFound')
          : new AppError('conflict', { newName: tagExistsMessage(edit.tagType) });
      await websites.changes.write(websiteId, async (tx) => {
        for (const change of plan.changes)
          await tx
            .update(products)
            .set({ [field]: change.names, updatedAt: new Date() })
            .where(and(eq(products.websiteId, websiteId), eq(products.id, change.id)));
      });
      return list(websiteId, collectionId);
    },

    /** Refuses categories that would take a shop page over the nested categories limit (10000). */
    async assertCategoryRoom(
      websiteId: string,
      collectionId: string,
      categories: string[],
      productId?: string,
    ) {
      if (categories.length === 0) return;
      const known = new Set<string>();
      for (const row of await productsOf(websiteId, collectionId))
        if (row.id !== productId) for (const name of row.categories) known.add(name.toLowerCase());
      for (const name of categories) known.add(name.toLowerCase());
      if (known.size > NESTED_CATEGORIES_LIMIT)
        throw new AppError('validation', { categories: tooManyCategoriesMessage });
    },
  };
}
