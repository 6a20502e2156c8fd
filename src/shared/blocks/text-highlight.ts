import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { alignmentSchema } from './fields';

/** Highlight shapes (media-and-platform §4). */
export const HIGHLIGHT_SHAPES = [
  'circle',
  'cross',
  'enclose',
  'jagged',
  'marker',
  'scribble',
  'strike',
  'strikeDiagonal',
  'underline',
  'underlineCurve',
  'underlineDouble',
  'wave',
] as const;
export type HighlightShape = (typeof HIGHLIGHT_SHAPES)[number];

/** Colours from the site's palette, plus a few marker inks: never owner CSS on the page. */
export const HIGHLIGHT_COLORS = ['accent', 'text', 'muted', 'yellow', 'pink', 'green', 'blue'] as const;

/**
 * The spec's defaults (media-and-platform §4: shape wave, animation draw, duration 0.75 s; §9: the
 * animation starts after 250 ms). The rest of the highlight state (§3) is ours.
 */
export const HIGHLIGHT_DEFAULTS = {
  shape: 'wave',
  color: 'accent',
  thickness: 4,
  linecap: 'round',
  blend: 'normal',
  opacity: 1,
  animation: 'draw',
  direction: 'right',
  duration: 0.75,
  delay: 250,
} as const;

const HIGHLIGHT_HINT = 'The highlighted words must appear in the text';

/**
 * Text highlight: a line of text with some of its words marked by a drawn shape (the Text
 * highlight state of media-and-platform §3: shape, color, thickness, linecap, blend, opacity,
 * animation, direction, duration, font size). The mark is server SVG, drawn without JavaScript;
 * the `text-highlight` feature plays its entrance once it is on screen (none with reduced motion).
 */
export const textHighlightSchema = z
  .object({
    text: z
      .string({ error: 'Enter the text' })
      .check(
        z.trim(),
        z.minLength(1, 'Enter the text'),
        z.maxLength(300, 'The text must be 300 characters or fewer'),
      ),
    highlight: z
      .string({ error: HIGHLIGHT_HINT })
      .check(
        z.trim(),
        z.minLength(1, 'Enter the words to highlight'),
        z.maxLength(100, 'The highlighted words must be 100 characters or fewer'),
        z.meta({ label: 'Words to highlight (as they appear in the text)' }),
      ),
    tag: z._default(
      z
        .enum(['h1', 'h2', 'h3', 'p'], { error: 'Choose heading 1, 2 or 3, or paragraph' })
        .check(
          z.meta({ optionLabels: { h1: 'Heading 1', h2: 'Heading 2', h3: 'Heading 3', p: 'Paragraph' } }),
        ),
      'h2',
    ),
    shape: z._default(
      z.enum(HIGHLIGHT_SHAPES, { error: 'Choose one of the offered shapes' }),
      HIGHLIGHT_DEFAULTS.shape,
    ),
    color: z._default(
      z.enum(HIGHLIGHT_COLORS, { error: 'Choose one of the offered colours' }).check(
        z.meta({
          label: 'Colour',
          optionLabels: { accent: 'Accent colour', text: 'Text colour', muted: 'Muted text colour' },
        }),
      ),
      HIGHLIGHT_DEFAULTS.color,
    ),
    thickness: z._default(
      z
        .number({ error: 'Choose a thickness from 1 to 20 pixels' })
        .check(
          z.int({ error: 'Choose a thickness from 1 to 20 pixels' }),
          z.gte(1, 'Choose a thickness from 1 to 20 pixels'),
          z.lte(20, 'Choose a thickness from 1 to 20 pixels'),
          z.meta({ label: 'Thickness (pixels)' }),
        ),
      HIGHLIGHT_DEFAULTS.thickness,
    ),
    linecap: z._default(
      z
        .enum(['round', 'butt', 'square'], { error: 'Choose round, flat or square ends' })
        .check(
          z.meta({ label: 'Line ends', optionLabels: { round: 'Round', butt: 'Flat', square: 'Square' } }),
        ),
      HIGHLIGHT_DEFAULTS.linecap,
    ),
    blend: z._default(
      z
        .enum(['normal', 'multiply', 'screen', 'overlay', 'darken', 'lighten'], {
          error: 'Choose one of the offered blend modes',
        })
        .check(z.meta({ label: 'Blend with the text' })),
      HIGHLIGHT_DEFAULTS.blend,
    ),
    opacity: z._default(
      z
        .number({ error: 'Choose an opacity from 0.1 to 1' })
        .check(z.gte(0.1, 'Choose an opacity from 0.1 to 1'), z.lte(1, 'Choose an opacity from 0.1 to 1')),
      HIGHLIGHT_DEFAULTS.opacity,
    ),
    animation: z._default(
      z
        .enum(['draw', 'fade', 'fadeScale'], { error: 'Choose draw, fade or fade and scale' })
        .check(z.meta({ optionLabels: { draw: 'Draw', fade: 'Fade in', fadeScale: 'Fade in and grow' } })),
      HIGHLIGHT_DEFAULTS.animation,
    ),
    direction: z._default(
      z.enum(['left', 'right'], { error: 'Choose left or right' }).check(
        z.meta({
          label: 'Drawing direction',
          optionLabels: { right: 'Left to right', left: 'Right to left' },
        }),
      ),
      HIGHLIGHT_DEFAULTS.direction,
    ),
    duration: z._default(
      z
        .number({ error: 'Choose a duration from 0.1 to 5 seconds' })
        .check(
          z.gte(0.1, 'Choose a duration from 0.1 to 5 seconds'),
          z.lte(5, 'Choose a duration from 0.1 to 5 seconds'),
          z.meta({ label: 'Duration (seconds)' }),
        ),
      HIGHLIGHT_DEFAULTS.duration,
    ),
    delay: z._default(
      z
        .number({ error: 'Choose a delay from 0 to 5000 milliseconds' })
        .check(
          z.int({ error: 'Choose a delay from 0 to 5000 milliseconds' }),
          z.gte(0, 'Choose a delay from 0 to 5000 milliseconds'),
          z.lte(5000, 'Choose a delay from 0 to 5000 milliseconds'),
          z.meta({ label: 'Delay before it starts (milliseconds)' }),
        ),
      HIGHLIGHT_DEFAULTS.delay,
    ),
    /** Pixels; absent keeps the size of the kind of text. */
    fontSize: z.optional(
      z
        .number({ error: 'Choose a font size from 11 to 200 pixels' })
        .check(
          z.int({ error: 'Choose a font size from 11 to 200 pixels' }),
          z.gte(11, 'Choose a font size from 11 to 200 pixels'),
          z.lte(200, 'Choose a font size from 11 to 200 pixels'),
          z.meta({ label: 'Font size (pixels; empty keeps the theme’s)' }),
        ),
    ),
    alignment: z._default(alignmentSchema, 'left'),
  })
  .check(
    z.refine((data) => data.text.includes(data.highlight), { error: HIGHLIGHT_HINT, path: ['highlight'] }),
  );

export type TextHighlightData = z.output<typeof textHighlightSchema>;

export const textHighlightBlock = defineBlock({
  type: 'text-highlight',
  label: 'Text highlight',
  schema: textHighlightSchema,
  defaults: {
    text: 'Coffee roasted this week',
    highlight: 'this week',
    tag: 'h2',
    ...HIGHLIGHT_DEFAULTS,
    alignment: 'left',
  },
  runtimeFeature: 'text-highlight',
});
