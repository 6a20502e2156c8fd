import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { deflateRawSync } from 'node:zlib';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors';
import { DEFAULT_ARCHIVE_LIMITS, openArchive, unsafeEntryName } from './archive-reader';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'archive-limits-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function zipOf(name: string, entries: Array<{ name: string; data: Buffer; mode?: number }>) {
  const zip = new yazl.ZipFile();
  for (const entry of entries)
    zip.addBuffer(entry.data, entry.name, entry.mode === undefined ? {} : { mode: entry.mode });
  zip.end();
  const path = join(folder, name);
  await pipeline(zip.outputStream, createWriteStream(path));
  return path;
}

/** One stored entry written by hand: yazl (rightly) refuses to write the names these tests need. */
function rawZip(fileName: string, data: Buffer, externalAttributes = 0): Buffer {
  const name = Buffer.from(fileName, 'utf8');
  const compressed = deflateRawSync(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE((3 << 8) | 20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(compressed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(externalAttributes >>> 0, 38);
  central.writeUInt32LE(0, 42);
  const localPart = Buffer.concat([local, name, compressed]);
  const centralPart = Buffer.concat([central, name]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

async function refusal(path: string, limits = DEFAULT_ARCHIVE_LIMITS): Promise<AppError> {
  const error = await openArchive(path, limits).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('transferArchiveRefused');
  return error as AppError;
}

describe('archive limits: zip-slip', () => {
  it.each([
    ['../outside.txt', '".." segment'],
    ['media/../../etc/passwd', '".." segment'],
    ['/etc/passwd', 'absolute path'],
    ['C:/Windows/win.ini', 'absolute path'],
    ['media\\..\\x', 'backslash'],
  ])('refuses the entry %s, saying why', async (name, why) => {
    const path = join(folder, `slip-${Math.random()}.zip`);
    await writeFile(path, rawZip(name, Buffer.from('x')));
    const error = await refusal(path);
    expect(error.message).toContain(why);
  });

  it('refuses a symbolic link entry', async () => {
    const path = join(folder, 'symlink.zip');
    await writeFile(path, rawZip('media/link', Buffer.from('/etc/passwd'), (0o120777 << 16) >>> 0));
    expect((await refusal(path)).message).toContain('symbolic link');
  });

  it('reads a plain archive entry for entry', async () => {
    const path = await zipOf('plain.zip', [
      { name: 'manifest.json', data: Buffer.from('{"a":1}') },
      { name: 'media/a/b.png', data: Buffer.from([1, 2, 3]) },
    ]);
    const archive = await openArchive(path);
    expect(archive.entries.map((entry) => entry.name).sort()).toEqual(['manifest.json', 'media/a/b.png']);
    expect((await archive.read('media/a/b.png')).equals(Buffer.from([1, 2, 3]))).toBe(true);
    archive.close();
  });

  it('names unsafe paths without opening anything', () => {
    expect(unsafeEntryName('pages/home.json')).toBeUndefined();
    expect(unsafeEntryName('a//b')).toContain('empty segment');
    expect(unsafeEntryName('a/\0b')).toContain('NUL');
  });
});

describe('archive limits: zip bombs', () => {
  it('refuses an entry compressed beyond the ratio cap before inflating it', async () => {
    // 50 MB of zeros deflate to about 50 kB: a 1000:1 ratio.
    const path = await zipOf('ratio.zip', [{ name: 'zeros.bin', data: Buffer.alloc(50_000_000) }]);
    expect((await refusal(path)).message).toContain('compressed more than 100 to 1');
  });

  it('refuses an archive whose total unpacked size is over the cap', async () => {
    const path = await zipOf('total.zip', [
      { name: 'a.bin', data: Buffer.alloc(600) },
      { name: 'b.bin', data: Buffer.alloc(600) },
    ]);
    const error = await refusal(path, { ...DEFAULT_ARCHIVE_LIMITS, maxTotalBytes: 1000 });
    expect(error.message).toContain('unpack to more than 1000 bytes');
  });

  it('refuses an archive with too many entries', async () => {
    const path = await zipOf(
      'count.zip',
      Array.from({ length: 12 }, (_, index) => ({ name: `f${index}.txt`, data: Buffer.from('x') })),
    );
    expect((await refusal(path, { ...DEFAULT_ARCHIVE_LIMITS, maxEntries: 10 })).message).toContain(
      'more than 10 entries',
    );
  });

  it('refuses an entry that unpacks to more than it declares', async () => {
    const raw = rawZip('liar.bin', Buffer.alloc(5000, 7));
    // Declare 10 bytes in both headers: the inflated stream gives 5,000.
    raw.writeUInt32LE(10, 22);
    raw.writeUInt32LE(10, raw.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    const path = join(folder, 'liar.zip');
    await writeFile(path, raw);
    const archive = await openArchive(path);
    await expect(archive.read('liar.bin')).rejects.toMatchObject({ code: 'transferArchiveRefused' });
    archive.close();
  });

  it('refuses a file that is not a zip archive', async () => {
    const path = join(folder, 'not.zip');
    await writeFile(path, 'hello');
    expect((await refusal(path)).message).toContain('not a readable zip');
  });
});
