import { adobeFontsOf } from '../../shared/api/adobe-fonts';
import { fontCatalogue, type DesignTokens, type FontId } from '../../shared/api/design';

/** Where the build copies the self-hosted font files (from @fontsource packages). */
export const fontFileUrl = (font: FontId, weight: number) =>
  `/assets/fonts/${font}-latin-${weight}-normal.woff2`;

const SPACING: Record<DesignTokens['spacing'], Record<string, string>> = {
  compact: {
    '--space-5': '1.125rem',
    '--space-6': '1.5rem',
    '--space-7': '2.25rem',
    '--space-8': 'clamp(2rem, 1.5rem + 2.5vw, 3.25rem)',
    '--space-9': 'clamp(2.5rem, 1.75rem + 3.5vw, 4.5rem)',
  },
  comfortable: {},
  spacious: {
    '--space-5': '2rem',
    '--space-6': '2.75rem',
    '--space-7': '4rem',
    '--space-8': 'clamp(4rem, 2.75rem + 5vw, 6.5rem)',
    '--space-9': 'clamp(5rem, 3rem + 8vw, 10rem)',
  },
};

function fontFaces(fonts: FontId[]): string {
  return [...new Set(fonts)]
    .flatMap((id) => {
      const font = fontCatalogue[id];
      if (font.family === null) return [];
      return font.weights.map(
        (weight) =>
          `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${fontFileUrl(id, weight)}) format("woff2")}`,
      );
    })
    .join('');
}

/** A role's font stack: the Adobe Fonts family first when the design has a kit, the chosen font after it. */
function stackOf(design: DesignTokens, role: 'heading' | 'body'): string {
  const stack = fontCatalogue[design.fonts[role]].stack;
  const adobe = adobeFontsOf(design.fonts);
  const family = role === 'heading' ? design.fonts.adobeHeading : design.fonts.adobeBody;
  return adobe && family && adobe.families.includes(family) ? `"${family}", ${stack}` : stack;
}

/**
 * The site's design tokens as CSS: @font-face rules for the fonts in use, custom properties
 * that override the stylesheet's defaults (site.css reads only these), and the entrance
 * animation, which respects a visitor's reduced-motion preference. Pure CSS: no JavaScript.
 */
export function designCss(design: DesignTokens): string {
  const { palette } = design;
  const properties: Record<string, string> = {
    '--color-background': palette.background,
    '--color-surface': palette.surface,
    '--color-surface-alt': `color-mix(in srgb, ${palette.surface} 70%, ${palette.border})`,
    '--color-text': palette.text,
    '--color-muted': palette.muted,
    '--color-accent': palette.accent,
    '--color-accent-hover': `color-mix(in srgb, ${palette.accent} 80%, ${palette.text})`,
    '--color-on-accent': palette.onAccent,
    '--color-border': palette.border,
    '--color-border-strong': `color-mix(in srgb, ${palette.border} 45%, ${palette.text})`,
    '--font-heading': stackOf(design, 'heading'),
    '--font-body': stackOf(design, 'body'),
    '--radius': `${design.radius}px`,
    '--duration': `${design.animation.durationMs}ms`,
    ...SPACING[design.spacing],
  };
  const root = `:root{${Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
  const from = design.animation.style === 'rise' ? 'opacity:0;transform:translateY(14px)' : 'opacity:0';
  const animation =
    design.animation.style === 'none' || design.animation.durationMs === 0
      ? ''
      : `@media (prefers-reduced-motion:no-preference){.sqs-layout__cell{animation:sb-enter var(--duration) ease-out both}@keyframes sb-enter{from{${from}}}}`;
  return fontFaces([design.fonts.heading, design.fonts.body]) + root + animation;
}
