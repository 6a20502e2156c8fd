/**
 * Design-token constants shared by the schema (src/shared/api/design.ts), the server's CSS and
 * the owners' design screen. No zod here, so the design screen's bundle stays small.
 */

export interface Palette {
  background: string;
  surface: string;
  text: string;
  muted: string;
  accent: string;
  onAccent: string;
  border: string;
}

/** Colour themes offered in the design panel; picking one replaces the palette, which can then be tuned. */
export const colourThemes = {
  roastery: {
    label: 'Roastery',
    palette: {
      background: '#faf8f4',
      surface: '#ffffff',
      text: '#1d1b18',
      muted: '#65605a',
      accent: '#9a4527',
      onAccent: '#ffffff',
      border: '#e4ded4',
    },
  },
  ocean: {
    label: 'Ocean',
    palette: {
      background: '#f4f8fb',
      surface: '#ffffff',
      text: '#0f2233',
      muted: '#4b6072',
      accent: '#0b6e99',
      onAccent: '#ffffff',
      border: '#d6e2ea',
    },
  },
  forest: {
    label: 'Forest',
    palette: {
      background: '#f5f7f2',
      surface: '#ffffff',
      text: '#1b261c',
      muted: '#56644f',
      accent: '#2f6b3a',
      onAccent: '#ffffff',
      border: '#dbe3d5',
    },
  },
  midnight: {
    label: 'Midnight',
    palette: {
      background: '#14161c',
      surface: '#1d2029',
      text: '#eef0f5',
      muted: '#a4a9b8',
      accent: '#f0b44c',
      onAccent: '#14161c',
      border: '#2e3240',
    },
  },
} as const satisfies Record<string, { label: string; palette: Palette }>;
export type ColourThemeId = keyof typeof colourThemes;
export const colourThemeIds = Object.keys(colourThemes) as [ColourThemeId, ...ColourThemeId[]];

/**
 * Fonts we serve ourselves (files from @fontsource packages, copied by the build); no request
 * ever goes to an outside font service. `system` uses the visitor's own fonts.
 */
export const fontCatalogue = {
  system: {
    label: 'System sans-serif',
    family: null,
    stack: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    weights: [],
  },
  'classic-serif': {
    label: 'Classic serif',
    family: null,
    stack: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
    weights: [],
  },
  inter: { label: 'Inter', family: 'Inter', stack: 'Inter, system-ui, sans-serif', weights: [400, 600] },
  lora: { label: 'Lora', family: 'Lora', stack: 'Lora, Georgia, serif', weights: [400, 700] },
  'playfair-display': {
    label: 'Playfair Display',
    family: 'Playfair Display',
    stack: '"Playfair Display", Georgia, serif',
    weights: [400, 700],
  },
  'space-grotesk': {
    label: 'Space Grotesk',
    family: 'Space Grotesk',
    stack: '"Space Grotesk", system-ui, sans-serif',
    weights: [400, 600],
  },
} as const satisfies Record<
  string,
  { label: string; family: string | null; stack: string; weights: number[] }
>;
export type FontId = keyof typeof fontCatalogue;
export const fontIds = Object.keys(fontCatalogue) as [FontId, ...FontId[]];

export const spacingScales = ['compact', 'comfortable', 'spacious'] as const;
export const animationStyles = ['none', 'fade', 'rise'] as const;
