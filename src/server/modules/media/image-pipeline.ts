import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { rgbaToThumbHash, thumbHashToDataURL } from 'thumbhash';
import { AppError } from '../../../shared/errors';
import { type DerivedFormat } from './variants';

/**
 * Everything sharp does for media, behind one small queue. On a 2-core server a burst of
 * uploads must not decode ten 24-megapixel images at once: libvips gets one thread per image
 * (`sharp.concurrency(1)`), at most `parallel` images are worked on at a time, and at most
 * `waiting` more wait their turn (beyond that the upload is answered "File processing failed to
 * complete" with Retry-After, instead of holding the memory).
 */

/** Images larger than this many pixels are refused before they are decoded (decompression bombs). */
export const PIXEL_LIMIT = 100_000_000;

sharp.concurrency(1);
// libvips' operation cache holds decoded pixels; keep it small and never keep files open.
sharp.cache({ memory: 32, files: 0, items: 20 });

export interface ImageFacts {
  /** After EXIF orientation (what visitors see). */
  width: number;
  height: number;
  /** A thumbhash rendered as a tiny PNG data: URL. */
  placeholder: string;
}

export interface ImagePipeline {
  /** Reads and fully decodes an uploaded image: its size, its placeholder; refuses bombs and broken files. */
  inspect(path: string): Promise<ImageFacts>;
  /** A derived file: oriented, metadata stripped, at most `width` wide (undefined: the original's width). */
  derive(input: Readable, width: number | undefined, format: DerivedFormat): Promise<Buffer>;
  /** Stops taking work; waiting work is cancelled ("File processing cancelled"). */
  close(): void;
}

export function createImagePipeline(options: { parallel?: number; waiting?: number } = {}): ImagePipeline {
  const queue = createWorkQueue(options.parallel ?? 1, options.waiting ?? 200);
  const decodeOptions = { limitInputPixels: PIXEL_LIMIT, failOn: 'truncated', animated: false } as const;

  return {
    inspect: (path) =>
      queue.run(async () => {
        const metadata = await sharp(path, decodeOptions)
          .metadata()
          .catch((error: unknown) => {
            throw isPixelLimit(error)
              ? new AppError('mediaTooManyPixels')
              : new AppError('mediaProcessingFailed');
          });
        const { width, height } = metadata;
        if (!width || !height) throw new AppError('mediaProcessingFailed');
        if (width * height > PIXEL_LIMIT) throw new AppError('mediaTooManyPixels');
        // Decoding the whole image for the placeholder also proves it is complete and readable.
        const { data, info } = await sharp(path, decodeOptions)
          .rotate()
          .resize(100, 100, { fit: 'inside' })
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true })
          .catch((error: unknown) => {
            throw isPixelLimit(error)
              ? new AppError('mediaTooManyPixels')
              : new AppError('mediaProcessingFailed');
          });
        const hash = rgbaToThumbHash(info.width, info.height, data);
        const turned = (metadata.orientation ?? 1) >= 5;
        return {
          width: turned ? height : width,
          height: turned ? width : height,
          placeholder: thumbHashToDataURL(hash),
        };
      }),
    derive: (input, width, format) =>
      queue.run(async () => {
        const pipeline = sharp(decodeOptions).rotate();
        if (width !== undefined) pipeline.resize({ width, withoutEnlargement: true });
        const encoded =
          format === 'avif'
            ? pipeline.avif({ quality: 50, effort: 2 })
            : format === 'webp'
              ? pipeline.webp({ quality: 80, effort: 4 })
              : format === 'png'
                ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
                : pipeline.jpeg({ quality: 80, mozjpeg: true, progressive: true });
        input.on('error', (error) => encoded.destroy(error));
        input.pipe(encoded);
        return encoded.toBuffer();
      }),
    close: () => queue.close(),
  };
}

function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** At most `parallel` tasks at once and `waiting` in line; overflow and closing refuse with our messages. */
function createWorkQueue(parallel: number, waiting: number) {
  let running = 0;
  let closed = false;
  const line: { start: () => void; cancel: () => void }[] = [];

  const next = () => {
    while (running < parallel && line.length > 0) line.shift()!.start();
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (closed) return Promise.reject(new AppError('mediaProcessingCancelled'));
      if (running >= parallel && line.length >= waiting)
        return Promise.reject(new AppError('mediaProcessingIncomplete').retryAfter(5_000));
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running += 1;
          task()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        };
        line.push({ start, cancel: () => reject(new AppError('mediaProcessingCancelled')) });
        next();
      });
    },
    close() {
      closed = true;
      for (const waiter of line.splice(0)) waiter.cancel();
    },
  };
}
