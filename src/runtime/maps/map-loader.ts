/**
 * Map blocks (media-and-platform §4 "Map", §9): Leaflet and its stylesheet are a chunk of their
 * own, fetched the first time a map box comes within MAP_PRELOAD_MARGIN of the viewport, so a
 * page whose map stays below the fold never pays for it. The library must arrive within
 * MAP_LOAD_TIMEOUT_MS (30 s): otherwise the box says so and the address card under it (always
 * rendered by the server) is what the visitor uses.
 */
import { MAP_LOAD_TIMEOUT_MS, MAP_PRELOAD_MARGIN } from '../../shared/maps/map-rules';
import { mapRuntimeMessages as text } from '../../shared/messages/en-US/runtime/map';
import type * as LeafletMapModule from './leaflet-map';

type MapModule = typeof LeafletMapModule;

let library: Promise<MapModule> | undefined;

/** The Leaflet chunk, once per page; rejects after the time-out (a later map may try again). */
function loadLibrary(timeoutMs: number): Promise<MapModule> {
  library ??= new Promise<MapModule>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('map library load timed out')), timeoutMs);
    import('./leaflet-map').then(
      (loaded) => {
        clearTimeout(timer);
        resolve(loaded);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
  library.catch(() => {
    library = undefined;
  });
  return library;
}

/** Tests may shorten the time-out with `data-map-load-timeout` on the block (never rendered by the server). */
function timeoutOf(box: HTMLElement): number {
  const given = Number(box.dataset.mapLoadTimeout);
  return Number.isFinite(given) && given > 0 ? given : MAP_LOAD_TIMEOUT_MS;
}

function start(box: HTMLElement, cleanups: Array<() => void>): void {
  const canvas = box.querySelector<HTMLElement>('[data-map-canvas]');
  const status = box.querySelector<HTMLElement>('[data-map-status]');
  if (!canvas) return;
  box.dataset.mapState = 'loading';
  loadLibrary(timeoutOf(box)).then(
    (module) => {
      if (box.dataset.mapState !== 'loading') return;
      cleanups.push(module.mountMap(box, canvas));
      box.dataset.mapState = 'ready';
    },
    () => {
      box.dataset.mapState = 'failed';
      canvas.hidden = true;
      if (status) status.textContent = text.timeout;
    },
  );
}

export function enhanceMaps(root: ParentNode): () => void {
  const boxes = [...root.querySelectorAll<HTMLElement>('[data-map]')];
  const cleanups: Array<() => void> = [];
  if (boxes.length === 0) return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        start(entry.target as HTMLElement, cleanups);
      }
    },
    { rootMargin: MAP_PRELOAD_MARGIN },
  );
  for (const box of boxes) observer.observe(box);
  return () => {
    observer.disconnect();
    for (const cleanup of cleanups.splice(0)) cleanup();
    for (const box of boxes) delete box.dataset.mapState;
  };
}
