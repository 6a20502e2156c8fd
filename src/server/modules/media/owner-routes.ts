import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mediaListQuerySchema, mediaUpdateSchema } from '../../../shared/api/media';
import { AppError } from '../../../shared/errors';
import { ID_PATTERN } from '../../../shared/ids';
import { requireContentEditor } from '../../plugins/auth';
import { parseInput } from '../../plugins/validation';
import type { AccountService } from '../accounts/service';
import { LARGEST_UPLOAD_BYTES } from './file-types';
import type { MediaService, UploadedPart } from './service';

const assetParams = z.object({ assetId: z.string().regex(ID_PATTERN, 'Unknown file') });

/**
 * The owners' media library (src/shared/api/media.ts): upload, list, details, update and
 * rename, replace, delete. Every call is scoped by the request's site, an asset of another site
 * is a 404, and only contributors who may edit content reach it (the crumb is checked as on
 * every state-changing route). Uploads are counted per site before any byte is read.
 */
export async function registerMediaOwnerRoutes(
  app: FastifyInstance,
  deps: { media: MediaService; accounts: AccountService; uploadsPerMinutePerSite: number },
): Promise<void> {
  const guard = (request: FastifyRequest) => requireContentEditor(request, deps.accounts);
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

    scope.post('/api/rest/media', { config: { rateLimit: uploadLimit } }, async (request, reply) => {
      const { websiteId } = await guard(request);
      const asset = await deps.media.upload(websiteId, await filePart(request));
      return reply.code(201).send(asset);
    });

    scope.put('/api/rest/media/:assetId/file', { config: { rateLimit: uploadLimit } }, async (request) => {
      const { websiteId } = await guard(request);
      const { assetId } = parseInput(assetParams, request.params);
      await deps.media.find(websiteId, assetId);
      return deps.media.replace(websiteId, assetId, await filePart(request));
    });
  });

  app.get('/api/rest/media', async (request) => {
    const { websiteId } = await guard(request);
    return deps.media.list(websiteId, parseInput(mediaListQuerySchema, request.query));
  });

  app.get('/api/rest/media/:assetId', async (request) => {
    const { websiteId } = await guard(request);
    const { assetId } = parseInput(assetParams, request.params);
    return deps.media.get(websiteId, assetId);
  });

  app.patch('/api/rest/media/:assetId', async (request) => {
    const { websiteId } = await guard(request);
    const { assetId } = parseInput(assetParams, request.params);
    const update = parseInput(mediaUpdateSchema, request.body);
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
  });

  app.delete('/api/rest/media/:assetId', async (request, reply) => {
    const { websiteId } = await guard(request);
    const { assetId } = parseInput(assetParams, request.params);
    await deps.media.remove(websiteId, assetId);
    return reply.code(204).send();
  });
}
