import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { newId } from '../../../shared/ids';

/** A byte range, both ends included (HTTP's `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media bytes live. Keys are built only from ids and our own variant names
 * (`{websiteId}/{assetId}/v{version}/{name}`), never from anything a client typed. Two
 * implementations: a local folder (default) and S3-compatible object storage (s3-storage.ts);
 * the server streams from either, so media URLs are the same whichever is used.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Stores a finished temporary file under `key` and removes the temporary file. */
  putFile(key: string, temporaryPath: string, contentType: string): Promise<void>;
  /** Stores a small generated file (a derived size). Readers see all of it or nothing. */
  putBuffer(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes (or a range of them); undefined when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Size of the stored file; undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** Removes every file whose key starts with `prefix` (an asset's version folder, or a whole asset). */
  removePrefix(prefix: string): Promise<void>;
}

/** Files under `DATA_DIR/media`; writes go to a temporary file first and are renamed into place. */
export function createLocalStorage(root: string): MediaStorage {
  const pathOf = (key: string) => join(root, ...key.split('/'));
  const temporaryFolder = join(root, '.tmp');

  return {
    kind: 'local',
    async putFile(key, temporaryPath) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Same file system (uploads are written under DATA_DIR/media/.tmp): rename is atomic.
      await rename(temporaryPath, target);
    },
    async putBuffer(key, data) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      await mkdir(temporaryFolder, { recursive: true });
      const temporary = join(temporaryFolder, `${newId()}.part`);
      const handle = await open(temporary, 'w');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      // Another process writing the same derived file at once is harmless: both hold the same bytes.
      await rename(temporary, target).catch(async (error: unknown) => {
        await unlink(temporary).catch(() => undefined);
        throw error;
      });
    },
    async read(key, range) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        return undefined;
      }
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return undefined;
      }
    },
    async removePrefix(prefix) {
      await rm(pathOf(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
  };
}
