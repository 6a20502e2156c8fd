import { t } from '../../text';

/** A focal point: 0 is the left (or top) edge, 1 the right (or bottom); the centre by default. */
export interface FocalPoint {
  x: number;
  y: number;
}

export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5);
/** Three decimals are finer than any screen can show and keep stored values short. */
const round = (value: number) => Math.round(value * 1000) / 1000;

export const normalisePoint = (point: FocalPoint): FocalPoint => ({
  x: round(clamp01(point.x)),
  y: round(clamp01(point.y)),
});

/** The point a click (client coordinates) marks on an image drawn in `box`. */
export function pointFromClick(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): FocalPoint {
  if (box.width <= 0 || box.height <= 0) return CENTRE;
  return normalisePoint({ x: (clientX - box.left) / box.width, y: (clientY - box.top) / box.height });
}

/** Arrow keys move the point by 1% (10% with Shift); Home/End jump to the edges; undefined for other keys. */
export function pointFromKey(point: FocalPoint, key: string, large: boolean): FocalPoint | undefined {
  const step = large ? 0.1 : 0.01;
  switch (key) {
    case 'ArrowLeft':
      return normalisePoint({ ...point, x: point.x - step });
    case 'ArrowRight':
      return normalisePoint({ ...point, x: point.x + step });
    case 'ArrowUp':
      return normalisePoint({ ...point, y: point.y - step });
    case 'ArrowDown':
      return normalisePoint({ ...point, y: point.y + step });
    case 'Home':
      return normalisePoint({ ...point, x: 0 });
    case 'End':
      return normalisePoint({ ...point, x: 1 });
    case 'PageUp':
      return normalisePoint({ ...point, y: 0 });
    case 'PageDown':
      return normalisePoint({ ...point, y: 1 });
    default:
      return undefined;
  }
}

/** The CSS `object-position` (and marker position) of a point. */
export const objectPosition = (point: FocalPoint) =>
  `${Number((point.x * 100).toFixed(1))}% ${Number((point.y * 100).toFixed(1))}%`;

/** Words for screen readers: "40% from the left, 25% from the top". */
export const describePoint = (point: FocalPoint) =>
  t('owners.media.focal.describe', { x: Math.round(point.x * 100), y: Math.round(point.y * 100) });
