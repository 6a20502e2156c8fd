import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeBlock } from '../testing/fixtures';
import { blockRegistry, getBlockDefinition } from '../../shared/blocks/registry';
import { blockRenderers, rendererOf } from './render-registry';

/** The registered renderer of a block type (every type has one: the render registry's type says so). */
function renderer(type: string) {
  const Render = rendererOf(type);
  if (Render === undefined) throw new Error(`no renderer for ${type}`);
  return Render;
}

/** Renders one block through its registered renderer, with its schema's defaults applied. */
function renderBlock(type: string, data: Record<string, unknown>): string {
  const definition = getBlockDefinition(type);
  if (definition === undefined) throw new Error(`no block ${type}`);
  const Render = renderer(type);
  return renderToString(<Render block={makeBlock(type, definition.schema.parse(data))} />);
}

describe('block renderers', () => {
  it('heading: text at its level and alignment, escaped', () => {
    const html = renderBlock('heading', { text: 'Hello <script>x</script>', level: 3, alignment: 'center' });
    expect(html).toContain('<h3 class="sqs-block-heading__text">Hello &lt;script&gt;x&lt;/script&gt;</h3>');
    expect(html).toContain('sqs-block sqs-block-heading sqs-align-center');
    expect(html).not.toContain('<script>');
  });

  it('text: renders the stored (already sanitized) HTML with its alignment', () => {
    const html = renderBlock('text', { html: '<p>Hi <strong>there</strong></p>', alignment: 'center' });
    expect(html).toContain(
      'class="sqs-block sqs-block-text sqs-prose sqs-align-center"><p>Hi <strong>there</strong></p></div>',
    );
    expect(renderBlock('text', { html: '  ' })).toBe('');
  });

  it('image: src, alt, caption, lazy loading, focal point and aspect ratio', () => {
    const html = renderBlock('image', {
      src: '/assets/a.svg',
      alt: 'A "hill"',
      caption: 'Dawn & dusk',
      width: 1600,
      height: 900,
      aspectRatio: '16:9',
      focalPoint: { x: 0.25, y: 1 },
    });
    expect(html).toContain('src="/assets/a.svg"');
    expect(html).toContain('alt="A &quot;hill&quot;"');
    expect(html).toContain('width="1600" height="900"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('aspect-ratio:16 / 9');
    expect(html).toContain('object-position:25% 100%');
    expect(html).toContain('<figcaption class="sqs-block-image__caption">Dawn &amp; dusk</figcaption>');
  });

  it('image: default focal point is the centre, links open safely in a new window', () => {
    const html = renderBlock('image', {
      src: '/a.svg',
      aspectRatio: '1:1',
      href: 'https://example.com',
      newWindow: true,
    });
    expect(html).toContain('object-position:50% 50%');
    expect(html).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer"');
  });

  it('image: with lightbox on, a set of one whose link opens the full image (the contract of lightbox-markup.ts)', () => {
    const media = '/media/0123456789abcdef01234567/hills.jpg';
    const html = renderBlock('image', {
      src: media,
      alt: 'Hills',
      caption: 'Dawn & dusk',
      width: 2400,
      height: 1600,
      href: 'https://example.com',
      lightbox: true,
      lightboxTheme: 'light',
    });
    const block = html.match(/data-lightbox-set="([0-9a-f]{24})"/);
    expect(block).not.toBeNull();
    expect(html).toContain('data-lightbox-theme="light"');
    expect(html).toContain(
      `<a class="sqs-block-image__link" href="${media}" data-lightbox-item="" data-type="image" data-image-dimensions="2400x1600" data-lightbox-caption="Dawn &amp; dusk">`,
    );
    // The image inside keeps its srcset (the viewer offers it to the browser); the lightbox wins over the link.
    expect(html).toMatch(/<img[^>]+srcSet="[^"]*1500w/i);
    expect(html).not.toContain('https://example.com');
    expect(html).toContain('(opens a larger view)');
    // Off (the default): no lightbox markup.
    expect(renderBlock('image', { src: media, alt: 'Hills' })).not.toContain('data-lightbox');
    expect(renderBlock('image', { src: media, alt: 'Hills', lightbox: true })).toContain(
      'data-lightbox-theme="dark"',
    );
  });

  it('image: renders nothing without a usable source', () => {
    expect(renderBlock('image', { src: '' })).toBe('');
    const Render = renderer('image');
    const unsafe = makeBlock('image', {
      ...getBlockDefinition('image')!.defaults,
      src: 'javascript:alert(1)',
    });
    expect(renderToString(<Render block={unsafe} />)).toBe('');
  });

  it('button: label, href, style, size and alignment', () => {
    const html = renderBlock('button', {
      label: 'Visit <us>',
      href: '/contact',
      style: 'secondary',
      size: 'large',
      alignment: 'right',
    });
    expect(html).toContain('sqs-block sqs-block-button sqs-align-right');
    expect(html).toContain(
      'class="sqs-button sqs-button--secondary sqs-button--large" href="/contact">Visit &lt;us&gt;</a>',
    );
  });

  it('button: a javascript: href renders no href at all', () => {
    const Render = renderer('button');
    const { defaults } = getBlockDefinition('button')!;
    // Bypasses the schema on purpose: stored data must never reach the page as a script URL.
    const html = renderToString(
      <Render
        block={makeBlock('button', {
          ...defaults,
          label: 'Go',
          href: 'javascript:alert(1)',
          newWindow: true,
        })}
      />,
    );
    expect(html).toContain('>Go</a>');
    expect(html).not.toContain('href');
    expect(html).not.toContain('javascript');
    expect(html).not.toContain('target');
  });

  it('spacer: its height in pixels', () => {
    expect(renderBlock('spacer', { height: 120 })).toContain('style="height:120px"');
  });

  it('line: a horizontal rule', () => {
    expect(renderBlock('line', {})).toContain('<hr class="sqs-block-line__rule"/>');
  });

  it('search: a GET form to /search with the placeholder, and the scope as the type filter', () => {
    const html = renderBlock('search', { placeholder: 'Find beans', scope: 'products' });
    expect(html).toContain('action="/search"');
    expect(html).toContain('method="get"');
    expect(html).toContain('placeholder="Find beans"');
    expect(html).toContain('<input type="hidden" name="type" value="products"/>');
    const everything = renderBlock('search', {});
    expect(everything).not.toContain('name="type"');
    expect(everything).toContain('placeholder="Search this site"');
    expect(() => renderBlock('search', { scope: 'secrets' })).toThrow();
  });

  it('quote: paragraphs and source, escaped', () => {
    const html = renderBlock('quote', { text: 'First <b>\n\nSecond', source: 'Maya & co' });
    expect(html).toContain(
      '<blockquote class="sqs-block-quote__text"><p>First &lt;b&gt;</p><p>Second</p></blockquote>',
    );
    expect(html).toContain('<figcaption class="sqs-block-quote__source">Maya &amp; co</figcaption>');
  });

  it('code (code mode): escaped code, language label and a hidden copy button beside the <code>', () => {
    const html = renderBlock('code', {
      mode: 'code',
      language: 'TypeScript',
      code: 'if (a < b) { return "</script>"; }',
    });
    expect(html).toContain('<div class="sqs-block-code__language">TypeScript</div>');
    expect(html).toContain(
      '<code class="language-typescript">if (a &lt; b) { return &quot;&lt;/script&gt;&quot;; }</code>',
    );
    expect(html).toMatch(
      /<button type="button" class="sqs-block-code__copy" data-code-copy="" hidden="">Copy<\/button><code/,
    );
    expect(html).not.toContain('</script>');
  });

  it('code (html mode): renders the owner HTML and no copy button', () => {
    const html = renderBlock('code', { mode: 'html', html: '<div class="widget">Hi</div>', code: 'ignored' });
    expect(html).toContain('<div class="widget">Hi</div>');
    expect(html).not.toContain('data-code-copy');
    expect(html).not.toContain('ignored');
  });

  it('embed: the iframe HTML in a frame of the chosen ratio', () => {
    const html = renderBlock('embed', {
      html: '<iframe src="https://player.example/1"></iframe>',
      aspectRatio: '4:3',
      caption: 'Our roaster',
    });
    expect(html).toContain(
      'class="sqs-block-embed__frame sqs-block-embed__frame--fixed" style="aspect-ratio:4 / 3"><iframe src="https://player.example/1"></iframe></div>',
    );
    expect(html).toContain('Our roaster');
    expect(renderBlock('embed', { html: '' })).toBe('');
  });

  it('every block type has exactly one renderer, renders its defaults, and its defaults pass its schema', () => {
    expect(Object.keys(blockRenderers).sort()).toEqual([...blockRegistry.keys()].sort());
    expect(rendererOf('hologram')).toBeUndefined();
    expect(rendererOf('toString')).toBeUndefined();
    for (const definition of blockRegistry.values()) {
      expect(definition.schema.safeParse(definition.defaults).success, definition.type).toBe(true);
      const Render = renderer(definition.type);
      expect(() =>
        renderToString(<Render block={makeBlock(definition.type, definition.defaults)} />),
      ).not.toThrow();
    }
  });
});
