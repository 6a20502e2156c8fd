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
 *
 * Concurrent lookups of one host share one query (when an entry expires under load, the
 * requests in flight for that host make one query, not one each). Hosts that name no site are
 * kept apart in a smaller cache, so random Host headers cannot push real sites out.
 */
export async function createSiteDirectory({
  websites,
  appDomain,
  ttlMs = 5_000,
  maxSites = 10_000,
}: {
  websites: WebsiteService;
  appDomain: string;
  ttlMs?: number;
  maxSites?: number;
}) {
  const cache = new LRUCache<string, { website: WebsiteRow }>({ max: maxSites, ttl: ttlMs });
  const unknown = new LRUCache<string, true>({ max: Math.max(1, Math.floor(maxSites / 10)), ttl: ttlMs });
  /** Lookups under way, by host: the requests that miss meanwhile wait for the same answer. */
  const inFlight = new Map<string, Promise<WebsiteRow | null>>();
  /** Bumped by every change: an answer read before it is used, not kept. */
  let generation = 0;
  await websites.changes.subscribe((websiteId) => {
    generation += 1;
    inFlight.clear();
    // A host taken from another site (a domain moved) must not stay "unknown".
    unknown.clear();
    for (const [host, entry] of cache.entries()) if (entry.website.id === websiteId) cache.delete(host);
  });

  async function lookUp(host: string): Promise<WebsiteRow | null> {
    const subdomainSuffix = `.${appDomain}`;
    if (host.endsWith(subdomainSuffix))
      return websites.findByIdentifier(host.slice(0, -subdomainSuffix.length));
    return websites.findByCustomDomain(host.replace(/:\d+$/, ''));
  }

  function shared(host: string): Promise<WebsiteRow | null> {
    let lookup = inFlight.get(host);
    if (lookup) return lookup;
    const started = generation;
    lookup = lookUp(host).then(
      (website) => {
        if (inFlight.get(host) === lookup) inFlight.delete(host);
        if (started === generation) {
          if (website) cache.set(host, { website });
          else unknown.set(host, true);
        }
        return website;
      },
      (error: unknown) => {
        if (inFlight.get(host) === lookup) inFlight.delete(host);
        throw error;
      },
    );
    inFlight.set(host, lookup);
    return lookup;
  }

  return {
    async resolve(rawHost: string | undefined): Promise<HostMatch> {
      const host = normalizeHost(rawHost);
      if (host === '' || host.length > 255) return { kind: 'unknown' };
      if (host === appDomain) return { kind: 'platform' };
      const entry = cache.get(host);
      if (entry) return { kind: 'site', website: entry.website };
      if (unknown.get(host)) return { kind: 'unknown' };
      const website = await shared(host);
      return website ? { kind: 'site', website } : { kind: 'unknown' };
    },
    /** Drops the cached answer for one host (a custom domain verified or removed in this process). */
    forget: (rawHost: string) => {
      const host = normalizeHost(rawHost);
      cache.delete(host);
      unknown.delete(host);
      inFlight.delete(host);
    },
    /** Drops every cached answer (tests and admin tools). */
    clear: () => {
      generation += 1;
      cache.clear();
      unknown.clear();
      inFlight.clear();
    },
  };
}

export type SiteDirectory = Awaited<ReturnType<typeof createSiteDirectory>>;
