import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { gallerySchema } from '../shared/blocks/gallery';
import { snippetParts } from '../shared/search/snippet';
import { SitePage } from './site-page';
import { makeBlock, makeLayout, makeSite, tagsIn } from './testing/fixtures';
import type { BlogPostSummary, PageView } from './view-model';

const allSearchForms = (html: string) =>
  tagsIn(html, 'form').filter((form) => form.action === '/search' && form.method === 'get');
/** The page's own search forms, not the header's control. */
const searchForms = (html: string) =>
  allSearchForms(html).filter((form) => !String(form.class).includes('search-form--compact'));

const render = (page: PageView, site = makeSite()) => renderToString(<SitePage site={site} page={page} />);
const contentPage: PageView = {
  kind: 'page',
  title: 'About',
  description: '',
  layout: makeLayout(makeBlock('heading', { text: 'Our story' })),
};

const summary = (n: number): BlogPostSummary => ({
  id: `post${n}`,
  title: `Post number ${n}`,
  href: `/journal/post-${n}`,
  excerpt: `Excerpt ${n}`,
  publishedAt: '2025-03-20T15:00:00.000Z',
  authorName: 'Maya Ortiz',
  tags: ['brewing'],
  categories: ['Guides'],
  imageUrl: '/assets/static/demo/pour-over.svg',
});

describe('SitePage shell', () => {
  it('marks the active navigation link with aria-current, in both navigations', () => {
    const html = render(contentPage);
    expect(html.match(/aria-current="page"[^>]*>About</g)).toHaveLength(2);
    expect(html).not.toMatch(/aria-current="page"[^>]*>Journal</);
    expect(html).toContain('<details class="site-menu"><summary');
  });

  it('shows the announcement bar, the CTA, the footer layout and small print', () => {
    const site = makeSite({
      announcementBar: { text: 'Fresh beans today', href: 'javascript:alert(1)' },
      header: { showTitle: true, alignment: 'left', cta: { label: 'Visit us', href: '/contact' } },
    });
    const html = render(contentPage, site);
    expect(html).toContain('<p class="announcement-bar__text">Fresh beans today</p>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="/contact">Visit us</a>');
    expect(html).toContain('Footer words');
    expect(html).toContain('© 2025 Larkspur');
    expect(render(contentPage)).not.toContain('announcement-bar');
  });

  it('renders a content page layout inside <main>', () => {
    expect(render(contentPage)).toMatch(/<main id="main"[^>]*>.*Our story.*<\/main>/);
  });
});

describe('SitePage kinds', () => {
  it('blog list: cards with localized dates and pagination', () => {
    const html = render(
      {
        kind: 'blog-list',
        title: 'Journal',
        description: 'Notes',
        posts: [summary(1), summary(2)],
        newerHref: '/journal?page=1',
        olderHref: '/journal?page=3',
      },
      makeSite({ locale: 'de-DE' }),
    );
    expect(html).toContain('<h1 class="page-header__title">Journal</h1>');
    expect(html.match(/class="post-card"/g)).toHaveLength(2);
    expect(html).toContain('<a href="/journal/post-2">Post number 2</a>');
    expect(html).toContain('<time dateTime="2025-03-20T15:00:00.000Z">20. März 2025</time>');
    expect(html).toContain('href="/journal?page=1" rel="prev"');
    expect(html).toContain('href="/journal?page=3" rel="next"');
  });

  it('blog list: a friendly empty state and no pagination', () => {
    const html = render({ kind: 'blog-list', title: 'Journal', description: '', posts: [] });
    expect(html).toContain('No posts here yet');
    expect(html).not.toContain('class="pagination"');
  });

  it('blog item: title, date, author, tag and category links, body and newer/older links', () => {
    const html = render({
      kind: 'blog-item',
      blogTitle: 'Journal',
      blogHref: '/journal',
      post: {
        ...summary(2),
        tags: ['pour-over', 'v60 & co'],
        categories: ['Coffee/Espresso'],
        body: makeLayout(makeBlock('quote', { text: 'Body quote' })),
      },
      newer: summary(3),
      older: summary(1),
    });
    expect(html).toContain('<h1 class="post__title">Post number 2</h1>');
    expect(html).toContain('March 20, 2025');
    expect(html).toContain('By Maya Ortiz');
    const links = tagsIn(html, 'a').filter((link) => link.class === 'tag__link');
    expect(links.map((link) => link.href)).toEqual([
      '/journal?category=Coffee%2FEspresso',
      '/journal?tag=pour-over',
      '/journal?tag=v60%20%26%20co',
    ]);
    expect(html).toContain('>v60 &amp; co</a>');
    expect(html).toContain('title="Posts in “Coffee/Espresso”"');
    expect(html).toContain('Body quote');
    expect(html).toMatch(/href="\/journal\/post-3" rel="prev">.*Post number 3/);
    expect(html).toMatch(/href="\/journal\/post-1" rel="next">.*Post number 1/);
  });

  it('not found: a friendly message, a link home and a search form', () => {
    const html = render({ kind: 'not-found' });
    expect(html).toContain('We couldn’t find that page');
    expect(html).toMatch(/href="\/">Back to the home page/);
    expect(searchForms(html)).toHaveLength(1);
    expect(tagsIn(html, 'input').filter((input) => input.name === 'q')).toHaveLength(2);
  });

  it('shows the header search control unless the site turned it off', () => {
    const page: PageView = { kind: 'not-found' };
    const on = render(page);
    expect(
      allSearchForms(on).filter((form) => String(form.class).includes('search-form--compact')),
    ).toHaveLength(1);
    expect(tagsIn(on, 'input')).toContainEqual(
      expect.objectContaining({ id: 'site-header-search', name: 'q' }),
    );
    const base = makeSite();
    const off = render(page, { ...base, header: { ...base.header, showSearch: false } });
    expect(tagsIn(off, 'input')).not.toContainEqual(expect.objectContaining({ id: 'site-header-search' }));
  });

  it('lock screen: a password form posting to the form action, with the error as an alert', () => {
    const page: PageView = {
      kind: 'lock-screen',
      title: 'Wholesale',
      formAction: '/wholesale?unlock=1',
      error: 'That password is not right.',
    };
    const html = render(page);
    expect(html).toContain('<h1 class="lock-card__title">Wholesale</h1>');
    expect(tagsIn(html, 'form')).toContainEqual(
      expect.objectContaining({ method: 'post', action: '/wholesale?unlock=1' }),
    );
    expect(tagsIn(html, 'input')).toContainEqual(
      expect.objectContaining({ type: 'password', name: 'password', autocomplete: 'current-password' }),
    );
    expect(html).toContain('role="alert">That password is not right.</p>');
    expect(render({ ...page, error: undefined })).not.toContain('role="alert"');
  });

  it('search: form with the query, results, and helpful empty states', () => {
    const search = (overrides: Partial<Extract<PageView, { kind: 'search' }>>): PageView => ({
      kind: 'search',
      query: '',
      filter: null,
      results: [],
      total: 0,
      counts: { page: 0, 'blog-post': 0, product: 0, event: 0 },
      page: 1,
      pageCount: 0,
      ...overrides,
    });
    const results = render(
      search({
        query: 'v60',
        results: [
          {
            title: 'Brew guide',
            href: '/journal/brew-guide',
            snippet: snippetParts('Fifteen grams in a \u0001V60\u0002 dripper'),
            kind: 'blog-post',
          },
        ],
        total: 23,
        counts: { page: 2, 'blog-post': 21, product: 0, event: 0 },
        filter: 'blog-post',
        page: 2,
        pageCount: 3,
      }),
    );
    expect(searchForms(results)).toHaveLength(1);
    expect(tagsIn(results, 'input')).toContainEqual(
      expect.objectContaining({ name: 'q', value: 'v60', type: 'search' }),
    );
    // The filter survives a new query from the form.
    expect(tagsIn(results, 'input')).toContainEqual(
      expect.objectContaining({ name: 'type', value: 'posts' }),
    );
    expect(results).toContain('<a href="/journal/brew-guide">Brew guide</a>');
    expect(results).toContain('Blog post');
    expect(results).toContain('Fifteen grams in a <mark>V60</mark> dripper');
    expect(results).toContain('23 results for “v60”');
    expect(results).toContain('href="/search?q=v60&amp;type=posts&amp;page=3"');
    expect(results).toContain('href="/search?q=v60&amp;type=posts"');
    expect(results).toContain('Posts (21)');
    expect(results).toContain('All (23)');
    expect(render(search({ query: 'zzz' }))).toContain('No results found.');
    expect(render(search({ query: '' }))).toContain('Type a word or two');
  });

  it('search: a page text that looks like HTML is shown as text, never as markup', () => {
    const html = render({
      kind: 'search',
      query: 'alert',
      filter: null,
      results: [
        {
          title: '<script>alert(2)</script>',
          href: '/x',
          snippet: snippetParts('Try <img src=x onerror=\u0001alert\u0002(1)> here'),
          kind: 'page',
        },
      ],
      total: 1,
      counts: { page: 1, 'blog-post': 0, product: 0, event: 0 },
      page: 1,
      pageCount: 1,
    });
    expect(html).toContain('Try &lt;img src=x onerror=<mark>alert</mark>(1)&gt; here');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toMatch(/<img src=x/);
    expect(html).not.toContain('<script>alert');
  });
});

describe('a gallery page', () => {
  it('shows its title as the heading above its one gallery, drawn by the gallery block', () => {
    const html = render({
      kind: 'page',
      title: 'Roastery photos',
      description: '',
      showTitle: true,
      layout: makeLayout(
        makeBlock(
          'gallery',
          gallerySchema.parse({
            design: 'grid',
            history: true,
            items: [
              { id: 'kiln', src: '/assets/static/demo/roastery-glow.svg', alt: 'The kiln', title: 'Kiln' },
              { id: 'cup', src: '/assets/static/demo/cup-steam.svg', alt: 'A cup' },
            ],
          }),
        ),
      ),
    });
    expect(html).toMatch(
      /<main id="main"[^>]*>.*<h1 class="page-header__title">Roastery photos<\/h1>.*sqs-gallery--grid.*<\/main>/,
    );
    expect(html.match(/<li class="sqs-gallery__slide/g)).toHaveLength(2);
    expect(html).toContain('data-slide-id="kiln" data-slide-url="kiln"');
    expect(html).toContain('data-slide-id="cup" data-slide-url="cup"');
    // A page of blocks has no such heading of its own.
    expect(render(contentPage)).not.toContain('page-header__title');
  });
});
