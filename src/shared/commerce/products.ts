import { ProductType } from '../enums/platform';

/** Spec visitor-runtime §5. */
export const MAX_PRODUCT_PRICE_CENTS = 100_000_000;
export const MAX_SKU_LENGTH = 60;
export const MAX_CART_LINE_QUANTITY = 999;
/** The field message when a cart line would go over MAX_CART_LINE_QUANTITY. */
export const LINE_LIMIT_MESSAGE = `You can have at most ${MAX_CART_LINE_QUANTITY} of an item in your cart.`;
/**
 * The largest order total a payment provider takes, in minor units (Stripe: 8 digits; the test
 * provider models the same). Above it checkout refuses before any payment session is made.
 */
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;

/** Product types modelled but not sold yet (nothing issues what they sell): never published or bought. */
export const UNSELLABLE_PRODUCT_TYPES: ReadonlySet<number> = new Set([ProductType.paywall]);
export const UNSELLABLE_PRODUCT_MESSAGE =
  'Paywall products cannot be sold yet. Keep this product hidden until they can.';
/**
 * Product types never put in a cart: the unsellable ones, and gift cards, bought on their own
 * page (`/checkout/giftcard`) with the recipient's details.
 */
export const NOT_IN_CART_PRODUCT_TYPES: ReadonlySet<number> = new Set([
  ProductType.giftCard,
  ProductType.paywall,
]);
export const GIFT_CARD_NOT_IN_CART_MESSAGE =
  'Gift cards are bought on their own page, with the recipient’s details.';
export const notInCartMessage = (productType: number) =>
  productType === ProductType.giftCard ? GIFT_CARD_NOT_IN_CART_MESSAGE : UNSELLABLE_PRODUCT_MESSAGE;

/** Workflow status of a product, stored as the platform's ItemStatus numbers. */
export const productStatuses = { published: 1, scheduled: 2, draft: 4 } as const;
export type ProductStatusName = keyof typeof productStatuses;

/** Spec: published shows Available, scheduled Scheduled, draft Hidden, anything else Unsupported. */
export function workflowLabel(status: number): 'Available' | 'Scheduled' | 'Hidden' | 'Unsupported' {
  if (status === productStatuses.published) return 'Available';
  if (status === productStatuses.scheduled) return 'Scheduled';
  if (status === productStatuses.draft) return 'Hidden';
  return 'Unsupported';
}

/** A generated SKU: SQ plus 7 digits. */
export function generateSku(random: () => number = Math.random): string {
  return `SQ${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`;
}

export interface PricedVariant {
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
}

export interface PricedProduct {
  productType: ProductType;
  variants: ReadonlyArray<PricedVariant>;
}

/** On sale when any variant is. */
export const isOnSale = (product: PricedProduct) => product.variants.some((variant) => variant.onSale);

/** Sold out when no variant is unlimited or in stock; digital products never sell out. */
export function isSoldOut(product: PricedProduct): boolean {
  if (product.productType === ProductType.digital) return false;
  return !product.variants.some((variant) => variant.unlimited || variant.qtyInStock > 0);
}

/** Total stock: infinite for digital products or when any variant is unlimited. */
export function totalStock(product: PricedProduct): number {
  if (product.productType === ProductType.digital || product.variants.some((variant) => variant.unlimited))
    return Number.POSITIVE_INFINITY;
  return product.variants.reduce((sum, variant) => sum + Math.max(0, variant.qtyInStock), 0);
}

/** What a shopper pays for one unit of a variant. */
export const unitPriceCents = (variant: Pick<PricedVariant, 'priceCents' | 'salePriceCents' | 'onSale'>) =>
  variant.onSale ? variant.salePriceCents : variant.priceCents;

/** The lowest and highest unit price among variants, for "from $12.00" displays. */
export function priceRange(product: PricedProduct): { from: number; to: number } {
  const prices = product.variants.map(unitPriceCents);
  return { from: Math.min(...prices), to: Math.max(...prices) };
}

/** Whether a product of this type is shipped (and so needs an address). */
export const requiresShipping = (productType: ProductType) => productType === ProductType.physical;

/** Weight and size units of the store's measurement standard (spec §6): imperial lbs and inch mark, metric kg and cm. */
export function measurementUnits(standard: 1 | 2): { weight: string; length: string } {
  return standard === 1 ? { weight: 'lbs', length: '"' } : { weight: 'kg', length: 'cm' };
}
