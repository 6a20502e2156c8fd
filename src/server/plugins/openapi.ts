import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createSerializerCompiler } from 'fastify-type-provider-zod';
import { zodValidatorCompiler } from './validation';

/** The OpenAPI document's address: generated from the same zod schemas the routes validate with. */
export const OPENAPI_PATH = '/api/openapi.json';

/**
 * The two-way contracts (src/shared/api): routes validate their input and serialise their
 * answers with the shared zod schemas, and the OpenAPI 3.1 document of every route is built
 * from the same schemas. Register before any route (the document collects routes as they are
 * added).
 */
export async function registerContracts(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(zodValidatorCompiler);
  // Answers pass through their response schema: fields not in the contract never leave.
  app.setSerializerCompiler(createSerializerCompiler());
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sitebuilder API',
        description: 'The owners’ app and visitor runtime API of one site (its Host names the site).',
        version: '1',
      },
    },
    transform: createJsonSchemaTransform({ skipList: [], zodToJsonConfig: { unrepresentable: 'any' } }),
  });
  app.get(OPENAPI_PATH, { config: { access: 'public' } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(app.swagger()),
  );
}
