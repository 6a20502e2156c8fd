import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaAsset, MediaListQuery, MediaPage, MediaUpdate, MediaUse } from '../../../shared/api/media';
import { AppError } from '../../../shared/errors';
import { formatFileSize } from '../../../shared/media/file-size';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs';
import { assetPrefix, DERIVE_JOB, originalKey, versionPrefix } from './derived-files';
import { extensionOf } from './file-types';
import { cleanFileName, numberedName } from './file-names';
import type { ImagePipeline } from './image-pipeline';
import { receiveUpload, type ReceivedFile } from './receive-upload';
import type { ByteRange, MediaStorage } from './storage';
import { mediaAssets, mediaVariants, type MediaAssetRow } from './tables';
import { findMediaByFileName, mediaListPage, siteUsedBytes, uploadedVideoSizes } from './library-queries';
import { readVideoSize } from './video-size';
import { publicUrl, toMediaAsset } from './views';

/** Where an asset is used, found by its addresses in the site's stored JSON (wired in app.ts). */
export type FindMediaUses = (websiteId: string, needles: string[]) => Promise<MediaUse[]>;

export interface UploadedPart {
  file: Readable & { truncated?: boolean };
  filename: string;
}

export interface MediaServiceDependencies {
  db: Db;
  storage: MediaStorage;
  images: ImagePipeline;
  jobs: Pick<JobRunner, 'send'>;
  findUses: FindMediaUses;
  /** Uploads are written here first (on the storage's file system when it is local). */
  temporaryFolder: string;
  siteBudgetBytes: number;
  log: FastifyBaseLogger;
}

/** The owners' media library: uploads, the list, details, rename, replace and delete. */
export function createMediaService(deps: MediaServiceDependencies) {
  const { db, storage } = deps;
  const usedBytes = (websiteId: string) => siteUsedBytes(db, websiteId);

  function budgetFull(used: number): AppError {
    return new AppError(
      'mediaBudgetFull',
      undefined,
      `This site's media storage is full (${formatFileSize(used)} of ${formatFileSize(deps.siteBudgetBytes)} used). Delete files you no longer need, then try again.`,
    );
  }

  async function find(websiteId: string, assetId: string): Promise<MediaAssetRow> {
    const [row] = await db
      .select()
      .from(mediaAssets)
      .where(and(eq(mediaAssets.websiteId, websiteId), eq(mediaAssets.id, assetId)));
    if (!row) throw new AppError('notFound');
    return row;
  }

  /** Receives the file, checks the budget, reads an image's size and placeholder or a video's size. Cleans up on failure. */
  async function receive(websiteId: string, part: UploadedPart) {
    const usedBefore = await usedBytes(websiteId);
    if (usedBefore >= deps.siteBudgetBytes) {
      part.file.resume();
      throw budgetFull(usedBefore);
    }
    const received = await receiveUpload(part.file, part.filename, deps.temporaryFolder);
    try {
      if (usedBefore + received.bytes > deps.siteBudgetBytes) throw budgetFull(usedBefore);
      // Pixel sizes let pages reserve the space before the file loads (no layout shift).
      const facts: { width: number; height: number; placeholder: string | null } | undefined =
        received.type.kind === 'image'
          ? await deps.images.inspect(received.temporaryPath)
          : received.type.kind === 'video'
            ? await readVideoSize(received.temporaryPath).then(
                (size) => size && { ...size, placeholder: null },
              )
            : undefined;
      return { received, facts };
    } catch (error) {
      await unlink(received.temporaryPath).catch(() => undefined);
      throw error;
    }
  }

  async function store(key: string, received: ReceivedFile) {
    try {
      await storage.putFile(key, received.temporaryPath, received.type.mimeType);
    } catch (error) {
      await unlink(received.temporaryPath).catch(() => undefined);
      deps.log.error({ err: error }, 'media: storage refused an upload');
      throw new AppError('mediaUploadError');
    }
  }

  /** Tries `wanted`, then `wanted-2`, … until the site has no file of that name (case-insensitive). */
  async function withFreeName<T>(wanted: string, attempt: (fileName: string) => Promise<T | undefined>) {
    for (let n = 1; n <= 100; n += 1) {
      const result = await attempt(numberedName(wanted, n));
      if (result !== undefined) return result;
    }
    throw new AppError('mediaUploadFailed');
  }

  return {
    usedBytes,
    find,

    async get(websiteId: string, assetId: string): Promise<MediaAsset> {
      return toMediaAsset(await find(websiteId, assetId));
    },

    async upload(websiteId: string, part: UploadedPart): Promise<MediaAsset> {
      const { received, facts } = await receive(websiteId, part);
      const id = newId();
      const placement = { websiteId, id, version: 1 };
      await store(originalKey(placement), received);
      try {
        const row = await withFreeName(received.fileName, (fileName) =>
          db.transaction(async (tx) => {
            const [inserted] = await tx
              .insert(mediaAssets)
              .values({
                id,
                websiteId,
                kind: received.type.kind,
                fileName,
                mimeType: received.type.mimeType,
                bytes: received.bytes,
                width: facts?.width ?? null,
                height: facts?.height ?? null,
                placeholder: facts?.placeholder ?? null,
                ready: received.type.kind !== 'image',
                // Milliseconds, as JavaScript keeps them: the list's cursor compares them exactly.
                createdAt: new Date(),
              })
              .onConflictDoNothing()
              .returning();
            if (inserted && inserted.kind === 'image')
              await deps.jobs.send(
                DERIVE_JOB,
                { assetId: id, version: 1 },
                { executor: tx, key: `${id}-v1` },
              );
            return inserted;
          }),
        );
        return toMediaAsset(row);
      } catch (error) {
        await storage.removePrefix(assetPrefix(placement)).catch(() => undefined);
        throw error;
      }
    },

    /** Same id; the file name becomes the new file's (never the old name, so no cache shows the old file). */
    async replace(websiteId: string, assetId: string, part: UploadedPart): Promise<MediaAsset> {
      const current = await find(websiteId, assetId);
      const { received, facts } = await receive(websiteId, part);
      if (received.type.kind !== current.kind) {
        await unlink(received.temporaryPath).catch(() => undefined);
        throw new AppError(
          'mediaUnsupportedType',
          undefined,
          `${received.fileName} cannot replace ${current.fileName}: replace a file with one of the same kind (${current.kind}).`,
        );
      }
      const next = { ...current, version: current.version + 1 };
      await store(originalKey(next), received);
      const row = await withFreeName(received.fileName, async (fileName) => {
        if (fileName.toLowerCase() === current.fileName.toLowerCase()) return undefined;
        try {
          return await db.transaction(async (tx) => {
            const [updated] = await tx
              .update(mediaAssets)
              .set({
                fileName,
                mimeType: received.type.mimeType,
                bytes: received.bytes,
                width: facts?.width ?? null,
                height: facts?.height ?? null,
                placeholder: facts?.placeholder ?? null,
                ready: received.type.kind !== 'image',
                version: next.version,
                updatedAt: new Date(),
              })
              .where(and(eq(mediaAssets.id, assetId), eq(mediaAssets.version, current.version)))
              .returning();
            if (!updated) throw new AppError('conflict');
            await tx
              .delete(mediaVariants)
              .where(and(eq(mediaVariants.assetId, assetId), eq(mediaVariants.version, current.version)));
            if (updated.kind === 'image')
              await deps.jobs.send(
                DERIVE_JOB,
                { assetId, version: next.version },
                { executor: tx, key: `${assetId}-v${next.version}` },
              );
            return updated;
          });
        } catch (error) {
          if (isUniqueViolation(error)) return undefined;
          await storage.removePrefix(versionPrefix(next)).catch(() => undefined);
          throw error;
        }
      });
      // The old version's original and derived files go; visitors of old pages get redirected.
      await storage.removePrefix(versionPrefix(current)).catch((error: unknown) => {
        deps.log.warn({ err: error, assetId }, 'media: files of a replaced version could not be removed');
      });
      return toMediaAsset(row);
    },

    async update(websiteId: string, assetId: string, update: MediaUpdate): Promise<MediaAsset> {
      const current = await find(websiteId, assetId);
      const fileName = update.fileName === undefined ? undefined : renamed(current, update.fileName);
      try {
        const [row] = await db
          .update(mediaAssets)
          .set({
            ...(update.alt !== undefined ? { alt: update.alt } : {}),
            ...(update.title !== undefined ? { title: update.title } : {}),
            ...(update.focalPoint ? { focalX: update.focalPoint.x, focalY: update.focalPoint.y } : {}),
            ...(fileName !== undefined ? { fileName } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(mediaAssets.websiteId, websiteId), eq(mediaAssets.id, assetId)))
          .returning();
        if (!row) throw new AppError('notFound');
        return toMediaAsset(row);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError(
            'mediaFileNameTaken',
            { fileName: 'Another file already has this name' },
            `Another file is already named ${fileName}. Choose a different name.`,
          );
        throw error;
      }
    },

    async remove(websiteId: string, assetId: string): Promise<void> {
      const row = await find(websiteId, assetId);
      const needles = [`/media/${row.id}/`];
      if (row.kind !== 'image' && row.kind !== 'video') needles.push(publicUrl(row));
      const uses = await deps.findUses(websiteId, needles);
      if (uses.length > 0) throw new AppError('mediaInUse').withDetails({ usedBy: uses });
      await db
        .delete(mediaAssets)
        .where(and(eq(mediaAssets.websiteId, websiteId), eq(mediaAssets.id, assetId)));
      await storage.removePrefix(assetPrefix(row)).catch((error: unknown) => {
        deps.log.warn({ err: error, assetId }, 'media: files of a deleted asset could not be removed');
      });
    },

    async list(websiteId: string, query: MediaListQuery): Promise<MediaPage> {
      return {
        ...(await mediaListPage(db, websiteId, query)),
        usedBytes: await usedBytes(websiteId),
        budgetBytes: deps.siteBudgetBytes,
      };
    },

    /** A non-image file by the name in its `/s/{fileName}` address. */
    findByFileName: (websiteId: string, fileName: string) => findMediaByFileName(db, websiteId, fileName),

    /**
     * The picture sizes of this site's uploaded videos at the given addresses (those of video
     * blocks on a page), so their `<video>` reserves the right box. Other sites' ids find nothing.
     */
    videoSizes: (websiteId: string, urls: string[]) => uploadedVideoSizes(db, websiteId, urls),

    async findById(websiteId: string, assetId: string): Promise<MediaAssetRow | undefined> {
      return find(websiteId, assetId).catch(() => undefined);
    },

    readOriginal(row: MediaAssetRow, range?: ByteRange) {
      return storage.read(originalKey(row), range);
    },
  };
}

/** A rename keeps the file's extension: typed without one (or with another), it is added. */
function renamed(current: MediaAssetRow, typed: string): string {
  const name = cleanFileName(typed);
  const extension = extensionOf(current.fileName);
  if (!extension || extensionOf(name) === extension) return name;
  return `${name}.${extension}`;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type MediaService = ReturnType<typeof createMediaService>;
