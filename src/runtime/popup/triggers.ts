/**
 * When the popup opens (the owner's choice): after N seconds, once the visitor has scrolled a
 * percentage of the page, or on exit intent (the pointer leaving through the top of the
 * window; desktop only, phones have no pointer to leave with). Returns what stops watching.
 */
import type { PageContextPopupOverlay } from '../core/page-context';

/** How far down the page the visitor is, 0..100; a page that cannot scroll is fully seen. */
export function scrolledPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, (scrollY / scrollable) * 100));
}

export function watchTrigger(
  settings: Pick<PageContextPopupOverlay, 'trigger' | 'delaySeconds' | 'scrollPercent'>,
  open: () => void,
  options: { desktop: boolean },
): () => void {
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    stop();
    open();
  };
  let stop = () => {};

  if (settings.trigger === 'time') {
    const timer = window.setTimeout(fire, settings.delaySeconds * 1000);
    stop = () => window.clearTimeout(timer);
  } else if (settings.trigger === 'scroll') {
    const check = () => {
      const root = document.documentElement;
      if (scrolledPercent(window.scrollY, window.innerHeight, root.scrollHeight) >= settings.scrollPercent)
        fire();
    };
    window.addEventListener('scroll', check, { passive: true });
    stop = () => window.removeEventListener('scroll', check);
    check();
  } else if (options.desktop) {
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) fire();
    };
    document.addEventListener('mouseout', onLeave);
    stop = () => document.removeEventListener('mouseout', onLeave);
  }
  return () => {
    done = true;
    stop();
  };
}
