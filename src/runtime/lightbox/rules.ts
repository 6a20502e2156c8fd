/**
 * The lightbox's rules and constants (media-and-platform §3 "Lightbox", §4 "Lightbox", §9
 * "Lightbox, dialogs, tooltip, misc"), free of the DOM so they are tested on their own. The
 * viewer (viewer.ts) wires them to PhotoSwipe.
 */
import type { LightboxTheme } from '../../shared/media/lightbox-markup';
import { DEFAULT_LIGHTBOX_TITLE } from '../../shared/media/lightbox-markup';
import { parseHistoryHash } from './history-hash';

export { HISTORY_HASH_PREFIX, historyHashFor, parseHistoryHash } from './history-hash';

export const LIGHTBOX_DEFAULTS = {
  theme: 'dark' as LightboxTheme,
  title: DEFAULT_LIGHTBOX_TITLE,
  /** Space kept around the slide, in pixels (smaller screens get less: see `slidePadding`). */
  padding: 100,
  /** Open/close fade and slide change, in seconds. */
  speed: 0.6,
  slideSpeed: 0.6,
  /** Key navigation: at most one move per this many milliseconds. */
  keyThrottleMs: 200,
  /** A click this close to the left/right edge (fraction of the window width) navigates. */
  clickEdgeMargin: 0.02,
  /** The arrows fade out after the pointer rests this long (milliseconds). */
  arrowsFadeMs: 500,
  /** A video without a known shape: height as a fraction of its width (56.3%, about 16:9). */
  fallbackVideoAspect: 0.563,
} as const;

/** The body carries this class while a lightbox is open (removed when it closes). */
export const BODY_OPEN_CLASS = 'sqs-lightbox-open';

/** Index wrapped into the set: one past the end is the first, one before the start the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export type LightboxKeyAction = 'previous' | 'next' | 'first' | 'last' | 'close';

/** What a key does in the open lightbox; undefined leaves the key alone (Tab, typing, shortcuts). */
export function keyAction(event: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}): LightboxKeyAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  switch (event.key) {
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowRight':
      return 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'Escape':
    case 'Esc':
      return 'close';
    default:
      return undefined;
  }
}

/**
 * Key-navigation throttle: a move is allowed when at least `intervalMs` passed since the last
 * allowed one. Closing is never throttled (a visitor pressing Escape must always get out).
 */
export function createThrottle(intervalMs: number = LIGHTBOX_DEFAULTS.keyThrottleMs) {
  let last = -Infinity;
  return (now: number): boolean => {
    if (now - last < intervalMs) return false;
    last = now;
    return true;
  };
}

/** A click in the left or right edge margin (2% of the window) navigates; elsewhere it does not. */
export function edgeHit(
  clientX: number,
  windowWidth: number,
  margin: number = LIGHTBOX_DEFAULTS.clickEdgeMargin,
): 'previous' | 'next' | undefined {
  if (windowWidth <= 0) return undefined;
  const band = windowWidth * margin;
  if (clientX <= band) return 'previous';
  if (clientX >= windowWidth - band) return 'next';
  return undefined;
}

/**
 * The padding around a slide: the spec's 100 px, but never more than a tenth of the viewport
 * side, so a phone shows the image rather than the border.
 */
export function slidePadding(
  viewport: { width: number; height: number },
  padding: number = LIGHTBOX_DEFAULTS.padding,
) {
  const horizontal = Math.min(padding, Math.round(viewport.width / 10));
  const vertical = Math.min(padding, Math.round(viewport.height / 10));
  return { top: vertical, bottom: vertical, left: horizontal, right: horizontal };
}

/** Size of a video slide fitted in the box at its aspect (height/width), the fallback 56.3% when unknown. */
export function videoSize(
  box: { width: number; height: number },
  aspect: number = LIGHTBOX_DEFAULTS.fallbackVideoAspect,
): { width: number; height: number } {
  const width = Math.min(box.width, box.height / aspect);
  return { width: Math.round(width), height: Math.round(width * aspect) };
}

/**
 * `historyHash`: the address records the open item (so Back closes the lightbox) only when the
 * set asks for it and the page is the top-level document: never inside the editor's frame,
 * whose address belongs to the owners' app.
 */
export function usesHistory(input: { setWantsHistory: boolean; topLevel: boolean }): boolean {
  return input.setWantsHistory && input.topLevel;
}

/**
 * After a `popstate` with the lightbox open: Back left the lightbox's entry, so the lightbox
 * closes (and must not go back again); a hash of the same set moves to its item.
 */
export function historyOnPopState(
  hash: string,
  setId: string,
): { action: 'close' } | { action: 'show'; index: number } {
  const parsed = parseHistoryHash(hash);
  return parsed && parsed.setId === setId ? { action: 'show', index: parsed.index } : { action: 'close' };
}

export const themeOf = (value: string | undefined): LightboxTheme => (value === 'light' ? 'light' : 'dark');
