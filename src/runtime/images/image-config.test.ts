import { describe, expect, it } from 'vitest';
import {
  chooseLadderWidth,
  drawnWidth,
  effectiveDpr,
  imageLoaderMessages,
  imagePosition,
  LAZY_MARGIN_PX,
  needsReload,
  normalizeCropMode,
  readImageConfig,
  type ImageConfig,
} from './image-config';

const read = (attributes: Record<string, string>, warn?: (message: string) => void) =>
  readImageConfig((name) => attributes[name] ?? null, warn);
const screen = (devicePixelRatio = 1, saveData = false) => ({ devicePixelRatio, saveData });
const config = (attributes: Record<string, string> = {}): ImageConfig =>
  read({ 'data-src': '/media/0123456789abcdef01234567/a.jpg', ...attributes });

describe('image config', () => {
  it('defaults: centre focal point, load now, cover none, adjustment 1, query-string sizes, stretch, no DPR limits', () => {
    expect(config()).toMatchObject({
      focalPoint: { x: 0.5, y: 0.5 },
      load: true,
      forceImageUpdate: false,
      cropMode: 'none',
      sizeAdjustment: 1,
      sizeFormat: 'queryString',
      stretch: true,
      useBgImage: false,
      useAdvancedPositioning: false,
      allowSaveData: false,
      dprMin: 0,
      dprMax: Infinity,
      fitAlignment: 'center',
      fixedRatio: false,
    });
    expect(config().dimensions).toBeUndefined();
  });

  it('reads every attribute; sizeAdjustment never below 0; bad values take defaults', () => {
    const read = config({
      'data-image-dimensions': '1600x900',
      'data-image-focal-point': '0.2,1.4',
      'data-load': 'viewport',
      'data-crop-mode': 'content-fit',
      'data-fit-alignment': 'top',
      'data-size-adjustment': '-2',
      'data-size-format': 'filename',
      'data-stretch': 'false',
      'data-use-bg-image': 'true',
      'data-allow-save-data': '',
      'data-dpr-min': '1',
      'data-dpr-max': '2',
      'data-force-image-update': 'true',
    });
    expect(read).toMatchObject({
      dimensions: { width: 1600, height: 900 },
      focalPoint: { x: 0.2, y: 1 },
      load: 'viewport',
      cropMode: 'contain',
      fitAlignment: 'top',
      sizeAdjustment: 0,
      sizeFormat: 'filename',
      stretch: false,
      useBgImage: true,
      allowSaveData: true,
      dprMin: 1,
      dprMax: 2,
      forceImageUpdate: true,
    });
    expect(config({ 'data-load': 'false' }).load).toBe(false);
    expect(config({ 'data-image-dimensions': '0x10' }).dimensions).toBeUndefined();
    expect(config({ 'data-image-focal-point': 'a,b' }).focalPoint).toEqual({ x: 0.5, y: 0.5 });
  });

  it.each([
    ['content-fill', 'cover'],
    ['fill', 'cover'],
    ['cover', 'cover'],
    ['content-fit', 'contain'],
    ['fit', 'contain'],
    ['contain', 'contain'],
    ['none', 'none'],
    ['stretchy', 'none'],
  ])('crop mode %s means %s', (alias, mode) => {
    expect(normalizeCropMode(alias)).toBe(mode);
  });

  it('a fitted image without a known alignment warns and sits in the centre', () => {
    const warnings: string[] = [];
    const fitted = read(
      { 'data-src': '/a.jpg', 'data-crop-mode': 'fit', 'data-fit-alignment': 'diagonal' },
      (m) => warnings.push(m),
    );
    expect(fitted.fitAlignment).toBe('center');
    expect(warnings).toEqual([imageLoaderMessages.missingAlignment]);
    expect(imageLoaderMessages.missingAlignment).toBe('Missing alignment for content-fit image');
  });
});

describe('size choice', () => {
  const landscape = { 'data-image-dimensions': '3000x1000' };

  it('a plain image takes its box width, rounded up to the ladder', () => {
    expect(chooseLadderWidth(config(), { width: 420, height: 300 }, screen())).toBe(500);
    expect(chooseLadderWidth(config(), { width: 760, height: 300 }, screen())).toBe(1000);
    expect(chooseLadderWidth(config(), { width: 5000, height: 300 }, screen())).toBe(2500);
  });

  it('cover draws a wide image wider than a tall box: it needs more pixels', () => {
    const cover = config({ ...landscape, 'data-crop-mode': 'cover' });
    // A 300x300 box shows a 3:1 image 900 px wide.
    expect(drawnWidth({ width: 300, height: 300 }, { width: 3000, height: 1000 }, 'cover')).toBe(900);
    expect(chooseLadderWidth(cover, { width: 300, height: 300 }, screen())).toBe(1000);
    // Contain fits it inside: 300 wide.
    const contain = config({ ...landscape, 'data-crop-mode': 'contain' });
    expect(chooseLadderWidth(contain, { width: 300, height: 300 }, screen())).toBe(300);
  });

  it('never asks for more than the original, and without stretch never draws it larger', () => {
    const small = config({ 'data-image-dimensions': '600x400' });
    expect(chooseLadderWidth(small, { width: 1400, height: 900 }, screen(2))).toBe(750);
    expect(drawnWidth({ width: 1200, height: 800 }, { width: 600, height: 400 }, 'cover', false)).toBe(600);
  });

  it('pixel ratio within dprMin and dprMax; sizeAdjustment scales', () => {
    expect(chooseLadderWidth(config(), { width: 400, height: 1 }, screen(3))).toBe(1500);
    expect(chooseLadderWidth(config({ 'data-dpr-max': '2' }), { width: 400, height: 1 }, screen(3))).toBe(
      1000,
    );
    expect(chooseLadderWidth(config({ 'data-dpr-min': '2' }), { width: 400, height: 1 }, screen(1))).toBe(
      1000,
    );
    expect(
      chooseLadderWidth(config({ 'data-size-adjustment': '0.5' }), { width: 400, height: 1 }, screen(2)),
    ).toBe(500);
    expect(effectiveDpr({ dprMin: 0, dprMax: Infinity, allowSaveData: false }, screen(0))).toBe(1);
  });

  it('Save-Data asks for less, only where the image allows it', () => {
    const box = { width: 400, height: 1 };
    expect(chooseLadderWidth(config(), box, screen(2, true))).toBe(1000);
    expect(chooseLadderWidth(config({ 'data-allow-save-data': 'true' }), box, screen(2, true))).toBe(300);
  });

  it('reloads only for a larger size, or when forced', () => {
    expect(needsReload(undefined, 500, false)).toBe(true);
    expect(needsReload(500, 750, false)).toBe(true);
    expect(needsReload(750, 500, false)).toBe(false);
    expect(needsReload(750, 750, false)).toBe(false);
    expect(needsReload(750, 500, true)).toBe(true);
  });

  it('position: focal point when cropped, alignment when fitted; lazy margin 200 px', () => {
    expect(imagePosition(config({ 'data-crop-mode': 'cover', 'data-image-focal-point': '0.25,0.75' }))).toBe(
      '25% 75%',
    );
    expect(imagePosition(config({ 'data-crop-mode': 'fit', 'data-fit-alignment': 'bottom' }))).toBe(
      '50% 100%',
    );
    expect(imagePosition(config({ 'data-crop-mode': 'fit', 'data-fit-alignment': 'left' }))).toBe('0% 50%');
    expect(LAZY_MARGIN_PX).toBe(200);
  });
});
