import { z } from 'zod';
import { aspectRatioSchema, blockHrefSchema, imageSourceSchema } from '../shared/fields';

/** A focal point coordinate: 0 is the left (or top) edge, 1 the right (or bottom). Default centre (spec: Image config). */
const focalCoordinate = z
  .number()
  .min(0, 'Focal points run from 0 to 1')
  .max(1, 'Focal points run from 0 to 1')
  .default(0.5);
const pixelSize = z.number().int().min(1).max(20_000).optional();

export const imageSchema = z.object({
  /** Empty while the owner has not chosen an image yet; such a block renders nothing. */
  src: imageSourceSchema,
  alt: z.string().trim().max(300, 'Alt text must be 300 characters or fewer').default(''),
  caption: z.string().trim().max(500, 'Captions must be 500 characters or fewer').default(''),
  href: blockHrefSchema,
  newWindow: z.boolean().default(false),
  /** Intrinsic size, so the browser reserves space before the image loads. */
  width: pixelSize,
  height: pixelSize,
  aspectRatio: aspectRatioSchema.default('original'),
  focalPoint: z.object({ x: focalCoordinate, y: focalCoordinate }).default({ x: 0.5, y: 0.5 }),
});

export type ImageData = z.infer<typeof imageSchema>;

export const imageDefaults: ImageData = {
  src: '',
  alt: '',
  caption: '',
  href: '',
  newWindow: false,
  aspectRatio: 'original',
  focalPoint: { x: 0.5, y: 0.5 },
};
