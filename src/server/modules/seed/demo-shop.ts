import type { CouponInput, ProductInput, StoreSettingsInput } from '../../../shared/api/store';
import { ProductType } from '../../../shared/enums/platform';
import type { Store } from '../store';

/**
 * The demo site's small shop: coffee with size and grind variants (one variant sold out), a
 * dripper on sale, a digital guide, a class (a service) and a sold-out reserve lot. Seeded
 * through the store's own services, so it is validated like an owner's.
 */
const IMAGES = '/assets/static/demo';

const v = (
  priceCents: number,
  qtyInStock: number,
  optionValues: string[] = [],
  extra: Partial<ProductInput['variants'][number]> = {},
): ProductInput['variants'][number] => ({
  sku: '',
  priceCents,
  salePriceCents: 0,
  onSale: false,
  qtyInStock,
  unlimited: false,
  optionValues,
  weightGrams: 0,
  ...extra,
});

export const demoShop: {
  title: string;
  urlId: string;
  description: string;
  settings: StoreSettingsInput;
  coupons: CouponInput[];
  products: ProductInput[];
} = {
  title: 'Shop',
  urlId: 'shop',
  description: 'Fresh-roasted beans, brewing gear and classes from the roastery.',
  settings: {
    currency: 'USD',
    shippingOptions: [
      { id: 'standard', name: 'Standard (3–5 days)', rateCents: 600, freeAboveCents: 7500, countries: [] },
      { id: 'express', name: 'Express (1–2 days)', rateCents: 1500, freeAboveCents: 0, countries: ['US'] },
    ],
    taxRules: [
      {
        id: 'us-ca',
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
  },
  coupons: [
    {
      code: 'WELCOME10',
      kind: 'percentage',
      amount: 1000,
      minimumSubtotalCents: 0,
      active: true,
      startsAt: null,
      endsAt: null,
    },
  ],
  products: [
    {
      title: 'House Blend',
      urlId: 'house-blend',
      description:
        'Our everyday espresso and filter blend: milk chocolate, toasted almond and a little orange.',
      productType: ProductType.physical,
      status: 'published',
      publishOn: null,
      images: [`${IMAGES}/roastery-glow.svg`],
      optionNames: ['Size', 'Grind'],
      variants: [
        v(1800, 40, ['250 g', 'Whole bean'], { weightGrams: 250 }),
        v(1800, 25, ['250 g', 'Ground'], { weightGrams: 250 }),
        v(5200, 8, ['1 kg', 'Whole bean'], { weightGrams: 1000 }),
        v(5200, 0, ['1 kg', 'Ground'], { weightGrams: 1000 }),
      ],
    },
    {
      title: 'Ceramic Pour-Over Dripper',
      urlId: 'pour-over-dripper',
      description: 'A hand-thrown dripper for size 02 filters. Slow, even extraction.',
      productType: ProductType.physical,
      status: 'published',
      publishOn: null,
      images: [`${IMAGES}/pour-over.svg`],
      optionNames: [],
      variants: [v(3400, 12, [], { onSale: true, salePriceCents: 2800, weightGrams: 450 })],
    },
    {
      title: 'Home Brewing Guide',
      urlId: 'home-brewing-guide',
      description: 'A 40-page PDF: ratios, grind sizes and recipes for six brewers.',
      productType: ProductType.digital,
      status: 'published',
      publishOn: null,
      images: [`${IMAGES}/morning-hills.svg`],
      optionNames: [],
      variants: [v(900, 0)],
    },
    {
      title: 'Saturday Cupping Class',
      urlId: 'cupping-class',
      description: 'Two hours at the roastery tasting this season’s coffees side by side.',
      productType: ProductType.service,
      status: 'published',
      publishOn: null,
      images: [`${IMAGES}/evening-coast.svg`],
      optionNames: [],
      variants: [v(4500, 6)],
    },
    {
      title: 'Gesha Reserve',
      urlId: 'gesha-reserve',
      description: 'A tiny lot of washed Gesha from Boquete. Gone for this year — back next harvest.',
      productType: ProductType.physical,
      status: 'published',
      publishOn: null,
      images: [`${IMAGES}/origin-mountains.svg`],
      optionNames: [],
      variants: [v(4000, 0, [], { weightGrams: 200 })],
    },
  ],
};

export async function seedDemoShop(store: Store, websiteId: string, collectionId: string): Promise<void> {
  await store.settings.update(websiteId, demoShop.settings);
  for (const coupon of demoShop.coupons) await store.settings.createCoupon(websiteId, coupon);
  for (const product of demoShop.products) await store.catalogue.create(websiteId, collectionId, product);
}
