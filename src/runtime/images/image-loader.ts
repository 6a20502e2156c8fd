/**
 * The image loader (media-and-platform §4 "Image"): loads each `img[data-image-loader]` at the
 * ladder width its box needs (image-config.ts), lazily within 200 px of the viewport when its load
 * mode is `viewport`, and again when its box grows past what it has. While a size loads the image
 * carries the `loading` class; an image already loading is skipped. The server's `src`/`srcset`
 * stay in place until then, so the page is right without JavaScript.
 */
import { sizedMediaUrl } from '../../shared/media/image-url';
import {
  chooseLadderWidth,
  imageLoaderMessages,
  imagePosition,
  LAZY_MARGIN_PX,
  needsReload,
  readImageConfig,
  type Screen,
} from './image-config';

export const LOADING_CLASS = 'loading';

export interface ImageLoaderDependencies {
  screen: () => Screen;
  logger?: Pick<Console, 'warn'>;
}

/** Loads one image at the size its box needs now. Returns the width chosen, or undefined when nothing happened. */
export function loadImage(
  element: Element,
  dependencies: ImageLoaderDependencies,
  options: { force?: boolean } = {},
): number | undefined {
  const logger = dependencies.logger ?? console;
  if (!(element instanceof HTMLImageElement)) {
    logger.warn(imageLoaderMessages.notAnImage);
    return undefined;
  }
  const config = readImageConfig(
    (name) => element.getAttribute(name),
    (message) => logger.warn(message),
  );
  if (config.source === '') {
    logger.warn(imageLoaderMessages.noSource);
    return undefined;
  }
  const parent = element.parentElement;
  if (!parent) {
    logger.warn(imageLoaderMessages.noParent);
    return undefined;
  }
  if (element.classList.contains(LOADING_CLASS)) return undefined;
  const box = parent.getBoundingClientRect();
  if (box.width <= 0) return undefined;
  const width = chooseLadderWidth(config, { width: box.width, height: box.height }, dependencies.screen());
  const current = Number(element.dataset.imageResolution) || undefined;
  if (!needsReload(current, width, options.force === true || config.forceImageUpdate)) return undefined;
  const url = sizedMediaUrl(config.source, width, config.sizeFormat);
  const position = imagePosition(config);
  element.classList.add(LOADING_CLASS);
  element.dataset.imageResolution = String(width);
  const done = () => element.classList.remove(LOADING_CLASS);
  if (config.useBgImage) {
    // The image paints the box's background; the <img> itself stays as the accessible content.
    const probe = new Image();
    probe.onload = () => {
      parent.style.backgroundImage = `url("${url}")`;
      parent.style.backgroundSize = config.cropMode === 'contain' ? 'contain' : 'cover';
      parent.style.backgroundPosition = position;
      parent.style.backgroundRepeat = 'no-repeat';
      done();
    };
    probe.onerror = done;
    probe.src = url;
    return width;
  }
  element.addEventListener('load', done, { once: true });
  element.addEventListener('error', done, { once: true });
  if (config.cropMode !== 'none') {
    element.style.objectFit = config.cropMode;
    element.style.objectPosition = position;
  }
  // The loader decides the size from now on: the browser's srcset choice would override `src`.
  element.removeAttribute('srcset');
  element.removeAttribute('sizes');
  element.src = url;
  return width;
}

/** Wires every loader image under `root`: load now, or near the viewport, and again when boxes grow. */
export function startImageLoader(root: ParentNode | null, dependencies: ImageLoaderDependencies): () => void {
  const logger = dependencies.logger ?? console;
  if (!root) {
    logger.warn(imageLoaderMessages.noRoot);
    return () => {};
  }
  const images = [...root.querySelectorAll<HTMLImageElement>('img[data-image-loader]')];
  if (images.length === 0) return () => {};
  const load = (image: Element) => loadImage(image, dependencies);

  const lazy =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries, observer) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer.unobserve(entry.target);
              load(entry.target);
            }
          },
          { rootMargin: `${LAZY_MARGIN_PX}px` },
        );
  const resize =
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver((entries) => {
          for (const entry of entries) {
            const image = entry.target.querySelector('img[data-image-loader][data-image-resolution]');
            if (image) load(image);
          }
        });

  for (const image of images) {
    const mode = image.getAttribute('data-load');
    if (mode === 'false') continue;
    if (mode === 'viewport' && lazy) lazy.observe(image);
    else load(image);
    if (image.parentElement) resize?.observe(image.parentElement);
  }
  return () => {
    lazy?.disconnect();
    resize?.disconnect();
  };
}
