/**
 * Reads a lightbox set from the server's markup (src/shared/media/lightbox-markup.ts) into the
 * slides the viewer shows: images with their srcset (the viewer sets `sizes` to the drawn width,
 * so the browser picks the right file), videos with their address and shape.
 */
import { LIGHTBOX, SLIDE } from '../../shared/media/lightbox-markup';
import { LIGHTBOX_DEFAULTS } from './rules';

export interface LightboxSlide {
  type: 'image' | 'video';
  src: string;
  srcset?: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
  /** Video: the provider address or uploaded file. */
  videoUrl?: string;
  /** Video: the site's cookie policy needs the visitor's consent before the provider loads. */
  consentRequired?: boolean;
}

/** Width a slide of unknown size is laid out at (its height follows from the shape). */
const UNKNOWN_WIDTH = 1600;

function dimensionsOf(element: Element): { width: number; height: number } | undefined {
  const match = /^(\d+)x(\d+)$/.exec(element.getAttribute(SLIDE.dimensions) ?? '');
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The set's items in document order, leaving out those of a set nested inside it. */
export function itemsOf(set: Element): HTMLElement[] {
  return [...set.querySelectorAll<HTMLElement>(`[${LIGHTBOX.item}]`)].filter(
    (item) => item.closest(`[${LIGHTBOX.set}]`) === set,
  );
}

function videoSlideOf(item: HTMLElement, alt: string, caption: string): LightboxSlide {
  const size = dimensionsOf(item);
  const aspect = size ? size.height / size.width : LIGHTBOX_DEFAULTS.fallbackVideoAspect;
  return {
    type: 'video',
    src: '',
    width: UNKNOWN_WIDTH,
    height: Math.round(UNKNOWN_WIDTH * aspect),
    alt,
    caption,
    videoUrl: item.getAttribute(LIGHTBOX.videoUrl) ?? item.getAttribute('href') ?? '',
    consentRequired: item.hasAttribute(LIGHTBOX.consentRequired),
  };
}

/** The srcset offered: the item's (or its image's) width ladder, topped by the full file when its width is known. */
function srcsetOf(item: HTMLElement, image: HTMLImageElement | null, width: number | undefined): string {
  const ladder = item.getAttribute(LIGHTBOX.srcset) ?? image?.getAttribute('srcset') ?? '';
  const href = item.getAttribute('href');
  // The width ladder stops below the image's own width; the full file (the link) tops it.
  if (!ladder || !href || !width || new RegExp(`\\s${width}w(,|$)`).test(ladder)) return ladder;
  return `${ladder}, ${href} ${width}w`;
}

export function slideOf(item: HTMLElement): LightboxSlide {
  const image = item.querySelector('img');
  const caption = item.getAttribute(LIGHTBOX.caption) ?? '';
  const alt = image?.alt ?? '';
  if (item.getAttribute(SLIDE.type) === 'video') return videoSlideOf(item, alt, caption);
  const known = dimensionsOf(item);
  const natural =
    image && image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null;
  const size = known ?? natural ?? { width: UNKNOWN_WIDTH, height: Math.round(UNKNOWN_WIDTH * 0.75) };
  const srcset = srcsetOf(item, image, known?.width);
  return {
    type: 'image',
    src: item.getAttribute('href') || image?.currentSrc || image?.src || '',
    ...(srcset ? { srcset } : {}),
    ...size,
    alt,
    caption,
  };
}
