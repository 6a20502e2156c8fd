import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { AppError } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import {
  acceptedTypeOf,
  nameForContents,
  PROVISIONAL_ZIP,
  SIZE_LIMIT_BYTES,
  tooLarge,
  unsupported,
  type AcceptedType,
} from './file-types';
import { cleanFileName } from './file-names';

/** An upload written completely to a temporary file whose contents proved their type. */
export interface ReceivedFile {
  temporaryPath: string;
  bytes: number;
  type: AcceptedType;
  /** The name to store it under: the owner's, cleaned, with an extension that fits the contents. */
  fileName: string;
}

/** file-type's documented sample: enough of the head to recognise every type we accept. */
const SNIFF_BYTES = 4100;

/**
 * Streams one uploaded file to a temporary file (never all of it in memory). Its type is
 * decided from the first 4,100 bytes, so a file of the wrong type or over its kind's limit is
 * refused while it is still arriving; once complete, the whole file is sniffed again (office
 * documents are zip files until their contents are read). On any failure the temporary file
 * is removed before the error is thrown: a refused or broken upload leaves nothing behind.
 */
export async function receiveUpload(
  file: Readable & { truncated?: boolean },
  clientName: string,
  temporaryFolder: string,
): Promise<ReceivedFile> {
  const displayName = safeDisplayName(clientName);
  await mkdir(temporaryFolder, { recursive: true });
  const temporaryPath = join(temporaryFolder, `${newId()}.upload`);
  const gate = new TypeAndSizeGate(displayName);
  const writer = createWriteStream(temporaryPath);
  try {
    await pipeline(file, gate, writer).catch(async (error: unknown) => {
      // The file may still be opening: removing it before then would leave it behind.
      if (!writer.closed) await once(writer, 'close').catch(() => undefined);
      throw error instanceof AppError ? error : new AppError('mediaUploadIncomplete');
    });
    // @fastify/multipart stops a file at its own limit (the largest of ours) without an error.
    if (gate.bytes === 0 || !gate.type) throw unsupported(displayName);
    if (file.truncated) throw tooLarge(displayName, gate.type.kind);
    const type = await finalType(temporaryPath, gate.type, displayName);
    return {
      temporaryPath,
      bytes: gate.bytes,
      type,
      fileName: nameForContents(cleanFileName(clientName === '' ? 'file' : clientName), type),
    };
  } catch (error) {
    await unlink(temporaryPath).catch(() => undefined);
    throw error;
  }
}

function safeDisplayName(clientName: string): string {
  try {
    return cleanFileName(clientName);
  } catch {
    return 'This file';
  }
}

async function finalType(path: string, streamed: AcceptedType, displayName: string): Promise<AcceptedType> {
  const sniffed = acceptedTypeOf((await fileTypeFromFile(path))?.mime);
  if (!sniffed || (streamed !== PROVISIONAL_ZIP && sniffed.kind !== streamed.kind))
    throw unsupported(displayName);
  if (sniffed.kind === 'document' && sniffed.extensions.length === 0) throw unsupported(displayName);
  return sniffed;
}

/** Holds back the head until the type is known, then counts bytes against that type's limit. */
class TypeAndSizeGate extends Transform {
  type: AcceptedType | undefined;
  bytes = 0;
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(private readonly displayName: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.type) {
      if (this.bytes > SIZE_LIMIT_BYTES[this.type.kind])
        return done(tooLarge(this.displayName, this.type.kind));
      return done(null, chunk);
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.type) return done();
    if (this.headBytes === 0) return done(unsupported(this.displayName));
    this.release(done);
  }

  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    fileTypeFromBuffer(head).then(
      (sniffed) => {
        const type = sniffed?.mime === 'application/zip' ? PROVISIONAL_ZIP : acceptedTypeOf(sniffed?.mime);
        if (!type) return done(unsupported(this.displayName));
        this.type = type;
        if (this.bytes > SIZE_LIMIT_BYTES[type.kind]) return done(tooLarge(this.displayName, type.kind));
        done(null, head);
      },
      () => done(unsupported(this.displayName)),
    );
  }
}
