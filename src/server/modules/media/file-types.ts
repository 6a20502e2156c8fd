import type { MediaKind } from '../../../shared/api/media';
import { BYTES_PER_MB, formatFileSize } from '../../../shared/media/file-size';
import { AppError } from '../../../shared/errors';

/**
 * What may be uploaded, decided by the file's contents (file-type's sniffing), never by its
 * name or the browser's claim. Every accepted type is passive (no HTML, SVG, XML or script), so
 * nothing uploaded can run as the site's origin.
 */
export interface AcceptedType {
  kind: MediaKind;
  /** The type we store and serve (our canonical spelling). */
  mimeType: string;
  /** Extensions this content may carry; the first is the one we add to a name without one. */
  extensions: readonly string[];
}

const OOXML = 'application/vnd.openxmlformats-officedocument';
const ODF = 'application/vnd.oasis.opendocument';
const MP4_FAMILY = ['mp4', 'm4v', 'mov', 'm4a'];

/** file-type's MIME answer → what we accept it as. */
const ACCEPTED: Record<string, AcceptedType> = {
  'image/jpeg': { kind: 'image', mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  'image/png': { kind: 'image', mimeType: 'image/png', extensions: ['png'] },
  'image/apng': { kind: 'image', mimeType: 'image/png', extensions: ['png', 'apng'] },
  'image/webp': { kind: 'image', mimeType: 'image/webp', extensions: ['webp'] },
  'image/gif': { kind: 'image', mimeType: 'image/gif', extensions: ['gif'] },
  'image/avif': { kind: 'image', mimeType: 'image/avif', extensions: ['avif'] },
  'video/mp4': { kind: 'video', mimeType: 'video/mp4', extensions: MP4_FAMILY },
  'video/x-m4v': { kind: 'video', mimeType: 'video/mp4', extensions: ['m4v', ...MP4_FAMILY] },
  'video/quicktime': { kind: 'video', mimeType: 'video/quicktime', extensions: ['mov', ...MP4_FAMILY] },
  'video/webm': { kind: 'video', mimeType: 'video/webm', extensions: ['webm'] },
  'audio/mpeg': { kind: 'audio', mimeType: 'audio/mpeg', extensions: ['mp3'] },
  'audio/x-m4a': { kind: 'audio', mimeType: 'audio/mp4', extensions: ['m4a', ...MP4_FAMILY] },
  'audio/mp4': { kind: 'audio', mimeType: 'audio/mp4', extensions: ['m4a', ...MP4_FAMILY] },
  'audio/aac': { kind: 'audio', mimeType: 'audio/aac', extensions: ['aac'] },
  'audio/wav': { kind: 'audio', mimeType: 'audio/wav', extensions: ['wav'] },
  'audio/ogg': { kind: 'audio', mimeType: 'audio/ogg', extensions: ['ogg', 'oga', 'opus'] },
  'audio/ogg; codecs=opus': { kind: 'audio', mimeType: 'audio/ogg', extensions: ['opus', 'ogg', 'oga'] },
  'audio/opus': { kind: 'audio', mimeType: 'audio/ogg', extensions: ['opus', 'ogg', 'oga'] },
  'audio/x-flac': { kind: 'audio', mimeType: 'audio/flac', extensions: ['flac'] },
  'application/pdf': { kind: 'document', mimeType: 'application/pdf', extensions: ['pdf'] },
  [`${OOXML}.wordprocessingml.document`]: {
    kind: 'document',
    mimeType: `${OOXML}.wordprocessingml.document`,
    extensions: ['docx'],
  },
  [`${OOXML}.spreadsheetml.sheet`]: {
    kind: 'document',
    mimeType: `${OOXML}.spreadsheetml.sheet`,
    extensions: ['xlsx'],
  },
  [`${OOXML}.presentationml.presentation`]: {
    kind: 'document',
    mimeType: `${OOXML}.presentationml.presentation`,
    extensions: ['pptx'],
  },
  /** Office 97–2003 files (doc, xls, ppt) share one container format. */
  'application/x-cfb': { kind: 'document', mimeType: 'application/x-cfb', extensions: ['doc', 'xls', 'ppt'] },
  [`${ODF}.text`]: { kind: 'document', mimeType: `${ODF}.text`, extensions: ['odt'] },
  [`${ODF}.spreadsheet`]: { kind: 'document', mimeType: `${ODF}.spreadsheet`, extensions: ['ods'] },
  [`${ODF}.presentation`]: { kind: 'document', mimeType: `${ODF}.presentation`, extensions: ['odp'] },
  'application/epub+zip': { kind: 'document', mimeType: 'application/epub+zip', extensions: ['epub'] },
};

/**
 * Office and OpenDocument files are zip files: the first few KB may only say "zip". They are
 * accepted as documents while streaming and must prove their real type once complete.
 */
export const PROVISIONAL_ZIP: AcceptedType = {
  kind: 'document',
  mimeType: 'application/zip',
  extensions: [],
};

/** Per-kind size limits, in MB of 1,000,000 bytes (media-and-platform §9). */
export const SIZE_LIMIT_BYTES: Record<MediaKind, number> = {
  image: 20 * BYTES_PER_MB,
  audio: 100 * BYTES_PER_MB,
  video: 500 * BYTES_PER_MB,
  document: 50 * BYTES_PER_MB,
};
export const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(SIZE_LIMIT_BYTES));

/** Extensions we know, ours and the active ones we never accept: a name claiming one must match. */
const KNOWN_EXTENSIONS = new Set([
  ...Object.values(ACCEPTED).flatMap((type) => type.extensions),
  ...['svg', 'svgz', 'html', 'htm', 'xhtml', 'xml', 'js', 'mjs', 'css', 'php', 'exe', 'zip', 'txt'],
  ...['heic', 'heif', 'tif', 'tiff', 'bmp', 'ico', 'psd', 'mkv', 'avi', 'wmv', 'rtf', 'csv'],
]);

export function acceptedTypeOf(sniffedMime: string | undefined): AcceptedType | undefined {
  return sniffedMime === undefined ? undefined : ACCEPTED[sniffedMime];
}

export function extensionOf(fileName: string): string | undefined {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return match ? match[1]!.toLowerCase() : undefined;
}

/**
 * The name the file is stored under: the owner's name when its extension fits the contents,
 * that name plus the right extension when it has none we know; refused when the name claims
 * another type (a faked extension).
 */
export function nameForContents(fileName: string, type: AcceptedType): string {
  const extension = extensionOf(fileName);
  if (extension !== undefined && type.extensions.includes(extension)) return fileName;
  if (extension !== undefined && KNOWN_EXTENSIONS.has(extension)) throw unsupported(fileName, true);
  return `${fileName}.${type.extensions[0]}`;
}

const KIND_LABEL: Record<MediaKind, string> = {
  image: 'image',
  video: 'video',
  audio: 'audio file',
  document: 'document',
};

export function tooLarge(fileName: string, kind: MediaKind): AppError {
  return new AppError(
    'mediaTooLarge',
    undefined,
    `${fileName} is too large. The largest ${KIND_LABEL[kind]} you can upload is ${formatFileSize(SIZE_LIMIT_BYTES[kind])}.`,
  );
}

export function unsupported(fileName: string, nameMismatch = false): AppError {
  const reason = nameMismatch ? 'its contents do not match its name.' : 'this file type is not supported.';
  return new AppError(
    'mediaUnsupportedType',
    undefined,
    `${fileName} cannot be uploaded: ${reason} Upload an image (JPEG, PNG, WebP, GIF, AVIF), a video (MP4, WebM, MOV), audio (MP3, M4A, WAV, OGG, FLAC) or a document (PDF, Word, Excel, PowerPoint, OpenDocument).`,
  );
}
