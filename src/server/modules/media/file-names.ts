import { AppError } from '../../../shared/errors';

export const MAX_FILE_NAME_LENGTH = 200;

/**
 * An owner's or browser's file name made safe as the last segment of `/media/{id}/{name}` and
 * `/s/{name}`: no slashes, `?`, `#` or control characters, no leading dots, spaces collapsed,
 * at most 200 characters (the extension kept). "Please enter a file name" when nothing is left.
 */
export function cleanFileName(raw: string, code: 'mediaFileNameRequired' = 'mediaFileNameRequired'): string {
  const cleaned = raw
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f/\\?#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (cleaned === '') throw new AppError(code, { fileName: 'Please enter a file name' });
  return shorten(cleaned, MAX_FILE_NAME_LENGTH);
}

function shorten(name: string, max: number): string {
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 9 ? name.slice(dot) : '';
  return Array.from(name.slice(0, name.length - extension.length))
    .slice(0, max - extension.length)
    .join('')
    .trimEnd()
    .concat(extension);
}

/** The n-th alternative of a taken name: `photo.jpg` → `photo-2.jpg` (still at most 200 characters). */
export function numberedName(name: string, n: number): string {
  if (n <= 1) return name;
  const dot = name.lastIndexOf('.');
  const [base, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const suffix = `-${n}`;
  const room = MAX_FILE_NAME_LENGTH - Array.from(extension).length - suffix.length;
  return `${Array.from(base).slice(0, room).join('')}${suffix}${extension}`;
}

/** For `Content-Disposition`: an ASCII fallback and the UTF-8 name (RFC 6266 / 8187). */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
