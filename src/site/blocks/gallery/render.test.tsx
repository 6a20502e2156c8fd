import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { galleryCspSources, gallerySchema, type GalleryData } from '../../../shared/blocks/gallery';
import { runtimeFeaturesOf } from '../../../shared/blocks/registry';
import { validateLayout } from '../../../shared/blocks/validate-layout';
import { GALLERY_DESIGNS, GALLERY_TOO_MANY_ITEMS } from '../../../shared/media/gallery-config';
import { makeBlock, makeLayout } from '../../testing/fixtures';
import { BlockResourcesContext } from '../resources';
import { GalleryBlock } from './render';

const ASSET = '/media/0123456789abcdef01234567/harbour.jpg';
const CLIP = '/media/0123456789abcdef01234567/clip.webm';
const items = [
  {
    id: 'harbour',
    src: ASSET,
    alt: 'The harbour at dawn',
    title: 'Harbour',
    caption: 'Early light',
    width: 2400,
    height: 1600,
    focalPoint: { x: 0.25, y: 0.75 },
  },
  {
    id: 'roastery',
    src: 'https://images.example.com/roastery.jpg',
    alt: 'Roastery',
    href: 'https://example.com/roast',
    newWindow: true,
  },
  { id: 'film', type: 'video', src: ASSET, videoUrl: 'https://youtu.be/dQw4w9WgXcQ', title: 'Our film' },
];
const parse = (data: Record<string, unknown>) => gallerySchema.parse({ items, ...data });
const render = (data: Record<string, unknown>) =>
  renderToString(<GalleryBlock block={makeBlock<GalleryData>('gallery', parse(data))} />);
const configOf = (html: string) =>
  JSON.parse(
    /data-gallery="([^"]*)"/.exec(html)![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
  ) as Record<string, unknown>;

describe('gallery block', () => {
  it.each(GALLERY_DESIGNS)(
    '%s renders every slide with the slide attributes and the settings as JSON',
    (design) => {
      const html = render({ design });
      expect(html).toContain(`sqs-gallery--${design}`);
      expect(html.match(/<li class="sqs-gallery__slide/g)).toHaveLength(3);
      expect(html).toContain('data-type="image" data-slide-id="harbour" data-slide-url="harbour"');
      expect(html).toContain('data-image-dimensions="2400x1600" data-image-focal-point="0.25,0.75"');
      expect(html).toContain('data-click-through-url="https://example.com/roast"');
      expect(html).toContain('data-type="video" data-slide-id="film" data-slide-url="our-film"');
      // Uploaded images get a srcset from the width ladder.
      expect(html).toMatch(/srcSet="\/media\/0123456789abcdef01234567\/harbour.jpg\?format=100w 100w/i);
      expect(configOf(html)).toMatchObject({ design, 'autoplay-duration': 5, loop: true });
      expect(html).not.toContain('<script');
    },
  );

  it('paged designs have hidden previous/next buttons (shown by the runtime); others none', () => {
    for (const design of ['slider', 'slideshow', 'carousel'])
      expect(render({ design })).toMatch(/<button[^>]*hidden/);
    for (const design of ['grid', 'stacked', 'list', 'autogrid', 'autocolumns'])
      expect(render({ design })).not.toContain('<button');
  });

  it('a slideshow without JavaScript links to every slide; with thumbnails, from a strip', () => {
    const html = render({ design: 'slideshow' });
    expect(html).toMatch(/<nav class="sqs-gallery__pager"[^>]*aria-label="Slides"/);
    const anchors = [...html.matchAll(/href="#(gallery-[^"]+)"/g)].map((match) => match[1]);
    expect(anchors).toHaveLength(3);
    for (const anchor of anchors) expect(html).toContain(`id="${anchor}"`);
    const strip = render({ design: 'slideshow', thumbnails: true });
    expect(strip).toContain('sqs-gallery__strip');
    expect(strip).toContain('src="/media/0123456789abcdef01234567/harbour.jpg?format=300w"');
  });

  it('§9 design defaults: grid 4 per row and padding 20, carousel 3 per row and gutter 1, autocolumns 250/0', () => {
    expect(render({ design: 'grid' })).toContain(
      '--gallery-per-row:4;--gallery-per-row-owner:4;--gallery-gutter:0px;--gallery-padding:20px',
    );
    expect(render({ design: 'carousel' })).toContain(
      '--gallery-per-row:3;--gallery-per-row-owner:3;--gallery-gutter:1px',
    );
    expect(render({ design: 'autocolumns' })).toContain('--gallery-column-width:250px');
    expect(render({ design: 'grid', slidesPerRow: 2, padding: 8 })).toContain(
      '--gallery-per-row:2;--gallery-per-row-owner:2;--gallery-gutter:0px;--gallery-padding:8px',
    );
  });

  it('click-through opens in a new window when asked; a video links to its address', () => {
    const html = render({ design: 'grid' });
    expect(html).toContain('href="https://example.com/roast" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('aria-label="Play video: Our film"');
  });

  it('with lightbox on, the root is a lightbox set and each slide link an item; it needs both features', () => {
    const block = makeBlock<GalleryData>('gallery', parse({ lightbox: true, lightboxTheme: 'light' }));
    const html = renderToString(<GalleryBlock block={block} />);
    expect(html).toContain(
      `data-lightbox-set="${block.id}" data-lightbox-theme="light" data-lightbox-title="Gallery"`,
    );
    expect(html.match(/data-lightbox-item=""/g)).toHaveLength(3);
    expect(html).toContain('data-video-url="https://youtu.be/dQw4w9WgXcQ"');
    expect(runtimeFeaturesOf([makeLayout(block)])).toEqual(['gallery', 'lightbox']);
    expect(runtimeFeaturesOf([makeLayout(makeBlock('gallery', parse({})))])).toEqual(['gallery']);
    expect(runtimeFeaturesOf([makeLayout(makeBlock('gallery', parse({ items: [] })))])).toEqual([]);
  });

  it('an empty gallery renders nothing', () => {
    expect(render({ items: [] })).toBe('');
  });
});

describe('gallery data', () => {
  it('holds at most 50 items, with a clear message', () => {
    const many = Array.from({ length: 51 }, (_, index) => ({ id: `s${index}`, src: ASSET }));
    const result = validateLayout(makeLayout(makeBlock('gallery', { items: many })));
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).toContain(GALLERY_TOO_MANY_ITEMS);
    expect(gallerySchema.safeParse({ items: many.slice(0, 50) }).success).toBe(true);
  });

  it('§5: columnWidth must be a positive number; a string is parsed', () => {
    expect(gallerySchema.parse({ columnWidth: '320' }).columnWidth).toBe(320);
    expect(gallerySchema.safeParse({ columnWidth: 0 }).error?.issues[0]?.message).toBe(
      'Column width must be a positive number of pixels',
    );
    expect(gallerySchema.safeParse({ columnWidth: 'wide' }).success).toBe(false);
  });

  it('refuses unknown designs and transitions, and videos that are not embeds', () => {
    expect(gallerySchema.safeParse({ design: 'mosaic' }).success).toBe(false);
    expect(gallerySchema.safeParse({ transition: 'wipe' }).success).toBe(false);
    expect(
      gallerySchema.safeParse({ items: [{ type: 'video', videoUrl: 'https://example.com/x' }] }).error
        ?.issues[0]?.message,
    ).toBe('Invalid video embed.');
  });
});

describe('gallery video slides', () => {
  const withConsent = (data: Record<string, unknown>, consent: boolean) =>
    renderToString(
      <BlockResourcesContext.Provider value={{ forms: {}, thirdPartiesNeedConsent: consent }}>
        <GalleryBlock block={makeBlock<GalleryData>('gallery', parse(data))} />
      </BlockResourcesContext.Provider>,
    );

  it('carry the video address, and the consent marker where the cookie policy needs it (in place and in the lightbox)', () => {
    for (const lightbox of [false, true]) {
      const html = withConsent({ design: 'slideshow', lightbox }, true);
      expect(html).toMatch(
        /<a [^>]*data-type="video" data-video-url="https:\/\/youtu.be\/dQw4w9WgXcQ" data-consent-required=""/,
      );
      expect(withConsent({ design: 'slideshow', lightbox }, false)).not.toContain('data-consent-required');
    }
  });

  it('an uploaded video file needs no consent', () => {
    const html = renderToString(
      <BlockResourcesContext.Provider value={{ forms: {}, thirdPartiesNeedConsent: true }}>
        <GalleryBlock
          block={makeBlock<GalleryData>(
            'gallery',
            gallerySchema.parse({
              items: [{ id: 'clip', type: 'video', src: ASSET, videoUrl: CLIP }],
            }),
          )}
        />
      </BlockResourcesContext.Provider>,
    );
    expect(html).toContain(`data-video-url="${CLIP}"`);
    expect(html).not.toContain('data-consent-required');
  });

  it('the page’s CSP allows a provider’s privacy-enhanced frame host only for galleries with its videos', () => {
    expect(galleryCspSources(parse({}))).toEqual({ 'frame-src': ['https://www.youtube-nocookie.com'] });
    expect(
      galleryCspSources(
        gallerySchema.parse({ items: [items[0], { id: 'clip', type: 'video', src: ASSET, videoUrl: CLIP }] }),
      ),
    ).toEqual({});
    expect(galleryCspSources({ items: 'nonsense' } as never)).toEqual({});
  });
});
