/**
 * Timings and limits of the content blocks' browser behaviour (spec visitor-runtime §4, §9;
 * media-and-platform §9), shared by the block definitions and the runtime features. No zod
 * here: the visitor runtime imports this file.
 */

/** Accordion item open/close height animation (visitor-runtime §4, §9). */
export const ACCORDION_ANIMATION_MS = 250;

/** Scaled text (media-and-platform §9 "Text shrink"): never smaller than 11 px. */
export const SCALED_TEXT_MIN_FONT_PX = 11;
/** Scaled text refits 100 ms after its box stops changing size (media-and-platform §9). */
export const SCALED_TEXT_RESIZE_DELAY_MS = 100;

/**
 * The font size at which text fits `available` pixels on one line: its width scales with the
 * size, so measure once at `measuredAt` and scale. Clamped to [min, max]; at `min` it may still
 * be too wide, and the caller lets it wrap.
 */
export function fittedFontSize(options: {
  measuredWidth: number;
  measuredAt: number;
  available: number;
  min: number;
  max: number;
}): number {
  const { measuredWidth, measuredAt, available, min, max } = options;
  if (!(measuredWidth > 0) || !(available > 0)) return max;
  // Floor to a tenth of a pixel, so rounding never makes it overflow by a hair.
  const exact = Math.floor(((measuredAt * available) / measuredWidth) * 10) / 10;
  return Math.min(max, Math.max(min, exact));
}
