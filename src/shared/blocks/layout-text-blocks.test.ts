import { describe, expect, it } from 'vitest';
import { accordionBlock, MAX_PANEL_ITEMS } from './accordion';
import {
  ACCORDION_ANIMATION_MS,
  ANIMATION_THRESHOLDS,
  animationThresholdOf,
  reachedThreshold,
  fittedFontSize,
  SCALED_TEXT_MIN_FONT_PX,
  SCALED_TEXT_RESIZE_DELAY_MS,
} from './behaviour';
import { scaledTextBlock } from './scaled-text';
import { SHAPE_HEIGHT_RATIOS, shapeBlock } from './shape';
import { menuBlock } from './menu';
import { runtimeFeaturesOf } from './registry';
import { shareButtonsBlock } from './share-buttons';
import { MAX_SOCIAL_LINKS, socialIconsBlock } from './social-icons';
import { validateLayout } from './validate-layout';

/** The first message of a failed parse, by path. */
function problems(
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  data: unknown,
) {
  const result = schema.safeParse(data) as {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  };
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const layoutWith = (type: string, data: unknown) => ({
  columns: 12,
  blocks: [{ id: 'a'.repeat(24), type, grid: { column: 1, span: 12 }, data }],
});

describe('accordion block', () => {
  it('defaults: two items, one open at a time, the first open; the spec’s 250 ms', () => {
    expect(accordionBlock.schema.parse(accordionBlock.defaults)).toEqual(accordionBlock.defaults);
    expect(accordionBlock.schema.parse({ items: [{ title: 'Q' }] })).toEqual({
      items: [{ title: 'Q', body: '' }],
      allowMultipleOpen: false,
      firstOpen: false,
    });
    expect(ACCORDION_ANIMATION_MS).toBe(250);
  });

  it('refuses empty lists, untitled items and too many items with clear messages', () => {
    expect(problems(accordionBlock.schema, { items: [] })).toEqual({ items: 'Add at least one item' });
    expect(problems(accordionBlock.schema, {})).toEqual({ items: 'Add at least one item' });
    expect(problems(accordionBlock.schema, { items: [{ title: '   ' }] })).toEqual({
      'items.0.title': 'Enter a title',
    });
    const many = Array.from({ length: MAX_PANEL_ITEMS + 1 }, (_, index) => ({ title: `Q${index}` }));
    expect(problems(accordionBlock.schema, { items: many })).toEqual({
      items: `An accordion or menu holds at most ${MAX_PANEL_ITEMS} items`,
    });
    expect(problems(accordionBlock.schema, { items: [{ title: 'Q', body: 'x'.repeat(5001) }] })).toEqual({
      'items.0.body': 'The text of one item must be 5,000 characters or fewer',
    });
    expect(problems(accordionBlock.schema, { items: [{ title: 'Q' }], firstOpen: 'yes' })).toEqual({
      firstOpen: 'Choose yes or no',
    });
  });

  it('errors reach the editor keyed by block and item', () => {
    const result = validateLayout(layoutWith('accordion', { items: [{ title: 'ok' }, { title: '' }] }));
    expect(result).toEqual({ ok: false, errors: { 'blocks.0.data.items.1.title': 'Enter a title' } });
  });
});

describe('menu block', () => {
  it('defaults to two menus; refuses an empty one', () => {
    expect(menuBlock.schema.parse(menuBlock.defaults)).toEqual(menuBlock.defaults);
    expect(problems(menuBlock.schema, { menus: [] })).toEqual({ menus: 'Add at least one item' });
  });
});

describe('share buttons block', () => {
  it('defaults: Facebook, X, LinkedIn and e-mail, with names shown', () => {
    expect(shareButtonsBlock.schema.parse({})).toEqual(shareButtonsBlock.defaults);
    expect(shareButtonsBlock.defaults).toMatchObject({
      facebook: true,
      x: true,
      linkedin: true,
      email: true,
    });
  });

  it('refuses a block that shares nowhere', () => {
    const none = { facebook: false, x: false, linkedin: false, email: false };
    expect(problems(shareButtonsBlock.schema, none)).toEqual({
      facebook: 'Choose at least one way to share',
    });
  });
});

describe('social icons block', () => {
  it('defaults to two profiles; the link rule applies to each address', () => {
    expect(socialIconsBlock.schema.parse(socialIconsBlock.defaults)).toEqual(socialIconsBlock.defaults);
    expect(
      problems(socialIconsBlock.schema, { links: [{ network: 'instagram', href: 'javascript:alert(1)' }] }),
    ).toEqual({ 'links.0.href': 'This link is not allowed' });
    expect(problems(socialIconsBlock.schema, { links: [{ network: 'instagram', href: '' }] })).toEqual({
      'links.0.href': 'Enter the profile address',
    });
    expect(
      problems(socialIconsBlock.schema, { links: [{ network: 'myspace', href: 'https://a.example' }] }),
    ).toEqual({
      'links.0.network': 'Choose a network',
    });
    const many = Array.from({ length: MAX_SOCIAL_LINKS + 1 }, () => ({
      network: 'x',
      href: 'https://x.com/a',
    }));
    expect(problems(socialIconsBlock.schema, { links: many })).toEqual({
      links: `Social icons hold at most ${MAX_SOCIAL_LINKS} profiles`,
    });
  });
});

describe('shape block', () => {
  it('the spec’s height ratios: square 100, tall 150, wide 67', () => {
    expect(SHAPE_HEIGHT_RATIOS).toEqual({ square: 100, tall: 150, wide: 67 });
    expect(shapeBlock.schema.parse({})).toEqual(shapeBlock.defaults);
  });

  it('refuses shapes, ratios and colours it does not offer, and unsafe images', () => {
    expect(problems(shapeBlock.schema, { shape: 'blob', ratio: 'huge', fill: 'red;x:y' })).toEqual({
      shape: 'Choose one of the offered shapes',
      ratio: 'Choose square, tall or wide',
      fill: 'Choose a colour from the site’s palette',
    });
    expect(Object.keys(problems(shapeBlock.schema, { image: 'javascript:alert(1)' }))).toEqual(['image']);
  });
});

describe('scaled text block', () => {
  it('the spec’s minimum 11 px and 100 ms resize delay; defaults', () => {
    expect(SCALED_TEXT_MIN_FONT_PX).toBe(11);
    expect(SCALED_TEXT_RESIZE_DELAY_MS).toBe(100);
    expect(scaledTextBlock.schema.parse({ text: 'Hi' })).toEqual({
      text: 'Hi',
      tag: 'h2',
      maxFontSize: 160,
      alignment: 'center',
    });
  });

  it('refuses empty text and a largest size under the minimum', () => {
    expect(problems(scaledTextBlock.schema, { text: ' ', maxFontSize: 10 })).toEqual({
      text: 'Enter the text',
      maxFontSize: 'The largest size must be at least 11 pixels',
    });
    expect(problems(scaledTextBlock.schema, { text: 'a', maxFontSize: 12.5 })).toEqual({
      maxFontSize: 'Enter a whole number of pixels',
    });
  });

  it('fits text to the width, within the minimum and the largest size', () => {
    const fit = (measuredWidth: number, available: number) =>
      fittedFontSize({ measuredWidth, measuredAt: 100, available, min: 11, max: 160 });
    expect(fit(1000, 500)).toBe(50);
    expect(fit(1000, 333)).toBe(33.3);
    expect(fit(100, 1000)).toBe(160);
    expect(fit(10_000, 500)).toBe(11);
    expect(fit(0, 500)).toBe(160);
  });
});

describe('block animations', () => {
  it('the spec’s thresholds with 0.5 by default; anything else falls back to it', () => {
    expect(ANIMATION_THRESHOLDS).toEqual([0, 0.1, 0.25, 0.5, 1]);
    expect(animationThresholdOf(undefined)).toBe(0.5);
    expect(animationThresholdOf(0.3)).toBe(0.5);
    expect(animationThresholdOf(0.1)).toBe(0.1);
  });

  it('plays once enough shows, or the block fills that share of a short screen', () => {
    const base = { isIntersecting: true, intersectionRatio: 0.3, visibleHeight: 300, viewportHeight: 800 };
    expect(reachedThreshold({ ...base, threshold: 0.25 })).toBe(true);
    expect(reachedThreshold({ ...base, threshold: 0.5 })).toBe(false);
    expect(reachedThreshold({ ...base, intersectionRatio: 0.01, threshold: 0 })).toBe(true);
    expect(reachedThreshold({ ...base, isIntersecting: false, threshold: 0 })).toBe(false);
    // A block twice the screen's height, filling it: never wholly visible, still plays.
    expect(reachedThreshold({ ...base, intersectionRatio: 0.5, visibleHeight: 800, threshold: 1 })).toBe(
      true,
    );
  });

  it('layouts keep a block’s animation; bad values are refused; it adds the feature whatever the type', () => {
    const layout = layoutWith('heading', { text: 'Hi' }) as ReturnType<typeof layoutWith> & {
      blocks: Array<Record<string, unknown>>;
    };
    layout.blocks[0]!.animation = { style: 'fade' };
    const result = validateLayout(layout);
    expect(result.ok && result.layout.blocks[0]?.animation).toEqual({ style: 'fade', threshold: 0.5 });
    if (result.ok) expect(runtimeFeaturesOf([result.layout])).toEqual(['block-animations']);
    layout.blocks[0]!.animation = { style: 'spin', threshold: 0.3 };
    expect(validateLayout(layout)).toEqual({
      ok: false,
      errors: {
        'blocks.0.animation.style': 'Choose none, fade, slide or scale',
        'blocks.0.animation.threshold': 'Choose 0, 0.1, 0.25, 0.5 or 1',
      },
    });
    layout.blocks[0]!.animation = { style: 'none' };
    const none = validateLayout(layout);
    if (none.ok) expect(runtimeFeaturesOf([none.layout])).toEqual([]);
  });
});

describe('runtime features', () => {
  it('accordion and menu load their own feature; share buttons and social icons load none', () => {
    const features = (type: string, data: unknown) =>
      runtimeFeaturesOf([layoutWith(type, data) as Parameters<typeof runtimeFeaturesOf>[0][number]]);
    expect(features('accordion', accordionBlock.defaults)).toEqual(['accordion']);
    expect(features('menu', menuBlock.defaults)).toEqual(['menu-tabs']);
    expect(features('share-buttons', shareButtonsBlock.defaults)).toEqual([]);
    expect(features('social-icons', socialIconsBlock.defaults)).toEqual([]);
    expect(features('shape', shapeBlock.defaults)).toEqual([]);
    expect(features('scaled-text', scaledTextBlock.defaults)).toEqual(['scaled-text']);
  });
});
