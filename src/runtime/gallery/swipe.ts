/**
 * Swipe and mouse drag on a slideshow (§9): the axis locks after 10 px (a vertical move scrolls
 * the page); while dragging sideways the current slide follows the pointer, held or slowed to
 * 0.1× past the first or last slide (§5 boundaries, when not looping); the last 5 positions are
 * the velocity sample. On release `swipeDirection` decides (50 px within 250 ms or ending in a
 * flick, or a long touch past the snap point, by default 1/2.25 of the width). A mouse drag ends
 * after 500 ms without movement. A drag swallows the click that follows it, so a dragged
 * slide's link does not open.
 */
import { GALLERY } from '../../shared/media/gallery-config';
import {
  boundaryDrag,
  createVelocitySample,
  lockAxis,
  pastBoundary,
  swipeDirection,
  type SwipeBoundary,
  type SwipeResult,
} from './rules';

export interface SwipeOptions {
  boundary: SwipeBoundary;
  /** Share of the width a long drag must pass (undefined: §9's 1/2.25). */
  snapFraction: number | undefined;
  loop: boolean;
  /** The current slide and the count, for the boundaries. */
  position(): { index: number; count: number; slide: HTMLElement | undefined };
  onSwipe(direction: SwipeResult): void;
}

export function bindSwipe(surface: HTMLElement, options: SwipeOptions): () => void {
  let start: { x: number; y: number; time: number; id: number } | undefined;
  let axis: 'x' | 'y' | undefined;
  let dragged = false;
  let idle: number | undefined;
  let sample = createVelocitySample();
  let following: HTMLElement | undefined;
  const view = surface.ownerDocument.defaultView!;

  const follow = (dx: number) => {
    const { index, count, slide } = options.position();
    following = slide;
    if (!slide) return;
    const offset = boundaryDrag(dx, pastBoundary(dx, index, count, options.loop), options.boundary);
    slide.style.translate = `${offset}px 0`;
  };
  const release = () => {
    following?.style.removeProperty('translate');
    following = undefined;
  };

  const end = (event: PointerEvent | undefined, x: number) => {
    if (!start) return;
    view.clearTimeout(idle);
    const began = start;
    start = undefined;
    release();
    if (axis !== 'x') return;
    // The lift is a sample too: a finger held still before lifting has no speed left (no flick).
    if (event) sample.add(x, event.timeStamp);
    const direction = swipeDirection(
      x - began.x,
      (event?.timeStamp ?? performance.now()) - began.time,
      surface.clientWidth,
      { velocityPxPerMs: sample.velocity(), snapFraction: options.snapFraction },
    );
    if (direction !== 0) options.onSwipe(direction);
  };
  const down = (event: PointerEvent) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    start = { x: event.clientX, y: event.clientY, time: event.timeStamp, id: event.pointerId };
    axis = undefined;
    dragged = false;
    sample = createVelocitySample();
    sample.add(event.clientX, event.timeStamp);
  };
  const move = (event: PointerEvent) => {
    if (!start || event.pointerId !== start.id) return;
    axis ??= lockAxis(event.clientX - start.x, event.clientY - start.y);
    sample.add(event.clientX, event.timeStamp);
    if (axis === 'x') {
      dragged = true;
      follow(event.clientX - start.x);
    }
    if (event.pointerType === 'mouse') {
      view.clearTimeout(idle);
      const x = event.clientX;
      idle = view.setTimeout(() => end(undefined, x), GALLERY.swipe.mouseDragEndIdleMs);
    }
  };
  const up = (event: PointerEvent) => end(event, event.clientX);
  const cancel = () => {
    start = undefined;
    release();
  };
  const click = (event: MouseEvent) => {
    if (!dragged) return;
    dragged = false;
    event.preventDefault();
    event.stopPropagation();
  };
  const prevent = (event: Event) => event.preventDefault();
  const listeners: Array<[string, EventListener, boolean]> = [
    ['pointerdown', down as EventListener, false],
    ['pointermove', move as EventListener, false],
    ['pointerup', up as EventListener, false],
    ['pointercancel', cancel, false],
    ['click', click as EventListener, true],
    ['dragstart', prevent, false],
  ];
  for (const [type, listener, capture] of listeners) surface.addEventListener(type, listener, capture);
  surface.style.touchAction = 'pan-y';
  // A native image drag would cancel the pointer (pointercancel) before the swipe ends.
  for (const image of surface.querySelectorAll('img')) image.draggable = false;
  return () => {
    view.clearTimeout(idle);
    release();
    for (const [type, listener, capture] of listeners) surface.removeEventListener(type, listener, capture);
  };
}
