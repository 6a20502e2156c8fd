/**
 * The lightbox's `historyHash` address, `#lightbox-{set}-{n}` (one-based), kept apart from
 * rules.ts: the small first-load feature reads it to open the named slide when a page is loaded
 * with it; the viewer chunk writes it.
 */

/** The hash prefix of `historyHash`: `#lightbox-{set}-{index+1}`. */
export const HISTORY_HASH_PREFIX = 'lightbox-';

export const historyHashFor = (setId: string, index: number) =>
  `#${HISTORY_HASH_PREFIX}${encodeURIComponent(setId)}-${index + 1}`;

/** Reads `#lightbox-{set}-{n}` back into the set id and zero-based index; null for any other hash. */
export function parseHistoryHash(hash: string): { setId: string; index: number } | null {
  const match = new RegExp(`^#${HISTORY_HASH_PREFIX}(.+)-(\\d+)$`).exec(hash);
  if (!match) return null;
  const index = Number(match[2]) - 1;
  if (!Number.isSafeInteger(index) || index < 0) return null;
  try {
    return { setId: decodeURIComponent(match[1]!), index };
  } catch {
    return null;
  }
}
