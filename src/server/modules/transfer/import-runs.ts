import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import type { JobDefinition, JobRunner } from '../../jobs';
import type { ContentService } from '../content';
import type { MediaService } from '../media';
import {
  DEFAULT_ARCHIVE_LIMITS,
  openArchive,
  refuse,
  type ArchiveLimits,
  type OpenArchive,
} from './archive-reader';
import { safeDownload, type DownloadPolicy } from './safe-download';
import { transferImports, type TransferImportRow } from './tables';
import { importWxr } from './wxr-import';
import { parseWxr, WXR_MAX_BYTES, type WxrAttachment } from './wxr-parser';

export const IMPORT_JOB = 'transfer.import';
/** The largest upload an import takes (a zip of an export and its uploads). */
export const IMPORT_MAX_BYTES = 500_000_000;

export interface ImportRunDependencies {
  db: Db;
  jobs: Pick<JobRunner, 'send'>;
  content: Pick<ContentService, 'createCollection' | 'createItem'>;
  media: Pick<MediaService, 'upload'>;
  folder: string;
  downloads: DownloadPolicy;
  archiveLimits?: ArchiveLimits;
}

/** Counts bytes through the stream and fails past the cap, so an upload never fills the disk. */
function sizeCap(maxBytes: number) {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes)
        callback(new AppError('transferFileInvalid', undefined, 'The file is larger than 500 MB.'));
      else callback(null, chunk);
    },
  });
}

/** An attachment's file inside an uploaded zip: WordPress keeps them under wp-content/uploads/. */
function archiveFileOf(archive: OpenArchive, attachment: WxrAttachment): string | undefined {
  if (!attachment.file) return undefined;
  return archive.entries.find(
    (entry) => entry.name === attachment.file || entry.name.endsWith(`uploads/${attachment.file}`),
  )?.name;
}

async function isZip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return head.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}

export type ImportRuns = ReturnType<typeof createImportRuns>;

/**
 * WordPress imports as jobs: the upload is kept on disk and a row records it; the
 * `transfer.import` job reads it, writes the content and updates the row's progress, which the
 * owners' app polls. An import that was interrupted is not run again (it may have written half
 * the posts): it fails with a message saying so, and the owner can look at what arrived.
 */
export function createImportRuns(deps: ImportRunDependencies) {
  const { db } = deps;
  const pathOf = (id: string) => join(deps.folder, `${id}.upload`);
  const update = (id: string, values: Partial<TransferImportRow>) =>
    db
      .update(transferImports)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(transferImports.id, id));

  async function readSource(path: string) {
    if (!(await isZip(path))) {
      const xml = await readFile(path, 'utf8');
      return { xml, archive: undefined };
    }
    const archive = await openArchive(path, deps.archiveLimits ?? DEFAULT_ARCHIVE_LIMITS);
    const xmlEntries = archive.entries.filter((entry) => entry.name.toLowerCase().endsWith('.xml'));
    if (xmlEntries.length !== 1) {
      archive.close();
      throw refuse('The zip archive must hold exactly one WordPress export (.xml) file.');
    }
    if (xmlEntries[0]!.bytes > WXR_MAX_BYTES) {
      archive.close();
      throw refuse('The WordPress export in the archive is larger than 50 MB.');
    }
    return { xml: (await archive.read(xmlEntries[0]!.name)).toString('utf8'), archive };
  }

  async function run(id: string): Promise<void> {
    const [row] = await db.select().from(transferImports).where(eq(transferImports.id, id));
    if (!row || row.status === 'done' || row.status === 'failed') return;
    if (row.status === 'running') {
      await update(id, {
        status: 'failed',
        error: 'The import was interrupted. Check what arrived before importing again.',
      });
      await rm(pathOf(id), { force: true });
      return;
    }
    await update(id, { status: 'running' });
    let archive: OpenArchive | undefined;
    try {
      const source = await readSource(pathOf(id));
      archive = source.archive;
      const site = parseWxr(source.xml);
      const report = await importWxr(row.websiteId, site, {
        content: deps.content,
        media: deps.media,
        attachmentBytes: async (attachment) => {
          const inArchive = archive && archiveFileOf(archive, attachment);
          if (archive && inArchive) return archive.read(inArchive);
          return (await safeDownload(attachment.url, deps.downloads)).bytes;
        },
        onProgress: (done, total) => update(id, { done, total }).then(() => undefined),
      });
      await update(id, { status: 'done', report });
    } catch (error) {
      const message = error instanceof AppError ? error.message : 'The import failed on the server.';
      await update(id, { status: 'failed', error: message });
      if (!(error instanceof AppError)) throw error;
    } finally {
      archive?.close();
      await rm(pathOf(id), { force: true });
    }
  }

  return {
    async start(websiteId: string, file: Readable, fileName: string): Promise<TransferImportRow> {
      await mkdir(deps.folder, { recursive: true });
      const id = newId();
      try {
        await pipeline(file, sizeCap(IMPORT_MAX_BYTES), createWriteStream(pathOf(id)));
        // @fastify/multipart stops a file at its limit without an error: a cut file is no import.
        if ((file as { truncated?: boolean }).truncated)
          throw new AppError('transferFileInvalid', undefined, 'The file is larger than 500 MB.');
      } catch (error) {
        await rm(pathOf(id), { force: true });
        throw error instanceof AppError
          ? error
          : new AppError('transferFileInvalid', undefined, 'The upload broke off.');
      }
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(transferImports)
          .values({ id, websiteId, status: 'waiting', fileName: fileName.slice(0, 200) })
          .returning();
        await deps.jobs.send(IMPORT_JOB, { importId: id }, { executor: tx, key: id });
        return row!;
      });
    },

    /** One import of this site (never another site's, whatever the id). */
    async get(websiteId: string, id: string): Promise<TransferImportRow> {
      const [row] = await db
        .select()
        .from(transferImports)
        .where(and(eq(transferImports.id, id), eq(transferImports.websiteId, websiteId)));
      if (!row) throw new AppError('notFound');
      return row;
    },

    run,

    jobs(): JobDefinition[] {
      return [
        {
          name: IMPORT_JOB,
          // Never retried: a second run could write the posts twice (run() fails it instead).
          retry: { limit: 0, delaySeconds: 0, backoff: false },
          timeoutSeconds: 60 * 60,
          run: async (payload) => run(String(payload.importId)),
        },
      ];
    },
  };
}
