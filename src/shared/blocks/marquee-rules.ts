/**
 * Marquee (visitor-runtime §3 "Marquee settings", §4, §9). No zod here: the visitor runtime
 * imports this file.
 */

/** The spec's defaults (visitor-runtime §3). */
export const MARQUEE_DEFAULTS = {
  waveFrequency: 1,
  waveIntensity: 0,
  animationDirection: 'left',
  animationSpeed: 1,
  pausedOnHover: false,
} as const;

/** A marquee narrower than this does not move (visitor-runtime §9: minimum region width 50 px). */
export const MARQUEE_MIN_WIDTH_PX = 50;
/** After its box changes width, the marquee is rebuilt once it has been still this long (§9). */
export const MARQUEE_RERENDER_DEBOUNCE_MS = 1000;
/** The wave's period, in pixels along the line, always lies in this range (§9). */
export const MARQUEE_WAVE_PERIOD_MIN_PX = 250;
export const MARQUEE_WAVE_PERIOD_MAX_PX = 1000;
/** Speed 1 moves the line this many pixels a second; speed scales it. */
export const MARQUEE_BASE_PX_PER_SECOND = 60;
/** Wave intensity runs 0 (flat) to 10 (crests half a line high). */
export const MARQUEE_MAX_WAVE_INTENSITY = 10;

/** The wave's period for a frequency: 500 px at frequency 1, more waves as it grows, within 250–1000 px. */
export function wavePeriodPx(frequency: number): number {
  const wanted = frequency > 0 ? 500 / frequency : MARQUEE_WAVE_PERIOD_MAX_PX;
  return Math.min(MARQUEE_WAVE_PERIOD_MAX_PX, Math.max(MARQUEE_WAVE_PERIOD_MIN_PX, wanted));
}

/**
 * The period to draw with: the nearest to `period` that repeats a whole number of times over one
 * copy of the text (`copyWidth`), so the loop has no seam; kept within the spec's range when the
 * copy allows it.
 */
export function seamlessPeriodPx(period: number, copyWidth: number): number {
  if (!(copyWidth > 0)) return period;
  const count = Math.max(1, Math.round(copyWidth / period));
  const candidates = [count, count + 1, count - 1].filter((n) => n >= 1).map((n) => copyWidth / n);
  const inRange = candidates
    .filter((value) => value >= MARQUEE_WAVE_PERIOD_MIN_PX && value <= MARQUEE_WAVE_PERIOD_MAX_PX)
    .sort((a, b) => Math.abs(a - period) - Math.abs(b - period));
  return inRange[0] ?? candidates[0]!;
}

/** Vertical offset (px) of a letter at `x` along the line: crests of intensity/10 × half the line height. */
export function waveOffsetPx(x: number, period: number, intensity: number, lineHeight: number): number {
  if (intensity <= 0) return 0;
  const amplitude =
    (Math.min(intensity, MARQUEE_MAX_WAVE_INTENSITY) / MARQUEE_MAX_WAVE_INTENSITY) * (lineHeight / 2);
  return Math.round(amplitude * Math.sin((2 * Math.PI * x) / period) * 100) / 100;
}

/** Copies of the text needed so the line always covers the box while it moves by one copy. */
export function copiesNeeded(boxWidth: number, copyWidth: number): number {
  if (!(copyWidth > 0)) return 1;
  return Math.ceil(boxWidth / copyWidth) + 1;
}

/** Where the line stands after `elapsedMs`, wrapped to one copy: 0 ≤ offset < copyWidth. */
export function advanceOffset(offset: number, elapsedMs: number, speed: number, copyWidth: number): number {
  if (!(copyWidth > 0)) return 0;
  const next = offset + (MARQUEE_BASE_PX_PER_SECOND * speed * elapsedMs) / 1000;
  return ((next % copyWidth) + copyWidth) % copyWidth;
}
