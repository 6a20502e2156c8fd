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
  /**
   * Every header of the page's own (set when cached): the policy with the site's
   * frame-ancestors, type, vary and cache policy. A cached answer sends them as they are.
   */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Query parameters that a published page reads on the server (a page that reads a new one must
 * list it here: `page-query-parameters.test.ts` looks for `query.<name>` in the render code).
 * Hidden form fields add their keys per page. Every other
 * parameter (`utm_source`, `fbclid`, `?x=1`…) is neither shown to the render nor part of the
 * cache key, so it cannot fill the cache with copies of one page.
 */
export const PAGE_QUERY_PARAMETERS: readonly string[] = [
  // blog and shop lists: a page number, a tag or category filter
  'category',
  'page',
  'tag',
  // events pages: past or upcoming, the month view and its month
  'month',
  'show',
  'view',
  // a blog post after a comment was posted without JavaScript (a short code: shared/comments/notices.ts)
  'comment',
  // search, the app container, the owner runtime's sign-out dialog
  'logout',
  'platform',
  'q',
  'type',
];

/** The parameters of `query` named in `names`, nothing else. */
export function pickQuery(
  query: Record<string, string | undefined>,
  names: Iterable<string>,
): Record<string, string | undefined> {
  const picked: Record<string, string | undefined> = {};
  for (const name of names) if (Object.hasOwn(query, name)) picked[name] = query[name];
  return picked;
}

/** The query string part of a cache key: the names a page reads that are present, sorted. */
function queryKey(query: Record<string, string | undefined>, extraNames: readonly string[]): string {
  const names = [...new Set([...PAGE_QUERY_PARAMETERS, ...extraNames])]
    .filter((name) => query[name] !== undefined)
    .sort();
  if (names.length === 0) return '';
  return `?${names.map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(query[name]!)}`).join('&')}`;
}

/** `/a?b=1` as path and parameters (the last value wins, as in the render). */
export function splitUrl(url: string): { path: string; query: Record<string, string | undefined> } {
  const mark = url.indexOf('?');
  if (mark === -1) return { path: url, query: {} };
  return { path: url.slice(0, mark), query: Object.fromEntries(new URLSearchParams(url.slice(mark + 1))) };
}

/**
 * Rendered HTML shared by anonymous visitors. Keys hold the site's content version, so a
 * publish makes every old entry unreachable at once (in every process: each reads the
 * version with the site's row); the TTL lets scheduled posts appear without a publish.
 *
 * A key is the path plus only the query parameters the page reads (PAGE_QUERY_PARAMETERS and
 * its hidden form fields' keys). Which extra keys a path reads is learnt when it is rendered
 * and kept beside the pages (`shapes`); until then a lookup is a miss.
 */
/**
 * A copy that owns exactly its bytes. zlib's sync calls answer a view into a 16 KB output
 * buffer, and a small string's Buffer.from is a view into the shared 8 KB pool: kept in the
 * cache, either would hold its whole backing store alive (about 24 KB more per page than counted).
 */
export function exactBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

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
  /** Per site, version and path: the hidden form field keys its page reads from the query. */
  const shapes = new LRUCache<string, readonly string[]>({ max: maxEntries * 2, ttl: ttlMs });
  // Counted for the operations metrics (hit ratio); lookups only happen for anonymous visitors.
  // `early`: hits answered before the other hooks (cached-page-shortcut.ts), counted in `hits` too.
  const counts = { hits: 0, misses: 0, early: 0 };
  const base = (websiteId: string, contentVersion: number, path: string) =>
    `${websiteId}:${contentVersion}:${path}`;
  return {
    enabled,
    counts,
    /** The cached page for this path and query, if any. */
    get(
      websiteId: string,
      contentVersion: number,
      path: string,
      query: Record<string, string | undefined>,
    ): RenderedPage | undefined {
      const prefix = enabled ? base(websiteId, contentVersion, path) : '';
      const extraNames = enabled ? shapes.get(prefix) : undefined;
      const page = extraNames ? cache.get(`${prefix}${queryKey(query, extraNames)}`) : undefined;
      if (page) counts.hits++;
      else counts.misses++;
      return page;
    },
    /**
     * Keeps a page rendered from `query` (already narrowed to what the page reads), with the
     * extra parameter names it read and the headers it is always sent with.
     */
    set(
      at: { websiteId: string; contentVersion: number; path: string },
      query: Record<string, string | undefined>,
      extraNames: readonly string[],
      page: RenderedPage,
      headers: Readonly<Record<string, string>>,
    ): RenderedPage {
      if (!enabled) return page;
      const body = exactBytes(Buffer.from(page.html));
      const stored: RenderedPage = {
        ...page,
        body,
        gzip: exactBytes(gzipSync(body, { level: 6 })),
        brotli: exactBytes(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
        headers,
      };
      const prefix = base(at.websiteId, at.contentVersion, at.path);
      shapes.set(prefix, [...extraNames].sort());
      cache.set(`${prefix}${queryKey(query, extraNames)}`, stored);
      return stored;
    },
    clear: () => {
      cache.clear();
      shapes.clear();
    },
    get size() {
      return cache.size;
    },
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;
