/**
 * The gallery's data contract between the server HTML and the `gallery` runtime feature
 * (media-and-platform §3 "Gallery block data", §9 "Gallery"). The renderer writes a gallery's
 * settings as JSON in `data-gallery` on its root, under the spec's names; the runtime decodes
 * and checks it, and a gallery whose data fails is not initialised (§8). No zod here: the
 * runtime imports this file and must stay small.
 */

export const GALLERY_DESIGNS = [
  'stacked',
  'slider',
  'slideshow',
  'grid',
  'autogrid',
  'autocolumns',
  'carousel',
  'list',
] as const;
export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];

export const GALLERY_TRANSITIONS = ['fade', 'ken-burns', 'scroll', 'swipe'] as const;
export type GalleryTransition = (typeof GALLERY_TRANSITIONS)[number];

export const META_POSITIONS = [
  'top',
  'bottom',
  'top-left',
  'bottom-left',
  'top-right',
  'bottom-right',
  'center',
] as const;
export type MetaPosition = (typeof META_POSITIONS)[number];

/** §3: active-alignment left/center/right maps to the strip's start/middle/end. */
export const ACTIVE_ALIGNMENTS = { left: 'start', center: 'middle', right: 'end' } as const;
export type ActiveAlignment = keyof typeof ACTIVE_ALIGNMENTS;
export type StripAlignment = (typeof ACTIVE_ALIGNMENTS)[ActiveAlignment];

/** What a click on the current slide does (strip and stacked: §4, §9 "click behaviour next"). */
export const CURRENT_CLICK = ['next', 'previous', 'none'] as const;
export type CurrentClick = (typeof CURRENT_CLICK)[number];

/** The largest gallery (issue 15): more items are refused with `GALLERY_TOO_MANY_ITEMS`. */
export const MAX_GALLERY_ITEMS = 50;
export const GALLERY_TOO_MANY_ITEMS = `A gallery can hold at most ${MAX_GALLERY_ITEMS} images and videos. Remove some before adding more.`;

/** §9 "Gallery": the spec's constants, in one place for the renderer, the runtime and the tests. */
export const GALLERY = {
  autoplayTimeoutMs: 5000,
  resizeDebounceMs: 100,
  loadConcurrency: { desktop: 16, mobile: 1 },
  autogrid: { columnWidth: 250, gutter: 0 },
  autocolumns: { columnWidth: 250, gutter: 0 },
  autorows: { rowHeight: 250, gutter: 20 },
  grid: { slidesPerRow: 4, padding: 20 },
  carousel: { gutter: 1, slidesPerRow: 3 },
  stacked: { speedS: 1, preload: 1, click: 'next' as CurrentClick, fadeExitFactor: 1.2 },
  kenBurnsZoom: 1.075,
  strip: { speedS: 0.5, preload: 1, alignment: 'middle' as StripAlignment, vSize: 10, maxOverflowPadding: 5 },
  thumbnailVideoRatio: 16 / 9,
  swipe: {
    distancePx: 50,
    withinMs: 250,
    scrollAnimationS: 0.4,
    mouseDragEndIdleMs: 500,
    slideDurationS: { min: 0.2, max: 0.5 },
    slideDurationWideS: { min: 0.3, max: 0.5 },
    wideFromPx: 767,
    axisLockPx: 10,
    velocitySamples: 5,
    boundaryResistance: 0.1,
    mobileAnimationS: 0.28,
    longTouchMs: 250,
    longTouchWidthDivisor: 2.25,
  },
  meta: { overflowAt: 0.9, limitTo: 0.4 },
  /** Viewport breakpoint (media-and-platform §2): mobile up to 432 px. */
  mobileMaxWidthPx: 432,
  carouselBreakpoints: { twoBelowPx: 480, threeBelowPx: 724 },
} as const;

/** The settings the runtime reads, under the spec's names (§3), as JSON in `data-gallery`. */
export interface GalleryConfig {
  design: GalleryDesign;
  /** Width ÷ height, or null for Auto (each image its own shape). */
  imageAspectRatio: number | null;
  slidesPerRow: number;
  lightbox: boolean;
  lightboxTheme: 'light' | 'dark';
  mixedContent: boolean;
  columnWidth: number;
  gutter: number;
  listImageSize: number;
  autoplay: boolean;
  'autoplay-duration': number;
  'autoplay-order': 'sequential' | 'random';
  'active-alignment': ActiveAlignment;
  'square-thumbs': boolean;
  'auto-crop': boolean;
  thumbnails: boolean;
  'thumbnail-strip-height': number;
  'thumbnail-strip-margin': number;
  'thumbnails-per-row': number;
  padding: number;
  vSize: number;
  'meta-position': MetaPosition;
  loop: boolean;
  transition: GalleryTransition;
  'current-click': CurrentClick;
  /** Record the current slide as `?itemId=` (only outside the editor frame, §2). */
  history: boolean;
  /**
   * §5 swipe boundaries: past the first or last slide a drag is held (`hard`), slowed to 0.1×
   * (`inertial`), or free (`none`, as when looping). Absent: `none` when looping, else `inertial`.
   */
  'swipe-boundaries'?: 'none' | 'hard' | 'inertial';
  /** §5 swipe snap point: a long drag past this share of the width changes slide ("50%"), or `none` (1/2.25). */
  'swipe-snap-point'?: string;
}

/** The attribute carrying a gallery's `GalleryConfig` JSON. */
export const GALLERY_DATA_ATTRIBUTE = 'data-gallery';
