import type { WebsiteSettings } from '../../shared/api/site';
import { UNRECORDED_PAGE_TYPES } from '../../shared/census/recording-rules';
import { normalizeCookieBannerSettings } from '../../shared/consent/banner-settings';
import type { PageType } from '../../shared/enums/platform';
import type { Layout } from '../../shared/layout/layout';

/**
 * Runtime features a page needs because of site settings rather than its blocks:
 * `cookie-banner` on every page of a site whose banner is enabled, and `tracking` on pages
 * that record visits, unless the site has census disabled (then no tracking JavaScript at all).
 * The search page records no visit but, with a query, its site-search event (through the same
 * consent-aware tracking feature, which sends no page view there).
 */
export function siteFeaturesOf(
  settings: Partial<WebsiteSettings>,
  pageType: PageType,
  options: { searchQuery?: string } = {},
): string[] {
  const features: string[] = [];
  if (normalizeCookieBannerSettings(settings.cookieBanner).enabled) features.push('cookie-banner');
  const searched = pageType === 'search' && (options.searchQuery ?? '') !== '';
  if (settings.censusDisabled !== true && (!UNRECORDED_PAGE_TYPES.has(pageType) || searched))
    features.push('tracking');
  return features;
}

/**
 * `pinterest-overlay` on pages that show an image block, when the owner turned the Save
 * buttons on: pages without images, and every page of a site with them off, carry none of it.
 */
export function pinterestFeatureOf(
  settings: Partial<WebsiteSettings>,
  layouts: ReadonlyArray<Layout>,
): string[] {
  if (settings.pinterestOverlay?.enabled !== true) return [];
  const hasImage = layouts.some((layout) =>
    layout.blocks.some(
      (block) =>
        block.type === 'image' &&
        typeof (block.data as { src?: unknown }).src === 'string' &&
        (block.data as { src: string }).src !== '',
    ),
  );
  return hasImage ? ['pinterest-overlay'] : [];
}
