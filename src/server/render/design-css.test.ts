import { describe, expect, it } from 'vitest';
import { defaultDesign, designTokensSchema } from '../../shared/api/design';
import { designCss } from './design-css';

describe('design tokens as CSS', () => {
  it('turns the palette, fonts, corners and spacing into custom properties', () => {
    const css = designCss(
      designTokensSchema.parse({
        themeId: 'custom',
        palette: { ...defaultDesign().palette, accent: '#123456' },
        fonts: { heading: 'lora', body: 'space-grotesk' },
        radius: 8,
        spacing: 'compact',
      }),
    );
    expect(css).toContain('--color-accent:#123456');
    expect(css).toContain('--font-heading:Lora, Georgia, serif');
    expect(css).toContain('--font-body:"Space Grotesk", system-ui, sans-serif');
    expect(css).toContain('--radius:8px');
    expect(css).toContain('--space-8:clamp(2rem, 1.5rem + 2.5vw, 3.25rem)');
    // Exactly the weights in use, from our own /assets/fonts/.
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(css).toContain('src:url(/assets/fonts/lora-latin-700-normal.woff2) format("woff2")');
  });

  it('loads no font files for system fonts, and animates only when asked and motion is welcome', () => {
    const plain = designCss(defaultDesign());
    expect(plain).not.toContain('@font-face');
    expect(plain).not.toContain('animation');
    const moving = designCss(designTokensSchema.parse({ animation: { style: 'fade', durationMs: 250 } }));
    expect(moving).toContain('--duration:250ms');
    expect(moving).toContain(
      '@media (prefers-reduced-motion:no-preference){.sqs-layout__cell{animation:sb-enter var(--duration) ease-out both}@keyframes sb-enter{from{opacity:0}}}',
    );
  });

  it('refuses tokens that could break out of the style element', () => {
    expect(
      designTokensSchema.safeParse({ palette: { ...defaultDesign().palette, text: '</style><script>' } })
        .success,
    ).toBe(false);
    expect(designTokensSchema.safeParse({ fonts: { heading: 'Comic Sans', body: 'system' } }).success).toBe(
      false,
    );
  });
});
