import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export interface RenderedPage {
  status: number;
  html: string;
  /** For redirects. */
  location?: string;
  /**
   * The page's Content-Security-Policy without `frame-ancestors` (content-security-policy.ts),
   * computed with the HTML and cached with it: the same HTML always gets the same policy.
   */
  contentSecurityPolicy?: string;
  /** Encoded once when cached, so cached answers cost no encoding or compression. */
  body?: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  /**
   * Set on an answer that is this visitor's alone (a password-protected page they unlocked,
   * search results): sent `private, no-store` so no shared cache keeps it.
   */
  personal?: true;
}

/**
 * Rendered HTML shared by anonymous visitors. Keys hold the site's content version, so a
 * publish makes every old entry unreachable at once (in every process: each reads the
 * version with the site's row); the TTL lets scheduled posts appear without a publish.
 */
export function createRenderCache({
  enabled,
  maxEntries = 2_000,
  ttlMs = 60_000,
}: {
  enabled: boolean;
  maxEntries?: number;
  ttlMs?: number;
}) {
  const cache = new LRUCache<string, RenderedPage>({
    max: maxEntries,
    ttl: ttlMs,
    maxSize: 256 * 1024 * 1024,
    sizeCalculation: (page) =>
      page.html.length +
      (page.contentSecurityPolicy?.length ?? 0) +
      (page.body?.length ?? 0) +
      (page.gzip?.length ?? 0) +
      (page.brotli?.length ?? 0) +
      1,
  });
  // Counted for the operations metrics (hit ratio); lookups only happen for anonymous visitors.
  const counts = { hits: 0, misses: 0 };
  return {
    enabled,
    counts,
    key: (websiteId: string, contentVersion: number, pathAndQuery: string) =>
      `${websiteId}:${contentVersion}:${pathAndQuery}`,
    get(key: string): RenderedPage | undefined {
      const page = enabled ? cache.get(key) : undefined;
      if (page) counts.hits++;
      else counts.misses++;
      return page;
    },
    set(key: string, page: RenderedPage): RenderedPage {
      if (!enabled) return page;
      const body = Buffer.from(page.html);
      const stored = {
        ...page,
        body,
        gzip: gzipSync(body, { level: 6 }),
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      };
      cache.set(key, stored);
      return stored;
    },
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;
