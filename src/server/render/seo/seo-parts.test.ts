import { describe, expect, it } from 'vitest';
import type { ResolvedPage } from '../resolve-page';
import { monogramOf } from './default-favicon';
import { pageSeo, plainDescription } from './page-seo';
import { sitemapXml } from './sitemap';

const blogList: ResolvedPage = {
  status: 200,
  pageType: 'collection',
  view: { kind: 'blog-list', title: 'Journal', description: '', posts: [] },
  title: 'Journal',
  description: '',
  collection: null,
  itemId: null,
  layouts: [],
  activePath: '/journal',
  noindex: false,
  cacheable: true,
};
const website = { title: 'Larkspur', header: { showTitle: true, alignment: 'left' as const }, settings: {} };

describe('page SEO parts', () => {
  it('keeps the page number of a blog list in its canonical address, and nothing else of the query', () => {
    const seo = (query: Record<string, string>) =>
      pageSeo({
        resolved: blogList,
        website,
        origin: 'https://example.com',
        path: '/journal',
        query,
        description: '',
      });
    expect(seo({ page: '2', utm_source: 'x' }).canonicalUrl).toBe('https://example.com/journal?page=2');
    expect(seo({ page: '1' }).canonicalUrl).toBe('https://example.com/journal');
    expect(seo({ page: '<x>' }).canonicalUrl).toBe('https://example.com/journal');
  });

  it('shortens long descriptions at a word, and flattens white space', () => {
    expect(plainDescription('  one\n\ntwo  ')).toBe('one two');
    const long = plainDescription('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('draws a site’s initial on its icon only when its title starts with a letter or digit', () => {
    expect(monogramOf('larkspur')).toBe('L');
    expect(monogramOf('  9 Lives')).toBe('9');
    expect(monogramOf('<script>')).toBe('');
    expect(monogramOf('')).toBe('');
  });

  it('escapes addresses in the sitemap', () => {
    const xml = sitemapXml([{ loc: 'https://example.com/a?b=1&c=<2>' }]);
    expect(xml).toContain('<loc>https://example.com/a?b=1&amp;c=&lt;2&gt;</loc>');
  });
});
