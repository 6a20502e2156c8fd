/**
 * `historyHash` (media-and-platform §3 "Lightbox"): while open, the address carries
 * `#lightbox-{set}-{n}` in an entry of its own, so the browser's Back closes the lightbox. Only
 * for sets that ask for it and never in the editor's frame (rules.ts `usesHistory`).
 */
import { historyHashFor, historyOnPopState } from './rules';

export interface LightboxHistory {
  /** The shown item changed: the address follows (same entry). */
  show(index: number): void;
  /** The lightbox closed by itself (Escape, button): drop its entry, unless Back closed it. */
  closed(): void;
}

export function trackHistory(
  setId: string,
  index: number,
  on: { close(): void; show(index: number): void },
): LightboxHistory {
  const state = { lightbox: setId };
  history.pushState(state, '', historyHashFor(setId, index));
  let active = true;
  const onPopState = () => {
    const decision = historyOnPopState(location.hash, setId);
    if (decision.action === 'show') return on.show(decision.index);
    // Back already left the lightbox's entry: close without going back a second time.
    active = false;
    window.removeEventListener('popstate', onPopState);
    on.close();
  };
  window.addEventListener('popstate', onPopState);
  return {
    show(next) {
      if (active) history.replaceState(state, '', historyHashFor(setId, next));
    },
    closed() {
      window.removeEventListener('popstate', onPopState);
      if (!active) return;
      active = false;
      history.back();
    },
  };
}
