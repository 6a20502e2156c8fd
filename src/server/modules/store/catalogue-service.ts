import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { ProductInput, ProductVideo } from '../../../shared/api/store';
import {
  generateSku,
  productStatuses,
  UNSELLABLE_PRODUCT_MESSAGE,
  UNSELLABLE_PRODUCT_TYPES,
} from '../../../shared/commerce/products';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import { toUrlSafe } from '../../../shared/text/url-safe';
import type { Db } from '../../db/client';
import type { WebsiteService } from '../websites';
import { storedVideo, type VideoOembedLookup } from './product-video';
import type { Executor } from './executor';
import { toProductView, type ProductView } from './product-views';
import { products, productVariants, type ProductRow, type VariantRow } from './tables';

/** Visitors see published products and scheduled ones whose time has come. */
const visibleNow = (now: Date) =>
  or(
    eq(products.status, productStatuses.published),
    and(eq(products.status, productStatuses.scheduled), lte(products.publishOn, now)),
  );

export type CatalogueService = ReturnType<typeof createCatalogueService>;

export function createCatalogueService({
  db,
  websites,
  videoOembed,
}: {
  db: Db;
  websites: WebsiteService;
  videoOembed?: VideoOembedLookup;
}) {
  const videoToStore = storedVideo(db, videoOembed);

  async function withVariants(websiteId: string, rows: ProductRow[]): Promise<ProductView[]> {
    if (rows.length === 0) return [];
    const variantRows = await db
      .select()
      .from(productVariants)
      .where(
        and(
          eq(productVariants.websiteId, websiteId),
          inArray(
            productVariants.productId,
            rows.map((row) => row.id),
          ),
        ),
      );
    return rows.map((row) => toProductView(row, variantRows));
  }

  async function saveVariants(
    tx: Executor,
    websiteId: string,
    productId: string,
    input: ProductInput,
  ): Promise<void> {
    const existing = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.websiteId, websiteId), eq(productVariants.productId, productId)));
    const known = new Set(existing.map((row) => row.id));
    const kept = new Set<string>();
    for (const [position, variant] of input.variants.entries()) {
      const values = {
        sku: variant.sku === '' ? generateSku() : variant.sku,
        position,
        priceCents: variant.priceCents,
        salePriceCents: variant.salePriceCents,
        onSale: variant.onSale,
        qtyInStock: variant.qtyInStock,
        unlimited: variant.unlimited,
        optionValues: variant.optionValues,
        weightGrams: variant.weightGrams,
      };
      if (variant.id && known.has(variant.id)) {
        kept.add(variant.id);
        await tx
          .update(productVariants)
          .set(values)
          .where(and(eq(productVariants.websiteId, websiteId), eq(productVariants.id, variant.id)));
      } else {
        await tx.insert(productVariants).values({ id: newId(), websiteId, productId, ...values });
      }
    }
    const removed = [...known].filter((variantId) => !kept.has(variantId));
    if (removed.length > 0)
      await tx
        .delete(productVariants)
        .where(and(eq(productVariants.websiteId, websiteId), inArray(productVariants.id, removed)));
  }

  /** Gift cards and paywall products are modelled but nothing issues what they sell: never published. */
  function refuseUnsellable(input: ProductInput): void {
    if (UNSELLABLE_PRODUCT_TYPES.has(input.productType) && input.status !== 'draft')
      throw new AppError('productNotSellable', { status: UNSELLABLE_PRODUCT_MESSAGE });
  }

  const productValues = (input: ProductInput, video: ProductVideo | null) => ({
    video,
    title: input.title,
    description: input.description,
    productType: input.productType,
    status: productStatuses[input.status],
    publishOn: input.publishOn ? new Date(input.publishOn) : null,
    images: input.images,
    optionNames: input.optionNames,
    ...(input.tags ? { tags: input.tags } : {}),
    ...(input.categories ? { categories: input.categories } : {}),
    subscriptionPlans: input.subscriptionPlans ?? [],
  });

  /** Unique violations (URL or SKU) become field errors, not 500s. */
  async function translatingConflicts<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const message = String(
        (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message,
      );
      if (message.includes('product_variants_sku_idx'))
        throw new AppError('conflict', { variants: 'Another product already uses this SKU' });
      if (message.includes('products_url_idx'))
        throw new AppError('conflict', { urlId: 'Another product already uses this URL' });
      throw error;
    }
  }

  return {
    async create(websiteId: string, collectionId: string, input: ProductInput): Promise<ProductView> {
      refuseUnsellable(input);
      const urlId = toUrlSafe(input.urlId || input.title) || newId();
      const id = newId();
      const video = await videoToStore(websiteId, null, input.video);
      await translatingConflicts(() =>
        websites.changes.write(websiteId, async (tx) => {
          await tx
            .insert(products)
            .values({ id, websiteId, collectionId, urlId, ...productValues(input, video) });
          await saveVariants(tx, websiteId, id, input);
        }),
      );
      return this.get(websiteId, id);
    },

    async update(websiteId: string, productId: string, input: ProductInput): Promise<ProductView> {
      refuseUnsellable(input);
      const video = await videoToStore(websiteId, productId, input.video);
      await translatingConflicts(() =>
        websites.changes.write(websiteId, async (tx) => {
          const urlId = input.urlId ? toUrlSafe(input.urlId) : undefined;
          const updated = await tx
            .update(products)
            .set({ ...productValues(input, video), ...(urlId ? { urlId } : {}), updatedAt: new Date() })
            .where(and(eq(products.websiteId, websiteId), eq(products.id, productId)))
            .returning({ id: products.id });
          if (updated.length === 0) throw new AppError('notFound');
          await saveVariants(tx, websiteId, productId, input);
        }),
      );
      return this.get(websiteId, productId);
    },

    async remove(websiteId: string, productId: string): Promise<void> {
      await websites.changes.write(websiteId, async (tx) => {
        const deleted = await tx
          .delete(products)
          .where(and(eq(products.websiteId, websiteId), eq(products.id, productId)))
          .returning({ id: products.id });
        if (deleted.length === 0) throw new AppError('notFound');
      });
    },

    async get(websiteId: string, productId: string): Promise<ProductView> {
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.websiteId, websiteId), eq(products.id, productId)));
      const [view] = await withVariants(websiteId, rows);
      if (!view) throw new AppError('notFound');
      return view;
    },

    /** Every product of the site (owners' list), newest first within position order. */
    async list(websiteId: string): Promise<ProductView[]> {
      const rows = await db
        .select()
        .from(products)
        .where(eq(products.websiteId, websiteId))
        .orderBy(asc(products.position), asc(products.createdAt));
      return withVariants(websiteId, rows);
    },

    async visibleIn(websiteId: string, collectionId: string, now: Date): Promise<ProductView[]> {
      const rows = await db
        .select()
        .from(products)
        .where(
          and(eq(products.websiteId, websiteId), eq(products.collectionId, collectionId), visibleNow(now)),
        )
        .orderBy(asc(products.position), asc(products.createdAt));
      return withVariants(websiteId, rows);
    },

    async visibleByUrlId(
      websiteId: string,
      collectionId: string,
      urlId: string,
      now: Date,
    ): Promise<ProductView | null> {
      const rows = await db
        .select()
        .from(products)
        .where(
          and(
            eq(products.websiteId, websiteId),
            eq(products.collectionId, collectionId),
            eq(products.urlId, urlId),
            visibleNow(now),
          ),
        );
      const [view] = await withVariants(websiteId, rows);
      return view ?? null;
    },

    /** Visible products by id, for blocks that show chosen products on any page. */
    async visibleByIds(websiteId: string, ids: string[], now: Date): Promise<ProductView[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.websiteId, websiteId), inArray(products.id, ids), visibleNow(now)));
      return withVariants(websiteId, rows);
    },

    /** Variants with their product, for pricing a cart. Only this site's rows. */
    async variantsWithProducts(
      websiteId: string,
      variantIds: string[],
    ): Promise<{ variant: VariantRow; product: ProductRow }[]> {
      if (variantIds.length === 0) return [];
      return db
        .select({ variant: productVariants, product: products })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(productVariants.websiteId, websiteId), inArray(productVariants.id, variantIds)));
    },

    /** Where products live (their collection and url id), for links from carts and orders. */
    async locations(
      websiteId: string,
      productIds: string[],
    ): Promise<{ id: string; collectionId: string; urlId: string }[]> {
      if (productIds.length === 0) return [];
      return db
        .select({ id: products.id, collectionId: products.collectionId, urlId: products.urlId })
        .from(products)
        .where(and(eq(products.websiteId, websiteId), inArray(products.id, productIds)));
    },

    isVisible: (product: ProductRow, now: Date) =>
      product.status === productStatuses.published ||
      (product.status === productStatuses.scheduled &&
        product.publishOn !== null &&
        product.publishOn <= now),

    /** The inventory view: every variant with its product's title and type. */
    async inventory(websiteId: string) {
      return db
        .select({
          variantId: productVariants.id,
          productId: products.id,
          title: products.title,
          productType: products.productType,
          sku: productVariants.sku,
          optionValues: productVariants.optionValues,
          qtyInStock: productVariants.qtyInStock,
          unlimited: productVariants.unlimited,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(eq(productVariants.websiteId, websiteId))
        .orderBy(asc(products.title), asc(productVariants.position));
    },

    /** Sets or adjusts one variant's stock. An adjustment that would go below zero is refused, not clamped. */
    async updateStock(
      websiteId: string,
      variantId: string,
      change: { qtyInStock?: number; adjustBy?: number; unlimited?: boolean },
    ) {
      const where = and(eq(productVariants.websiteId, websiteId), eq(productVariants.id, variantId));
      const set: Partial<VariantRow> = {};
      if (change.unlimited !== undefined) set.unlimited = change.unlimited;
      if (change.qtyInStock !== undefined) set.qtyInStock = change.qtyInStock;
      const adjust = change.adjustBy;
      const updated = await websites.changes.write(websiteId, async (tx) => {
        const rows = await tx
          .update(productVariants)
          .set(adjust !== undefined ? { qtyInStock: sql`${productVariants.qtyInStock} + ${adjust}` } : set)
          .where(
            adjust !== undefined ? and(where, sql`${productVariants.qtyInStock} + ${adjust} >= 0`) : where,
          )
          .returning();
        if (rows.length === 0) {
          const exists = await tx.select({ id: productVariants.id }).from(productVariants).where(where);
          if (exists.length === 0) throw new AppError('notFound');
          throw new AppError('validation', { adjustBy: 'Stock cannot go below zero' });
        }
        return rows;
      });
      return updated[0]!;
    },
  };
}
