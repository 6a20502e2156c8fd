import { describe, expect, it } from 'vitest';
import { GALLERY } from '../../shared/media/gallery-config';
import {
  decodeGalleryConfig,
  isSnapPoint,
  isStripAlignment,
  isSwipeBoundary,
  parseColumnWidth,
} from './decode';
import { createLinkedGroup } from './linked';
import {
  allFit,
  autoplayAllowed,
  autoplayNext,
  boundaryDrag,
  carouselSlidesPerRow,
  disabledControls,
  groupStart,
  itemIdIndex,
  keyAction,
  loadConcurrency,
  loadWindow,
  lockAxis,
  metaOverlayLimit,
  pausesOnHover,
  slideDurationS,
  step,
  stripClick,
  stripOverflowPadding,
  swipeDirection,
  withItemId,
  wrapIndex,
} from './rules';

describe('index and steps (§4)', () => {
  it('wraps the index modulo the slide count', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('loops, or stops at the ends with reachedBeginning / reachedEnd and disabled controls', () => {
    expect(step(4, 1, 5, true)).toEqual({ index: 0, reachedBeginning: false, reachedEnd: false });
    expect(step(0, -1, 5, true).index).toBe(4);
    expect(step(4, 1, 5, false)).toEqual({ index: 4, reachedBeginning: false, reachedEnd: true });
    expect(step(1, -1, 5, false)).toEqual({ index: 0, reachedBeginning: true, reachedEnd: false });
    expect(disabledControls(0, 5, false)).toEqual({ previous: true, next: false });
    expect(disabledControls(4, 5, false)).toEqual({ previous: false, next: true });
    expect(disabledControls(0, 5, true)).toEqual({ previous: false, next: false });
  });

  it('carousel groups: moves by a row, a last partial group lands on the last slide, then wraps to 0', () => {
    expect(groupStart(4, 3)).toBe(3);
    expect(step(0, 3, 8, true).index).toBe(3);
    expect(step(6, 3, 8, true).index).toBe(7);
    expect(step(7, 3, 8, true).index).toBe(2);
    expect(step(6, 3, 8, false)).toMatchObject({ index: 7, reachedEnd: true });
    expect(disabledControls(6, 8, false, 3).next).toBe(true);
  });
});

describe('carousel breakpoints (§4)', () => {
  it('drops to 2 below 480 px if above 1, and to 3 below 724 px if above 2', () => {
    expect(carouselSlidesPerRow(5, 479)).toBe(2);
    expect(carouselSlidesPerRow(5, 480)).toBe(3);
    expect(carouselSlidesPerRow(5, 723)).toBe(3);
    expect(carouselSlidesPerRow(5, 724)).toBe(5);
    expect(carouselSlidesPerRow(1, 300)).toBe(1);
    expect(carouselSlidesPerRow(2, 600)).toBe(2);
    expect(carouselSlidesPerRow(GALLERY.carousel.slidesPerRow, 1000)).toBe(3);
  });

  it('hides the controls when every slide fits in one row', () => {
    expect(allFit(3, 3)).toBe(true);
    expect(allFit(4, 3)).toBe(false);
  });
});

describe('strip clicks (§4)', () => {
  it('a non-current slide becomes current; the current one does next, previous or nothing', () => {
    expect(stripClick(3, 1, 6, 'none')).toBe(3);
    expect(stripClick(1, 1, 6, 'next')).toBe(2);
    expect(stripClick(1, 1, 6, 'previous')).toBe(0);
    expect(stripClick(1, 1, 6, 'none')).toBeUndefined();
    expect(stripClick(5, 5, 6, 'next')).toBe(0);
    expect(stripClick(5, 5, 6, 'next', false)).toBeUndefined();
  });
});

describe('linked galleries (§4)', () => {
  it('keep one index, and refuse a change while any member animates', () => {
    const group = createLinkedGroup(5);
    const shown: string[] = [];
    let stripAnimating = false;
    group.add({ animating: () => false, show: (index) => shown.push(`main ${index}`) });
    group.add({ animating: () => stripAnimating, show: (index) => shown.push(`strip ${index}`) });
    expect(group.request(2)).toBe(true);
    expect(shown).toEqual(['main 2', 'strip 2']);
    stripAnimating = true;
    expect(group.request(3)).toBe(false);
    expect(group.index).toBe(2);
    stripAnimating = false;
    expect(group.request(7)).toBe(true);
    expect(group.index).toBe(2);
  });
});

describe('autoplay (§4, §2, §9)', () => {
  it('sequential advances and wraps; random picks another slide', () => {
    expect(autoplayNext(4, 5, 'sequential', 0)).toBe(0);
    expect(autoplayNext(2, 5, 'random', 0)).toBe(0);
    expect(autoplayNext(2, 5, 'random', 0.5)).toBe(3);
    expect(autoplayNext(2, 5, 'random', 0.99)).toBe(4);
    for (let random = 0; random < 1; random += 0.05) expect(autoplayNext(1, 3, 'random', random)).not.toBe(1);
  });

  it('is off with ?nomotion=true or prefers-reduced-motion', () => {
    expect(autoplayAllowed(true, '', false)).toBe(true);
    expect(autoplayAllowed(true, '?nomotion=true', false)).toBe(false);
    expect(autoplayAllowed(true, '?nomotion=false', false)).toBe(true);
    expect(autoplayAllowed(true, '', true)).toBe(false);
    expect(autoplayAllowed(false, '', false)).toBe(false);
  });

  it('pauses on hover only above the 432 px mobile width; loads 16 at once on desktop, 1 on mobile', () => {
    expect(pausesOnHover(432)).toBe(false);
    expect(pausesOnHover(433)).toBe(true);
    expect(loadConcurrency(432)).toBe(1);
    expect(loadConcurrency(1280)).toBe(16);
    expect(GALLERY.autoplayTimeoutMs).toBe(5000);
  });
});

describe('swipe and drag (§9)', () => {
  it('a quick swipe needs 50 px within 250 ms; leftwards is next', () => {
    expect(swipeDirection(-50, 250, 400)).toBe(1);
    expect(swipeDirection(60, 100, 400)).toBe(-1);
    expect(swipeDirection(-49, 100, 400)).toBe(0);
  });

  it('a long touch (over 250 ms) must move over 1/2.25 of the width', () => {
    expect(swipeDirection(-100, 251, 450)).toBe(0);
    expect(swipeDirection(-201, 600, 450)).toBe(1);
    expect(swipeDirection(-200, 600, 450)).toBe(0);
  });

  it('locks the axis after 10 px, resists past the boundary at 0.1, animates 0.2–0.5 s (0.3–0.5 s from 767 px)', () => {
    expect(lockAxis(9, 3)).toBeUndefined();
    expect(lockAxis(10, 3)).toBe('x');
    expect(lockAxis(4, -12)).toBe('y');
    expect(boundaryDrag(100, true)).toBe(10);
    expect(boundaryDrag(100, false)).toBe(100);
    expect(slideDurationS(0, 500)).toBe(0.2);
    expect(slideDurationS(1, 500)).toBe(0.5);
    expect(slideDurationS(0, 767)).toBe(0.3);
    expect(slideDurationS(0.5, 1024)).toBe(0.4);
    expect(slideDurationS(1, 375, true)).toBe(0.28);
  });
});

describe('loading, meta, strip, keyboard', () => {
  it('loads an index window around the current slide, wrapping', () => {
    expect(loadWindow(0, 6, 1)).toEqual([0, 1, 5]);
    expect(loadWindow(3, 6, 1)).toEqual([2, 3, 4]);
    expect(loadWindow(0, 1, 1)).toEqual([0]);
  });

  it('holds a meta overlay over 90% of its container to 40%; caps strip overflow padding at 5', () => {
    expect(metaOverlayLimit(91, 100)).toBe(40);
    expect(metaOverlayLimit(90, 100)).toBeUndefined();
    expect(stripOverflowPadding(12)).toBe(5);
    expect(stripOverflowPadding(3)).toBe(3);
  });

  it('maps arrows and Home/End', () => {
    expect(keyAction('ArrowRight')).toBe('next');
    expect(keyAction('ArrowLeft')).toBe('previous');
    expect(keyAction('Home')).toBe('first');
    expect(keyAction('End')).toBe('last');
    expect(keyAction('a')).toBeUndefined();
  });
});

describe('itemId history (§2)', () => {
  const slides = [
    { id: 'a', url: 'harbour' },
    { id: 'b', url: 'roastery' },
  ];
  it('selects the slide an itemId names by id or url, only with history on and outside the editor', () => {
    expect(itemIdIndex('?itemId=b', slides, true, false)).toBe(1);
    expect(itemIdIndex('?itemId=roastery', slides, true, false)).toBe(1);
    expect(itemIdIndex('?itemId=b', slides, false, false)).toBeUndefined();
    expect(itemIdIndex('?itemId=b', slides, true, true)).toBeUndefined();
    expect(itemIdIndex('?itemId=zzz', slides, true, false)).toBeUndefined();
  });
  it('writes itemId into the address, keeping the rest', () => {
    expect(withItemId('https://demo.localhost/gallery?x=1#top', 'b')).toBe('/gallery?x=1&itemId=b#top');
  });
});

describe('gallery data (§3, §5, §8)', () => {
  const good = {
    design: 'slideshow',
    transition: 'fade',
    columnWidth: 250,
    'active-alignment': 'center',
    slidesPerRow: 1,
    gutter: 0,
    'autoplay-duration': 5,
    padding: 0,
    vSize: 0,
    'thumbnails-per-row': 6,
    imageAspectRatio: null,
  };
  it('decodes good data, parsing a string columnWidth', () => {
    const decoded = decodeGalleryConfig(JSON.stringify({ ...good, columnWidth: '300' }));
    expect(decoded).toMatchObject({ ok: true, config: { columnWidth: 300 } });
  });
  it('reports the spec’s messages for bad JSON, bad values, unknown designs and transitions', () => {
    expect(decodeGalleryConfig('{nope')).toEqual({
      ok: false,
      message: 'Error decoding gallery block data.',
    });
    expect(decodeGalleryConfig(JSON.stringify({ ...good, columnWidth: -1 }))).toEqual({
      ok: false,
      message: 'Error evaluating gallery block data.',
    });
    expect(decodeGalleryConfig(JSON.stringify({ ...good, design: 'mosaic' }))).toEqual({
      ok: false,
      message:
        'These are not the gallery designs you are looking for. (We could not find a design by the name mosaic)',
    });
    expect(decodeGalleryConfig(JSON.stringify({ ...good, transition: 'wipe' }))).toEqual({
      ok: false,
      message: 'Could not find transition named wipe',
    });
  });
  it('§5 checks: column width, strip alignment, swipe boundaries, snap points', () => {
    expect(parseColumnWidth('250')).toBe(250);
    expect(parseColumnWidth(0)).toBeUndefined();
    expect(parseColumnWidth('wide')).toBeUndefined();
    expect(['start', 'middle', 'end'].every(isStripAlignment)).toBe(true);
    expect(isStripAlignment('center')).toBe(false);
    expect(['none', 'hard', 'inertial'].every(isSwipeBoundary)).toBe(true);
    expect(isSwipeBoundary('soft')).toBe(false);
    expect(isSnapPoint('50%')).toBe(true);
    expect(isSnapPoint('none')).toBe(true);
    expect(isSnapPoint('50')).toBe(false);
  });
});
