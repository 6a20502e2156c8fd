import type { ProductVideo } from '../../../shared/api/store';
import {
  isOnSale,
  isSoldOut,
  priceRange,
  productStatuses,
  totalStock,
  workflowLabel,
} from '../../../shared/commerce/products';
import type { SubscriptionPlan } from '../../../shared/commerce/subscriptions';
import type { ProductType } from '../../../shared/enums/platform';
import type { ProductRow, VariantRow } from './tables';

/** A product as the owners' app and the storefront see it: its variants, stock and prices worked out. */
export interface ProductView {
  id: string;
  collectionId: string;
  urlId: string;
  title: string;
  description: string;
  productType: ProductType;
  status: 'published' | 'scheduled' | 'draft';
  workflowLabel: string;
  publishOn: string | null;
  images: string[];
  /** The product's video with the provider's oEmbed answer, or null. */
  video: ProductVideo | null;
  optionNames: string[];
  tags: string[];
  categories: string[];
  /** Subscription plans; empty for a one-off product. */
  subscriptionPlans: SubscriptionPlan[];
  variants: VariantView[];
  onSale: boolean;
  soldOut: boolean;
  /** null when stock is unlimited (digital, or any unlimited variant). */
  totalStock: number | null;
  priceRange: { from: number; to: number };
}

export interface VariantView {
  id: string;
  sku: string;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  optionValues: string[];
  weightGrams: number;
}

const statusName = (status: number): ProductView['status'] =>
  status === productStatuses.published
    ? 'published'
    : status === productStatuses.scheduled
      ? 'scheduled'
      : 'draft';

export function toProductView(row: ProductRow, variantRows: VariantRow[]): ProductView {
  const variants = variantRows
    .filter((variant) => variant.productId === row.id)
    .sort((a, b) => a.position - b.position)
    .map(
      ({
        id,
        sku,
        priceCents,
        salePriceCents,
        onSale,
        qtyInStock,
        unlimited,
        optionValues,
        weightGrams,
      }) => ({
        id,
        sku,
        priceCents,
        salePriceCents,
        onSale,
        qtyInStock,
        unlimited,
        optionValues,
        weightGrams,
      }),
    );
  const priced = { productType: row.productType as ProductType, variants };
  const stock = totalStock(priced);
  return {
    id: row.id,
    collectionId: row.collectionId,
    urlId: row.urlId,
    title: row.title,
    description: row.description,
    productType: row.productType as ProductType,
    status: statusName(row.status),
    workflowLabel: workflowLabel(row.status),
    publishOn: row.publishOn?.toISOString() ?? null,
    images: row.images,
    video: row.video ?? null,
    optionNames: row.optionNames,
    tags: row.tags,
    categories: row.categories,
    subscriptionPlans: row.subscriptionPlans,
    variants,
    onSale: isOnSale(priced),
    soldOut: isSoldOut(priced),
    totalStock: Number.isFinite(stock) ? stock : null,
    priceRange: variants.length > 0 ? priceRange(priced) : { from: 0, to: 0 },
  };
}
