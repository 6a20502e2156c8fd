import { WIDTH_LADDER, type LadderWidth } from '../../../shared/media/image-url';

/** Formats of derived images: the two modern ones by `Accept`, and a fallback every browser shows. */
export type DerivedFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const FORMAT_MIME: Record<DerivedFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
const FORMAT_EXTENSION: Record<DerivedFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
};

/** Widths made by the job right after an upload: what srcsets and the image loader ask for most. */
export const COMMON_WIDTHS: readonly LadderWidth[] = [1500, 750, 300];

/** The original's own format when it is one every browser shows; GIFs become PNG (first frame), AVIF JPEG. */
export function fallbackFormat(mimeType: string): DerivedFormat {
  if (mimeType === 'image/png' || mimeType === 'image/gif') return 'png';
  if (mimeType === 'image/webp') return 'webp';
  return 'jpeg';
}

/**
 * The best format this request's `Accept` takes: AVIF, then WebP, then the fallback. Answers
 * therefore vary by `Accept` (and say so with `Vary: Accept`).
 */
export function negotiateFormat(accept: string | undefined, mimeType: string): DerivedFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...parameters] = part.split(';').map((piece) => piece.trim());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    if (type && !refused) accepted.add(type);
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return fallbackFormat(mimeType);
}

/**
 * A derived file's name. A ladder width at or above the original's width is the `full`
 * variant (the original's size, re-encoded): images are never scaled up, and however many
 * widths are asked for, an asset has at most 8 sizes × 3 formats.
 */
export function variantName(width: LadderWidth, originalWidth: number | null, format: DerivedFormat): string {
  const size = originalWidth !== null && width >= originalWidth ? 'full' : `${width}w`;
  return `${size}.${FORMAT_EXTENSION[format]}`;
}

/** The resize width of a variant name (undefined: the original's size). */
export function widthOfVariant(name: string): number | undefined {
  const match = /^(\d+)w\./.exec(name);
  return match ? Number(match[1]) : undefined;
}

export function isVariantName(name: string): boolean {
  const match = /^(?:(\d+)w|full)\.(avif|webp|jpg|png)$/.exec(name);
  return (
    match !== null &&
    (match[1] === undefined || (WIDTH_LADDER as readonly number[]).includes(Number(match[1])))
  );
}

export function formatOfVariant(name: string): DerivedFormat {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return extension === 'jpg' ? 'jpeg' : (extension as DerivedFormat);
}

/** Every variant the post-upload job makes: the common widths in each of the three formats. */
export function commonVariants(originalWidth: number | null, mimeType: string): string[] {
  const formats: DerivedFormat[] = ['avif', 'webp', fallbackFormat(mimeType)];
  const names = COMMON_WIDTHS.flatMap((width) =>
    formats.map((format) => variantName(width, originalWidth, format)),
  );
  return [...new Set(names)];
}
