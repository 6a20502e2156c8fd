import { LRUCache } from 'lru-cache';
import type { ContentReader, NavigationEntry } from '../modules/content';
import type { CollectionRow } from '../modules/content/tables';
import type { WebsiteRow } from '../modules/websites/tables';

/** What every page of a site renders with, whatever its path. */
export interface SiteInputs {
  home: CollectionRow | null;
  mainNavigation: NavigationEntry[];
  /** The site sells (it has a products collection): every page shows the cart indicator. */
  hasStore: boolean;
}

/**
 * The home page, main navigation and store presence of each site, read once per content version instead of
 * on every render. Every published change bumps the version (websites.changes), and the
 * site's row carries it, so an entry is never read after the content it holds has changed.
 * Entries are promises: concurrent first renders share one read. Treat them as read-only.
 */
export function createSiteInputs({
  content,
  maxSites = 1_000,
}: {
  content: ContentReader;
  maxSites?: number;
}) {
  const cache = new LRUCache<string, Promise<SiteInputs>>({ max: maxSites });

  async function load(website: WebsiteRow): Promise<SiteInputs> {
    const [home, mainNavigation, shops] = await Promise.all([
      content.homeCollection(website.id, website.homeCollectionId),
      content.navigation(website.id, 'main'),
      content.collectionsOfType(website.id, 'products'),
    ]);
    return { home, mainNavigation, hasStore: shops.length > 0 };
  }

  return {
    of(website: WebsiteRow): Promise<SiteInputs> {
      const key = `${website.id}:${website.contentVersion}`;
      let entry = cache.get(key);
      if (entry === undefined) {
        entry = load(website);
        cache.set(key, entry);
        // A failed read must not stick: the next render tries again.
        entry.catch(() => cache.delete(key));
      }
      return entry;
    },
  };
}

export type SiteInputsCache = ReturnType<typeof createSiteInputs>;
