import type { LayoutBlock } from '../../../shared/layout/layout';
import { safeMediaSrc } from '../../../shared/links/media';
import { AddToCartForm, PriceTag } from '../../store/product-pages';
import type { ProductBlockData } from '../../../shared/blocks/product';
import type { ProductDetailView } from '../../store/view-model';
import { columnSizes, ResponsiveImage } from '../../images/responsive-image';
import { GRID_COLUMNS } from '../../../shared/layout/layout';

/**
 * The server puts the product's current data beside the block's data at render time (never
 * stored, and outside `data` so the renderer's re-parse of stored data keeps it).
 */
export interface ResolvedProduct {
  product?: ProductDetailView | null;
}

/** A product on any page: image, name, price, sale and sold-out states, variant picker and add to cart. */
export function ProductBlock({ block }: { block: LayoutBlock<ProductBlockData> & ResolvedProduct }) {
  const { product } = block;
  // An unpublished or deleted product shows nothing to visitors rather than a broken card.
  if (!product) return null;
  const image = safeMediaSrc(product.imageUrl);
  return (
    <div className="sqs-block sqs-block-product product-block" data-product={product.id}>
      {image !== undefined && (
        <a href={product.href}>
          <ResponsiveImage
            className="product-block__image"
            src={image}
            alt={product.title}
            sizes={columnSizes((block.grid?.span ?? GRID_COLUMNS) / GRID_COLUMNS)}
          />
        </a>
      )}
      <div className="product-block__details">
        <h3 className="product-block__title">
          <a href={product.href}>{product.title}</a>
        </h3>
        <PriceTag product={product} />
        {block.data.showDescription && product.description && (
          <p className="product-block__description">{product.description}</p>
        )}
        <AddToCartForm product={product} idPrefix={`block-${block.id}`} />
      </div>
    </div>
  );
}
