/**
 * Reads a gallery's `data-gallery` JSON (media-and-platform §3) and checks it (§5). Failures are
 * the spec's console messages (§8); the caller logs them and leaves that gallery alone, so a
 * gallery with bad data never breaks another beside it. Hand-written (no zod): the runtime
 * stays small.
 */
import {
  ACTIVE_ALIGNMENTS,
  GALLERY_DESIGNS,
  GALLERY_TRANSITIONS,
  type GalleryConfig,
} from '../../shared/media/gallery-config';
import { galleryRuntimeMessages as text } from '../../shared/messages/en-US/runtime/gallery';

export type Decoded = { ok: true; config: GalleryConfig } | { ok: false; message: string };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** §5: autocolumns columnWidth must be a positive number; a string is parsed. */
export function parseColumnWidth(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isNumber(number) && number > 0 ? number : undefined;
}

/** §5: strip alignment must be start, middle or end. */
export const isStripAlignment = (value: unknown): value is 'start' | 'middle' | 'end' =>
  value === 'start' || value === 'middle' || value === 'end';

/** §5: swipe boundaries none, hard or inertial. */
export const isSwipeBoundary = (value: unknown): value is 'none' | 'hard' | 'inertial' =>
  value === 'none' || value === 'hard' || value === 'inertial';

/** §5: swipe snap points are a percentage ("50%") or none. */
export const isSnapPoint = (value: unknown): boolean =>
  value === 'none' || (typeof value === 'string' && /^\d+(\.\d+)?%$/.test(value));

export function decodeGalleryConfig(json: string | null): Decoded {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? '');
  } catch {
    return { ok: false, message: text.decodeError };
  }
  if (typeof raw !== 'object' || raw === null) return { ok: false, message: text.decodeError };
  const data = raw as Record<string, unknown>;
  if (!(GALLERY_DESIGNS as readonly unknown[]).includes(data.design))
    return { ok: false, message: `${text.unknownDesign}${String(data.design)})` };
  if (!(GALLERY_TRANSITIONS as readonly unknown[]).includes(data.transition))
    return { ok: false, message: `${text.unknownTransition}${String(data.transition)}` };
  const columnWidth = parseColumnWidth(data.columnWidth);
  const alignment = ACTIVE_ALIGNMENTS[data['active-alignment'] as keyof typeof ACTIVE_ALIGNMENTS];
  const numbers = ['slidesPerRow', 'gutter', 'autoplay-duration', 'padding', 'vSize', 'thumbnails-per-row'];
  if (
    columnWidth === undefined ||
    !isStripAlignment(alignment) ||
    numbers.some((name) => !isNumber(data[name]) || (data[name] as number) < 0) ||
    (data.slidesPerRow as number) < 1 ||
    (data['autoplay-duration'] as number) <= 0 ||
    !(data.imageAspectRatio === null || (isNumber(data.imageAspectRatio) && data.imageAspectRatio > 0)) ||
    (data['swipe-boundaries'] !== undefined && !isSwipeBoundary(data['swipe-boundaries'])) ||
    (data['swipe-snap-point'] !== undefined && !isSnapPoint(data['swipe-snap-point']))
  )
    return { ok: false, message: text.evaluateError };
  return { ok: true, config: { ...(data as unknown as GalleryConfig), columnWidth } };
}
