/**
 * Slideshow transitions (§4): fade and ken-burns are CSS (gallery.css: opacity over the speed,
 * the leaving slide over 1.2 times it; ken-burns zooms the current image to 1.075). Scroll and
 * swipe slide the two slides sideways with the Web Animations API.
 */
import type { GalleryTransition } from '../../shared/media/gallery-config';

export function animateSlideshow(
  leaving: HTMLElement,
  entering: HTMLElement,
  transition: GalleryTransition,
  direction: 1 | -1,
  durationS: number,
): void {
  if ((transition !== 'scroll' && transition !== 'swipe') || durationS <= 0 || !entering.animate) return;
  const timing = { duration: durationS * 1000, easing: 'ease-out' };
  entering.animate([{ translate: `${direction * 100}% 0` }, { translate: '0 0' }], timing);
  leaving.animate(
    [
      { translate: '0 0', visibility: 'visible', opacity: 1 },
      { translate: `${-direction * 100}% 0`, visibility: 'visible', opacity: 1 },
    ],
    timing,
  );
}
