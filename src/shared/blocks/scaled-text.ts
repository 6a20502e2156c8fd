import * as z from 'zod/mini';
import { SCALED_TEXT_MIN_FONT_PX } from './behaviour';
import { defineBlock } from './definition';
import { alignmentSchema } from './fields';

/**
 * Scaled text: a short line that grows or shrinks to fill its box's width (media-and-platform §9
 * "Text shrink": minimum 11 px, refit 100 ms after a resize). Server CSS sizes it by the box's
 * width already (container query units), so the page reads well before and without JavaScript;
 * the `scaled-text` feature then fits it exactly to the font.
 */
export const scaledTextSchema = z.object({
  text: z
    .string({ error: 'Enter the text' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter the text'),
      z.maxLength(200, 'Scaled text must be 200 characters or fewer'),
    ),
  /** How the text counts in the page's outline. */
  tag: z._default(
    z
      .enum(['h1', 'h2', 'h3', 'p'], { error: 'Choose heading 1, 2 or 3, or paragraph' })
      .check(z.meta({ optionLabels: { h1: 'Heading 1', h2: 'Heading 2', h3: 'Heading 3', p: 'Paragraph' } })),
    'h2',
  ),
  /** The largest size in pixels it may grow to. */
  maxFontSize: z._default(
    z
      .number({ error: 'Enter a size in pixels' })
      .check(
        z.int({ error: 'Enter a whole number of pixels' }),
        z.gte(SCALED_TEXT_MIN_FONT_PX, `The largest size must be at least ${SCALED_TEXT_MIN_FONT_PX} pixels`),
        z.lte(400, 'The largest size must be 400 pixels or less'),
      ),
    160,
  ),
  alignment: z._default(alignmentSchema, 'center'),
});

export type ScaledTextData = z.output<typeof scaledTextSchema>;

export const scaledTextBlock = defineBlock({
  type: 'scaled-text',
  label: 'Scaled text',
  schema: scaledTextSchema,
  defaults: { text: 'Roasted on Tuesdays', tag: 'h2', maxFontSize: 160, alignment: 'center' },
  runtimeFeature: 'scaled-text',
});
