import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { taxonomyAnswer, taxonomyEditSchema } from '../../../shared/api/taxonomy';
import { ID_PATTERN } from '../../../shared/ids';
import { siteAccessOf } from '../../plugins/access';
import type { TaxonomyAdminService } from './taxonomy-admin';

const blogParams = z.object({ collectionId: z.string().regex(ID_PATTERN, 'Unknown blog') });

/**
 * A blog's tags and categories (owners): `GET` lists them with their counts; `POST` renames or
 * deletes one across every post. Guarded like the other content routes.
 */
export function registerTaxonomyRoutes(app: FastifyInstance, deps: { taxonomy: TaxonomyAdminService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/rest/blogs/:collectionId/taxonomy',
    {
      config: { access: 'content-editor' },
      schema: { params: blogParams, response: { 200: taxonomyAnswer } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      return deps.taxonomy.list(websiteId, request.params.collectionId);
    },
  );
  api.post(
    '/api/rest/blogs/:collectionId/taxonomy',
    {
      config: { access: 'content-editor' },
      schema: { params: blogParams, body: taxonomyEditSchema, response: { 200: taxonomyAnswer } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      return deps.taxonomy.edit(websiteId, request.params.collectionId, request.body);
    },
  );
}
