import type { MediaAsset } from '../../../shared/api/media';
import { mediaUrl } from '../../../shared/media/image-url';
import type { MediaAssetRow } from './tables';

/** Where visitors find a file: images and videos under `/media/{id}/`, other files at `/s/{fileName}`. */
export function publicUrl(row: Pick<MediaAssetRow, 'id' | 'kind' | 'fileName'>): string {
  return row.kind === 'image' || row.kind === 'video'
    ? mediaUrl(row.id, row.fileName)
    : `/s/${encodeURIComponent(row.fileName)}`;
}

export function toMediaAsset(row: MediaAssetRow): MediaAsset {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    mimeType: row.mimeType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    alt: row.alt,
    title: row.title,
    focalPoint: { x: row.focalX, y: row.focalY },
    placeholder: row.placeholder,
    url: publicUrl(row),
    ready: row.ready,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Cursor of the owners' list (newest first): the last row's creation instant and id. */
export function encodeCursor(row: Pick<MediaAssetRow, 'createdAt' | 'id'>): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } | undefined {
  const [instant, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(instant ?? '');
  if (Number.isNaN(createdAt.getTime()) || !id || !/^[0-9a-f]{24}$/.test(id)) return undefined;
  return { createdAt, id };
}

/** A LIKE pattern that matches `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
