/**
 * Accordions (spec visitor-runtime §4): the server renders `<details>`/`<summary>` items, which
 * already open and close without JavaScript. This controller adds the 250 ms height animation,
 * keeps one item open at a time itself (so the closing sibling animates too) unless the block
 * allows several, and lets the arrow keys, Home and End move between titles (WAI-ARIA
 * accordion pattern). With reduced motion preferred, items open and close at once.
 */
import { ACCORDION_ANIMATION_MS } from '../../shared/blocks/behaviour';

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The title index an arrow, Home or End key moves to from `current` among `count` titles, wrapping. */
export function titleIndexForKey(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

function enhanceAccordion(block: HTMLElement): () => void {
  const items = [...block.querySelectorAll<HTMLDetailsElement>(':scope > details')];
  const titles = items.map((item) => item.querySelector<HTMLElement>(':scope > summary'));
  const exclusive = block.dataset.accordionMultiple !== 'true';
  // The shared `name` makes the browser close siblings instantly; this controller closes them
  // with the animation instead, and gives the names back on cleanup.
  const names = items.map((item) => item.getAttribute('name'));
  for (const item of items) item.removeAttribute('name');
  /** Where each item is heading: an animation in flight has not changed `open` yet. */
  const wanted = new Map(items.map((item) => [item, item.open]));
  const running = new Map<HTMLDetailsElement, Animation>();

  const settle = (item: HTMLDetailsElement) => {
    running.delete(item);
    item.style.removeProperty('overflow');
  };

  const move = (item: HTMLDetailsElement, open: boolean) => {
    wanted.set(item, open);
    running.get(item)?.cancel();
    if (prefersReducedMotion() || typeof item.animate !== 'function') {
      item.open = open;
      return;
    }
    const from = item.offsetHeight;
    item.open = true;
    const summary = item.querySelector<HTMLElement>(':scope > summary');
    const borders = item.offsetHeight - item.clientHeight;
    const to = open ? item.offsetHeight : (summary?.offsetHeight ?? 0) + borders;
    item.style.overflow = 'hidden';
    const animation = item.animate(
      { height: [`${from}px`, `${to}px`] },
      { duration: ACCORDION_ANIMATION_MS, easing: 'ease-out' },
    );
    running.set(item, animation);
    animation.onfinish = () => {
      item.open = open;
      settle(item);
    };
    animation.oncancel = () => settle(item);
  };

  const toggle = (item: HTMLDetailsElement) => {
    const open = !wanted.get(item);
    if (open && exclusive)
      for (const other of items) if (other !== item && wanted.get(other)) move(other, false);
    move(item, open);
  };

  const onClick = (event: Event) => {
    const title = (event.target as Element | null)?.closest('summary');
    const item = title?.parentElement;
    if (!title || !(item instanceof HTMLDetailsElement) || !items.includes(item)) return;
    // Enter and Space on a focused <summary> arrive here as a click too.
    event.preventDefault();
    toggle(item);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = titles.indexOf(event.target as HTMLElement);
    if (current < 0) return;
    const next = titleIndexForKey(event.key, current, titles.length);
    if (next === undefined) return;
    event.preventDefault();
    titles[next]?.focus();
  };

  // Opened another way (find-in-page opens a <details> holding a match): keep the rule.
  const onToggle = (event: Event) => {
    const item = event.target as HTMLDetailsElement;
    if (!items.includes(item) || running.has(item)) return;
    wanted.set(item, item.open);
    if (item.open && exclusive)
      for (const other of items) if (other !== item && wanted.get(other)) move(other, false);
  };

  block.addEventListener('click', onClick);
  block.addEventListener('keydown', onKeyDown);
  block.addEventListener('toggle', onToggle, true);
  block.dataset.accordionReady = '';
  return () => {
    block.removeEventListener('click', onClick);
    block.removeEventListener('keydown', onKeyDown);
    block.removeEventListener('toggle', onToggle, true);
    for (const animation of running.values()) animation.finish();
    items.forEach((item, index) => {
      const name = names[index];
      if (name !== null && name !== undefined) item.setAttribute('name', name);
    });
    delete block.dataset.accordionReady;
  };
}

/** Wires every accordion under `root`; returns the cleanup. */
export function enhanceAccordions(root: ParentNode): () => void {
  const cleanups = [...root.querySelectorAll<HTMLElement>('[data-accordion]')].map(enhanceAccordion);
  return () => cleanups.forEach((cleanup) => cleanup());
}
