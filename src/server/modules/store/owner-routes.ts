import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { ContributorRole } from '../../../shared/enums/platform';
import { AppError } from '../../../shared/errors';
import { ID_PATTERN } from '../../../shared/ids';
import { parseInput } from '../../plugins/validation';
import type { AccountService } from '../accounts';
import type { ContentService } from '../content';
import { IDEMPOTENCY_HEADER, withIdempotencyKey } from './idempotency';
import type { Store } from './index';
import type { OrderRow } from './tables';

/** Roles that run the store (spec names them; which holds what is ours): admin, store manager, website manager. */
const STORE_ROLES: ReadonlySet<number> = new Set([
  ContributorRole.admin,
  ContributorRole.storeManager,
  ContributorRole.websiteManager,
]);

/** Like requireContentEditor: no account 401, not a contributor of this site 404, a contributor without a store role 403. */
export async function requireStoreManager(
  request: FastifyRequest,
  accounts: AccountService,
): Promise<{ websiteId: string }> {
  const site = request.site;
  if (!site) throw new AppError('notFound');
  if (!request.account) throw new AppError('loginRequired');
  const role = await accounts.roleOn(site.id, request.account.id);
  if (role === null) throw new AppError('notFound');
  if (!STORE_ROLES.has(role)) throw new AppError('forbidden');
  return { websiteId: site.id };
}

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
  const { store, accounts } = deps;
  const guard = (request: FastifyRequest) => requireStoreManager(request, accounts);

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

  app.get('/api/commerce/products', async (request) => ({
    products: await store.catalogue.list((await guard(request)).websiteId),
  }));

  app.post('/api/commerce/products', async (request, reply) => {
    const { websiteId } = await guard(request);
    const { collectionId } = parseInput(newProductSchema, request.body);
    const input = parseInput(productInputSchema, request.body);
    const product = await store.catalogue.create(
      websiteId,
      await collectionFor(websiteId, collectionId),
      input,
    );
    return reply.code(201).send({ product });
  });

  app.get('/api/commerce/products/:productId', async (request) => {
    const { websiteId } = await guard(request);
    return {
      product: await store.catalogue.get(
        websiteId,
        parseInput(productParams, request.params).productId as string,
      ),
    };
  });

  app.put('/api/commerce/products/:productId', async (request) => {
    const { websiteId } = await guard(request);
    const { productId } = parseInput(productParams, request.params);
    return {
      product: await store.catalogue.update(
        websiteId,
        productId as string,
        parseInput(productInputSchema, request.body),
      ),
    };
  });

  app.delete('/api/commerce/products/:productId', async (request, reply) => {
    const { websiteId } = await guard(request);
    await store.catalogue.remove(websiteId, parseInput(productParams, request.params).productId as string);
    return reply.code(204).send();
  });

  app.get('/api/commerce/inventory', async (request) => ({
    variants: await store.catalogue.inventory((await guard(request)).websiteId),
  }));

  app.patch('/api/commerce/inventory/:variantId', async (request) => {
    const { websiteId } = await guard(request);
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

  app.get('/api/commerce/coupons', async (request) => ({
    coupons: await store.settings.listCoupons((await guard(request)).websiteId),
  }));

  app.post('/api/commerce/coupons', async (request, reply) => {
    const { websiteId } = await guard(request);
    return reply
      .code(201)
      .send({ coupon: await store.settings.createCoupon(websiteId, parseInput(couponSchema, request.body)) });
  });

  app.put('/api/commerce/coupons/:couponId', async (request) => {
    const { websiteId } = await guard(request);
    const { couponId } = parseInput(couponParams, request.params);
    return {
      coupon: await store.settings.updateCoupon(
        websiteId,
        couponId as string,
        parseInput(couponSchema, request.body),
      ),
    };
  });

  app.delete('/api/commerce/coupons/:couponId', async (request, reply) => {
    const { websiteId } = await guard(request);
    await store.settings.deleteCoupon(websiteId, parseInput(couponParams, request.params).couponId as string);
    return reply.code(204).send();
  });

  app.get('/api/commerce/settings', async (request) => ({
    settings: await store.settings.view((await guard(request)).websiteId),
  }));

  app.put('/api/commerce/settings', async (request) => {
    const { websiteId } = await guard(request);
    return {
      settings: await store.settings.update(websiteId, parseInput(storeSettingsSchema, request.body)),
    };
  });

  app.get('/api/commerce/orders', async (request) => {
    const { websiteId } = await guard(request);
    const { status, page } = parseInput(orderQuery, request.query);
    const { orders, total } = await store.orders.list(websiteId, {
      ...(status ? { status } : {}),
      limit: ORDERS_PER_PAGE,
      offset: (page - 1) * ORDERS_PER_PAGE,
    });
    return { orders: orders.map(orderJson), total, page, pageSize: ORDERS_PER_PAGE };
  });

  app.get('/api/commerce/orders/:orderId', async (request) => {
    const { websiteId } = await guard(request);
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

  app.post('/api/commerce/orders/:orderId/fulfil', async (request) => {
    const { websiteId } = await guard(request);
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

  /**
   * Refunds all that is left or `amountCents`. With an Idempotency-Key (the owners' app sends one
   * per refund it asks for), a retried request replays the first answer: a partial refund whose
   * answer was lost is not refunded, nor mailed to the shopper, twice.
   */
  app.post('/api/commerce/orders/:orderId/refund', async (request, reply) => {
    const { websiteId } = await guard(request);
    const { orderId } = parseInput(orderParams, request.params);
    const refund = async () => {
      const { amountCents } = parseInput(refundSchema, request.body);
      return { order: orderJson(await store.orders.refund(websiteId, orderId as string, amountCents)) };
    };
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string' || key === '') return refund();
    const answer = await withIdempotencyKey(
      store.db,
      { websiteId, name: `refund:${orderId as string}` },
      key,
      request.body ?? {},
      async () => ({ statusCode: 200, body: await refund() }),
    );
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(answer.statusCode).send(answer.body);
  });

  app.post('/api/commerce/orders/:orderId/cancel', async (request) => {
    const { websiteId } = await guard(request);
    return {
      order: orderJson(
        await store.orders.cancel(websiteId, parseInput(orderParams, request.params).orderId as string),
      ),
    };
  });

  app.get('/api/commerce/customers', async (request) => ({
    customers: await store.orders.customers((await guard(request)).websiteId),
  }));
}
