import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs';
import type { ImagePipeline } from './image-pipeline';
import type { MediaStorage } from './storage';
import { mediaAssets, mediaVariants, type MediaAssetRow } from './tables';
import { commonVariants, FORMAT_MIME, formatOfVariant, widthOfVariant } from './variants';

export const DERIVE_JOB = 'media.derive';
const DERIVE_RETRY = { limit: 2, delaySeconds: 30, backoff: true };

/** Storage keys: every file of one version of an asset sits under one prefix, so a replace removes them together. */
export const assetPrefix = (row: Pick<MediaAssetRow, 'websiteId' | 'id'>) => `${row.websiteId}/${row.id}/`;
export const versionPrefix = (row: Pick<MediaAssetRow, 'websiteId' | 'id' | 'version'>) =>
  `${assetPrefix(row)}v${row.version}/`;
export const originalKey = (row: Pick<MediaAssetRow, 'websiteId' | 'id' | 'version'>) =>
  `${versionPrefix(row)}original`;

export interface DerivedFile {
  body: Readable | Buffer;
  bytes: number;
}

/**
 * Derived sizes of images: the common ones made by the `media.derive` job right after an
 * upload, any other ladder width on its first request. Requests for a file that is being made
 * wait for the same sharp job (an in-process map of promises), so a burst of visitors on a new
 * image decodes it once; across processes the storage write is atomic, so two processes making
 * the same file at once only cost the work twice.
 */
export function createDerivedFiles(deps: {
  db: Db;
  storage: MediaStorage;
  images: ImagePipeline;
  log: FastifyBaseLogger;
}) {
  const { db, storage, images, log } = deps;
  const inFlight = new Map<string, Promise<Buffer>>();

  async function make(row: MediaAssetRow, name: string): Promise<Buffer> {
    const original = await storage.read(originalKey(row));
    if (!original) throw new Error(`The original of media ${row.id} v${row.version} is missing`);
    const format = formatOfVariant(name);
    const data = await images.derive(original, widthOfVariant(name), format);
    await storage.putBuffer(`${versionPrefix(row)}${name}`, data, FORMAT_MIME[format]);
    await db
      .insert(mediaVariants)
      .values({ assetId: row.id, websiteId: row.websiteId, version: row.version, name, bytes: data.length })
      .onConflictDoNothing();
    log.info(
      { assetId: row.id, version: row.version, variant: name, bytes: data.length },
      'media derived file made',
    );
    return data;
  }

  /** Makes the file once however many ask for it at the same time. */
  function generate(row: MediaAssetRow, name: string): Promise<Buffer> {
    const key = `${row.id}/${row.version}/${name}`;
    const running = inFlight.get(key);
    if (running) return running;
    const made = make(row, name).finally(() => inFlight.delete(key));
    inFlight.set(key, made);
    return made;
  }

  return {
    /** The derived file, made now if it does not exist yet. */
    async file(row: MediaAssetRow, name: string): Promise<DerivedFile> {
      const key = `${versionPrefix(row)}${name}`;
      const bytes = await storage.size(key);
      if (bytes !== undefined) {
        const body = await storage.read(key);
        if (body) return { body, bytes };
      }
      const data = await generate(row, name);
      return { body: data, bytes: data.length };
    },

    /** The job that makes the common sizes after an upload or a replace, then marks the asset ready. */
    jobs(): JobDefinition[] {
      return [
        {
          name: DERIVE_JOB,
          retry: DERIVE_RETRY,
          timeoutSeconds: 15 * 60,
          run: async (payload, context) => {
            const [row] = await db
              .select()
              .from(mediaAssets)
              .where(eq(mediaAssets.id, String(payload.assetId)));
            // Replaced or deleted since: the newer version has a job of its own.
            if (!row || row.version !== payload.version) return;
            try {
              for (const name of commonVariants(row.width, row.mimeType)) {
                if (context.signal.aborted) throw new Error('stopped: the process is shutting down');
                const exists = await db
                  .select({ name: mediaVariants.name })
                  .from(mediaVariants)
                  .where(
                    and(
                      eq(mediaVariants.assetId, row.id),
                      eq(mediaVariants.version, row.version),
                      eq(mediaVariants.name, name),
                    ),
                  );
                if (exists.length === 0) await generate(row, name);
              }
            } catch (error) {
              // After the last try the asset is shown anyway: its sizes are then made on first request.
              if (context.attempt > DERIVE_RETRY.limit) await markReady(row);
              throw error;
            }
            await markReady(row);
          },
        },
      ];
    },
  };

  async function markReady(row: MediaAssetRow) {
    await db
      .update(mediaAssets)
      .set({ ready: true })
      .where(and(eq(mediaAssets.id, row.id), eq(mediaAssets.version, row.version)));
  }
}

export type DerivedFiles = ReturnType<typeof createDerivedFiles>;
