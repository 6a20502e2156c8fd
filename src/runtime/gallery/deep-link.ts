/**
 * §2 for the designs without a current slide (stacked, grid, autogrid, autocolumns, list): an
 * address whose `itemId` names one of the gallery's slides (by slide id or slide url) selects
 * it on load — scrolled into view, its link focused, marked `aria-current` — when the gallery
 * keeps history and the page is not in the editor frame. The paged designs show it as their
 * current slide instead (controller.ts).
 */
import type { GalleryConfig } from '../../shared/media/gallery-config';
import { itemIdIndex } from './rules';

const slidesOf = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLElement>('.sqs-gallery__slides > .sqs-gallery__slide'),
];

/** The slide of this gallery the address's `itemId` names, if any (history on, not in the editor). */
export function itemIdSlideOf(
  root: HTMLElement,
  config: Pick<GalleryConfig, 'history'>,
  view: Pick<Window, 'location'>,
  inEditorFrame: boolean,
): HTMLElement | undefined {
  const slides = slidesOf(root);
  const ids = slides.map((slide) => ({ id: slide.dataset.slideId ?? '', url: slide.dataset.slideUrl ?? '' }));
  const index = itemIdIndex(view.location.search, ids, config.history, inEditorFrame);
  return index === undefined ? undefined : slides[index];
}

/** Selects the named slide: the caller asks only for the page's first gallery that has it. */
export function selectItemIdSlide(slide: HTMLElement): void {
  slide.classList.add('is-selected');
  slide.setAttribute('aria-current', 'true');
  // Its image may still be lazy: load it now, so the visitor sees what the link shared.
  const image = slide.querySelector('img');
  if (image) image.loading = 'eager';
  slide.scrollIntoView({ block: 'center' });
  slide.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
}
