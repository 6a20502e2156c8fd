/**
 * File sizes (media-and-platform §9, "Editor limits"): limits are counted in MB of 1,000,000
 * bytes ("bytes per MB 1,000,000"), and sizes are displayed in binary units (1024) from Bytes
 * to YB. So a 20 MB limit reads "19.1 MB".
 */
export const BYTES_PER_MB = 1_000_000;

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** `bytes` in binary units: "512 Bytes", "1.5 KB", "19.1 MB" (at most one decimal, none for Bytes). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 Bytes';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} ${value === 1 ? 'Byte' : 'Bytes'}`;
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} ${UNITS[unit]}`;
}
