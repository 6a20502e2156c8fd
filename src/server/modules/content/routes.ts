import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPageRequestSchema,
  itemRequestSchema,
  navigationOrderSchema,
  updatePageRequestSchema,
} from '../../../shared/api/owners';
import {
  blogAnswer,
  createdPageAnswer,
  editorPageAnswer,
  itemAnswer,
  pagesAnswer,
  postAnswer,
  renamedPageAnswer,
  savedLayoutAnswer,
} from '../../../shared/api/owners-answers';
import { ID_PATTERN } from '../../../shared/ids';
import { siteAccessOf } from '../../plugins/access';
import type { AccountService } from '../accounts';
import type { ItemAdminService } from './item-admin';
import type { PageAdminService } from './page-admin';

const pageParams = z.object({ pageId: z.string().regex(ID_PATTERN, 'Unknown page') });
const layoutBody = z.object({
  layout: z.unknown(),
  /** The draft version the editor last saw: a save on top of a newer one is refused (two tabs). */
  version: z.number().int().nonnegative().max(2_147_483_647).optional(),
});

/** The owners' page endpoints. Every one is guarded: 401 signed out, 404 another site's account, 403 a role that may not edit. */
export function registerContentRoutes(
  app: FastifyInstance,
  deps: { pageAdmin: PageAdminService; accounts: AccountService },
): void {
  const { pageAdmin } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/rest/pages',
    { config: { access: 'content-editor' }, schema: { response: { 200: pagesAnswer } } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      return { pages: await pageAdmin.list(websiteId, request.site?.homeCollectionId ?? null) };
    },
  );

  api.post(
    '/api/rest/pages',
    {
      config: { access: 'content-editor' },
      schema: { body: createPageRequestSchema, response: { 201: createdPageAnswer } },
    },
    async (request, reply) => {
      const { websiteId } = siteAccessOf(request);
      const input = request.body;
      return reply.code(201).send({ page: await pageAdmin.create(websiteId, input) });
    },
  );

  api.get(
    '/api/rest/pages/:pageId',
    {
      config: { access: 'content-editor' },
      schema: { params: pageParams, response: { 200: editorPageAnswer } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const { pageId } = request.params;
      return pageAdmin.forEditor(websiteId, pageId);
    },
  );

  api.patch(
    '/api/rest/pages/:pageId',
    {
      config: { access: 'content-editor' },
      schema: { params: pageParams, body: updatePageRequestSchema, response: { 200: renamedPageAnswer } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const { pageId } = request.params;
      const input = request.body;
      return { page: await pageAdmin.update(websiteId, pageId, input) };
    },
  );

  api.delete(
    '/api/rest/pages/:pageId',
    { config: { access: 'content-editor' }, schema: { params: pageParams } },
    async (request, reply) => {
      const { websiteId } = siteAccessOf(request);
      const { pageId } = request.params;
      await pageAdmin.remove(websiteId, pageId);
      return reply.code(204).send();
    },
  );

  // Saves the editor's draft: visitors see no change until publish.
  api.put(
    '/api/rest/pages/:pageId/layout',
    {
      config: { access: 'content-editor' },
      schema: { params: pageParams, body: layoutBody, response: { 200: savedLayoutAnswer } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const { pageId } = request.params;
      const { layout, version } = request.body;
      return pageAdmin.saveDraft(websiteId, pageId, layout, version);
    },
  );

  api.put(
    '/api/rest/navigation',
    {
      config: { access: 'content-editor' },
      schema: { body: navigationOrderSchema, response: { 200: pagesAnswer } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const order = request.body;
      await pageAdmin.setNavigationOrder(websiteId, order);
      return { pages: await pageAdmin.list(websiteId, request.site?.homeCollectionId ?? null) };
    },
  );
}

const blogParams = z.object({ collectionId: z.string().regex(ID_PATTERN, 'Unknown blog') });
const itemParams = z.object({ itemId: z.string().regex(ID_PATTERN, 'Unknown post') });

/** The owners' blog endpoints: a blog's posts, and each post with its status. Same guard as pages. */
export function registerItemRoutes(
  app: FastifyInstance,
  deps: { itemAdmin: ItemAdminService; accounts: AccountService },
): void {
  const { itemAdmin } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/rest/blogs/:collectionId',
    { config: { access: 'content-editor' }, schema: { params: blogParams, response: { 200: blogAnswer } } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const { collectionId } = request.params;
      return itemAdmin.blog(websiteId, collectionId);
    },
  );

  api.post(
    '/api/rest/blogs/:collectionId/items',
    {
      config: { access: 'content-editor' },
      schema: { params: blogParams, body: itemRequestSchema, response: { 201: itemAnswer } },
    },
    async (request, reply) => {
      const { websiteId } = siteAccessOf(request);
      const { collectionId } = request.params;
      const input = request.body;
      return reply.code(201).send({ item: await itemAdmin.create(websiteId, collectionId, input) });
    },
  );

  api.get(
    '/api/rest/items/:itemId',
    { config: { access: 'content-editor' }, schema: { params: itemParams, response: { 200: postAnswer } } },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const { itemId } = request.params;
      return itemAdmin.get(websiteId, itemId);
    },
  );

  api.put(
    '/api/rest/items/:itemId',
    {
      config: { access: 'content-editor' },
      schema: { params: itemParams, body: itemRequestSchema, response: { 200: itemAnswer } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const { itemId } = request.params;
      const input = request.body;
      return { item: await itemAdmin.update(websiteId, itemId, input) };
    },
  );

  api.delete(
    '/api/rest/items/:itemId',
    { config: { access: 'content-editor' }, schema: { params: itemParams } },
    async (request, reply) => {
      const { websiteId } = siteAccessOf(request);
      const { itemId } = request.params;
      await itemAdmin.remove(websiteId, itemId);
      return reply.code(204).send();
    },
  );
}
