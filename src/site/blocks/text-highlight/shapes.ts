import type { HighlightShape } from '../../../shared/blocks/text-highlight';

/**
 * Each highlight shape as SVG path data in a 100 × 100 box stretched over the highlighted words
 * (`preserveAspectRatio="none"`; strokes keep their thickness with `non-scaling-stroke`). Shapes
 * drawn as lines run left to right, so "draw" reveals them in reading order.
 */
const waves = (y: number, count: number, height: number) =>
  `M0,${y}` +
  Array.from({ length: count }, (_, index) => {
    const step = 100 / count;
    const x = step * index;
    return ` Q${x + step / 4},${y - height} ${x + step / 2},${y} T${x + step},${y}`;
  }).join('');

const zigzag = (top: number, bottom: number, count: number) =>
  `M0,${bottom}` +
  Array.from({ length: count }, (_, index) => {
    const step = 100 / count;
    return ` L${step * index + step / 2},${top} L${step * (index + 1)},${bottom}`;
  }).join('');

export const HIGHLIGHT_PATHS: Readonly<Record<HighlightShape, string>> = {
  circle: 'M48,4 C80,2 100,22 100,50 C100,80 78,98 50,98 C20,98 0,80 0,50 C0,24 18,6 56,8',
  cross: 'M0,92 L100,8 M0,8 L100,92',
  enclose: 'M1,4 L99,2 L99,97 L1,98 Z',
  jagged: zigzag(86, 98, 8),
  marker: 'M0,58 L100,58',
  scribble: 'M0,30 L100,22 L2,48 L100,42 L0,70 L98,62 L4,88 L100,84',
  strike: 'M0,55 L100,55',
  strikeDiagonal: 'M0,92 L100,8',
  underline: 'M0,96 L100,96',
  underlineCurve: 'M0,98 Q50,82 100,98',
  underlineDouble: 'M0,90 L100,90 M0,99 L100,99',
  wave: waves(95, 6, 8),
};

/** Shapes that sit behind the words (a marker pen) rather than over or around them. */
export const BEHIND_TEXT: ReadonlySet<HighlightShape> = new Set(['marker']);
