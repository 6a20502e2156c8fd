/**
 * The image load queue (media-and-platform §9: concurrency 16 on desktop, 1 on mobile): the
 * images the runtime asks for ahead of the visitor — a slideshow's index window around the
 * current slide — start loading (their native `loading="lazy"` turned to eager) at most
 * `concurrency` at a time; the next starts when one loads or fails. Images on screen are not
 * queued: the browser's native lazy loading fetches them (200 px margin, §4 "Image").
 */
export type Loadable = Pick<HTMLImageElement, 'complete' | 'loading' | 'addEventListener'>;

export interface LoadQueue {
  /** Queues an image (once); it starts when fewer than `concurrency` queued images are loading. */
  add(image: Loadable): void;
  /** How many queued images are loading now (for tests and the debug console). */
  readonly active: number;
}

export function createLoadQueue(concurrency: number): LoadQueue {
  const limit = Math.max(1, Math.floor(concurrency));
  const waiting: Loadable[] = [];
  const queued = new WeakSet<Loadable>();
  let active = 0;

  const pump = () => {
    while (active < limit && waiting.length > 0) {
      const image = waiting.shift()!;
      // Already there (on screen, or loaded earlier): nothing to wait for.
      if (image.complete) continue;
      active++;
      let settled = false;
      const done = () => {
        if (settled) return;
        settled = true;
        active--;
        pump();
      };
      image.addEventListener('load', done, { once: true });
      image.addEventListener('error', done, { once: true });
      image.loading = 'eager';
    }
  };

  return {
    add(image) {
      if (queued.has(image)) return;
      queued.add(image);
      waiting.push(image);
      pump();
    },
    get active() {
      return active;
    },
  };
}
