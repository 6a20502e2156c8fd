import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  couponSchema,
  productInputSchema,
  stockUpdateSchema,
  storeSettingsSchema,
} from '../../../shared/api/store';
import {
  couponAnswer,
  couponsAnswer,
  inventoryAnswer,
  productAnswer,
  productsAnswer,
  stockAnswer,
  storeSettingsAnswer,
} from '../../../shared/api/store-answers';
import { taxonomyAnswer, taxonomyEditSchema } from '../../../shared/api/taxonomy';
import { AppError } from '../../../shared/errors';
import { ID_PATTERN } from '../../../shared/ids';
import { siteAccessOf } from '../../plugins/access';
import type { AccountService } from '../accounts';
import type { ContentService } from '../content';
import type { Store } from './index';
import { couponJson } from './owner-views';
import { registerOrderOwnerRoutes } from './order-owner-routes';
import { idParam, STORE_MANAGER } from './owner-route-parts';
import { registerPaymentSettingsRoutes } from './payment-settings-routes';

const productParams = idParam('productId');
const variantParams = idParam('variantId');
const couponParams = idParam('couponId');
const newProductInput = z.intersection(
  z.object({ collectionId: z.string().regex(ID_PATTERN, 'Choose a store page').optional() }),
  productInputSchema,
);

/** The owners' store API: products, inventory, coupons and settings; orders and customers in order-owner-routes.ts. */
export function registerStoreOwnerRoutes(
  app: FastifyInstance,
  deps: {
    store: Store;
    accounts: AccountService;
    content: ContentService;
    collectionsById: (
      websiteId: string,
      ids: string[],
    ) => Promise<{ id: string; type: string; urlId: string; title: string }[]>;
    productCollections: (websiteId: string) => Promise<{ id: string }[]>;
  },
): void {
  const { store } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerPaymentSettingsRoutes(app, { store });

  /** The store page a new product goes into: the one named, else the site's first, else a new "Shop". */
  async function collectionFor(websiteId: string, requested: string | undefined): Promise<string> {
    if (requested) {
      const [collection] = await deps.collectionsById(websiteId, [requested]);
      if (!collection || collection.type !== 'products')
        throw new AppError('validation', { collectionId: 'Choose a store page' });
      return collection.id;
    }
    const [first] = await deps.productCollections(websiteId);
    if (first) return first.id;
    const created = await deps.content.createCollection({
      websiteId,
      type: 'products',
      title: 'Shop',
      urlId: 'shop',
      navigation: 'main',
    });
    return created.id;
  }

  api.get(
    '/api/commerce/products',
    { ...STORE_MANAGER, schema: { response: { 200: productsAnswer } } },
    async (request) => ({
      products: await store.catalogue.list(siteAccessOf(request).websiteId),
    }),
  );

  api.post(
    '/api/commerce/products',
    { ...STORE_MANAGER, schema: { body: newProductInput, response: { 201: productAnswer } } },
    async (request, reply) => {
      const { websiteId } = siteAccessOf(request);
      const { collectionId, ...input } = request.body;
      const shopId = await collectionFor(websiteId, collectionId);
      await store.taxonomy.assertCategoryRoom(websiteId, shopId, input.categories ?? []);
      const product = await store.catalogue.create(websiteId, shopId, input);
      return reply.code(201).send({ product });
    },
  );

  api.get(
    '/api/commerce/products/:productId',
    { ...STORE_MANAGER, schema: { params: productParams, response: { 200: productAnswer } } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      return {
        product: await store.catalogue.get(websiteId, request.params.productId as string),
      };
    },
  );

  api.put(
    '/api/commerce/products/:productId',
    {
      ...STORE_MANAGER,
      schema: { params: productParams, body: productInputSchema, response: { 200: productAnswer } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const productId = request.params.productId as string;
      if (request.body.categories?.length) {
        const { collectionId } = await store.catalogue.get(websiteId, productId);
        await store.taxonomy.assertCategoryRoom(websiteId, collectionId, request.body.categories, productId);
      }
      return {
        product: await store.catalogue.update(websiteId, productId, request.body),
      };
    },
  );

  api.delete(
    '/api/commerce/products/:productId',
    { ...STORE_MANAGER, schema: { params: productParams } },
    async (request, reply) => {
      const { websiteId } = siteAccessOf(request);
      await store.catalogue.remove(websiteId, request.params.productId as string);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/commerce/inventory',
    { ...STORE_MANAGER, schema: { response: { 200: inventoryAnswer } } },
    async (request) => ({
      variants: await store.catalogue.inventory(siteAccessOf(request).websiteId),
    }),
  );

  api.patch(
    '/api/commerce/inventory/:variantId',
    {
      ...STORE_MANAGER,
      schema: { params: variantParams, body: stockUpdateSchema, response: { 200: stockAnswer } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const { variantId } = request.params;
      const variant = await store.catalogue.updateStock(websiteId, variantId as string, request.body);
      return {
        variant: {
          id: variant.id,
          sku: variant.sku,
          qtyInStock: variant.qtyInStock,
          unlimited: variant.unlimited,
        },
      };
    },
  );

  api.get(
    '/api/commerce/coupons',
    { ...STORE_MANAGER, schema: { response: { 200: couponsAnswer } } },
    async (request) => ({
      coupons: (await store.settings.listCoupons(siteAccessOf(request).websiteId)).map(couponJson),
    }),
  );

  api.post(
    '/api/commerce/coupons',
    { ...STORE_MANAGER, schema: { body: couponSchema, response: { 201: couponAnswer } } },
    async (request, reply) => {
      const { websiteId } = siteAccessOf(request);
      return reply
        .code(201)
        .send({ coupon: couponJson(await store.settings.createCoupon(websiteId, request.body)) });
    },
  );

  api.put(
    '/api/commerce/coupons/:couponId',
    {
      ...STORE_MANAGER,
      schema: { params: couponParams, body: couponSchema, response: { 200: couponAnswer } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const { couponId } = request.params;
      return {
        coupon: couponJson(await store.settings.updateCoupon(websiteId, couponId as string, request.body)),
      };
    },
  );

  api.delete(
    '/api/commerce/coupons/:couponId',
    { ...STORE_MANAGER, schema: { params: couponParams } },
    async (request, reply) => {
      const { websiteId } = siteAccessOf(request);
      await store.settings.deleteCoupon(websiteId, request.params.couponId as string);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/commerce/settings',
    { ...STORE_MANAGER, schema: { response: { 200: storeSettingsAnswer } } },
    async (request) => ({
      settings: await store.settings.view(siteAccessOf(request).websiteId),
    }),
  );

  api.put(
    '/api/commerce/settings',
    { ...STORE_MANAGER, schema: { body: storeSettingsSchema, response: { 200: storeSettingsAnswer } } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      return {
        settings: await store.settings.update(websiteId, request.body),
      };
    },
  );

  registerProductTaxonomyRoutes(app, { store });
  registerOrderOwnerRoutes(app, { store });
}

const shopParams = z.object({ collectionId: z.string().regex(ID_PATTERN, 'Unknown shop page') });

/**
 * A shop page's tags and categories (owners), like a blog's: `GET` lists them with their counts;
 * `POST` renames or deletes one across every product of the page.
 */
function registerProductTaxonomyRoutes(app: FastifyInstance, { store }: { store: Store }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/commerce/collections/:collectionId/taxonomy',
    { ...STORE_MANAGER, schema: { params: shopParams, response: { 200: taxonomyAnswer } } },
    async (request) => store.taxonomy.list(siteAccessOf(request).websiteId, request.params.collectionId),
  );
  api.post(
    '/api/commerce/collections/:collectionId/taxonomy',
    {
      ...STORE_MANAGER,
      schema: { params: shopParams, body: taxonomyEditSchema, response: { 200: taxonomyAnswer } },
    },
    async (request) =>
      store.taxonomy.edit(siteAccessOf(request).websiteId, request.params.collectionId, request.body),
  );
}
