import { GIFT_CARD_PATH } from '../../../shared/commerce/gift-cards';
import { hasTag, inCategory } from '../../../shared/taxonomy';
import { listFilterOf } from '../../render/list-filter';
import { ProductType } from '../../../shared/enums/platform';
import { subscriptionWording } from '../../../shared/commerce/subscriptions';
import { measurementUnits, unitPriceCents } from '../../../shared/commerce/products';
import { videoBlock, type VideoData } from '../../../shared/blocks/video';
import { GRID_COLUMNS, type Layout, type LayoutBlock } from '../../../shared/layout/layout';
import { formatMoney, Money, type CurrencyCode } from '../../../shared/money';
import type { ProductCardView, ProductDetailView } from '../../../site/store/view-model';
import type { StorefrontRendering } from '../../render/page-service';
import { notFound, type ResolvedPage } from '../../render/resolve-page';
import type { ContentService } from '../content';
import type { WebsiteRow } from '../websites/tables';
import type { CatalogueService } from './catalogue-service';
import type { ProductView } from './product-views';
import type { StoreSettingsService } from './settings-service';
import { productStructuredData } from './product-structured-data';

export const productTypeLabels: Record<number, string> = {
  [ProductType.physical]: 'Physical product',
  [ProductType.digital]: 'Digital download',
  [ProductType.service]: 'Service',
  [ProductType.giftCard]: 'Gift card',
  [ProductType.paywall]: 'Members-only content',
};

export const priceLabel = (minor: number, currency: CurrencyCode) => formatMoney(Money.of(minor, currency));

export function productCard(product: ProductView, currency: CurrencyCode, href: string): ProductCardView {
  const { from, to } = product.priceRange;
  const saleVariant = product.variants.find((variant) => variant.onSale);
  return {
    id: product.id,
    title: product.title,
    href,
    imageUrl: product.images[0] ?? null,
    priceLabel: from === to ? priceLabel(from, currency) : `from ${priceLabel(from, currency)}`,
    compareAtLabel: saleVariant && from === to ? priceLabel(saleVariant.priceCents, currency) : null,
    onSale: product.onSale,
    soldOut: product.soldOut,
    subscriptionLabel: product.subscriptionPlans[0]
      ? subscriptionWording(product.subscriptionPlans[0])
      : null,
  };
}

/**
 * A product's video as a video block (the block's renderer, runtime feature and frame sources
 * serve it unchanged): spanning half the grid beside the details, fitted, privacy-enhanced.
 */
export function productVideoBlock(product: ProductView): LayoutBlock<VideoData> | null {
  if (!product.video) return null;
  const { url, poster, title, oembed } = product.video;
  return {
    id: product.id,
    type: 'video',
    grid: { column: 1, span: GRID_COLUMNS / 2 },
    data: {
      ...videoBlock.defaults,
      url,
      poster,
      title,
      ...(oembed ? { oembed } : {}),
    } as VideoData,
  };
}

/** The page's layouts as the renderer sees them: the video's, for its runtime feature and frame host. */
const videoLayouts = (video: LayoutBlock<VideoData> | null): Layout[] =>
  video ? [{ columns: GRID_COLUMNS, blocks: [video as LayoutBlock] }] : [];

export function productDetail(
  product: ProductView,
  currency: CurrencyCode,
  href: string,
  measurementStandard: 1 | 2,
): ProductDetailView {
  const digital = product.productType === ProductType.digital;
  const units = measurementUnits(measurementStandard);
  // One weight for the product only when every variant weighs the same; otherwise the option names say it (250 g, 1 kg).
  const weights = new Set(product.variants.map((variant) => variant.weightGrams));
  const heaviest = weights.size === 1 ? [...weights][0]! : 0;
  const weight = measurementStandard === 1 ? (heaviest / 453.59237).toFixed(2) : (heaviest / 1000).toFixed(2);
  return {
    ...productCard(product, currency, href),
    description: product.description,
    images: product.images,
    video: productVideoBlock(product),
    typeLabel: productTypeLabels[product.productType] ?? 'Product',
    ...(product.productType === ProductType.giftCard
      ? { giftCardHref: `${GIFT_CARD_PATH}?giftCardProductId=${encodeURIComponent(product.id)}` }
      : {}),
    optionNames: product.optionNames,
    weightLabel:
      product.productType === ProductType.physical && heaviest > 0
        ? `Weight: ${weight} ${units.weight}`
        : null,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      label: variant.optionValues.join(' / ') || product.title,
      priceLabel: priceLabel(unitPriceCents(variant), currency),
      compareAtLabel: variant.onSale ? priceLabel(variant.priceCents, currency) : null,
      soldOut: !digital && !variant.unlimited && variant.qtyInStock <= 0,
      stock: digital || variant.unlimited ? null : variant.qtyInStock,
    })),
  };
}

/**
 * The store's part of published pages: `products` collections as list and item pages, and
 * product data put into product and collection-link blocks before they render.
 */
export function createStorefront(deps: {
  catalogue: CatalogueService;
  settings: StoreSettingsService;
  content: ContentService;
  collectionsById: (
    websiteId: string,
    ids: string[],
  ) => Promise<{ id: string; urlId: string; title: string; type: string }[]>;
}): StorefrontRendering {
  const currencyOf = async (websiteId: string) => (await deps.settings.settings(websiteId)).currency;

  async function fillBlocks(layout: Layout, website: WebsiteRow, now: Date): Promise<Layout> {
    const productIds = layout.blocks
      .filter((block) => block.type === 'product' && block.data.productId)
      .map((block) => String(block.data.productId));
    const collectionIds = layout.blocks
      .filter((block) => block.type === 'collection-link' && block.data.collectionId)
      .map((block) => String(block.data.collectionId));
    if (productIds.length === 0 && collectionIds.length === 0) return layout;
    const currency = await currencyOf(website.id);
    const products = await deps.catalogue.visibleByIds(website.id, productIds, now);
    const collections = await deps.collectionsById(website.id, collectionIds);
    const hrefs = new Map(
      (
        await deps.collectionsById(website.id, [...new Set(products.map((product) => product.collectionId))])
      ).map((collection) => [collection.id, collection.urlId]),
    );
    const counts = new Map<string, number>();
    for (const collection of collections)
      counts.set(collection.id, (await deps.catalogue.visibleIn(website.id, collection.id, now)).length);
    const blocks: LayoutBlock[] = layout.blocks.map((block) => {
      if (block.type === 'product') {
        const product = products.find((candidate) => candidate.id === block.data.productId);
        const href = product ? `/${hrefs.get(product.collectionId) ?? ''}/${product.urlId}` : '';
        return {
          ...block,
          product: product
            ? productDetail(product, currency, href, website.measurementStandard as 1 | 2)
            : null,
        };
      }
      if (block.type === 'collection-link') {
        const collection = collections.find(
          (candidate) => candidate.id === block.data.collectionId && candidate.type === 'products',
        );
        return {
          ...block,
          link: collection
            ? { href: `/${collection.urlId}`, title: collection.title, count: counts.get(collection.id) ?? 0 }
            : null,
        };
      }
      return block;
    });
    return { ...layout, blocks };
  }

  return {
    async showProducts(input, collection, itemUrlId, base): Promise<ResolvedPage> {
      const currency = await currencyOf(input.website.id);
      const cacheable = collection.passwordHash === null;
      const listHref = `/${collection.urlId}`;
      if (itemUrlId === undefined) {
        const listed = listFilterOf(input.query, listHref);
        const products = (await deps.catalogue.visibleIn(input.website.id, collection.id, input.now)).filter(
          (product) =>
            (listed.filter.tag === undefined || hasTag(product.tags, listed.filter.tag)) &&
            (listed.filter.category === undefined || inCategory(product.categories, listed.filter.category)),
        );
        return {
          ...base,
          status: 200,
          pageType: 'collection',
          view: {
            kind: 'product-list',
            title: collection.title,
            description: collection.description,
            products: products.map((product) =>
              productCard(product, currency, `${listHref}/${product.urlId}`),
            ),
            ...listed.shown,
          },
          title: collection.title,
          itemId: null,
          layouts: [],
          cacheable,
          features: ['cart', 'quick-view'],
        };
      }
      const product = await deps.catalogue.visibleByUrlId(
        input.website.id,
        collection.id,
        itemUrlId,
        input.now,
      );
      if (!product) return notFound();
      const detail = productDetail(
        product,
        currency,
        `${listHref}/${product.urlId}`,
        input.website.measurementStandard as 1 | 2,
      );
      return {
        ...base,
        status: 200,
        pageType: 'item',
        view: {
          kind: 'product-item',
          listTitle: collection.title,
          listHref,
          product: detail,
        },
        title: product.title,
        description: product.description.slice(0, 300),
        structuredData: productStructuredData(product, currency, `${listHref}/${product.urlId}`),
        itemId: product.id,
        layouts: videoLayouts(detail.video),
        cacheable,
        features: ['cart'],
      };
    },

    async productPaths(websiteId, collection, now) {
      const products = await deps.catalogue.visibleIn(websiteId, collection.id, now);
      return products.map((product) => `/${collection.urlId}/${product.urlId}`);
    },

    fillLayout: (layout, website) => fillBlocks(layout, website, new Date()),

    async enrich(resolved, website) {
      const now = new Date();
      const view = resolved.view;
      if (view.kind === 'page') {
        const layout = await fillBlocks(view.layout, website, now);
        return layout === view.layout
          ? resolved
          : { ...resolved, view: { ...view, layout }, layouts: [layout] };
      }
      if (view.kind === 'blog-item') {
        const body = await fillBlocks(view.post.body, website, now);
        return body === view.post.body
          ? resolved
          : { ...resolved, view: { ...view, post: { ...view.post, body } }, layouts: [body] };
      }
      return resolved;
    },
  };
}
