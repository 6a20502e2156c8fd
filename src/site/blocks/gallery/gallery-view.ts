import type { CSSProperties } from 'react';
import { ACTIVE_ALIGNMENTS, GALLERY, type GalleryConfig } from '../../../shared/media/gallery-config';
import { ratioValue, type GalleryData } from '../../../shared/blocks/gallery';

/** The settings the runtime reads (`data-gallery`), under the spec's names, with the design defaults of §9 filled in. */
export function galleryConfigOf(data: GalleryData): GalleryConfig {
  return {
    design: data.design,
    imageAspectRatio: ratioValue(data.imageAspectRatio),
    slidesPerRow: slidesPerRowOf(data),
    lightbox: data.lightbox,
    lightboxTheme: data.lightboxTheme,
    mixedContent: data.mixedContent,
    columnWidth: data.columnWidth,
    gutter: gutterOf(data),
    listImageSize: data.listImageSize,
    autoplay: data.autoplay,
    'autoplay-duration': data.autoplayDuration,
    'autoplay-order': data.autoplayOrder,
    'active-alignment': data.activeAlignment,
    'square-thumbs': data.squareThumbs,
    'auto-crop': data.autoCrop,
    thumbnails: data.thumbnails,
    'thumbnail-strip-height': data.thumbnailStripHeight,
    'thumbnail-strip-margin': data.thumbnailStripMargin,
    'thumbnails-per-row': data.thumbnailsPerRow,
    padding: paddingOf(data),
    vSize: data.vSize,
    'meta-position': data.metaPosition,
    loop: data.loop,
    transition: data.transition,
    'current-click': data.currentClick,
    history: data.history,
    'swipe-boundaries': data.loop ? 'none' : 'inertial',
    'swipe-snap-point': 'none',
  };
}

/** Slides in one row: the owner's number, else the design's (§9: grid 4, carousel 3). */
export function slidesPerRowOf(data: Pick<GalleryData, 'design' | 'slidesPerRow'>): number {
  if (data.slidesPerRow !== undefined) return data.slidesPerRow;
  if (data.design === 'grid') return GALLERY.grid.slidesPerRow;
  if (data.design === 'carousel') return GALLERY.carousel.slidesPerRow;
  return 1;
}

/** Space between slides: the owner's, else the design's (§9: autogrid/autocolumns 0, carousel 1). */
export function gutterOf(data: Pick<GalleryData, 'design' | 'gutter'>): number {
  if (data.gutter !== undefined) return data.gutter;
  if (data.design === 'carousel') return GALLERY.carousel.gutter;
  if (data.design === 'autogrid') return GALLERY.autogrid.gutter;
  if (data.design === 'autocolumns') return GALLERY.autocolumns.gutter;
  if (data.design === 'list') return GALLERY.autorows.gutter;
  return 0;
}

/** Padding between grid slides: the owner's, else §9's 20 for the grid. */
export function paddingOf(data: Pick<GalleryData, 'design' | 'padding'>): number {
  if (data.padding !== undefined) return data.padding;
  return data.design === 'grid' ? GALLERY.grid.padding : 0;
}

/** What share of the block's width one slide takes, for the images' `sizes`. */
export function slideShare(data: GalleryData): number {
  switch (data.design) {
    case 'grid':
    case 'carousel':
      return 1 / slidesPerRowOf(data);
    case 'list':
      return data.listImageSize / 100;
    default:
      return 1;
  }
}

/** The CSS custom properties the stylesheet (gallery.css) lays the design out with. */
export function galleryStyle(data: GalleryData): CSSProperties {
  const ratio = ratioValue(data.imageAspectRatio);
  const vars: Record<string, string | number> = {
    '--gallery-per-row': slidesPerRowOf(data),
    // The carousel's breakpoints (gallery.css) lower the count from this one.
    '--gallery-per-row-owner': slidesPerRowOf(data),
    '--gallery-gutter': `${gutterOf(data)}px`,
    '--gallery-padding': `${paddingOf(data)}px`,
    '--gallery-column-width': `${data.columnWidth}px`,
    '--gallery-list-image': `${data.listImageSize}%`,
    '--gallery-thumbs-per-row': data.thumbnailsPerRow,
    '--gallery-strip-height': `${data.thumbnailStripHeight}cqw`,
    '--gallery-strip-margin': `${data.thumbnailStripMargin}px`,
    '--gallery-fit': data.autoCrop ? 'cover' : 'contain',
    '--gallery-strip-align': { start: 'start', middle: 'center', end: 'end' }[
      ACTIVE_ALIGNMENTS[data.activeAlignment]
    ],
  };
  if (ratio !== null) vars['--gallery-ratio'] = String(Math.round(ratio * 10_000) / 10_000);
  if (data.vSize > 0) vars['--gallery-vsize'] = `${data.vSize}vh`;
  return vars as CSSProperties;
}
