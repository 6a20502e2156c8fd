import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { isMediaUrl } from '../media/image-url';
import { LIGHTBOX_THEMES } from '../media/lightbox-markup';
import { IMAGE_DESIGN_LABELS, IMAGE_DESIGNS } from './image-designs';
import { aspectRatioSchema, blockHrefSchema, flag, imageSourceSchema, optionalText } from './fields';

/** A focal point coordinate: 0 is the left (or top) edge, 1 the right (or bottom). Default centre (spec: Image config). */
const focalCoordinate = z._default(
  z
    .number({ error: 'Focal points run from 0 to 1' })
    .check(z.gte(0, 'Focal points run from 0 to 1'), z.lte(1, 'Focal points run from 0 to 1')),
  0.5,
);
const PIXELS = 'Sizes are whole numbers of pixels from 1 to 20,000';
const pixelSize = z.optional(z.int({ error: PIXELS }).check(z.gte(1, PIXELS), z.lte(20_000, PIXELS)));

export const imageSchema = z.object({
  /** Empty while the owner has not chosen an image yet; such a block renders nothing. */
  src: imageSourceSchema,
  alt: optionalText(300, 'Alt text must be 300 characters or fewer'),
  caption: optionalText(500, 'Captions must be 500 characters or fewer'),
  href: blockHrefSchema,
  newWindow: flag(false),
  /** Intrinsic size, so the browser reserves space before the image loads. */
  width: pixelSize,
  height: pixelSize,
  aspectRatio: z._default(aspectRatioSchema, 'original'),
  focalPoint: z._default(z.object({ x: focalCoordinate, y: focalCoordinate }), { x: 0.5, y: 0.5 }),
  /**
   * Fill the height of the block's row (beside a taller block), cropped around the focal point.
   * The box's shape is known only in the browser, so an uploaded image there is sized by the
   * image loader runtime; without JavaScript it still shows, from its srcset.
   */
  fill: flag(false),
  /** Clicking the image opens it in a lightbox (media-and-platform §3 "Lightbox"); it wins over `href`. */
  lightbox: flag(false),
  lightboxTheme: z._default(z.enum(LIGHTBOX_THEMES, { error: 'Choose dark or light' }), 'dark'),
  /**
   * Layout (block variants 1012–1017, `image-designs.ts`): the image alone, or with a title, the
   * caption as its text and a button to `href`, in one of six arrangements.
   */
  design: z._default(
    z
      .enum(IMAGE_DESIGNS, { error: 'Choose one of the offered layouts' })
      .check(z.meta({ label: 'Layout', optionLabels: IMAGE_DESIGN_LABELS })),
    'plain',
  ),
  title: optionalText(200, 'Titles must be 200 characters or fewer').check(
    z.meta({ label: 'Title (layouts other than image only)' }),
  ),
  buttonText: optionalText(60, 'Button text must be 60 characters or fewer').check(
    z.meta({ label: 'Button text (links to the link above; empty: no button)' }),
  ),
});

export type ImageData = z.output<typeof imageSchema>;

export const imageBlock = defineBlock({
  type: 'image',
  label: 'Image',
  schema: imageSchema,
  defaults: {
    src: '',
    alt: '',
    caption: '',
    href: '',
    newWindow: false,
    aspectRatio: 'original',
    focalPoint: { x: 0.5, y: 0.5 },
    fill: false,
    lightbox: false,
    lightboxTheme: 'dark',
    design: 'plain',
    title: '',
    buttonText: '',
  },
  // A plain image needs no JavaScript (srcset and sizes): an uploaded one filling a box whose
  // shape the server cannot know loads the image loader, and one that opens in a lightbox the
  // (small) lightbox feature, whose viewer loads on the first click.
  runtimeFeature: (data) => {
    const features: string[] = [];
    if (data.fill === true && typeof data.src === 'string' && isMediaUrl(data.src))
      features.push('image-loader');
    if (data.lightbox === true && typeof data.src === 'string' && data.src !== '') features.push('lightbox');
    return features;
  },
});
