import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ownerSubscriptionDetailAnswer,
  ownerSubscriptionsAnswer,
  subscriptionExportQuery,
  subscriptionListQuery,
  subscriptionRefundAnswer,
} from '../../../shared/api/subscriptions';
import { siteAccessOf } from '../../plugins/access';
import { IDEMPOTENCY_HEADER, withIdempotencyKey } from './idempotency';
import type { Store } from './index';
import { idParam, STORE_MANAGER } from './owner-route-parts';

const subscriptionParams = idParam('subscriptionId');

const SUBSCRIPTIONS_PER_PAGE = 50;

/** The owners' subscriptions (Store → Subscriptions): a page by state, and the CSV of the same filter. */
export function registerSubscriptionOwnerRoutes(app: FastifyInstance, { store }: { store: Store }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/commerce/subscriptions',
    {
      ...STORE_MANAGER,
      schema: { querystring: subscriptionListQuery, response: { 200: ownerSubscriptionsAnswer } },
    },
    async (request) => {
      const { status, page } = request.query;
      const { websiteId } = siteAccessOf(request);
      const found = await store.subscriptionLedger.list(websiteId, {
        ...(status ? { status } : {}),
        limit: SUBSCRIPTIONS_PER_PAGE,
        offset: (page - 1) * SUBSCRIPTIONS_PER_PAGE,
      });
      const timeZone = await store.timeZoneOf(websiteId);
      return { ...found, timeZone, page, pageSize: SUBSCRIPTIONS_PER_PAGE };
    },
  );

  // A CSV download: sent as text, so no response schema.
  api.get(
    '/api/commerce/subscriptions.csv',
    { ...STORE_MANAGER, schema: { querystring: subscriptionExportQuery } },
    async (request, reply) => {
      const { status } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscriptions.csv"')
        .header('cache-control', 'no-store')
        .send(await store.subscriptionLedger.csv(siteAccessOf(request).websiteId, status));
    },
  );

  api.get(
    '/api/commerce/subscriptions/:subscriptionId',
    {
      ...STORE_MANAGER,
      schema: { params: subscriptionParams, response: { 200: ownerSubscriptionDetailAnswer } },
    },
    async (request) =>
      store.subscriptionOwner.detail(
        siteAccessOf(request).websiteId,
        request.params.subscriptionId as string,
      ),
  );

  /** Cancels now: no further charge; the customer is mailed. Answers the detail as it is after. */
  api.post(
    '/api/commerce/subscriptions/:subscriptionId/cancel',
    {
      ...STORE_MANAGER,
      schema: { params: subscriptionParams, response: { 200: ownerSubscriptionDetailAnswer } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const id = request.params.subscriptionId as string;
      await store.subscriptionOwner.cancel(websiteId, id);
      return store.subscriptionOwner.detail(websiteId, id);
    },
  );

  /**
   * Refunds what is left of the last charge through the orders' refund. With an Idempotency-Key
   * (the owners' app sends one per refund it asks for) a retried request replays the first
   * answer: the last charge is refunded, and the customer mailed, once.
   */
  api.post(
    '/api/commerce/subscriptions/:subscriptionId/refund-last',
    {
      ...STORE_MANAGER,
      schema: { params: subscriptionParams, response: { 200: subscriptionRefundAnswer } },
    },
    async (request, reply) => {
      const { websiteId } = siteAccessOf(request);
      const id = request.params.subscriptionId as string;
      const refund = async () => {
        const order = await store.subscriptionOwner.refundLast(websiteId, id);
        return {
          orderId: order.id,
          orderNumber: order.orderNumber,
          refundedCents: order.refundedCents,
          status: order.status,
        };
      };
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || key === '') return refund();
      const answer = await withIdempotencyKey(
        store.db,
        { websiteId, name: `sub-refund:${id}` },
        key,
        {},
        async () => ({ statusCode: 200, body: await refund() }),
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode as 200).send(answer.body as Awaited<ReturnType<typeof refund>>);
    },
  );
}
