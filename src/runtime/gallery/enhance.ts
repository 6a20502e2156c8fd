/**
 * Finds the page's galleries and starts each on its own: data that fails to decode or check is
 * logged with the spec's message (§8) and that gallery is left as server HTML, while the others
 * start. Click-throughs in the editor's preview frame are reported to the editor as a
 * `bypassGalleryClickThrough` event carrying the url instead of navigating (§4).
 */
import { GALLERY_DATA_ATTRIBUTE } from '../../shared/media/gallery-config';
import { LIGHTBOX, SLIDE } from '../../shared/media/lightbox-markup';
import { galleryRuntimeMessages as text } from '../../shared/messages/en-US/runtime/gallery';
import { startPagedGallery, type GalleryEnvironment } from './controller';
import { decodeGalleryConfig } from './decode';
import { itemIdSlideOf, selectItemIdSlide } from './deep-link';
import { createLoadQueue } from './load-queue';
import { holdMetaOverlays } from './meta-overlay';
import { loadConcurrency } from './rules';
import { bindVideoSlides } from './video-slides';

const PAGED = new Set(['slideshow', 'slider', 'carousel']);
export const BYPASS_CLICK_THROUGH = 'bypassGalleryClickThrough';

export function enhanceGalleries(
  document: Document,
  env: GalleryEnvironment,
  logger: Pick<Console, 'error'> = console,
): () => void {
  const cleanups: Array<() => void> = [];
  // One queue for the page's galleries: the images they ask for ahead load 16 at a time (1 on mobile).
  const loadQueue = createLoadQueue(loadConcurrency(env.view.innerWidth));
  let itemIdTaken = false;
  for (const root of document.querySelectorAll<HTMLElement>(`[${GALLERY_DATA_ATTRIBUTE}]`)) {
    const decoded = decodeGalleryConfig(root.getAttribute(GALLERY_DATA_ATTRIBUTE));
    if (!decoded.ok) {
      logger.error(decoded.message);
      root.dataset.galleryState = 'error';
      continue;
    }
    try {
      for (const slide of root.querySelectorAll<HTMLElement>('.sqs-gallery__slide')) {
        if (!slide.querySelector('img')) logger.error(text.loaderMissing);
        if (slide.getAttribute(SLIDE.type) === 'video' && !slide.querySelector('a'))
          logger.error(text.videoLoaderMissing);
      }
      const videos = decoded.config.lightbox ? undefined : bindVideoSlides(root);
      if (videos) cleanups.push(videos.cleanup);
      // A slide url (its title as a slug) may name slides of several galleries on one page: only
      // the first gallery that has it scrolls to and focuses it.
      const named = itemIdSlideOf(root, decoded.config, env.view, env.inEditorFrame);
      if (PAGED.has(decoded.config.design))
        cleanups.push(startPagedGallery(root, decoded.config, { ...env, loadQueue }, videos));
      else if (named && !itemIdTaken) selectItemIdSlide(named);
      if (named) itemIdTaken = true;
      cleanups.push(holdMetaOverlays(root, env.view));
      root.dataset.galleryState = 'ready';
    } catch (error) {
      logger.error(text.evaluateError, error);
      root.dataset.galleryState = 'error';
    }
  }
  if (env.inEditorFrame) {
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('.sqs-gallery__link');
      const slide = link?.closest<HTMLElement>(`[${SLIDE.clickThroughUrl}]`);
      if (!link || !slide || link.hasAttribute(LIGHTBOX.item)) return;
      event.preventDefault();
      const url = slide.getAttribute(SLIDE.clickThroughUrl)!;
      env.view.dispatchEvent(new CustomEvent(BYPASS_CLICK_THROUGH, { detail: { url } }));
      env.view.parent.postMessage({ type: BYPASS_CLICK_THROUGH, url }, env.view.location.origin);
    };
    document.addEventListener('click', click);
    cleanups.push(() => document.removeEventListener('click', click));
  }
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
