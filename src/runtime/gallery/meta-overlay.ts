/**
 * §9 "Meta overlay height limited to 40% of the container when it exceeds 90% of it": a caption
 * laid over the image (top-left, bottom-left, top-right, bottom-right, center) that would cover
 * more than 90% of its image is held to 40% of it and scrolls; a shorter one keeps its height.
 * Measured on start and again after a resize (debounced 100 ms, §9). Without JavaScript the
 * stylesheet keeps an overlay within its image.
 */
import { GALLERY } from '../../shared/media/gallery-config';
import { metaOverlayLimit } from './rules';

const OVERLAYS = ['top-left', 'bottom-left', 'top-right', 'bottom-right', 'center'].map(
  (position) => `.sqs-gallery__meta--${position}`,
);

export function holdMetaOverlays(root: HTMLElement, view: Window): () => void {
  const overlays = [...root.querySelectorAll<HTMLElement>(OVERLAYS.join(', '))];
  if (overlays.length === 0) return () => {};
  const measure = () => {
    for (const meta of overlays) {
      const container = meta.parentElement?.querySelector<HTMLElement>('.sqs-gallery__media');
      // A slide not laid out (a hidden one) has nothing to measure against yet.
      if (!container || container.clientHeight === 0) continue;
      meta.style.removeProperty('max-height');
      const limit = metaOverlayLimit(meta.scrollHeight, container.clientHeight);
      meta.classList.toggle('is-limited', limit !== undefined);
      if (limit !== undefined) meta.style.maxHeight = `${limit}px`;
    }
  };
  let timer: number | undefined;
  const onResize = () => {
    view.clearTimeout(timer);
    timer = view.setTimeout(measure, GALLERY.resizeDebounceMs);
  };
  measure();
  view.addEventListener('resize', onResize);
  return () => {
    view.clearTimeout(timer);
    view.removeEventListener('resize', onResize);
    for (const meta of overlays) {
      meta.style.removeProperty('max-height');
      meta.classList.remove('is-limited');
    }
  };
}
