/**
 * File sizes as media-and-platform §9 says to display them: binary units (1024), from Bytes to
 * YB. Limits are counted in decimal megabytes ("bytes per MB 1,000,000"); only the display is binary.
 */
const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  if (exponent === 0) return `${Math.round(bytes)} Bytes`;
  const value = bytes / 1024 ** exponent;
  // Two significant decimals at most, without trailing zeros: "1.5 MB", "12.34 KB", "3 GB".
  return `${Number(value.toFixed(2))} ${UNITS[exponent]}`;
}

/** "1.2 GB of 5 GB" and the share used (0..1), for the storage meter. */
export function storageUse(usedBytes: number, budgetBytes: number): { text: string; share: number } {
  const share = budgetBytes > 0 ? Math.min(1, Math.max(0, usedBytes / budgetBytes)) : 0;
  return { text: `${formatFileSize(usedBytes)} of ${formatFileSize(budgetBytes)} used`, share };
}
