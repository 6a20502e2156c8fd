import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  couponSchema,
  fulfilSchema,
  productInputSchema,
  refundSchema,
  stockUpdateSchema,
  storeSettingsSchema,
} from '../../../shared/api/store';
import { trackingUrlOf } from '../../../shared/commerce/carriers';
import { AppError } from '../../../shared/errors';
import { ID_PATTERN } from '../../../shared/ids';
import { siteAccessOf } from '../../plugins/access';
import { parseInput } from '../../plugins/validation';
import type { AccountService } from '../accounts';
import type { ContentService } from '../content';
import type { Store } from './index';
import type { OrderRow } from './tables';

/** Who may call the owners' store API (plugins/access.ts): admin, store manager, website manager. */
const STORE_MANAGER = { config: { access: 'store-manager' } } as const;

const idParam = (name: string) => z.object({ [name]: z.string().regex(ID_PATTERN, 'Unknown item') });
const productParams = idParam('productId');
const variantParams = idParam('variantId');
const couponParams = idParam('couponId');
const orderParams = idParam('orderId');
const orderQuery = z.object({
  status: z.enum(['pending', 'paid', 'fulfilled', 'refunded', 'cancelled']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const ORDERS_PER_PAGE = 50;
const newProductSchema = z.object({
  collectionId: z.string().regex(ID_PATTERN, 'Choose a store page').optional(),
});

/** An order as owners see it: totals, lines, address, payment state. */
const orderJson = (order: OrderRow) => ({
  id: order.id,
  orderNumber: order.orderNumber,
  status: order.status,
  email: order.email,
  customerName: order.customerName,
  currency: order.currency,
  lines: order.lines,
  shippingAddress: order.shippingAddress,
  shippingOption: order.shippingOption,
  subtotalCents: order.subtotalCents,
  discountCents: order.discountCents,
  shippingCents: order.shippingCents,
  taxCents: order.taxCents,
  grandTotalCents: order.grandTotalCents,
  refundedCents: order.refundedCents,
  couponCodes: order.couponCodes,
  createdAt: order.createdAt.toISOString(),
  paidAt: order.paidAt?.toISOString() ?? null,
  fulfilledAt: order.fulfilledAt?.toISOString() ?? null,
  carrier: order.carrier,
  trackingNumber: order.trackingNumber,
  trackingUrl: trackingUrlOf(order.carrier, order.trackingNumber),
  cancelledAt: order.cancelledAt?.toISOString() ?? null,
});

/** The owners' store API: products, inventory, coupons, settings, orders and customers. */
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

  app.get('/api/commerce/products', STORE_MANAGER, async (request) => ({
    products: await store.catalogue.list(siteAccessOf(request).websiteId),
  }));

  app.post('/api/commerce/products', STORE_MANAGER, async (request, reply) => {
    const { websiteId } = siteAccessOf(request);
    const { collectionId } = parseInput(newProductSchema, request.body);
    const input = parseInput(productInputSchema, request.body);
    const product = await store.catalogue.create(
      websiteId,
      await collectionFor(websiteId, collectionId),
      input,
    );
    return reply.code(201).send({ product });
  });

  app.get('/api/commerce/products/:productId', STORE_MANAGER, async (request) => {
    const { websiteId } = siteAccessOf(request);
    return {
      product: await store.catalogue.get(
        websiteId,
        parseInput(productParams, request.params).productId as string,
      ),
    };
  });

  app.put('/api/commerce/products/:productId', STORE_MANAGER, async (request) => {
    const { websiteId } = siteAccessOf(request);
    const { productId } = parseInput(productParams, request.params);
    return {
      product: await store.catalogue.update(
        websiteId,
        productId as string,
        parseInput(productInputSchema, request.body),
      ),
    };
  });

  app.delete('/api/commerce/products/:productId', STORE_MANAGER, async (request, reply) => {
    const { websiteId } = siteAccessOf(request);
    await store.catalogue.remove(websiteId, parseInput(productParams, request.params).productId as string);
    return reply.code(204).send();
  });

  app.get('/api/commerce/inventory', STORE_MANAGER, async (request) => ({
    variants: await store.catalogue.inventory(siteAccessOf(request).websiteId),
  }));

  app.patch('/api/commerce/inventory/:variantId', STORE_MANAGER, async (request) => {
    const { websiteId } = siteAccessOf(request);
    const { variantId } = parseInput(variantParams, request.params);
    const variant = await store.catalogue.updateStock(
      websiteId,
      variantId as string,
      parseInput(stockUpdateSchema, request.body),
    );
    return {
      variant: {
        id: variant.id,
        sku: variant.sku,
        qtyInStock: variant.qtyInStock,
        unlimited: variant.unlimited,
      },
    };
  });

  app.get('/api/commerce/coupons', STORE_MANAGER, async (request) => ({
    coupons: await store.settings.listCoupons(siteAccessOf(request).websiteId),
  }));

  app.post('/api/commerce/coupons', STORE_MANAGER, async (request, reply) => {
    const { websiteId } = siteAccessOf(request);
    return reply
      .code(201)
      .send({ coupon: await store.settings.createCoupon(websiteId, parseInput(couponSchema, request.body)) });
  });

  app.put('/api/commerce/coupons/:couponId', STORE_MANAGER, async (request) => {
    const { websiteId } = siteAccessOf(request);
    const { couponId } = parseInput(couponParams, request.params);
    return {
      coupon: await store.settings.updateCoupon(
        websiteId,
        couponId as string,
        parseInput(couponSchema, request.body),
      ),
    };
  });

  app.delete('/api/commerce/coupons/:couponId', STORE_MANAGER, async (request, reply) => {
    const { websiteId } = siteAccessOf(request);
    await store.settings.deleteCoupon(websiteId, parseInput(couponParams, request.params).couponId as string);
    return reply.code(204).send();
  });

  app.get('/api/commerce/settings', STORE_MANAGER, async (request) => ({
    settings: await store.settings.view(siteAccessOf(request).websiteId),
  }));

  app.put('/api/commerce/settings', STORE_MANAGER, async (request) => {
    const { websiteId } = siteAccessOf(request);
    return {
      settings: await store.settings.update(websiteId, parseInput(storeSettingsSchema, request.body)),
    };
  });

  app.get('/api/commerce/orders', STORE_MANAGER, async (request) => {
    const { websiteId } = siteAccessOf(request);
    const { status, page } = parseInput(orderQuery, request.query);
    const { orders, total } = await store.orders.list(websiteId, {
      ...(status ? { status } : {}),
      limit: ORDERS_PER_PAGE,
      offset: (page - 1) * ORDERS_PER_PAGE,
    });
    return { orders: orders.map(orderJson), total, page, pageSize: ORDERS_PER_PAGE };
  });

  app.get('/api/commerce/orders/:orderId', STORE_MANAGER, async (request) => {
    const { websiteId } = siteAccessOf(request);
    const order = await store.orders.get(
      websiteId,
      parseInput(orderParams, request.params).orderId as string,
    );
    const payment = await store.orders.paymentOf(order);
    const emails = await store.emails.list(websiteId, order.id);
    const history = await store.orders.history(websiteId, order.id);
    return {
      order: orderJson(order),
      payment: payment
        ? {
            provider: payment.provider,
            status: payment.status,
            amountCents: payment.amountCents,
            refundedCents: payment.refundedCents,
          }
        : null,
      emails: emails.map((email) => ({
        kind: email.kind,
        to: email.toAddress,
        subject: email.subject,
        status: email.status,
        createdAt: email.createdAt.toISOString(),
        sentAt: email.sentAt?.toISOString() ?? null,
      })),
      history: history.map((entry) => ({
        kind: entry.kind,
        message: entry.message,
        at: entry.createdAt.toISOString(),
      })),
    };
  });

  app.post('/api/commerce/orders/:orderId/fulfil', STORE_MANAGER, async (request) => {
    const { websiteId } = siteAccessOf(request);
    return {
      order: orderJson(
        await store.orders.fulfil(
          websiteId,
          parseInput(orderParams, request.params).orderId as string,
          parseInput(fulfilSchema, request.body ?? undefined),
        ),
      ),
    };
  });

  app.post('/api/commerce/orders/:orderId/refund', STORE_MANAGER, async (request) => {
    const { websiteId } = siteAccessOf(request);
    const { orderId } = parseInput(orderParams, request.params);
    const { amountCents } = parseInput(refundSchema, request.body);
    return { order: orderJson(await store.orders.refund(websiteId, orderId as string, amountCents)) };
  });

  app.post('/api/commerce/orders/:orderId/cancel', STORE_MANAGER, async (request) => {
    const { websiteId } = siteAccessOf(request);
    return {
      order: orderJson(
        await store.orders.cancel(websiteId, parseInput(orderParams, request.params).orderId as string),
      ),
    };
  });

  app.get('/api/commerce/customers', STORE_MANAGER, async (request) => ({
    customers: await store.orders.customers(siteAccessOf(request).websiteId),
  }));
}
