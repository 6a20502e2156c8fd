/**
 * Swipe and mouse drag on a slideshow (§9): the axis locks after 10 px (a vertical move scrolls
 * the page); on release `swipeDirection` decides (50 px within 250 ms, or a long touch past
 * 1/2.25 of the width). A mouse drag ends after 500 ms without movement. A drag swallows the
 * click that follows it, so a dragged slide's link does not open.
 */
import { GALLERY } from '../../shared/media/gallery-config';
import { lockAxis, swipeDirection, type SwipeResult } from './rules';

export function bindSwipe(surface: HTMLElement, onSwipe: (direction: SwipeResult) => void): () => void {
  let start: { x: number; y: number; time: number; id: number } | undefined;
  let axis: 'x' | 'y' | undefined;
  let dragged = false;
  let idle: number | undefined;
  const view = surface.ownerDocument.defaultView!;

  const end = (event: PointerEvent | undefined, x: number) => {
    if (!start) return;
    view.clearTimeout(idle);
    const began = start;
    start = undefined;
    if (axis !== 'x') return;
    const direction = swipeDirection(
      x - began.x,
      (event?.timeStamp ?? performance.now()) - began.time,
      surface.clientWidth,
    );
    if (direction !== 0) onSwipe(direction);
  };
  const down = (event: PointerEvent) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    start = { x: event.clientX, y: event.clientY, time: event.timeStamp, id: event.pointerId };
    axis = undefined;
    dragged = false;
  };
  const move = (event: PointerEvent) => {
    if (!start || event.pointerId !== start.id) return;
    axis ??= lockAxis(event.clientX - start.x, event.clientY - start.y);
    if (axis === 'x') dragged = true;
    if (event.pointerType === 'mouse') {
      view.clearTimeout(idle);
      const x = event.clientX;
      idle = view.setTimeout(() => end(undefined, x), GALLERY.swipe.mouseDragEndIdleMs);
    }
  };
  const up = (event: PointerEvent) => end(event, event.clientX);
  const cancel = () => {
    start = undefined;
  };
  const click = (event: MouseEvent) => {
    if (!dragged) return;
    dragged = false;
    event.preventDefault();
    event.stopPropagation();
  };
  const prevent = (event: Event) => event.preventDefault();
  surface.addEventListener('pointerdown', down);
  surface.addEventListener('pointermove', move);
  surface.addEventListener('pointerup', up);
  surface.addEventListener('pointercancel', cancel);
  surface.addEventListener('click', click, true);
  surface.addEventListener('dragstart', prevent);
  surface.style.touchAction = 'pan-y';
  // A native image drag would cancel the pointer (pointercancel) before the swipe ends.
  for (const image of surface.querySelectorAll('img')) image.draggable = false;
  return () => {
    view.clearTimeout(idle);
    surface.removeEventListener('pointerdown', down);
    surface.removeEventListener('pointermove', move);
    surface.removeEventListener('pointerup', up);
    surface.removeEventListener('pointercancel', cancel);
    surface.removeEventListener('click', click, true);
    surface.removeEventListener('dragstart', prevent);
  };
}
