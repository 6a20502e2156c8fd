/** Addresses of a sitemap (sitemaps.org protocol 0.9). */
export interface SitemapEntry {
  /** Absolute. */
  loc: string;
  lastModified?: Date;
}

/** The protocol's limit per file; a site this large would need a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&apos;',
  '"': '&quot;',
};
const escapeXml = (text: string) =>
  text.replace(/[&<>'"]/g, (character) => XML_ESCAPES[character] ?? character);

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(entry.loc)}</loc>${lastModified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Crawlers may read every public page; the owners' app, the API and the shopper's own pages
 * (cart, checkout, order status) are not content. The sitemap's address is absolute, as the
 * robots protocol asks.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /config/',
    'Disallow: /api/',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /commerce/',
    'Disallow: /search',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
