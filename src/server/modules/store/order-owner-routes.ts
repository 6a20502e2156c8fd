import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fulfilSchema, refundSchema } from '../../../shared/api/store';
import {
  customersAnswer,
  orderAnswer,
  orderDetailAnswer,
  ordersPageAnswer,
  orderStatuses,
} from '../../../shared/api/store-answers';
import { siteAccessOf } from '../../plugins/access';
import { IDEMPOTENCY_HEADER, withIdempotencyKey } from './idempotency';
import type { Store } from './index';
import { idParam, STORE_MANAGER } from './owner-route-parts';
import { orderJson } from './owner-views';

const orderParams = idParam('orderId');
const orderQuery = z.object({
  status: z.enum(orderStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const ORDERS_PER_PAGE = 50;

/** The owners' orders: the list by status, one order with its payment, mails and history, fulfil, refund, cancel; customers. */
export function registerOrderOwnerRoutes(app: FastifyInstance, { store }: { store: Store }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/commerce/orders',
    { ...STORE_MANAGER, schema: { querystring: orderQuery, response: { 200: ordersPageAnswer } } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const { status, page } = request.query;
      const { orders, total } = await store.orders.list(websiteId, {
        ...(status ? { status } : {}),
        limit: ORDERS_PER_PAGE,
        offset: (page - 1) * ORDERS_PER_PAGE,
      });
      return { orders: orders.map(orderJson), total, page, pageSize: ORDERS_PER_PAGE };
    },
  );

  api.get(
    '/api/commerce/orders/:orderId',
    { ...STORE_MANAGER, schema: { params: orderParams, response: { 200: orderDetailAnswer } } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const order = await store.orders.get(websiteId, request.params.orderId as string);
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
    },
  );

  api.post(
    '/api/commerce/orders/:orderId/fulfil',
    { ...STORE_MANAGER, schema: { params: orderParams, body: fulfilSchema, response: { 200: orderAnswer } } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      return {
        order: orderJson(
          await store.orders.fulfil(websiteId, request.params.orderId as string, request.body),
        ),
      };
    },
  );

  /**
   * Refunds all that is left or `amountCents`. With an Idempotency-Key (the owners' app sends one
   * per refund it asks for), a retried request replays the first answer: a partial refund whose
   * answer was lost is not refunded, nor mailed to the shopper, twice.
   */
  api.post(
    '/api/commerce/orders/:orderId/refund',
    { ...STORE_MANAGER, schema: { params: orderParams, body: refundSchema, response: { 200: orderAnswer } } },
    async (request, reply) => {
      const { websiteId } = siteAccessOf(request);
      const { orderId } = request.params;
      const { amountCents } = request.body;
      const refund = async () => ({
        order: orderJson(await store.orders.refund(websiteId, orderId as string, amountCents)),
      });
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || key === '') return refund();
      const answer = await withIdempotencyKey(
        store.db,
        { websiteId, name: `refund:${orderId as string}` },
        key,
        request.body,
        async () => ({ statusCode: 200, body: await refund() }),
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode as 200).send(answer.body as Awaited<ReturnType<typeof refund>>);
    },
  );

  api.post(
    '/api/commerce/orders/:orderId/cancel',
    { ...STORE_MANAGER, schema: { params: orderParams, response: { 200: orderAnswer } } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      return {
        order: orderJson(await store.orders.cancel(websiteId, request.params.orderId as string)),
      };
    },
  );

  api.get(
    '/api/commerce/customers',
    { ...STORE_MANAGER, schema: { response: { 200: customersAnswer } } },
    async (request) => ({
      customers: await store.orders.customers(siteAccessOf(request).websiteId),
    }),
  );
}
