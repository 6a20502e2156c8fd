import { LRUCache } from 'lru-cache';
import type { WebsiteService } from './service';
import type { WebsiteRow } from './tables';

/** A Host header as sites are looked up by it: trimmed, lowercased, without a trailing dot. */
export const normalizeHost = (rawHost: string | undefined) =>
  (rawHost ?? '').trim().toLowerCase().replace(/\.$/, '');

export type HostMatch = { kind: 'site'; website: WebsiteRow } | { kind: 'platform' } | { kind: 'unknown' };

/**
 * Resolves a request's Host header to the site it serves, keeping recent answers in memory.
 * A site-changed message (from any process, through Redis when configured) drops that site's
 * entries; a short TTL bounds staleness should a message ever be missed.
 */
export async function createSiteDirectory({
  websites,
  appDomain,
  ttlMs = 5_000,
}: {
  websites: WebsiteService;
  appDomain: string;
  ttlMs?: number;
}) {
  const cache = new LRUCache<string, { website: WebsiteRow | null }>({ max: 10_000, ttl: ttlMs });
  await websites.changes.subscribe((websiteId) => {
    for (const [host, entry] of cache.entries()) if (entry.website?.id === websiteId) cache.delete(host);
  });

  async function lookUp(host: string): Promise<WebsiteRow | null> {
    const subdomainSuffix = `.${appDomain}`;
    if (host.endsWith(subdomainSuffix))
      return websites.findByIdentifier(host.slice(0, -subdomainSuffix.length));
    return websites.findByCustomDomain(host.replace(/:\d+$/, ''));
  }

  return {
    async resolve(rawHost: string | undefined): Promise<HostMatch> {
      const host = normalizeHost(rawHost);
      if (host === '' || host.length > 255) return { kind: 'unknown' };
      if (host === appDomain) return { kind: 'platform' };
      let entry = cache.get(host);
      if (entry === undefined) {
        entry = { website: await lookUp(host) };
        cache.set(host, entry);
      }
      return entry.website ? { kind: 'site', website: entry.website } : { kind: 'unknown' };
    },
    /** Drops the cached answer for one host (a custom domain verified or removed in this process). */
    forget: (rawHost: string) => void cache.delete(normalizeHost(rawHost)),
    /** Drops every cached answer (tests and admin tools). */
    clear: () => cache.clear(),
  };
}

export type SiteDirectory = Awaited<ReturnType<typeof createSiteDirectory>>;
