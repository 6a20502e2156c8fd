import { describe, expect, it } from 'vitest';
import { isId, newId } from './ids';
import { checkLink, classifyLink, isProperMailto, isProperTel, safeHref } from './links/classify';
import { normalizeBlogUrlPattern, SITE_IDENTIFIER_PATTERN, toUrlSafe } from './text/url-safe';
import { ItemStatus, itemStatusLabels, SiteStatus, ContributorRole } from './enums/platform';
import { layoutSchema, LAYOUT_TOO_MANY_BLOCKS } from './layout/layout';

describe('ids', () => {
  it('are 24 lowercase hex characters and distinct', () => {
    const ids = new Set(Array.from({ length: 1000 }, newId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(isId(id)).toBe(true);
    expect(isId('ABCDEF0123456789abcdef01')).toBe(false);
    expect(isId('abc')).toBe(false);
  });
});

describe('url-safe strings', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(toUrlSafe('About Us')).toBe('about-us');
    expect(toUrlSafe('  Café   Menu  ')).toBe('cafe-menu');
    expect(toUrlSafe('Q&A / FAQ!')).toBe('qa-faq');
    expect(toUrlSafe('---')).toBe('');
  });

  it('normalizes blog URL patterns', () => {
    expect(normalizeBlogUrlPattern('///Y/M/D/T')).toBe('y/m/d/t');
    expect(normalizeBlogUrlPattern('blog//posts--x_y')).toBe('blog/posts-xy');
  });

  it('accepts host-label identifiers only', () => {
    for (const ok of ['demo', 'my-site', 'a1']) expect(SITE_IDENTIFIER_PATTERN.test(ok)).toBe(true);
    for (const bad of ['-a', 'a-', 'A', 'a.b', 'a_b', 'x'.repeat(64)])
      expect(SITE_IDENTIFIER_PATTERN.test(bad)).toBe(false);
  });
});

describe('link classification (spec §5)', () => {
  it.each([
    ['', 'empty'],
    ['#top', 'anchor'],
    ['https://example.com', 'external'],
    ['//cdn.example.com/x', 'external'],
    ['example.com', 'external'],
    ['/s/report.pdf', 'file'],
    ['/about', 'content'],
    ['mailto:a@b.co', 'protocol'],
    ['tel:+1 555 0100', 'protocol'],
    ['http:example.com', 'malformed-protocol'],
    ['ftp:files.example.com', 'malformed-protocol'],
  ])('%s is %s', (href, kind) => expect(classifyLink(href)).toBe(kind));

  it('applies the length caps', () => {
    expect(checkLink('#' + 'a'.repeat(98)).ok).toBe(true);
    expect(checkLink('#' + 'a'.repeat(99)).ok).toBe(false);
    expect(checkLink('/' + 'a'.repeat(148)).ok).toBe(true);
    expect(checkLink('/' + 'a'.repeat(149)).ok).toBe(false);
    expect(checkLink('tel:' + '1'.repeat(46)).ok).toBe(false);
    expect(checkLink('ftp://' + 'a'.repeat(94)).ok).toBe(false);
    expect(checkLink('javascript:' + 'a'.repeat(240)).ok).toBe(false);
    expect(checkLink('mailto:a@b.co?body=' + 'a'.repeat(980)).ok).toBe(true);
    expect(checkLink('mailto:a@b.co?body=' + 'a'.repeat(981)).ok).toBe(false);
  });

  it('knows proper tel and mailto links', () => {
    expect(isProperTel('tel:+1-555-0100')).toBe(true);
    expect(isProperTel('tel:123')).toBe(false);
    expect(isProperMailto('mailto:hello@example.com')).toBe(true);
    expect(isProperMailto('mailto:a@b@c.com')).toBe(false);
    expect(isProperMailto('mailto:hello@localhost')).toBe(false);
  });

  it('never lets a script URL into published HTML', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,hi')).toBeUndefined();
    expect(safeHref('http:example.com')).toBeUndefined();
    expect(safeHref('example.com')).toBe('https://example.com');
    expect(safeHref('/about')).toBe('/about');
    expect(safeHref('mailto:hello@example.com')).toBe('mailto:hello@example.com');
  });
});

describe('platform enumerations', () => {
  it('keep the wire numbers of the spec', () => {
    expect([SiteStatus.expired, SiteStatus.paid, SiteStatus.linked, SiteStatus.enterprise]).toEqual([
      1, 8, 11, 15,
    ]);
    expect([ContributorRole.admin, ContributorRole.viewer, ContributorRole.websiteManager]).toEqual([
      1, 10, 15,
    ]);
    expect([ItemStatus.published, ItemStatus.deleted]).toEqual([1, 6]);
    expect(Object.values(itemStatusLabels)).toEqual(['Scheduled', 'Needs Review', 'Draft', 'Private']);
  });
});

describe('layout shape', () => {
  const block = (column = 1, span = 12) => ({
    id: newId(),
    type: 'heading',
    grid: { column, span },
    data: {},
  });
  it('defaults to 12 columns and allows up to 60 blocks', () => {
    expect(layoutSchema.parse({ blocks: [] }).columns).toBe(12);
    expect(layoutSchema.safeParse({ blocks: Array.from({ length: 60 }, () => block()) }).success).toBe(true);
    const tooMany = layoutSchema.safeParse({ blocks: Array.from({ length: 61 }, () => block()) });
    expect(tooMany.success ? '' : tooMany.error.issues[0]?.message).toBe(LAYOUT_TOO_MANY_BLOCKS);
  });
  it('keeps every block inside the grid', () => {
    expect(layoutSchema.safeParse({ blocks: [block(7, 6)] }).success).toBe(true);
    expect(layoutSchema.safeParse({ blocks: [block(8, 6)] }).success).toBe(false);
    expect(layoutSchema.safeParse({ blocks: [block(0, 6)] }).success).toBe(false);
  });
});
