/**
 * Session recording (media-and-platform §6, §7 `GET /api/commerce/fullstory/getId`): it runs only
 * when the feature toggle is on, the visitor falls in the sampled variant and the device has more
 * than 2 CPU cores. Off by default; this product ships no recorder, so the id is always the mock
 * one and nothing is injected — the rule is kept so an operator's recorder would follow it.
 */
export const MOCK_SESSION_RECORDING_ID = 'mock';
export const MIN_CORES_EXCLUSIVE = 2;

/** A stable 0–99 bucket for an analytics id (FNV-1a), so a visitor stays in or out of the sample. */
export function sampleBucket(analyticsId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < analyticsId.length; index += 1) {
    hash ^= analyticsId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** The server's half: the toggle and the sampled variant. */
export function inSessionRecordingVariant(
  settings: { enabled: boolean; samplePercent: number },
  analyticsId: string | undefined,
): boolean {
  if (!settings.enabled || !analyticsId) return false;
  return sampleBucket(analyticsId) < settings.samplePercent;
}

/** The browser's half: more than 2 cores (an unknown count counts as too few). */
export const deviceCanRecord = (hardwareConcurrency: number | undefined): boolean =>
  typeof hardwareConcurrency === 'number' && hardwareConcurrency > MIN_CORES_EXCLUSIVE;
