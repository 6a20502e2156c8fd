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

/**
 * Block animations (visitor-runtime §4, §9): a block gets `animation-loaded` once at least this
 * share of it is visible and its images have loaded. The spec's thresholds; 0.5 by default.
 */
export const ANIMATION_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1] as const;
export type AnimationThreshold = (typeof ANIMATION_THRESHOLDS)[number];
export const DEFAULT_ANIMATION_THRESHOLD: AnimationThreshold = 0.5;
export const BLOCK_ANIMATION_STYLES = ['none', 'fade', 'slide', 'scale'] as const;
export type BlockAnimationStyle = (typeof BLOCK_ANIMATION_STYLES)[number];
/** The class the spec names, set when a block may play its entrance. */
export const ANIMATION_LOADED_CLASS = 'animation-loaded';

/** The threshold a block asked for, or the default when it is missing or not one of the spec's. */
export function animationThresholdOf(value: unknown): AnimationThreshold {
  return (ANIMATION_THRESHOLDS as ReadonlyArray<unknown>).includes(value)
    ? (value as AnimationThreshold)
    : DEFAULT_ANIMATION_THRESHOLD;
}

/**
 * Whether an observed block has shown enough of itself: its visible share reached its threshold
 * (0 meaning any part), or it fills that share of the viewport (a block taller than the screen
 * can never be wholly visible, and must still play).
 */
export function reachedThreshold(entry: {
  isIntersecting: boolean;
  intersectionRatio: number;
  visibleHeight: number;
  viewportHeight: number;
  threshold: number;
}): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.threshold === 0) return true;
  return (
    entry.intersectionRatio >= entry.threshold ||
    (entry.viewportHeight > 0 && entry.visibleHeight >= entry.viewportHeight * entry.threshold)
  );
}
