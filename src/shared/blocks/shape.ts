import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { optionalText, posterSourceSchema } from './fields';

/** Spec visitor-runtime §9: shape height ratios (percent of the width) for image masks. */
export const SHAPE_HEIGHT_RATIOS = { square: 100, tall: 150, wide: 67 } as const;
export type ShapeRatio = keyof typeof SHAPE_HEIGHT_RATIOS;

export const SHAPES = [
  'rectangle',
  'rounded',
  'circle',
  'triangle',
  'diamond',
  'hexagon',
  'star',
  'arch',
] as const;

/** Fills come from the site's palette, so a shape follows the theme and no owner CSS reaches the page. */
export const SHAPE_FILLS = ['accent', 'text', 'muted', 'surface', 'border'] as const;

export const shapeSchema = z.object({
  shape: z._default(z.enum(SHAPES, { error: 'Choose one of the offered shapes' }), 'circle'),
  ratio: z._default(
    z.enum(['square', 'tall', 'wide'], { error: 'Choose square, tall or wide' }).check(
      z.meta({
        optionLabels: {
          square: 'Square (as tall as wide)',
          tall: 'Tall (1.5 × the width)',
          wide: 'Wide (two thirds of the width)',
        },
      }),
    ),
    'square',
  ),
  fill: z._default(
    z.enum(SHAPE_FILLS, { error: 'Choose a colour from the site’s palette' }).check(
      z.meta({
        label: 'Colour',
        optionLabels: {
          accent: 'Accent colour',
          text: 'Text colour',
          muted: 'Muted text colour',
          surface: 'Light surface',
          border: 'Border colour',
        },
      }),
    ),
    'accent',
  ),
  /** An image shown through the shape (the shape masks it); empty draws the fill. */
  image: posterSourceSchema.check(z.meta({ label: 'Image shown through the shape (optional)' })),
  alt: optionalText(300, 'Alt text must be 300 characters or fewer'),
});

export type ShapeData = z.output<typeof shapeSchema>;

export const shapeBlock = defineBlock({
  type: 'shape',
  label: 'Shape',
  schema: shapeSchema,
  defaults: { shape: 'circle', ratio: 'square', fill: 'accent', image: '', alt: '' },
});
