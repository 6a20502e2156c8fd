import { describe, expect, it } from 'vitest';
import { demoSiteContent } from '../../server/modules/seed/demo-content';
import { LAYOUT_TOO_MANY_BLOCKS, MAX_BLOCKS_PER_LAYOUT } from '../../shared/layout/layout';
import { makeBlock, makeLayout } from '../../site/testing/fixtures';
import { blockCatalogue, blockLabelOf } from './catalogue';
import {
  blockDefinitions,
  blockRegistry,
  captchaCspSources,
  cspSourcesOf,
  getBlockDefinition,
  htmlFieldsOf,
  runtimeFeaturesOf,
} from './registry';
import { validateLayout } from './validate-layout';

describe('block registry', () => {
  it('ships the agreed block types', () => {
    expect([...blockRegistry.keys()].sort()).toEqual([
      'accordion',
      'album',
      'amazon',
      'audio',
      'booking',
      'button',
      'calendar',
      'chart',
      'code',
      'collection-link',
      'donation',
      'embed',
      'fivehundredpix',
      'flickr',
      'form',
      'gallery',
      'heading',
      'image',
      'instagram',
      'line',
      'map',
      'marquee',
      'menu',
      'newsletter',
      'product',
      'quote',
      'relative-time',
      'scaled-text',
      'search',
      'shape',
      'share-buttons',
      'social-icons',
      'spacer',
      'summary',
      'text',
      'text-highlight',
      'tour-dates',
      'twitter',
      'video',
    ]);
    expect(getBlockDefinition('heading')?.label).toBe('Heading');
    expect(getBlockDefinition('nope')).toBeUndefined();
  });

  it('names the types in the zod-free catalogue the editor loads first, in the same order', () => {
    expect(blockCatalogue).toEqual(blockDefinitions.map(({ type, label }) => ({ type, label })));
    expect(blockLabelOf('heading')).toBe('Heading');
    expect(blockLabelOf('no-such-block')).toBe('no-such-block');
  });

  it('declares the HTML fields the server must sanitize, with their policy', () => {
    expect(htmlFieldsOf('text')).toEqual([{ field: 'html', policy: 'rich-text' }]);
    expect(htmlFieldsOf('code')).toEqual([{ field: 'html', policy: 'embed' }]);
    expect(htmlFieldsOf('embed')).toEqual([{ field: 'html', policy: 'embed' }]);
    expect(htmlFieldsOf('heading')).toEqual([]);
    expect(htmlFieldsOf('unknown')).toEqual([]);
  });
});

describe('validateLayout', () => {
  it('accepts every layout of the demo content', () => {
    const layouts = [
      demoSiteContent.footer.layout,
      ...demoSiteContent.pages.map((page) => page.layout),
      ...demoSiteContent.blog.posts.map((post) => post.body),
    ];
    for (const layout of layouts) {
      const result = validateLayout(layout);
      expect(result.ok ? 'ok' : result.errors).toBe('ok');
    }
  });

  it('stores parsed data with defaults applied', () => {
    const result = validateLayout({
      blocks: [{ id: 'a'.repeat(24), type: 'button', data: { label: 'Go' } }],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.layout.columns).toBe(12);
    expect(result.layout.blocks[0]?.grid).toEqual({ column: 1, span: 12 });
    expect(result.layout.blocks[0]?.data).toEqual({
      label: 'Go',
      href: '',
      style: 'primary',
      size: 'medium',
      alignment: 'left',
      newWindow: false,
    });
  });

  it(`rejects more than ${MAX_BLOCKS_PER_LAYOUT} blocks with the shared message under "blocks"`, () => {
    const blocks = Array.from({ length: MAX_BLOCKS_PER_LAYOUT + 1 }, () => makeBlock('line', {}));
    expect(validateLayout(makeLayout(...blocks))).toEqual({
      ok: false,
      errors: { blocks: LAYOUT_TOO_MANY_BLOCKS },
    });
    expect(validateLayout(makeLayout(...blocks.slice(1))).ok).toBe(true);
  });

  it('keys bad block data by block index and field', () => {
    const result = validateLayout(
      makeLayout(
        makeBlock('heading', { text: 'Fine' }),
        makeBlock('spacer', { height: 24 }),
        makeBlock('line', {}),
        makeBlock('heading', { text: '   ', level: 9 }),
        makeBlock('button', { label: 'Go', href: 'javascript:alert(1)' }),
        makeBlock('image', { src: '/a.svg', focalPoint: { x: 2 } }),
      ),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'blocks.3.data.level',
      'blocks.3.data.text',
      'blocks.4.data.href',
      'blocks.5.data.focalPoint.x',
    ]);
    expect(result.errors['blocks.3.data.text']).toBe('Enter the heading text');
    expect(result.errors['blocks.5.data.focalPoint.x']).toBe('Focal points run from 0 to 1');
  });

  it('rejects unknown block types, duplicate ids and bad grid placement', () => {
    const twin = makeBlock('line', {});
    const result = validateLayout(makeLayout(makeBlock('hologram', {}), twin, { ...twin }));
    expect(result).toEqual({
      ok: false,
      errors: {
        'blocks.0.type': 'Unknown block type: hologram',
        'blocks.2.id': 'Each block needs its own id',
      },
    });
    const offGrid = validateLayout(makeLayout(makeBlock('line', {}, { column: 10, span: 6 })));
    expect(offGrid.ok ? [] : Object.keys(offGrid.errors)).toEqual(['blocks.0.grid']);
  });

  it('rejects input that is not a layout', () => {
    const result = validateLayout('nope');
    expect(result.ok).toBe(false);
  });
});

describe('runtimeFeaturesOf', () => {
  const codeBlock = (mode: 'code' | 'html') => makeBlock('code', { mode, code: 'x', html: '<b>x</b>' });

  it('asks for code-copy only when a code block shows code', () => {
    expect(runtimeFeaturesOf([makeLayout(makeBlock('heading', { text: 'Hi' }))])).toEqual([]);
    expect(runtimeFeaturesOf([makeLayout(codeBlock('html'))])).toEqual([]);
    expect(
      runtimeFeaturesOf([makeLayout(codeBlock('html')), makeLayout(codeBlock('code'), codeBlock('code'))]),
    ).toEqual(['code-copy']);
    expect(runtimeFeaturesOf([makeLayout(makeBlock('code', { code: 'mode defaults to code' }))])).toEqual([
      'code-copy',
    ]);
  });

  it('asks for the image loader, the lightbox, both or neither, as an image block needs', () => {
    const media = '/media/0123456789abcdef01234567/photo.jpg';
    const features = (data: Record<string, unknown>) =>
      runtimeFeaturesOf([makeLayout(makeBlock('image', data))]);
    expect(features({ src: media })).toEqual([]);
    expect(features({ src: media, fill: true })).toEqual(['image-loader']);
    expect(features({ src: media, lightbox: true })).toEqual(['lightbox']);
    expect(features({ src: media, fill: true, lightbox: true })).toEqual(['image-loader', 'lightbox']);
    // No image chosen yet: nothing to open.
    expect(features({ src: '', lightbox: true })).toEqual([]);
  });

  it('finds the demo post with a code sample', () => {
    expect(runtimeFeaturesOf(demoSiteContent.blog.posts.map((post) => post.body))).toEqual(['code-copy']);
    // Among the pages only Contact (its form and newsletter), About (its video, and images that
    // open in the lightbox), the galleries (Gallery and the hidden gallery page Roastery photos)
    // and the hidden showcases Questions (an accordion) and Blocks (a menu with tabs) need JavaScript.
    expect(
      runtimeFeaturesOf(
        demoSiteContent.pages.filter((page) => page.urlId === 'gallery').map((page) => page.layout),
      ),
    ).toEqual(['gallery', 'lightbox']);
    expect(
      runtimeFeaturesOf(
        demoSiteContent.pages
          .filter(
            (page) =>
              !['contact', 'about', 'gallery', 'roastery-photos', 'faq', 'blocks'].includes(page.urlId),
          )
          .map((page) => page.layout),
      ),
    ).toEqual([]);
    expect(
      runtimeFeaturesOf(
        demoSiteContent.pages.filter((page) => page.urlId === 'about').map((page) => page.layout),
      ),
    ).toEqual(['lightbox', 'video']);
    const featuresOf = (urlId: string) =>
      runtimeFeaturesOf(
        demoSiteContent.pages.filter((page) => page.urlId === urlId).map((page) => page.layout),
      );
    expect(featuresOf('faq')).toEqual(['accordion']);
    expect(featuresOf('blocks')).toEqual([
      'block-animations',
      'booking',
      'map',
      'marquee',
      'menu-tabs',
      'relative-time',
      'scaled-text',
      'soundcloud',
      'text-highlight',
    ]);
    expect(
      runtimeFeaturesOf(
        demoSiteContent.pages.filter((page) => page.urlId === 'contact').map((page) => page.layout),
      ),
    ).toEqual(['forms']);
  });
});

describe('cspSourcesOf', () => {
  const embed = (html: string) => makeBlock('embed', { html, aspectRatio: '16:9', caption: '' });
  const none = { 'script-src': [], 'style-src': [], 'img-src': [], 'media-src': [], 'frame-src': [] };

  it('collects the hosts embeds load from, by the directive that governs each tag', () => {
    const sources = cspSourcesOf(
      [
        makeLayout(
          embed('<iframe src="https://player.vimeo.com/video/1?h=a&amp;b=c"></iframe>'),
          embed(
            '<video src="https://cdn.example.org/a.mp4" poster="https://img.example.net/p.jpg"><source src="https://cdn2.example.org/a.webm"></video><audio src="https://audio.example/a.mp3"></audio><img src="http://old.example/i.png">',
          ),
        ),
        makeLayout(
          embed('<iframe src="https://player.vimeo.com/video/2"></iframe><iframe src="/local"></iframe>'),
        ),
      ],
      [],
    );
    expect(sources).toMatchObject({
      'frame-src': ['https://player.vimeo.com'],
      'media-src': ['https://audio.example', 'https://cdn.example.org', 'https://cdn2.example.org'],
      'img-src': ['http://old.example', 'https://img.example.net'],
      'script-src': [],
    });
  });

  it('asks nothing for blocks that load only from the site, nor for a code block showing code', () => {
    const html = '<iframe src="https://maps.example/embed"></iframe>';
    expect(cspSourcesOf([makeLayout(makeBlock('heading', { text: 'Hi' }))], [])).toMatchObject(none);
    expect(cspSourcesOf([makeLayout(makeBlock('code', { mode: 'code', code: html }))], [])).toMatchObject(
      none,
    );
    expect(
      cspSourcesOf([makeLayout(makeBlock('code', { mode: 'html', html, code: '' }))], [])['frame-src'],
    ).toEqual(['https://maps.example']);
  });

  it('adds what runtime features and captcha providers declare', () => {
    expect(cspSourcesOf([], ['forms'])['worker-src']).toEqual(['blob:']);
    expect(cspSourcesOf([], ['cart', 'tracking'])).toMatchObject({ ...none, 'worker-src': [] });
    const turnstile = cspSourcesOf([], ['forms'], [captchaCspSources.turnstile!]);
    expect(turnstile['script-src']).toEqual(['https://challenges.cloudflare.com']);
    expect(turnstile['frame-src']).toEqual(['https://challenges.cloudflare.com']);
  });
});
