import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { builtAssetsFolder, staticAssetsFolder } from '../paths';

/** `/assets/`: the built bundles (hashed names, cached for a year) and the static files beside them. */
export async function registerStaticAssets(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: builtAssetsFolder,
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    // Listed in the OpenAPI document too: it names every route (plugins/openapi.ts).
    schemaHide: false,
  });
  await app.register(fastifyStatic, {
    root: staticAssetsFolder,
    prefix: '/assets/static/',
    decorateReply: false,
    maxAge: '1d',
    index: false,
    schemaHide: false,
  });
}
