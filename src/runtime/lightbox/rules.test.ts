import { describe, expect, it } from 'vitest';
import { opensLightbox } from './click-rule';
import {
  LIGHTBOX_DEFAULTS,
  createThrottle,
  edgeHit,
  historyHashFor,
  historyOnPopState,
  keyAction,
  parseHistoryHash,
  slidePadding,
  themeOf,
  usesHistory,
  videoSize,
  wrapIndex,
} from './rules';

describe('lightbox constants (media-and-platform §9)', () => {
  it('are the spec’s numbers', () => {
    expect(LIGHTBOX_DEFAULTS).toEqual({
      theme: 'dark',
      title: 'Gallery',
      padding: 100,
      speed: 0.6,
      slideSpeed: 0.6,
      keyThrottleMs: 200,
      clickEdgeMargin: 0.02,
      arrowsFadeMs: 500,
      fallbackVideoAspect: 0.563,
    });
  });
});

describe('wrapIndex', () => {
  it('wraps previous and next around the set', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    // A set of one stays on its item; an empty set has nothing but 0.
    expect(wrapIndex(1, 1)).toBe(0);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('createThrottle', () => {
  it('allows one key move per 200 ms', () => {
    const allow = createThrottle();
    expect(allow(1000)).toBe(true);
    expect(allow(1100)).toBe(false);
    expect(allow(1199)).toBe(false);
    expect(allow(1200)).toBe(true);
    expect(allow(1300)).toBe(false);
    expect(allow(1401)).toBe(true);
  });
});

describe('keyAction', () => {
  it('maps arrows, Home/End and Escape, and leaves shortcuts alone', () => {
    expect(keyAction({ key: 'ArrowLeft' })).toBe('previous');
    expect(keyAction({ key: 'ArrowRight' })).toBe('next');
    expect(keyAction({ key: 'Home' })).toBe('first');
    expect(keyAction({ key: 'End' })).toBe('last');
    expect(keyAction({ key: 'Escape' })).toBe('close');
    expect(keyAction({ key: 'Tab' })).toBeUndefined();
    expect(keyAction({ key: 'ArrowLeft', metaKey: true })).toBeUndefined();
    expect(keyAction({ key: 'ArrowRight', altKey: true })).toBeUndefined();
  });
});

describe('edgeHit', () => {
  it('navigates on clicks within 2% of either edge of the window', () => {
    // 2% of 1000 px is 20 px.
    expect(edgeHit(0, 1000)).toBe('previous');
    expect(edgeHit(20, 1000)).toBe('previous');
    expect(edgeHit(21, 1000)).toBeUndefined();
    expect(edgeHit(500, 1000)).toBeUndefined();
    expect(edgeHit(979, 1000)).toBeUndefined();
    expect(edgeHit(980, 1000)).toBe('next');
    expect(edgeHit(999, 1000)).toBe('next');
    expect(edgeHit(10, 0)).toBeUndefined();
  });
});

describe('slidePadding and videoSize', () => {
  it('keeps 100 px around the slide on large screens and a tenth of the side on small ones', () => {
    expect(slidePadding({ width: 1440, height: 900 })).toEqual({
      top: 90,
      bottom: 90,
      left: 100,
      right: 100,
    });
    expect(slidePadding({ width: 2000, height: 1200 })).toEqual({
      top: 100,
      bottom: 100,
      left: 100,
      right: 100,
    });
    expect(slidePadding({ width: 390, height: 844 })).toEqual({ top: 84, bottom: 84, left: 39, right: 39 });
  });

  it('fits a video of unknown shape at 56.3%', () => {
    expect(videoSize({ width: 1000, height: 1000 })).toEqual({ width: 1000, height: 563 });
    // A short box: the height limits it.
    expect(videoSize({ width: 1000, height: 281.5 })).toEqual({ width: 500, height: 282 });
  });
});

describe('history decisions (historyHash)', () => {
  it('records the address only for sets that ask, and never in the editor’s frame', () => {
    expect(usesHistory({ setWantsHistory: true, topLevel: true })).toBe(true);
    expect(usesHistory({ setWantsHistory: true, topLevel: false })).toBe(false);
    expect(usesHistory({ setWantsHistory: false, topLevel: true })).toBe(false);
  });

  it('writes and reads #lightbox-{set}-{n}, one-based', () => {
    expect(historyHashFor('abc', 0)).toBe('#lightbox-abc-1');
    expect(parseHistoryHash('#lightbox-abc-1')).toEqual({ setId: 'abc', index: 0 });
    expect(parseHistoryHash(historyHashFor('set with-dash', 4))).toEqual({
      setId: 'set with-dash',
      index: 4,
    });
    expect(parseHistoryHash('#lightbox-abc-0')).toBeNull();
    expect(parseHistoryHash('#top')).toBeNull();
    expect(parseHistoryHash('')).toBeNull();
  });

  it('closes on Back, and follows a hash of the same set', () => {
    expect(historyOnPopState('', 'abc')).toEqual({ action: 'close' });
    expect(historyOnPopState('#lightbox-other-2', 'abc')).toEqual({ action: 'close' });
    expect(historyOnPopState('#lightbox-abc-3', 'abc')).toEqual({ action: 'show', index: 2 });
  });
});

describe('opensLightbox and themeOf', () => {
  const click = {
    button: 0,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };

  it('opens on a plain primary click; modifier and middle clicks keep the link', () => {
    expect(opensLightbox(click)).toBe(true);
    expect(opensLightbox({ ...click, ctrlKey: true })).toBe(false);
    expect(opensLightbox({ ...click, metaKey: true })).toBe(false);
    expect(opensLightbox({ ...click, shiftKey: true })).toBe(false);
    expect(opensLightbox({ ...click, button: 1 })).toBe(false);
    expect(opensLightbox({ ...click, defaultPrevented: true })).toBe(false);
  });

  it('reads the theme, dark unless light', () => {
    expect(themeOf('light')).toBe('light');
    expect(themeOf('dark')).toBe('dark');
    expect(themeOf(undefined)).toBe('dark');
    expect(themeOf('purple')).toBe('dark');
  });
});
