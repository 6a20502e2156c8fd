import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mediaAssetSchema,
  mediaListQuerySchema,
  mediaPageSchema,
  mediaUpdateSchema,
} from '../../../shared/api/media';
import { AppError } from '../../../shared/errors';
import { ID_PATTERN } from '../../../shared/ids';
import { siteAccessOf } from '../../plugins/access';
import type { AccountService } from '../accounts';
import { LARGEST_UPLOAD_BYTES } from './file-types';
import type { MediaService, UploadedPart } from './service';

const assetParams = z.object({ assetId: z.string().regex(ID_PATTERN, 'Unknown file') });

/**
 * The owners' media library (src/shared/api/media.ts): upload, list, details, update and
 * rename, replace, delete. Every call is scoped by the request's site, an asset of another site
 * is a 404, and only contributors who may edit content reach it (the crumb is checked as on
 * every state-changing route). Uploads are counted per site before any byte is read. The two
 * multipart routes declare no body schema: the file is streamed by the handler, never parsed.
 */
export async function registerMediaOwnerRoutes(
  app: FastifyInstance,
  deps: { media: MediaService; accounts: AccountService; uploadsPerMinutePerSite: number },
): Promise<void> {
  const EDITOR = { access: 'content-editor' } as const;
  const uploadLimit = {
    max: deps.uploadsPerMinutePerSite,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `media-upload:${request.site?.id ?? request.ip}`,
  };

  // Multipart bodies are parsed only inside this scope: no other route accepts them.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: LARGEST_UPLOAD_BYTES,
        files: 1,
        fields: 4,
        parts: 5,
        fieldSize: 1000,
        headerPairs: 100,
      },
    });

    /** The one file of the request, streamed (never buffered), or "Unable to Upload File". */
    const filePart = async (request: FastifyRequest): Promise<UploadedPart> => {
      if (!request.isMultipart()) throw new AppError('mediaUploadFailed');
      const part = await request.file().catch(() => undefined);
      if (!part || part.fieldname !== 'file') throw new AppError('mediaUploadFailed');
      return { file: part.file, filename: part.filename };
    };

    const uploads = scope.withTypeProvider<ZodTypeProvider>();

    uploads.post(
      '/api/rest/media',
      { config: { ...EDITOR, rateLimit: uploadLimit }, schema: { response: { 201: mediaAssetSchema } } },
      async (request, reply) => {
        const { websiteId } = siteAccessOf(request);
        const asset = await deps.media.upload(websiteId, await filePart(request));
        return reply.code(201).send(asset);
      },
    );

    uploads.put(
      '/api/rest/media/:assetId/file',
      {
        config: { ...EDITOR, rateLimit: uploadLimit },
        schema: { params: assetParams, response: { 200: mediaAssetSchema } },
      },
      async (request) => {
        const { websiteId } = siteAccessOf(request);
        const { assetId } = request.params;
        await deps.media.find(websiteId, assetId);
        return deps.media.replace(websiteId, assetId, await filePart(request));
      },
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/rest/media',
    { config: EDITOR, schema: { querystring: mediaListQuerySchema, response: { 200: mediaPageSchema } } },
    async (request) => deps.media.list(siteAccessOf(request).websiteId, request.query),
  );

  api.get(
    '/api/rest/media/:assetId',
    { config: EDITOR, schema: { params: assetParams, response: { 200: mediaAssetSchema } } },
    async (request) => deps.media.get(siteAccessOf(request).websiteId, request.params.assetId),
  );

  api.patch(
    '/api/rest/media/:assetId',
    {
      config: EDITOR,
      schema: { params: assetParams, body: mediaUpdateSchema, response: { 200: mediaAssetSchema } },
    },
    async (request) => {
      const { websiteId } = siteAccessOf(request);
      const { assetId } = request.params;
      const update = request.body;
      try {
        return await deps.media.update(websiteId, assetId, update);
      } catch (error) {
        // A failure of ours while renaming is said in the spec's words; the owner's mistakes keep theirs.
        if (update.fileName !== undefined && !(error instanceof AppError)) {
          request.log.error({ err: error }, 'media: rename failed');
          throw new AppError('mediaRenameFailed');
        }
        throw error;
      }
    },
  );

  api.delete(
    '/api/rest/media/:assetId',
    { config: EDITOR, schema: { params: assetParams } },
    async (request, reply) => {
      await deps.media.remove(siteAccessOf(request).websiteId, request.params.assetId);
      return reply.code(204).send();
    },
  );
}
