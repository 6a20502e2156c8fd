import type { WebsiteSettings } from '../../shared/api/site';
import { safeHref } from '../../shared/links/classify';
import type { SiteView } from '../../site/view-model';
import type { NavigationEntry } from '../modules/content';
import type { WebsiteRow } from '../modules/websites/tables';
import { businessView, showsMobileInfoBar } from './business-view';

/** The site-wide part of every page: title, header, footer, main navigation, announcement bar. */
export function buildSiteView(
  website: WebsiteRow,
  navigation: NavigationEntry[],
  activePath: string,
  homeId: string | null,
): SiteView {
  const settings: Partial<WebsiteSettings> = website.settings;
  const bar = settings.announcementBar;
  const barHref = safeHref(bar?.href);
  const business = businessView(settings, website.title, website.locale);
  return {
    ...(business ? { business } : {}),
    ...(showsMobileInfoBar(settings, business) ? { mobileInfoBar: true } : {}),
    identifier: website.identifier,
    title: website.title,
    locale: website.locale,
    header: website.header,
    footer: website.footer,
    navigation: navigation.flatMap((entry) => {
      const href = entry.collection
        ? entry.collection.id === homeId
          ? '/'
          : `/${entry.collection.urlId}`
        : safeHref(entry.externalUrl ?? undefined);
      if (href === undefined) return [];
      return [
        {
          title: entry.title,
          href,
          active: entry.collection !== null && href === activePath,
          external: entry.collection === null,
        },
      ];
    }),
    announcementBar:
      bar?.enabled && bar.text ? { text: bar.text, ...(barHref ? { href: barHref } : {}) } : null,
  };
}

/**
 * The cart indicator: on pages that load the cart runtime (it keeps the count), and on every
 * other page of a site that sells, where the tiny `cart-count` feature fills it from the count
 * cookie the cart calls keep, so those pages stay cached and shared by all visitors.
 */
export function showCartIndicator(site: SiteView, features: string[], hasStore: boolean): void {
  if (features.includes('cart')) site.cartIndicator = true;
  else if (hasStore) {
    site.cartIndicator = true;
    features.push('cart-count');
    features.sort();
  }
}
