import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createPageRequestSchema,
  itemRequestSchema,
  navigationOrderSchema,
  updatePageRequestSchema,
} from '../../../shared/api/owners';
import { ID_PATTERN } from '../../../shared/ids';
import { siteAccessOf } from '../../plugins/access';
import { parseInput } from '../../plugins/validation';
import type { AccountService } from '../accounts';
import type { ItemAdminService } from './item-admin';
import type { PageAdminService } from './page-admin';

const pageParams = z.object({ pageId: z.string().regex(ID_PATTERN, 'Unknown page') });
const layoutBody = z.object({ layout: z.unknown() });

/** The owners' page endpoints. Every one is guarded: 401 signed out, 404 another site's account, 403 a role that may not edit. */
export function registerContentRoutes(
  app: FastifyInstance,
  deps: { pageAdmin: PageAdminService; accounts: AccountService },
): void {
  const { pageAdmin } = deps;

  app.get('/api/rest/pages', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    return { pages: await pageAdmin.list(websiteId, request.site?.homeCollectionId ?? null) };
  });

  app.post('/api/rest/pages', { config: { access: 'content-editor' } }, async (request, reply) => {
    const { websiteId } = siteAccessOf(request);
    const input = parseInput(createPageRequestSchema, request.body);
    return reply.code(201).send({ page: await pageAdmin.create(websiteId, input) });
  });

  app.get('/api/rest/pages/:pageId', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    const { pageId } = parseInput(pageParams, request.params);
    return pageAdmin.forEditor(websiteId, pageId);
  });

  app.patch('/api/rest/pages/:pageId', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    const { pageId } = parseInput(pageParams, request.params);
    const input = parseInput(updatePageRequestSchema, request.body);
    return { page: await pageAdmin.update(websiteId, pageId, input) };
  });

  app.delete('/api/rest/pages/:pageId', { config: { access: 'content-editor' } }, async (request, reply) => {
    const { websiteId } = siteAccessOf(request);
    const { pageId } = parseInput(pageParams, request.params);
    await pageAdmin.remove(websiteId, pageId);
    return reply.code(204).send();
  });

  // Saves the editor's draft: visitors see no change until publish.
  app.put('/api/rest/pages/:pageId/layout', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    const { pageId } = parseInput(pageParams, request.params);
    const { layout } = parseInput(layoutBody, request.body);
    return { layout: await pageAdmin.saveDraft(websiteId, pageId, layout) };
  });

  app.put('/api/rest/navigation', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    const order = parseInput(navigationOrderSchema, request.body);
    await pageAdmin.setNavigationOrder(websiteId, order);
    return { pages: await pageAdmin.list(websiteId, request.site?.homeCollectionId ?? null) };
  });
}

const blogParams = z.object({ collectionId: z.string().regex(ID_PATTERN, 'Unknown blog') });
const itemParams = z.object({ itemId: z.string().regex(ID_PATTERN, 'Unknown post') });

/** The owners' blog endpoints: a blog's posts, and each post with its status. Same guard as pages. */
export function registerItemRoutes(
  app: FastifyInstance,
  deps: { itemAdmin: ItemAdminService; accounts: AccountService },
): void {
  const { itemAdmin } = deps;

  app.get('/api/rest/blogs/:collectionId', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    const { collectionId } = parseInput(blogParams, request.params);
    return itemAdmin.blog(websiteId, collectionId);
  });

  app.post(
    '/api/rest/blogs/:collectionId/items',
    { config: { access: 'content-editor' } },
    async (request, reply) => {
      const { websiteId } = siteAccessOf(request);
      const { collectionId } = parseInput(blogParams, request.params);
      const input = parseInput(itemRequestSchema, request.body);
      return reply.code(201).send({ item: await itemAdmin.create(websiteId, collectionId, input) });
    },
  );

  app.get('/api/rest/items/:itemId', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    const { itemId } = parseInput(itemParams, request.params);
    return itemAdmin.get(websiteId, itemId);
  });

  app.put('/api/rest/items/:itemId', { config: { access: 'content-editor' } }, async (request) => {
    const { websiteId } = siteAccessOf(request);
    const { itemId } = parseInput(itemParams, request.params);
    const input = parseInput(itemRequestSchema, request.body);
    return { item: await itemAdmin.update(websiteId, itemId, input) };
  });

  app.delete('/api/rest/items/:itemId', { config: { access: 'content-editor' } }, async (request, reply) => {
    const { websiteId } = siteAccessOf(request);
    const { itemId } = parseInput(itemParams, request.params);
    await itemAdmin.remove(websiteId, itemId);
    return reply.code(204).send();
  });
}
