import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { blockHrefSchema, flag, imageSourceSchema, optionalText } from './fields';
import {
  ACTIVE_ALIGNMENTS,
  CURRENT_CLICK,
  GALLERY,
  GALLERY_DESIGNS,
  GALLERY_TOO_MANY_ITEMS,
  GALLERY_TRANSITIONS,
  MAX_GALLERY_ITEMS,
  META_POSITIONS,
} from '../media/gallery-config';
import { INVALID_VIDEO_EMBED, isMediaVideo, parseVideoEmbed, playerOrigins } from '../media/video-embed';
import type { CspSources } from './csp-sources';

const focal = z._default(
  z
    .number({ error: 'Focal points run from 0 to 1' })
    .check(z.gte(0, 'Focal points run from 0 to 1'), z.lte(1, 'Focal points run from 0 to 1')),
  0.5,
);
const PIXELS = 'Sizes are whole numbers of pixels from 1 to 20,000';
const pixelSize = z.optional(z.int({ error: PIXELS }).check(z.gte(1, PIXELS), z.lte(20_000, PIXELS)));
const SLIDE_ID = 'Slide ids are letters, digits and dashes (at most 64)';

/** A whole number from `min` to `max` with its message, and a default. */
const wholeNumber = (min: number, max: number, fallback: number, unit = '') => {
  const message = `Enter a whole number from ${min} to ${max}${unit}`;
  return z._default(z.int({ error: message }).check(z.gte(min, message), z.lte(max, message)), fallback);
};

/**
 * One slide: an image from the media library (or a web address), or a video (an uploaded file or
 * a provider address) shown by its `src` image until played. `id` is the slide's stable address
 * (`?itemId=`), given by the editor when the item is added.
 */
export const galleryItemSchema = z.object({
  id: z._default(z.string({ error: SLIDE_ID }).check(z.regex(/^[A-Za-z0-9-]{0,64}$/, SLIDE_ID)), ''),
  type: z._default(z.enum(['image', 'video'], { error: 'Choose image or video' }), 'image'),
  src: imageSourceSchema,
  /** For a video slide: an uploaded video file or a YouTube, Vimeo, Wistia or Animoto address. */
  videoUrl: z._default(
    z.string({ error: INVALID_VIDEO_EMBED }).check(
      z.trim(),
      z.maxLength(2048, INVALID_VIDEO_EMBED),
      z.refine(
        (value) => value === '' || isMediaVideo(value) || parseVideoEmbed(value).ok,
        INVALID_VIDEO_EMBED,
      ),
    ),
    '',
  ),
  alt: optionalText(300, 'Alt text must be 300 characters or fewer'),
  title: optionalText(200, 'Titles must be 200 characters or fewer'),
  caption: optionalText(500, 'Captions must be 500 characters or fewer'),
  href: blockHrefSchema,
  newWindow: flag(false),
  width: pixelSize,
  height: pixelSize,
  focalPoint: z._default(z.object({ x: focal, y: focal }), { x: 0.5, y: 0.5 }),
});
export type GalleryItem = z.output<typeof galleryItemSchema>;

/** "Auto" keeps each image's own shape (§3: Auto means none); the others crop to width:height. */
export const GALLERY_ASPECT_RATIOS = ['auto', '1:1', '4:3', '3:2', '16:9', '2:1', '3:4', '2:3'] as const;
export const ratioValue = (ratio: (typeof GALLERY_ASPECT_RATIOS)[number]): number | null => {
  if (ratio === 'auto') return null;
  const [width, height] = ratio.split(':').map(Number);
  return width! / height!;
};

const COLUMN_WIDTH = 'Column width must be a positive number of pixels';

export const gallerySchema = z.object({
  design: z._default(
    z.enum(GALLERY_DESIGNS, {
      error: 'Choose stacked, slider, slideshow, grid, autogrid, autocolumns, carousel or list',
    }),
    'grid',
  ),
  items: z._default(
    z
      .array(galleryItemSchema, { error: 'Add images or videos' })
      .check(z.maxLength(MAX_GALLERY_ITEMS, GALLERY_TOO_MANY_ITEMS), z.meta({ picker: 'gallery-items' })),
    [],
  ),
  imageAspectRatio: z._default(
    z.enum(GALLERY_ASPECT_RATIOS, { error: 'Choose Auto or one of the offered aspect ratios' }),
    'auto',
  ),
  /** Empty: the design's own (grid 4, carousel 3, §9). */
  slidesPerRow: z.optional(
    z.int({ error: 'Enter 1 to 10' }).check(z.gte(1, 'Enter 1 to 10'), z.lte(10, 'Enter 1 to 10')),
  ),
  lightbox: flag(false),
  lightboxTheme: z._default(z.enum(['dark', 'light'], { error: 'Choose dark or light' }), 'dark'),
  mixedContent: flag(false),
  /** §5: a positive number; a string (from an older editor or an import) is parsed. */
  columnWidth: z._default(
    z.coerce.number({ error: COLUMN_WIDTH }).check(z.gt(0, COLUMN_WIDTH), z.lte(2000, COLUMN_WIDTH)),
    GALLERY.autocolumns.columnWidth,
  ),
  /** Space between slides in pixels; empty: the design's own (autogrid 0, carousel 1, §9). */
  gutter: z.optional(
    z.int({ error: 'Enter 0 to 100' }).check(z.gte(0, 'Enter 0 to 100'), z.lte(100, 'Enter 0 to 100')),
  ),
  listImageSize: wholeNumber(10, 90, 50, ' (percent of the width)'),
  autoplay: flag(false),
  autoplayDuration: wholeNumber(1, 60, GALLERY.autoplayTimeoutMs / 1000, ' seconds'),
  autoplayOrder: z._default(
    z.enum(['sequential', 'random'], { error: 'Choose sequential or random' }),
    'sequential',
  ),
  activeAlignment: z._default(
    z.enum(Object.keys(ACTIVE_ALIGNMENTS) as ['left', 'center', 'right'], {
      error: 'Choose left, center or right',
    }),
    'center',
  ),
  squareThumbs: flag(false),
  autoCrop: flag(true),
  thumbnails: flag(false),
  thumbnailStripHeight: wholeNumber(5, 40, GALLERY.strip.vSize, ' (percent of the width)'),
  thumbnailStripMargin: wholeNumber(0, 100, 10, ' pixels'),
  thumbnailsPerRow: wholeNumber(2, 12, 6),
  /** Space around grid slides in pixels; empty: the design's own (grid 20, §9). */
  padding: z.optional(
    z.int({ error: 'Enter 0 to 100' }).check(z.gte(0, 'Enter 0 to 100'), z.lte(100, 'Enter 0 to 100')),
  ),
  /** Slideshow and slider height as a percentage of the screen height; 0 keeps the aspect ratio. */
  vSize: wholeNumber(0, 100, 0, ' (percent of the screen height)'),
  metaPosition: z._default(z.enum(META_POSITIONS, { error: 'Choose where captions sit' }), 'bottom'),
  loop: flag(true),
  transition: z._default(
    z.enum(GALLERY_TRANSITIONS, { error: 'Choose fade, ken-burns, scroll or swipe' }),
    'fade',
  ),
  currentClick: z._default(z.enum(CURRENT_CLICK, { error: 'Choose next, previous or none' }), 'next'),
  /** Put the shown slide in the address (`?itemId=`), so a shared link opens it. */
  history: flag(false),
});

export type GalleryData = z.output<typeof gallerySchema>;

/**
 * The provider frames a gallery's video slides may load (privacy-enhanced hosts, as the lightbox
 * and the in-place player use): none for a gallery without provider videos.
 */
export function galleryCspSources(data: Partial<GalleryData>): CspSources {
  if (!Array.isArray(data.items)) return {};
  const origins = new Set<string>();
  for (const item of data.items as Array<Partial<GalleryItem>>) {
    if (item?.type !== 'video' || typeof item.videoUrl !== 'string') continue;
    const parsed = parseVideoEmbed(item.videoUrl);
    if (parsed.ok) for (const origin of playerOrigins(parsed.embed.provider, true)) origins.add(origin);
  }
  return origins.size > 0 ? { 'frame-src': [...origins] } : {};
}

export const galleryBlock = defineBlock({
  type: 'gallery',
  label: 'Gallery',
  schema: gallerySchema,
  defaults: {
    design: 'grid',
    items: [],
    imageAspectRatio: 'auto',
    lightbox: false,
    lightboxTheme: 'dark',
    mixedContent: false,
    columnWidth: GALLERY.autocolumns.columnWidth,
    listImageSize: 50,
    autoplay: false,
    autoplayDuration: 5,
    autoplayOrder: 'sequential',
    activeAlignment: 'center',
    squareThumbs: false,
    autoCrop: true,
    thumbnails: false,
    thumbnailStripHeight: GALLERY.strip.vSize,
    thumbnailStripMargin: 10,
    thumbnailsPerRow: 6,
    vSize: 0,
    metaPosition: 'bottom',
    loop: true,
    transition: 'fade',
    currentClick: 'next',
    history: false,
  },
  // Every gallery has behaviours (keyboard, lazy windows, autoplay); one with lightbox on also
  // loads the lightbox feature, which binds its slides' clicks (src/shared/media/lightbox-markup.ts).
  runtimeFeature: (data) =>
    Array.isArray(data.items) && data.items.length > 0
      ? data.lightbox === true
        ? ['gallery', 'lightbox']
        : 'gallery'
      : undefined,
  cspSources: galleryCspSources,
});
