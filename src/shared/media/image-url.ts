/**
 * Addresses of uploaded media and of their derived sizes (media-and-platform §9 "Image loader
 * and scroll": the width ladder; §3 "Image config": sizeFormat). One module, used by the
 * server that serves them, the server HTML (srcset) and the image loader runtime, so the three
 * can never disagree about a URL.
 *
 *   original        /media/{assetId}/{fileName}
 *   queryString     /media/{assetId}/{fileName}?format=750w
 *   filename        /media/{assetId}/750w/{fileName}
 *
 * Only ladder widths exist: any other width answers 404 (no resize-on-demand amplification).
 */

/** The spec's width ladder, widest first. */
export const WIDTH_LADDER = [2500, 1500, 1000, 750, 500, 300, 100] as const;
export type LadderWidth = (typeof WIDTH_LADDER)[number];

export type SizeFormat = 'queryString' | 'filename';

/** Asset ids are the project's ids (24 hex digits, src/shared/ids.ts). */
const ASSET_ID = '[0-9a-f]{24}';
/** A stored file name: no slash, no control characters, 1–200 characters. */
const FILE_NAME = '[^/?#\\u0000-\\u001f]{1,200}';
const MEDIA_PATH = new RegExp(`^/media/(${ASSET_ID})/(?:(\\d{2,4})w/)?(${FILE_NAME})$`);

export function isLadderWidth(width: number): width is LadderWidth {
  return (WIDTH_LADDER as readonly number[]).includes(width);
}

export interface MediaAddress {
  assetId: string;
  fileName: string;
  /** A ladder width, or undefined for the original. */
  width?: LadderWidth;
}

/**
 * Reads a media path (and its `format` query value, if any). Undefined for anything that is
 * not a media address, or names a width outside the ladder.
 */
export function parseMediaPath(path: string, format?: string | null): MediaAddress | undefined {
  const match = MEDIA_PATH.exec(path);
  if (!match) return undefined;
  const [, assetId, pathWidth, encodedName] = match;
  let fileName: string;
  try {
    fileName = decodeURIComponent(encodedName!);
  } catch {
    return undefined;
  }
  const widthText = pathWidth ?? (format ? /^(\d{2,4})w$/.exec(format)?.[1] : undefined);
  if (format && !pathWidth && format !== 'original' && widthText === undefined) return undefined;
  if (widthText === undefined) return { assetId: assetId!, fileName };
  const width = Number(widthText);
  return isLadderWidth(width) ? { assetId: assetId!, fileName, width } : undefined;
}

/** The original's address. */
export function mediaUrl(assetId: string, fileName: string): string {
  return `/media/${assetId}/${encodeURIComponent(fileName)}`;
}

/** True when `src` is one of our uploaded media addresses (derived sizes exist for it). */
export function isMediaUrl(src: string): boolean {
  const [path] = src.split('?');
  return parseMediaPath(path ?? '') !== undefined;
}

/** The address of `src` (an original's address) at a ladder width, in either size format. */
export function sizedMediaUrl(src: string, width: LadderWidth, format: SizeFormat = 'queryString'): string {
  const [path] = src.split('?');
  const address = parseMediaPath(path ?? '');
  if (!address) return src;
  if (format === 'queryString') return `${mediaUrl(address.assetId, address.fileName)}?format=${width}w`;
  return `/media/${address.assetId}/${width}w/${encodeURIComponent(address.fileName)}`;
}

/** The smallest ladder width at least `needed` pixels wide (the widest when none is). */
export function ladderWidthFor(needed: number): LadderWidth {
  let chosen: LadderWidth = WIDTH_LADDER[0];
  for (const width of WIDTH_LADDER) if (width >= needed) chosen = width;
  return chosen;
}

/**
 * A `srcset` for an uploaded image: every ladder width up to the original's own width (an
 * image is never scaled up), or undefined when `src` is not one of our media addresses.
 */
export function mediaSrcset(src: string, intrinsicWidth?: number): string | undefined {
  if (!isMediaUrl(src)) return undefined;
  const widths = WIDTH_LADDER.filter((width) => intrinsicWidth === undefined || width <= intrinsicWidth);
  const usable = widths.length > 0 ? widths : [WIDTH_LADDER[WIDTH_LADDER.length - 1]!];
  return usable
    .slice()
    .reverse()
    .map((width) => `${sizedMediaUrl(src, width)} ${width}w`)
    .join(', ');
}
