import type { ProductInput } from '../../../shared/api/store';
import { ProductType } from '../../../shared/enums/platform';
import type { TestApp } from '../../testing/test-app';

/** Test helpers: a products collection with a few products, made through the services owners use. */
export const variant = (
  priceCents: number,
  qtyInStock: number,
  optionValues: string[] = [],
  extra: Partial<ProductInput['variants'][number]> = {},
) => ({
  sku: '',
  priceCents,
  salePriceCents: 0,
  onSale: false,
  qtyInStock,
  unlimited: false,
  optionValues,
  weightGrams: 250,
  ...extra,
});

export const productInput = (
  title: string,
  variants: ProductInput['variants'],
  extra: Partial<ProductInput> = {},
): ProductInput => ({
  title,
  description: `About ${title}`,
  productType: ProductType.physical,
  status: 'published',
  publishOn: null,
  images: [],
  optionNames: variants[0]?.optionValues.length
    ? variants[0].optionValues.map((_, index) => `Option ${index + 1}`)
    : [],
  variants,
  ...extra,
});

export async function createShop(services: TestApp['services'], websiteId: string) {
  const shop = await services.content.createCollection({
    websiteId,
    type: 'products',
    title: 'Shop',
    urlId: 'shop',
    navigation: 'main',
  });
  const { catalogue, settings } = services.store;
  await settings.update(websiteId, {
    currency: 'USD',
    shippingOptions: [
      { id: 'standard', name: 'Standard', rateCents: 500, freeAboveCents: 10_000, countries: [] },
      { id: 'express', name: 'Express', rateCents: 1500, freeAboveCents: 0, countries: ['US'] },
    ],
    taxRules: [
      {
        id: 'ca',
        name: 'California sales tax',
        country: 'US',
        region: 'CA',
        rateBasisPoints: 825,
        appliesToShipping: false,
      },
    ],
    minimumSubtotalCents: 0,
    expressCheckout: false,
    paymentProvider: 'test',
  });
  const beans = await catalogue.create(websiteId, shop.id, {
    ...productInput('House Blend', [variant(1800, 10, ['250 g']), variant(5200, 0, ['1 kg'])]),
    optionNames: ['Size'],
  });
  const mug = await catalogue.create(
    websiteId,
    shop.id,
    productInput('Mug', [variant(2400, 3, [], { onSale: true, salePriceCents: 1900 })]),
  );
  const guide = await catalogue.create(
    websiteId,
    shop.id,
    productInput('Brewing Guide', [variant(900, 0)], { productType: ProductType.digital }),
  );
  const soldOut = await catalogue.create(
    websiteId,
    shop.id,
    productInput('Gesha Reserve', [variant(4000, 0)]),
  );
  return { shop, beans, mug, guide, soldOut };
}

export const shippingAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '1 Market St',
  line2: '',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
};
export const checkoutBody = (email = 'ada@example.com') => ({
  email,
  ...shippingAddress,
  shippingOptionId: 'standard',
});
