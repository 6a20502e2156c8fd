/**
 * Entry for pages with images or galleries that open in a lightbox (media-and-platform §3/§4
 * "Lightbox"): binds clicks (and Enter/Space on button items) by delegation on
 * `[data-lightbox-set] [data-lightbox-item]`, and loads the viewer chunk on the first open, so a
 * page pays for the viewer only when a visitor uses it. Modifier and middle clicks keep the
 * link's own behaviour; without JavaScript each item is a plain link to its image.
 * A page loaded with a set's `historyHash` (`#lightbox-{set}-{n}`, a shared link) opens that
 * item at once, for sets that keep history and only at top level (never in the editor's frame).
 */
import { LIGHTBOX } from '../../shared/media/lightbox-markup';
import { registerFeature } from '../core';
import { opensLightbox } from '../lightbox/click-rule';
import { parseHistoryHash } from '../lightbox/history-hash';

const ITEM = `[${LIGHTBOX.set}] [${LIGHTBOX.item}]`;

const itemsOfSet = (set: HTMLElement) =>
  [...set.querySelectorAll<HTMLElement>(`[${LIGHTBOX.item}]`)].filter(
    (candidate) => candidate.closest(`[${LIGHTBOX.set}]`) === set,
  );

function open(item: HTMLElement) {
  const set = item.closest<HTMLElement>(`[${LIGHTBOX.set}]`);
  if (!set) return;
  const items = itemsOfSet(set);
  void import('../lightbox/viewer').then(
    (viewer) => viewer.openLightbox(set, Math.max(0, items.indexOf(item)), item),
    // A failed chunk load (offline): follow the link as if there were no lightbox.
    () => {
      if (item instanceof HTMLAnchorElement && item.href) location.assign(item.href);
    },
  );
}

/** The item a loaded address's `#lightbox-{set}-{n}` names, in a set that keeps history. */
function itemFromAddress(): HTMLElement | undefined {
  const named = parseHistoryHash(location.hash);
  if (!named || window.top !== window.self) return undefined;
  const set = [...document.querySelectorAll<HTMLElement>(`[${LIGHTBOX.set}]`)].find(
    (candidate) =>
      candidate.getAttribute(LIGHTBOX.set) === named.setId &&
      candidate.getAttribute(LIGHTBOX.history) === 'true',
  );
  return set ? itemsOfSet(set)[named.index] : undefined;
}

registerFeature('lightbox', () => {
  const linked = itemFromAddress();
  if (linked) {
    // The viewer puts the hash back in an entry of its own, so Back closes it and stays on the page.
    history.replaceState(history.state, '', location.pathname + location.search);
    open(linked);
  }
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
