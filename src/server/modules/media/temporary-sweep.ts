import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { JobDefinition } from '../../jobs';

/** Temporary upload files older than this belong to a process that died mid-upload. */
const ABANDONED_AFTER_MS = 60 * 60_000;

/**
 * A failed upload removes its own temporary file; a process killed mid-upload cannot. This
 * recurring job removes what such a crash left in the temporary folder (never a file still
 * being written: those are younger than an hour, as no upload takes that long at our limits).
 */
export function temporarySweepJob(
  temporaryFolder: string,
  clock: () => Date = () => new Date(),
): JobDefinition {
  return {
    name: 'media.sweep-temporary',
    every: { seconds: 3600 },
    run: async () => {
      const names = await readdir(temporaryFolder).catch(() => [] as string[]);
      for (const name of names) {
        const path = join(temporaryFolder, name);
        const info = await stat(path).catch(() => undefined);
        if (info?.isFile() && clock().getTime() - info.mtimeMs > ABANDONED_AFTER_MS)
          await unlink(path).catch(() => undefined);
      }
    },
  };
}
