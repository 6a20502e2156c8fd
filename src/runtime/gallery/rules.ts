/**
 * The gallery's rules (media-and-platform §4 "Gallery", §5, §9) as pure functions: no DOM, so
 * each is unit-tested with the spec's numbers (rules.test.ts). The controller applies them.
 */
import { GALLERY, type CurrentClick } from '../../shared/media/gallery-config';

/** §4: the current index is wrapped modulo the slide count. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export interface Step {
  index: number;
  reachedBeginning: boolean;
  reachedEnd: boolean;
}

/**
 * A move by `delta` slides (a group for the carousel). Looping wraps; without looping the index
 * stops at the ends and reports reachedBeginning / reachedEnd (which disable the controls).
 */
export function step(current: number, delta: number, count: number, loop: boolean): Step {
  if (count <= 1) return { index: 0, reachedBeginning: true, reachedEnd: true };
  const last = count - 1;
  if (loop) {
    // A group move past the end lands on the first slide, not part-way into the next lap.
    let target = current + delta;
    if (delta > 0 && current < last && target > last) target = last;
    else if (delta < 0 && current > 0 && target < 0) target = 0;
    return { index: wrapIndex(target, count), reachedBeginning: false, reachedEnd: false };
  }
  const index = Math.min(last, Math.max(0, current + delta));
  return { index, reachedBeginning: index === 0, reachedEnd: index >= last };
}

/** Which controls are disabled at `index` (only without looping, §4). */
export function disabledControls(index: number, count: number, loop: boolean, perView = 1) {
  if (loop) return { previous: false, next: false };
  return { previous: index <= 0, next: index + perView >= count };
}

/**
 * Carousel slides per row at a width (§4): drops to 2 below 480 px if it was above 1, and to 3
 * below 724 px if it was above 2.
 */
export function carouselSlidesPerRow(slidesPerRow: number, widthPx: number): number {
  const { twoBelowPx, threeBelowPx } = GALLERY.carouselBreakpoints;
  if (widthPx < twoBelowPx && slidesPerRow > 1) return 2;
  if (widthPx < threeBelowPx && slidesPerRow > 2) return 3;
  return slidesPerRow;
}

/** §4: carousel controls hide when every slide fits in one row. */
export const allFit = (count: number, perRow: number) => count <= perRow;

/** The first slide of the group holding `index` (the carousel moves by groups). */
export const groupStart = (index: number, perRow: number) => Math.floor(index / perRow) * perRow;

/**
 * §4 strip clicks: a non-current slide becomes current; the current one does next, previous or
 * nothing per setting. Returns the new index, or undefined for nothing.
 */
export function stripClick(
  clicked: number,
  current: number,
  count: number,
  setting: CurrentClick,
  loop = true,
): number | undefined {
  if (clicked !== current) return clicked;
  if (setting === 'none') return undefined;
  const moved = step(current, setting === 'next' ? 1 : -1, count, loop).index;
  return moved === current ? undefined : moved;
}

/**
 * Autoplay's next slide: the following one, or a random other one. `random` is a number in
 * [0, 1) (Math.random in the browser, fixed in tests).
 */
export function autoplayNext(current: number, count: number, order: 'sequential' | 'random', random: number) {
  if (count <= 1) return current;
  if (order === 'sequential') return wrapIndex(current + 1, count);
  const other = Math.floor(random * (count - 1));
  return other >= current ? other + 1 : other;
}

/** Autoplay runs only when on, and neither `?nomotion=true` (§2) nor prefers-reduced-motion asks otherwise. */
export function autoplayAllowed(autoplay: boolean, search: string, reducedMotion: boolean): boolean {
  return autoplay && !reducedMotion && new URLSearchParams(search).get('nomotion') !== 'true';
}

/** §2: mobile is a screen up to 432 px wide; hovering pauses autoplay only elsewhere (§4). */
export const isMobileWidth = (widthPx: number) => widthPx <= GALLERY.mobileMaxWidthPx;
export const pausesOnHover = (widthPx: number) => !isMobileWidth(widthPx);

/** §9: image load queue concurrency. */
export const loadConcurrency = (widthPx: number) =>
  isMobileWidth(widthPx) ? GALLERY.loadConcurrency.mobile : GALLERY.loadConcurrency.desktop;

/** Slides to load now for an index window: the current one and `preload` either side (wrapping). */
export function loadWindow(current: number, count: number, preload: number): number[] {
  const indexes = new Set<number>();
  for (let offset = -preload; offset <= preload; offset++) indexes.add(wrapIndex(current + offset, count));
  return [...indexes].sort((a, b) => a - b);
}

export type SwipeResult = -1 | 0 | 1;

/**
 * A finished swipe (§9): a quick one changes slide past 50 px — quick when it took at most
 * 250 ms, or when its last moments (the velocity sample, `velocityPxPerMs`) still went at
 * 50 px per 250 ms in its direction (a slow start ending in a flick); a long touch (over
 * 250 ms) must move past the snap point, by default 1/2.25 of the width (§5 snap points: a
 * percentage, `snapFraction`). Negative dx (leftwards) goes to the next slide.
 */
export function swipeDirection(
  dxPx: number,
  durationMs: number,
  widthPx: number,
  options: { velocityPxPerMs?: number; snapFraction?: number } = {},
): SwipeResult {
  const { distancePx, withinMs, longTouchMs, longTouchWidthDivisor } = GALLERY.swipe;
  const distance = Math.abs(dxPx);
  const flick =
    Math.sign(options.velocityPxPerMs ?? 0) === Math.sign(dxPx) &&
    Math.abs(options.velocityPxPerMs ?? 0) >= distancePx / withinMs;
  const quick = (durationMs <= withinMs || flick) && distance >= distancePx;
  const snap = options.snapFraction ?? 1 / longTouchWidthDivisor;
  const long = durationMs > longTouchMs && distance > widthPx * snap;
  if (!quick && !long) return 0;
  return dxPx < 0 ? 1 : -1;
}

/** §9: the drag axis is locked once the pointer has moved 10 px; undefined until then. */
export function lockAxis(dxPx: number, dyPx: number): 'x' | 'y' | undefined {
  if (Math.max(Math.abs(dxPx), Math.abs(dyPx)) < GALLERY.swipe.axisLockPx) return undefined;
  return Math.abs(dxPx) >= Math.abs(dyPx) ? 'x' : 'y';
}

export type SwipeBoundary = 'none' | 'hard' | 'inertial';

/**
 * How far the slide follows a drag of `dxPx` (§5 swipe boundaries, §9): past the first or last
 * slide (only without looping) a `hard` boundary holds it, an `inertial` one lets it move at
 * 0.1 times the pointer; `none` (and any drag within the slides) follows the pointer.
 */
export function boundaryDrag(
  dxPx: number,
  pastBoundary: boolean,
  boundary: SwipeBoundary = 'inertial',
): number {
  if (!pastBoundary || boundary === 'none') return dxPx;
  return boundary === 'hard' ? 0 : dxPx * GALLERY.swipe.boundaryResistance;
}

/** Whether a drag of `dxPx` goes past the gallery's first or last slide (never when looping). */
export const pastBoundary = (dxPx: number, index: number, count: number, loop: boolean) =>
  !loop && ((dxPx > 0 && index <= 0) || (dxPx < 0 && index >= count - 1));

/** §5 snap point as a share of the width: "50%" is 0.5; "none" (or nothing) is the default rule. */
export function snapFraction(snapPoint: string | undefined): number | undefined {
  const match = /^(\d+(?:\.\d+)?)%$/.exec(snapPoint ?? '');
  if (!match) return undefined;
  const share = Number(match[1]) / 100;
  return share > 0 && share <= 1 ? share : undefined;
}

/**
 * The velocity sample (§9: holds 5 points): the pointer's last positions, and its speed over
 * them in pixels per millisecond (positive rightwards).
 */
export function createVelocitySample(size: number = GALLERY.swipe.velocitySamples) {
  const points: Array<{ x: number; time: number }> = [];
  return {
    add(x: number, time: number) {
      points.push({ x, time });
      if (points.length > size) points.shift();
    },
    velocity(): number {
      const first = points[0];
      const last = points.at(-1);
      if (!first || !last || last.time <= first.time) return 0;
      return (last.x - first.x) / (last.time - first.time);
    },
    get size() {
      return points.length;
    },
  };
}

/**
 * §9: a slide animation lasts 0.2–0.5 s (0.3–0.5 s at 767 px and wider), in proportion to the
 * share of the width still to travel. Mobile swipes take 0.28 s.
 */
export function slideDurationS(remainingFraction: number, widthPx: number, mobileSwipe = false): number {
  if (mobileSwipe) return GALLERY.swipe.mobileAnimationS;
  const { min, max } =
    widthPx >= GALLERY.swipe.wideFromPx ? GALLERY.swipe.slideDurationWideS : GALLERY.swipe.slideDurationS;
  const share = Math.min(1, Math.max(0, remainingFraction));
  return Math.round((min + (max - min) * share) * 1000) / 1000;
}

/** §9: a meta overlay taller than 90% of its container is held to 40% of it (pixels). */
export function metaOverlayLimit(metaHeight: number, containerHeight: number): number | undefined {
  return metaHeight > containerHeight * GALLERY.meta.overflowAt
    ? Math.round(containerHeight * GALLERY.meta.limitTo)
    : undefined;
}

/** §9: the strip's overflow padding is capped at 5. */
export const stripOverflowPadding = (wanted: number) =>
  Math.min(GALLERY.strip.maxOverflowPadding, Math.max(0, wanted));

/** Keyboard (arrows, Home/End) as a gallery action. */
export function keyAction(key: string): 'previous' | 'next' | 'first' | 'last' | undefined {
  if (key === 'ArrowLeft' || key === 'ArrowUp') return 'previous';
  if (key === 'ArrowRight' || key === 'ArrowDown') return 'next';
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  return undefined;
}

/** §2: the slide an address's `itemId` names (by slide id or slide url), when history is on and not in the editor. */
export function itemIdIndex(
  search: string,
  slides: ReadonlyArray<{ id: string; url: string }>,
  historyEnabled: boolean,
  inEditorFrame: boolean,
): number | undefined {
  if (!historyEnabled || inEditorFrame) return undefined;
  const itemId = new URLSearchParams(search).get('itemId');
  if (!itemId) return undefined;
  const index = slides.findIndex((slide) => slide.id === itemId || slide.url === itemId);
  return index >= 0 ? index : undefined;
}

/** The address with `itemId` set to a slide (other parameters and the hash kept). */
export function withItemId(href: string, slideId: string): string {
  const url = new URL(href);
  url.searchParams.set('itemId', slideId);
  return url.pathname + url.search + url.hash;
}
