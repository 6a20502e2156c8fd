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

export function slideOf(item: HTMLElement): LightboxSlide {
  const image = item.querySelector('img');
  const caption = item.getAttribute(LIGHTBOX.caption) ?? '';
  const alt = image?.alt ?? '';
  if (item.getAttribute(SLIDE.type) === 'video') {
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
  const known = dimensionsOf(item);
  const size =
    known ??
    (image && image.naturalWidth > 0
      ? { width: image.naturalWidth, height: image.naturalHeight }
      : { width: UNKNOWN_WIDTH, height: Math.round(UNKNOWN_WIDTH * 0.75) });
  const href = item.getAttribute('href');
  const ladder = item.getAttribute(LIGHTBOX.srcset) ?? image?.getAttribute('srcset') ?? '';
  // The width ladder stops below the image's own width; the full file (the link) tops it.
  const topped = ladder && href && known && !new RegExp(`\\s${known.width}w(,|$)`).test(ladder);
  const srcset = topped ? `${ladder}, ${href} ${known.width}w` : ladder;
  return {
    type: 'image',
    src: href || image?.currentSrc || image?.src || '',
    ...(srcset ? { srcset } : {}),
    ...size,
    alt,
    caption,
  };
}
