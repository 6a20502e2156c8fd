import { currencies, type CurrencyCode } from '../../../shared/money';
import type { ProductView } from './product-views';

/** A price in minor units as schema.org wants it: a decimal string in the currency's own digits. */
function decimal(minor: number, currency: CurrencyCode): string {
  const digits = currencies[currency].fractionDigits;
  const sign = minor < 0 ? '-' : '';
  const units = Math.abs(minor);
  if (digits === 0) return `${sign}${units}`;
  return `${sign}${Math.floor(units / 100)}.${String(units % 100).padStart(2, '0')}`;
}

/**
 * The product as a schema.org Product (search engines show price and availability from it).
 * The price is what the shopper pays now: the sale price of a variant on sale. Addresses are
 * paths; the page's head makes them absolute on the site's primary host.
 */
export function productStructuredData(
  product: ProductView,
  currency: CurrencyCode,
  path: string,
): Record<string, unknown> {
  const prices = product.variants.map((variant) =>
    variant.onSale ? variant.salePriceCents : variant.priceCents,
  );
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const availability = `https://schema.org/${product.soldOut ? 'OutOfStock' : 'InStock'}`;
  const offers =
    low === high
      ? { '@type': 'Offer', price: decimal(low, currency), priceCurrency: currency, availability, url: path }
      : {
          '@type': 'AggregateOffer',
          lowPrice: decimal(low, currency),
          highPrice: decimal(high, currency),
          offerCount: product.variants.length,
          priceCurrency: currency,
          availability,
        };
  const images = product.images.filter((image) => !image.startsWith('data:'));
  const sku = product.variants.length === 1 ? product.variants[0]?.sku : undefined;
  return {
    '@type': 'Product',
    name: product.title,
    ...(product.description ? { description: product.description.slice(0, 5000) } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(sku ? { sku } : {}),
    ...(product.variants.length > 0 ? { offers } : {}),
  };
}
