/**
 * Entry for pages with images or galleries that open in a lightbox (media-and-platform §3/§4
 * "Lightbox"): binds clicks (and Enter/Space on button items) by delegation on
 * `[data-lightbox-set] [data-lightbox-item]`, and loads the viewer chunk on the first open, so a
 * page pays for the viewer only when a visitor uses it. Modifier and middle clicks keep the
 * link's own behaviour; without JavaScript each item is a plain link to its image.
 */
import { LIGHTBOX } from '../../shared/media/lightbox-markup';
import { registerFeature } from '../core';
import { opensLightbox } from '../lightbox/click-rule';

const ITEM = `[${LIGHTBOX.set}] [${LIGHTBOX.item}]`;

function open(item: HTMLElement) {
  const set = item.closest<HTMLElement>(`[${LIGHTBOX.set}]`);
  if (!set) return;
  const items = [...set.querySelectorAll(`[${LIGHTBOX.item}]`)].filter(
    (candidate) => candidate.closest(`[${LIGHTBOX.set}]`) === set,
  );
  void import('../lightbox/viewer').then(
    (viewer) => viewer.openLightbox(set, Math.max(0, items.indexOf(item)), item),
    // A failed chunk load (offline): follow the link as if there were no lightbox.
    () => {
      if (item instanceof HTMLAnchorElement && item.href) location.assign(item.href);
    },
  );
}

registerFeature('lightbox', () => {
  const onClick = (event: MouseEvent) => {
    const item = (event.target as Element | null)?.closest?.<HTMLElement>(ITEM);
    if (!item || !opensLightbox(event)) return;
    event.preventDefault();
    open(item);
  };
  // Links open on Enter by themselves (a click); button items also on Space, which the browser
  // turns into a click too — only other focusable items need the keys.
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const item = (event.target as Element | null)?.closest?.<HTMLElement>(ITEM);
    if (!item || item instanceof HTMLAnchorElement || item instanceof HTMLButtonElement) return;
    event.preventDefault();
    open(item);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKey);
  };
});
