import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from '../../testing/test-app';
import { cookieHeader } from '../../testing/test-app';

/** Real image files made at test time (no binary fixtures in the repository). */
export async function imageFile(
  format: 'jpeg' | 'png' | 'webp',
  width: number,
  height: number,
  options: { orientation?: number; noisy?: boolean } = {},
): Promise<Buffer> {
  const channels = 3;
  const pixels = options.noisy
    ? randomBytes(width * height * channels)
    : Buffer.alloc(width * height * channels, 0x80).map((value, index) => (index % 7 === 0 ? 200 : value));
  let image = sharp(pixels, { raw: { width, height, channels } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}

/** A minimal MP4 (an `ftyp` box, then some media data): what file-type recognises as video/mp4. */
export function mp4File(bytes = 2048): Buffer {
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(bytes + 8);
  mdatHeader.write('mdat', 4);
  return Buffer.concat([ftyp, mdatHeader, randomBytes(bytes)]);
}

/** MPEG-1 Layer III frames (frame sync and header), as an MP3 file starts. */
export function mp3File(frames = 20): Buffer {
  const frame = Buffer.alloc(417);
  Buffer.from('fffb9064', 'hex').copy(frame);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

export function pdfFile(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** A multipart/form-data body with one file in `field`, as browsers send it. */
export function multipart(fileName: string, data: Buffer, options: { field?: string; type?: string } = {}) {
  const boundary = `----media-test-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${fileName}"\r\nContent-Type: ${options.type ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Sends a multipart upload through the app as a signed-in owner's browser would (cookies and crumb). */
export async function upload(
  app: TestApp['app'],
  session: { jar: Record<string, string> },
  host: string,
  fileName: string,
  data: Buffer,
  options: { method?: 'POST' | 'PUT'; url?: string; truncate?: number; crumb?: string } = {},
) {
  const { body, contentType } = multipart(fileName, data);
  return app.inject({
    method: options.method ?? 'POST',
    url: options.url ?? '/api/rest/media',
    headers: {
      host,
      'content-type': contentType,
      cookie: cookieHeader(session.jar),
      'x-csrf-token': options.crumb ?? session.jar.crumb ?? '',
    },
    payload: options.truncate ? body.subarray(0, options.truncate) : body,
  });
}

/**
 * A real one-frame video (MP4 or WebM container, VP8 track) of the given picture size, written
 * by mediabunny without encoding (the frame's bytes are a stand-in): enough for a container
 * parser to read the size, which is all the upload does with it.
 */
export async function videoFile(container: 'mp4' | 'webm', width: number, height: number): Promise<Buffer> {
  const { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output, WebMOutputFormat } =
    await import('mediabunny');
  const target = new BufferTarget();
  const output = new Output({
    format: container === 'mp4' ? new Mp4OutputFormat() : new WebMOutputFormat(),
    target,
  });
  const track = new EncodedVideoPacketSource('vp8');
  output.addVideoTrack(track);
  await output.start();
  const frame = new Uint8Array([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 0, 0, 0, 0]);
  await track.add(new EncodedPacket(frame, 'key', 0, 1 / 30), {
    decoderConfig: { codec: 'vp8', codedWidth: width, codedHeight: height },
  });
  await output.finalize();
  return Buffer.from(target.buffer!);
}
