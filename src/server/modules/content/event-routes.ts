import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventAnswer, eventRequestSchema, eventsAnswer, savedEventAnswer } from '../../../shared/api/events';
import { ID_PATTERN } from '../../../shared/ids';
import { siteAccessOf } from '../../plugins/access';
import type { EventAdminService } from './event-admin';

const collectionParams = z.object({ collectionId: z.string().regex(ID_PATTERN, 'Unknown events page') });
const eventParams = z.object({ eventId: z.string().regex(ID_PATTERN, 'Unknown event') });
const guarded = { config: { access: 'content-editor' } } as const;

/** The owners' events endpoints: an events page's events, and each event. Same guard as pages. */
export function registerEventRoutes(app: FastifyInstance, deps: { eventAdmin: EventAdminService }): void {
  const { eventAdmin } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/rest/events/:collectionId',
    { ...guarded, schema: { params: collectionParams, response: { 200: eventsAnswer } } },
    async (request) => eventAdmin.list(siteAccessOf(request).websiteId, request.params.collectionId),
  );

  api.post(
    '/api/rest/events/:collectionId/items',
    {
      ...guarded,
      schema: { params: collectionParams, body: eventRequestSchema, response: { 201: savedEventAnswer } },
    },
    async (request, reply) => {
      const { websiteId } = siteAccessOf(request);
      const event = await eventAdmin.create(websiteId, request.params.collectionId, request.body);
      return reply.code(201).send({ event });
    },
  );

  api.get(
    '/api/rest/event-items/:eventId',
    { ...guarded, schema: { params: eventParams, response: { 200: eventAnswer } } },
    async (request) => eventAdmin.get(siteAccessOf(request).websiteId, request.params.eventId),
  );

  api.put(
    '/api/rest/event-items/:eventId',
    {
      ...guarded,
      schema: { params: eventParams, body: eventRequestSchema, response: { 200: savedEventAnswer } },
    },
    async (request) => ({
      event: await eventAdmin.update(siteAccessOf(request).websiteId, request.params.eventId, request.body),
    }),
  );

  api.delete(
    '/api/rest/event-items/:eventId',
    { ...guarded, schema: { params: eventParams } },
    async (request, reply) => {
      await eventAdmin.remove(siteAccessOf(request).websiteId, request.params.eventId);
      return reply.code(204).send();
    },
  );
}
