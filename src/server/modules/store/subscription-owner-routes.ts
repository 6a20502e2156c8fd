import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ownerSubscriptionsAnswer,
  subscriptionExportQuery,
  subscriptionListQuery,
} from '../../../shared/api/subscriptions';
import { siteAccessOf } from '../../plugins/access';
import type { Store } from './index';
import { STORE_MANAGER } from './owner-route-parts';

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
      const found = await store.subscriptionLedger.list(siteAccessOf(request).websiteId, {
        ...(status ? { status } : {}),
        limit: SUBSCRIPTIONS_PER_PAGE,
        offset: (page - 1) * SUBSCRIPTIONS_PER_PAGE,
      });
      return { ...found, page, pageSize: SUBSCRIPTIONS_PER_PAGE };
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
}
