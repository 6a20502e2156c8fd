import { colourThemes, type Palette } from '../../../../shared/design/tokens';

/**
 * What makes a mail the site's own: its title, logo and design colours, and where its links go.
 * Read when the mail is written (not at delivery), so a later design change leaves queued mail as it was.
 */
export interface MailBrand {
  siteTitle: string;
  /** Absolute address of the site's logo (PUBLIC_PROTOCOL + the site's primary host); null without one. */
  logoUrl: string | null;
  logoAlt: string;
  /** The site's public origin (custom domain when mapped), for links back to the site. */
  siteUrl: string;
  palette: Palette;
}

/** The platform's own mail (owners' password reset) wears the default theme and no site's logo. */
export const platformBrand = (appUrl: string): MailBrand => ({
  siteTitle: 'Sitebuilder',
  logoUrl: null,
  logoAlt: '',
  siteUrl: appUrl,
  palette: colourThemes.roastery.palette,
});

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/**
 * The colours a mail uses: the site's palette, with text and button colours corrected where a
 * custom palette would be hard to read (below WCAG's 4.5:1), since a mail cannot be re-styled by
 * the reader. A dark palette (Midnight) stays dark: it is the brand.
 */
export function mailColours(palette: Palette) {
  const pick = (value: string, fallback: string) => (isHex(value) ? value : fallback);
  const surface = pick(palette.surface, '#ffffff');
  const background = pick(palette.background, '#f4f4f4');
  const darkSurface = luminance(surface) < 0.2;
  const readable = (colour: string, on: string) =>
    isHex(colour) && contrast(colour, on) >= 4.5 ? colour : darkSurface ? '#f5f5f5' : '#1a1a1a';
  const accent = pick(palette.accent, '#1a1a1a');
  const onAccentCandidate = pick(palette.onAccent, '#ffffff');
  const onAccent =
    contrast(onAccentCandidate, accent) >= 4.5
      ? onAccentCandidate
      : contrast('#ffffff', accent) >= contrast('#000000', accent)
        ? '#ffffff'
        : '#000000';
  return {
    background,
    surface,
    text: readable(palette.text, surface),
    muted: readable(palette.muted, surface),
    border: pick(palette.border, '#dddddd'),
    accent,
    onAccent,
    /** Links in body text: the accent when it reads on the card, else the text colour. */
    link: readable(accent, surface),
    darkSurface,
  };
}
