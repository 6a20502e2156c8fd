/**
 * Text highlight entrances (media-and-platform §4, §9): each mark waits hidden until its words
 * are on screen, then plays its animation (CSS, after the block's delay, 250 ms by default).
 * With reduced motion nothing is hidden or played: the marks stay drawn, as the server sent
 * them. `html[data-text-highlight]` tells the CSS that marks are being watched.
 */
export const HIGHLIGHT_PLAYING_CLASS = 'is-playing';

export function enhanceTextHighlights(root: ParentNode): () => void {
  const marks = [...root.querySelectorAll<HTMLElement>('[data-text-highlight]')];
  if (
    marks.length === 0 ||
    typeof IntersectionObserver !== 'function' ||
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
    return () => {};
  const html = document.documentElement;
  html.dataset.textHighlight = '';
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add(HIGHLIGHT_PLAYING_CLASS);
        observer.unobserve(entry.target);
      }
    },
    { threshold: 0.5 },
  );
  marks.forEach((mark) => observer.observe(mark));
  return () => {
    observer.disconnect();
    delete html.dataset.textHighlight;
    marks.forEach((mark) => mark.classList.remove(HIGHLIGHT_PLAYING_CLASS));
  };
}
