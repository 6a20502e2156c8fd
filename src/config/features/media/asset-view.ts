import type { MediaAsset, MediaKind } from '../../../shared/api/media';
import { sizedMediaUrl, type LadderWidth } from '../../../shared/media/image-url';
import { t, type OwnersMessageKey } from '../../text';

/**
 * How the owners' app shows an asset. Kept free of zod (the wire schemas are imported as types
 * only) so the editor's first load stays small.
 */
export const KIND_OPTIONS: Array<{ value: MediaKind; label: OwnersMessageKey }> = [
  { value: 'image', label: 'owners.media.kind.image' },
  { value: 'video', label: 'owners.media.kind.video' },
  { value: 'audio', label: 'owners.media.kind.audio' },
  { value: 'document', label: 'owners.media.kind.document' },
];

/**
 * A preview address at a ladder width: the derived size when the original is at least that wide
 * (the server never scales up), else the original.
 */
export function previewUrl(asset: Pick<MediaAsset, 'url' | 'width' | 'kind'>, width: LadderWidth): string {
  if (asset.kind !== 'image') return asset.url;
  if (asset.width !== null && asset.width < width) return asset.url;
  return sizedMediaUrl(asset.url, width);
}

/** A short type label for a file tile: the extension in capitals ("PDF"), else the MIME subtype. */
export function typeLabel(asset: Pick<MediaAsset, 'fileName' | 'mimeType'>): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(asset.fileName)?.[1];
  if (extension) return extension.toUpperCase();
  const subtype = asset.mimeType.split('/')[1]?.split(/[+;.-]/)[0];
  return subtype ? subtype.toUpperCase() : t('owners.media.typeFile');
}

/** "1920 × 1080" when the pixels are known. */
export const dimensionsOf = (asset: Pick<MediaAsset, 'width' | 'height'>) =>
  asset.width !== null && asset.height !== null
    ? t('owners.media.dimensions', { width: asset.width, height: asset.height })
    : '';

/** The part of a file name before its extension, and the extension (kept on rename). */
export function splitFileName(fileName: string): { stem: string; extension: string } {
  const match = /^(.*?)(\.[a-z0-9]{1,8})?$/i.exec(fileName);
  const stem = match?.[1] ?? fileName;
  return stem === '' ? { stem: fileName, extension: '' } : { stem, extension: match?.[2] ?? '' };
}
