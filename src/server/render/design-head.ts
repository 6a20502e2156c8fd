import { adobeFontsOf, adobeKitStylesheet } from '../../shared/api/adobe-fonts';
import { fontCatalogue, type DesignTokens } from '../../shared/api/design';
import type { DocumentView } from '../../site/view-model';
import { designOf } from '../modules/site-admin';
import { designCss, fontFileUrl } from './design-css';

/** The runtime feature that reports Adobe Fonts the kit no longer has (spec visitor-runtime §9). */
export const ADOBE_FONTS_FEATURE = 'adobe-fonts';

/**
 * What a site's published design adds to a page's head: the tokens' CSS (with @font-face rules
 * for the chosen self-hosted fonts only), a preload of the body font's regular file (text is
 * what the visitor reads first), and, with an Adobe Fonts kit, its stylesheet and the small
 * runtime that reports a requested font the kit no longer holds. Its hosts enter the page's
 * CSP through the feature's declared sources, so pages of sites without a kit allow none.
 */
export function designHead(stored: DesignTokens | null | undefined): {
  css: string | undefined;
  document: Pick<DocumentView, 'designCss' | 'fontPreloads' | 'fontStylesheets'>;
  features: string[];
} {
  if (!stored) return { css: undefined, document: {}, features: [] };
  const design = designOf(stored);
  const css = designCss(design);
  const adobe = adobeFontsOf(design.fonts);
  const body = fontCatalogue[design.fonts.body];
  const preloadBody = body.family !== null && !(adobe && design.fonts.adobeBody);
  const weight = body.weights.find((value) => value === 400) ?? body.weights[0];
  return {
    css,
    document: {
      designCss: css,
      ...(preloadBody && weight !== undefined
        ? { fontPreloads: [fontFileUrl(design.fonts.body, weight)] }
        : {}),
      ...(adobe ? { fontStylesheets: [adobeKitStylesheet(adobe.kitId)] } : {}),
    },
    features: adobe && adobe.families.length > 0 ? [ADOBE_FONTS_FEATURE] : [],
  };
}

/** The page context's `typekitId` and `typekitFonts` (spec visitor-runtime §3, Page context). */
export function typekitOf(stored: DesignTokens | null | undefined): {
  typekitId: string | null;
  typekitFonts: string[];
} {
  const adobe = stored ? adobeFontsOf(designOf(stored).fonts) : null;
  return { typekitId: adobe?.kitId ?? null, typekitFonts: adobe?.families ?? [] };
}
