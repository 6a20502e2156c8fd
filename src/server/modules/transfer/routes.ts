import fastifyMultipart from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importRunParams, importRunSchema, type ImportRun } from '../../../shared/api/transfer';
import { AppError } from '../../../shared/errors';
import { siteAccessOf } from '../../plugins/access';
import { IMPORT_MAX_BYTES, type ImportRuns } from './import-runs';
import type { TransferImportRow } from './tables';

const ADMIN = { access: 'site-admin' } as const;

const answer = (row: TransferImportRow): ImportRun => ({
  id: row.id,
  status: row.status,
  fileName: row.fileName,
  done: row.done,
  total: row.total,
  report: row.report ?? null,
  error: row.error ?? null,
});

/** Site owners' transfer calls: only a site's admins move its content in or out. */
export async function registerTransferRoutes(
  app: FastifyInstance,
  deps: { imports: ImportRuns; exportSite: (websiteId: string) => Promise<Readable> },
): Promise<void> {
  // The whole site as a zip, streamed (site-export.ts says what it holds).
  app.get('/api/rest/transfer/export', { config: ADMIN }, async (request, reply) => {
    const { websiteId } = siteAccessOf(request);
    const name = (request.site?.identifier ?? 'site').replace(/[^a-z0-9-]/gi, '');
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .type('application/zip')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${name}-${stamp}.zip"`)
      .send(await deps.exportSite(websiteId));
  });
  await app.register(async (scope) => {
    // Multipart bodies are parsed only inside this scope.
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: IMPORT_MAX_BYTES,
        files: 1,
        fields: 2,
        parts: 3,
        fieldSize: 1000,
        headerPairs: 100,
      },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/api/rest/transfer/imports',
      {
        config: { ...ADMIN, rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: keyOf } },
        schema: { response: { 202: importRunSchema } },
      },
      async (request, reply) => {
        const { websiteId } = siteAccessOf(request);
        if (!request.isMultipart())
          throw new AppError('transferFileInvalid', undefined, 'Choose a file to import.');
        const part = await request.file().catch(() => undefined);
        if (!part || part.fieldname !== 'file')
          throw new AppError('transferFileInvalid', undefined, 'Choose a file to import.');
        const row = await deps.imports.start(websiteId, part.file, part.filename);
        return reply.code(202).send(answer(row));
      },
    );
    api.get(
      '/api/rest/transfer/imports/:id',
      { config: ADMIN, schema: { params: importRunParams, response: { 200: importRunSchema } } },
      async (request) => answer(await deps.imports.get(siteAccessOf(request).websiteId, request.params.id)),
    );
  });
}

const keyOf = (request: FastifyRequest) => `transfer-import:${request.site?.id ?? request.ip}`;
