import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { summaryBlock } from '../../shared/blocks/summary';
import { BlogList } from '../pages/blog-list';
import { makeBlock } from '../testing/fixtures';
import { BlockResourcesContext } from './resources';
import { SummaryBlock } from './summary/render';
import type { SummaryItemView, SummaryView } from './summary/view';

const post = (n: number, extra: Partial<SummaryItemView> = {}): SummaryItemView => ({
  id: `p${n}`,
  title: `Post <${n}>`,
  href: `/journal/post-${n}`,
  excerpt: `About ${n}`,
  publishedAt: '2026-03-0' + n + 'T10:00:00.000Z',
  author: 'Ada',
  imageUrl: `/s/post-${n}.jpg`,
  tags: ['Latte'],
  categories: ['Coffee/Espresso'],
  ...extra,
});

function render(data: Record<string, unknown>, view: SummaryView | undefined) {
  const block = makeBlock('summary', summaryBlock.schema.parse({ collectionId: 'a'.repeat(24), ...data }));
  return renderToStaticMarkup(
    <BlockResourcesContext value={{ forms: {}, summaries: view ? { [block.id]: view } : {} }}>
      <SummaryBlock block={block} />
    </BlockResourcesContext>,
  );
}
const blogView = (items: SummaryItemView[]): SummaryView => ({
  collectionType: 'blog',
  collectionHref: '/journal',
  collectionTitle: 'Journal',
  items,
});

describe('summary v2 render', () => {
  it('renders each design with its variant number, items linked and escaped', () => {
    for (const [design, variant] of [
      ['wall', 1005],
      ['carousel', 1006],
      ['list', 1007],
      ['grid', 1008],
    ] as const) {
      const html = render({ design }, blogView([post(1), post(2)]));
      expect(html).toContain(`summary-v2--${design}`);
      expect(html).toContain(`data-block-variant="${variant}"`);
      expect(html).toContain('<a href="/journal/post-1">Post &lt;1&gt;</a>');
      expect(html.match(/<li class="summary-v2__item">/g)).toHaveLength(2);
    }
  });

  it('shows the fields the owner turned on and hides the others', () => {
    const html = render(
      {
        showAuthor: true,
        showCategories: true,
        showTags: true,
        showExcerpt: false,
        showReadMore: true,
        readMoreText: 'More',
      },
      blogView([post(1)]),
    );
    expect(html).toContain('<time dateTime="2026-03-01T10:00:00.000Z">March 1, 2026</time>');
    expect(html).toContain('<span class="summary-v2__author">Ada</span>');
    expect(html).toContain('Coffee/Espresso');
    expect(html).toContain('<li>Latte</li>');
    expect(html).not.toContain('About 1');
    expect(html).toContain('<a class="summary-v2__more" href="/journal/post-1">More</a>');
    const bare = render({ showDate: false, showThumbnail: false }, blogView([post(1)]));
    expect(bare).not.toContain('<time');
    expect(bare).not.toContain('<img');
  });

  it('boxes pictures by the chosen shape and videos by the video aspect rule', () => {
    expect(render({ aspectRatio: '1.5' }, blogView([post(1)]))).toContain('padding-bottom:66.6667%');
    const auto = render({ aspectRatio: 'auto' }, blogView([post(1), post(2, { isVideo: true })]));
    // Auto: a picture keeps its own shape; a video's box is 65 % of its width.
    expect(auto).toContain('summary-v2__natural');
    expect(auto).toContain('summary-v2__media summary-v2__media--video');
    expect(auto).toContain('padding-bottom:65%');
  });

  it('makes the carousel a focusable, named region that scrolls without JavaScript', () => {
    const html = render({ design: 'carousel', headerText: 'Latest' }, blogView([post(1)]));
    expect(html).toContain('<h2 class="summary-v2__header"');
    expect(html).toContain('tabindex="0" role="region" aria-label="Latest, scrolls sideways"');
  });

  it('shows a product’s price, says when nothing matches, and renders nothing without its items', () => {
    const product = post(1, { priceLabel: '$12.00', publishedAt: undefined });
    expect(render({}, { ...blogView([product]), collectionType: 'products' })).toContain(
      '<p class="summary-v2__price">$12.00</p>',
    );
    expect(render({}, blogView([]))).toContain('Nothing to show here yet.');
    expect(render({}, undefined)).toBe('');
  });
});

describe('list filter', () => {
  it('says what a blog list is narrowed to, with a way back to all posts', () => {
    const html = renderToStaticMarkup(
      <BlogList
        locale="en-US"
        page={{
          kind: 'blog-list',
          title: 'Journal',
          description: '',
          posts: [],
          filter: { kind: 'tag', name: 'Latte', clearHref: '/journal' },
        }}
      />,
    );
    expect(html).toContain('Tagged “Latte”');
    expect(html).toContain('<a class="list-filter__clear" href="/journal">Show all</a>');
  });
});
