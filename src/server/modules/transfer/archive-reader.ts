import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../../shared/errors';

/**
 * Limits an archive must keep before anything in it is read. Checked against the central
 * directory first (so a bomb is refused without inflating a byte), then again while inflating:
 * yauzl compares each entry's real size with the size it declared and fails on a lie.
 */
export interface ArchiveLimits {
  /** Entries (files and folders) in the archive. */
  maxEntries: number;
  /** Sum of the declared uncompressed sizes. */
  maxTotalBytes: number;
  /** One entry's uncompressed size. */
  maxEntryBytes: number;
  /** Uncompressed ÷ compressed, for entries over `ratioFloorBytes`. */
  maxRatio: number;
  /** Small entries compress well legitimately (JSON of empty pages): the ratio is checked above this size. */
  ratioFloorBytes: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 20_000,
  maxTotalBytes: 2_000_000_000,
  maxEntryBytes: 500_000_000,
  maxRatio: 100,
  ratioFloorBytes: 1_000_000,
};

/** S_IFLNK in the upper 16 bits of a Unix-made entry's external attributes. */
const SYMLINK_MODE = 0o120000;
const FILE_TYPE_MASK = 0o170000;

export function refuse(message: string): AppError {
  return new AppError('transferArchiveRefused', undefined, message);
}

/**
 * Why an entry name is refused, or undefined when it is a plain relative path. Zip-slip: `..`
 * segments, absolute paths (`/x`, `C:\x`, `\\server`), backslashes (Windows separators that
 * yauzl would let through), NUL and empty segments.
 */
export function unsafeEntryName(name: string): string | undefined {
  if (name.length === 0 || name.length > 1000) return 'an empty or overlong path';
  if (name.includes('\0')) return 'a NUL character';
  if (name.includes('\\')) return 'a backslash';
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return 'an absolute path';
  const segments = name.replace(/\/$/, '').split('/');
  if (segments.some((segment) => segment === '..')) return 'a ".." segment';
  if (segments.some((segment) => segment === '' || segment === '.')) return 'an empty segment';
  return undefined;
}

export interface ArchiveEntry {
  name: string;
  bytes: number;
}

/** An archive whose directory passed the limits: entries can be listed and read (each at most once at a time). */
export interface OpenArchive {
  entries: ArchiveEntry[];
  has(name: string): boolean;
  read(name: string): Promise<Buffer>;
  close(): void;
}

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // strictFileNames refuses backslashes; validateEntrySizes fails an entry whose real size lies.
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true },
      (error, zip) =>
        error || !zip ? reject(refuse('The file is not a readable zip archive.')) : resolve(zip),
    );
  });
}

function readDirectory(zip: ZipFile, limits: ArchiveLimits): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    let total = 0;
    const fail = (message: string) => {
      zip.close();
      reject(refuse(message));
    };
    // yauzl checks names itself (the same rules as unsafeEntryName) and says which rule failed.
    zip.on('error', (error: Error) => fail(yauzlRefusal(error.message)));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      const name = entry.fileName;
      const unsafe = unsafeEntryName(name);
      if (unsafe) return fail(`The archive was refused: the entry "${name.slice(0, 200)}" has ${unsafe}.`);
      const mode = (entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK;
      if (mode === SYMLINK_MODE)
        return fail(`The archive was refused: the entry "${name}" is a symbolic link.`);
      if (entries.size + 1 > limits.maxEntries)
        return fail(`The archive was refused: it holds more than ${limits.maxEntries} entries.`);
      if (entries.has(name)) return fail(`The archive was refused: the entry "${name}" appears twice.`);
      if (entry.uncompressedSize > limits.maxEntryBytes)
        return fail(`The archive was refused: "${name}" unpacks to more than ${limits.maxEntryBytes} bytes.`);
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes)
        return fail(
          `The archive was refused: its contents unpack to more than ${limits.maxTotalBytes} bytes.`,
        );
      if (
        entry.uncompressedSize > limits.ratioFloorBytes &&
        entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)
      )
        return fail(
          `The archive was refused: "${name}" is compressed more than ${limits.maxRatio} to 1, as zip bombs are.`,
        );
      if (!name.endsWith('/')) entries.set(name, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

function yauzlRefusal(message: string): string {
  const name = message.slice(message.indexOf(':') + 2, message.indexOf(':') + 202);
  if (message.startsWith('invalid characters in fileName'))
    return `The archive was refused: the entry "${name}" has a backslash.`;
  if (message.startsWith('absolute path'))
    return `The archive was refused: the entry "${name}" has an absolute path.`;
  if (message.startsWith('invalid relative path'))
    return `The archive was refused: the entry "${name}" has a ".." segment.`;
  return 'The zip archive is damaged.';
}

/** Opens a zip archive at `path`, refusing it (AppError `transferArchiveRefused`) unless every entry keeps the limits. */
export async function openArchive(
  path: string,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<OpenArchive> {
  const zip = await openZip(path);
  const entries = await readDirectory(zip, limits);
  return {
    entries: [...entries.values()].map((entry) => ({ name: entry.fileName, bytes: entry.uncompressedSize })),
    has: (name) => entries.has(name),
    read(name) {
      const entry = entries.get(name);
      if (!entry) return Promise.reject(refuse(`The archive has no entry "${name}".`));
      return new Promise((resolve, reject) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(refuse(`The archive's entry "${name}" cannot be read.`));
          const chunks: Buffer[] = [];
          let bytes = 0;
          stream.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            // yauzl checks the declared size too; this keeps memory bounded whatever it does.
            if (bytes > entry.uncompressedSize)
              stream.destroy(refuse(`"${name}" is larger than it declares.`));
            else chunks.push(chunk);
          });
          stream.on('error', () =>
            reject(refuse(`The archive's entry "${name}" is damaged or larger than it declares.`)),
          );
          stream.on('end', () => resolve(Buffer.concat(chunks)));
        });
      });
    },
    close: () => zip.close(),
  };
}
