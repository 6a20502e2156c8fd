import type { WebsiteSettings } from '../../shared/api/site';
import { UNRECORDED_PAGE_TYPES } from '../../shared/census/recording-rules';
import { normalizeCookieBannerSettings } from '../../shared/consent/banner-settings';
import type { PageType } from '../../shared/enums/platform';

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
