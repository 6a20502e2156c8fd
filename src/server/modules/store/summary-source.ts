import { hasTag, inCategory } from '../../../shared/taxonomy';
import type { SummarySource } from '../../render/summaries';
import type { CatalogueService } from './catalogue-service';
import type { StoreSettingsService } from './settings-service';
import { productCard } from './storefront';

/**
 * Summary source of products collections: visible products in the shop's order, filtered by tag
 * and category (a category includes the ones nested under it). A product with a video shows
 * the video's picture, which the summary boxes by the video aspect rule.
 */
export function productSummarySource(deps: {
  catalogue: Pick<CatalogueService, 'visibleIn'>;
  settings: Pick<StoreSettingsService, 'settings'>;
}): SummarySource {
  return {
    type: 'products',
    async items({ websiteId, collection, limit, filter, now }) {
      const { currency } = await deps.settings.settings(websiteId);
      const products = (await deps.catalogue.visibleIn(websiteId, collection.id, now)).filter(
        (product) =>
          (filter.tag === undefined || hasTag(product.tags, filter.tag)) &&
          (filter.category === undefined || inCategory(product.categories, filter.category)),
      );
      return products.slice(0, limit).map((product) => {
        const card = productCard(product, currency, `/${collection.urlId}/${product.urlId}`);
        const videoPicture = product.video?.poster || product.video?.oembed?.thumbnailUrl || null;
        const imageUrl = card.imageUrl ?? videoPicture;
        return {
          id: product.id,
          title: product.title,
          href: card.href,
          excerpt: plainExcerpt(product.description),
          imageUrl,
          isVideo: card.imageUrl === null && videoPicture !== null,
          priceLabel: card.priceLabel,
          tags: product.tags,
          categories: product.categories,
        };
      });
    },
  };
}

/** The first words of a product's description (plain text), for a summary card. */
function plainExcerpt(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 199).trimEnd()}…` : text;
}
