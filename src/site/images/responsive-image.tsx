import type { CSSProperties } from 'react';
import { mediaSrcset } from '../../shared/media/image-url';
import { useImagePriority } from './image-priority';

/** The widest the page's content column gets (site.css: --max-width 72rem at 16 px). */
export const CONTENT_MAX_WIDTH_PX = 1152;
/** Below this width (site.css: 48em) layouts stack: every block is the full width of the screen. */
const STACKED_BELOW = '47.99em';

/**
 * The `sizes` of an image that takes `fraction` of the content column (a block spanning 6 of 12
 * columns takes 0.5), full width on phones. `zoom` widens it for a crop: an image cropped to a
 * ratio narrower than its own shows only part of its width, so it needs a wider source.
 */
export function columnSizes(fraction: number, zoom = 1): string {
  const share = Math.min(1, Math.max(0.05, fraction));
  const scale = Math.max(1, zoom);
  const vw = (value: number) => `${Math.round(value * 100 * 100) / 100}vw`;
  const wide = `min(${vw(share * scale)}, ${Math.round(CONTENT_MAX_WIDTH_PX * share * scale)}px)`;
  return `(max-width: ${STACKED_BELOW}) ${vw(scale)}, ${wide}`;
}

/**
 * How much wider than its box a cover-cropped image is drawn: 1 when the image is no wider
 * (relative to its height) than the box, else the ratio of the two shapes.
 */
export function coverZoom(
  intrinsic: { width?: number; height?: number },
  boxRatio: number | undefined,
): number {
  if (!boxRatio || !intrinsic.width || !intrinsic.height) return 1;
  return Math.max(1, intrinsic.width / intrinsic.height / boxRatio);
}

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  className?: string;
  /** The image's own size in pixels, when known: the browser reserves its space (no layout shift). */
  width?: number | undefined;
  height?: number | undefined;
  /** The `sizes` attribute; only used with a `srcset` (uploaded media). */
  sizes?: string;
  style?: CSSProperties;
  /**
   * Large enough to be the page's Largest Contentful Paint: the first such image of the page
   * loads at once with high priority; the others (and every small image) are lazy.
   */
  large?: boolean;
  /** Above the fold but small (a logo): loaded at once, at normal priority. */
  eager?: boolean;
  /** Extra attributes for the image loader runtime (`data-*`). */
  data?: Record<`data-${string}`, string>;
}

/**
 * Every image of a published page. Uploaded media (`/media/{id}/{name}`) get a `srcset` of the
 * width ladder; other addresses (images entered as URLs) are used as they are. Correct without
 * JavaScript: sizes, lazy loading and priority are all attributes.
 */
export function ResponsiveImage({
  src,
  alt,
  className,
  width,
  height,
  sizes,
  style,
  large = false,
  eager = false,
  data,
}: ResponsiveImageProps) {
  const priority = useImagePriority();
  const first = large && priority.claim();
  const srcSet = mediaSrcset(src, width);
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      {...(srcSet ? { srcSet, sizes: sizes ?? columnSizes(1) } : {})}
      {...(first ? { fetchPriority: 'high' as const } : eager ? {} : { loading: 'lazy' as const })}
      decoding={first ? undefined : 'async'}
      style={style}
      {...data}
    />
  );
}
