import { z } from 'zod';
import { animationStyles, colourThemeIds, colourThemes, fontIds, spacingScales } from '../design/tokens';
import { adobeFontsFields, requireKitForAdobeFonts } from './adobe-fonts';

/**
 * Design tokens of a site (spec media-and-platform: design tokens; site aesthetics paths
 * colors.palette, colors.themes, fonts.themes). Stored per site, applied to published pages
 * as CSS custom properties. Owners edit a draft; Publish makes it live.
 */

const hexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1d1b18');

export const paletteSchema = z.object({
  background: hexColour,
  surface: hexColour,
  text: hexColour,
  muted: hexColour,
  accent: hexColour,
  onAccent: hexColour,
  border: hexColour,
});
export type { Palette } from '../design/tokens';

export {
  animationStyles,
  colourThemeIds,
  colourThemes,
  fontCatalogue,
  fontIds,
  spacingScales,
} from '../design/tokens';
export type { ColourThemeId, FontId } from '../design/tokens';

export const designTokensSchema = z.object({
  themeId: z
    .enum([...colourThemeIds, 'custom'], { error: 'Choose one of the colour themes' })
    .default('roastery'),
  palette: paletteSchema.default(colourThemes.roastery.palette),
  fonts: z
    .object({
      heading: z.enum(fontIds, { error: 'Choose one of the listed fonts' }).default('classic-serif'),
      body: z.enum(fontIds, { error: 'Choose one of the listed fonts' }).default('system'),
      ...adobeFontsFields,
    })
    .superRefine(requireKitForAdobeFonts)
    .default({ heading: 'classic-serif', body: 'system' }),
  spacing: z.enum(spacingScales, { error: 'Choose compact, comfortable or spacious' }).default('comfortable'),
  /** Corner radius in pixels: the spec's radii 0, 4, 8. */
  radius: z
    .union([z.literal(0), z.literal(4), z.literal(8)], { error: 'Corners are 0, 4 or 8 pixels' })
    .default(4),
  animation: z
    .object({
      style: z.enum(animationStyles, { error: 'Choose none, fade or rise' }).default('none'),
      /** The spec's durations run from 0 to 600 ms. */
      durationMs: z
        .number({ error: 'Enter a duration in milliseconds' })
        .int('Enter whole milliseconds')
        .min(0, 'Durations run from 0 to 600 ms')
        .max(600, 'Durations run from 0 to 600 ms')
        .default(300),
    })
    .default({ style: 'none', durationMs: 300 }),
});
export type DesignTokens = z.infer<typeof designTokensSchema>;

export const defaultDesign = (): DesignTokens => designTokensSchema.parse({});

export type { DesignResponse } from './owners-answers';
