/**
 * Whether a click on a lightbox item opens the lightbox (kept apart from rules.ts: the tiny
 * first-load feature needs only this, the rest belongs to the viewer chunk).
 * Modifier and middle clicks keep the link's own behaviour (new tab, new window, download).
 */
export function opensLightbox(event: {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
