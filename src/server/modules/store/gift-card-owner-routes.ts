import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  giftCardAnswer,
  giftCardHistoryAnswer,
  giftCardIssuedAnswer,
  giftCardIssueSchema,
  giftCardParams,
  giftCardsAnswer,
} from '../../../shared/api/gift-cards';
import { siteAccessOf } from '../../plugins/access';
import { giftCardAnswerOf } from './gift-card-owner';
import type { Store } from './index';

/** The owners' gift cards: list with balance and status, issue, void, history, CSV (store managers, this site only). */
export function registerGiftCardOwnerRoutes(app: FastifyInstance, deps: { store: Store }): void {
  const { store } = deps;
  const owner = store.giftCardOwner;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const OWNER = { access: 'store-manager' } as const;

  api.get(
    '/api/commerce/gift-cards',
    { config: OWNER, schema: { response: { 200: giftCardsAnswer } } },
    async (request) => ({
      cards: (await owner.list(siteAccessOf(request).websiteId)).map(giftCardAnswerOf),
    }),
  );
  api.post(
    '/api/commerce/gift-cards',
    { config: OWNER, schema: { body: giftCardIssueSchema, response: { 201: giftCardIssuedAnswer } } },
    async (request, reply) => {
      const { websiteId } = siteAccessOf(request);
      const currency = (await store.settings.settings(websiteId)).currency;
      const issued = await owner.issue(websiteId, currency, request.body);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ card: giftCardAnswerOf(issued.card), code: issued.code });
    },
  );
  api.get(
    '/api/commerce/gift-cards/:giftCardId',
    { config: OWNER, schema: { params: giftCardParams, response: { 200: giftCardHistoryAnswer } } },
    async (request) => owner.history(siteAccessOf(request).websiteId, request.params.giftCardId),
  );
  api.post(
    '/api/commerce/gift-cards/:giftCardId/void',
    { config: OWNER, schema: { params: giftCardParams, response: { 200: giftCardAnswer } } },
    async (request) =>
      giftCardAnswerOf(await owner.void(siteAccessOf(request).websiteId, request.params.giftCardId)),
  );
  // A CSV download: sent as text, so no response schema.
  api.get('/api/commerce/gift-cards.csv', { config: OWNER }, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="gift-cards.csv"')
      .header('cache-control', 'no-store')
      .send(await owner.csv(siteAccessOf(request).websiteId)),
  );
}
