import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition, runtimeFeaturesOf } from '../../shared/blocks/registry';
import { ImageBlock } from '../blocks/image/render';
import { makeBlock, makeLayout } from '../testing/fixtures';
import { createImagePriority, ImagePriorityContext } from './image-priority';
import { columnSizes, coverZoom, ResponsiveImage } from './responsive-image';

const MEDIA = '/media/0123456789abcdef01234567/hill.jpg';

function imageBlock(data: Record<string, unknown>, span = 12) {
  const definition = getBlockDefinition('image')!;
  return makeBlock('image', definition.schema.parse(data), { column: 1, span }) as Parameters<
    typeof ImageBlock
  >[0]['block'];
}

/** Renders blocks in order inside one page render (one priority claim), as render-document does. */
function renderPage(...blocks: ReturnType<typeof imageBlock>[]): string[] {
  const html = renderToString(
    <ImagePriorityContext value={createImagePriority()}>
      {blocks.map((block) => (
        <ImageBlock key={block.id} block={block} />
      ))}
    </ImagePriorityContext>,
  );
  return html.split('<figure').slice(1);
}

describe('server HTML of images', () => {
  it('an uploaded image gets a srcset of the ladder up to its own width, sizes from its column, and its size', () => {
    const [figure] = renderPage(imageBlock({ src: MEDIA, width: 1200, height: 800 }, 6));
    expect(figure).toContain('width="1200" height="800"');
    expect(figure).toContain(
      `srcSet="${MEDIA}?format=100w 100w, ${MEDIA}?format=300w 300w, ${MEDIA}?format=500w 500w, ${MEDIA}?format=750w 750w, ${MEDIA}?format=1000w 1000w"`,
    );
    expect(figure).toContain('sizes="(max-width: 47.99em) 100vw, min(50vw, 576px)"');
  });

  it('an image entered as an outside URL keeps working as it is: no srcset', () => {
    const [figure] = renderPage(
      imageBlock({ src: 'https://images.example.com/a.jpg', width: 10, height: 5 }),
    );
    expect(figure).toContain('src="https://images.example.com/a.jpg"');
    expect(figure).not.toContain('srcSet');
    expect(figure).not.toContain('sizes=');
    expect(figure).toContain('width="10" height="5"');
  });

  it('the first large image loads at once with high priority; the others, and small ones before it, are lazy', () => {
    const [small, first, second] = renderPage(
      imageBlock({ src: MEDIA }, 4),
      imageBlock({ src: MEDIA }, 8),
      imageBlock({ src: MEDIA }, 12),
    );
    expect(small).toContain('loading="lazy"');
    expect(small).not.toContain('fetchpriority');
    expect(first).toContain('fetchPriority="high"');
    expect(first).not.toContain('loading=');
    expect(first).not.toContain('decoding="async"');
    expect(second).toContain('loading="lazy"');
    expect(second).toContain('decoding="async"');
    expect(second).not.toContain('fetchPriority');
  });

  it('every render makes its own claim: the next page has a priority image again', () => {
    expect(renderPage(imageBlock({ src: MEDIA }))[0]).toContain('fetchPriority="high"');
    expect(renderPage(imageBlock({ src: MEDIA }))[0]).toContain('fetchPriority="high"');
    // Outside a page render (one block alone), nothing claims priority.
    expect(renderToString(<ResponsiveImage src={MEDIA} alt="" large />)).toContain('loading="lazy"');
  });

  it('a crop to a narrower shape asks for a wider source, with the focal point as object-position', () => {
    const [figure] = renderPage(
      imageBlock(
        { src: MEDIA, width: 3000, height: 1000, aspectRatio: '1:1', focalPoint: { x: 0.2, y: 0.7 } },
        6,
      ),
    );
    // A 3:1 image shown square is drawn three times the box's width.
    expect(figure).toContain('sizes="(max-width: 47.99em) 300vw, min(150vw, 1728px)"');
    expect(figure).toContain('object-fit:cover;object-position:20% 70%');
    expect(figure).not.toContain('data-image-loader');
  });

  it('filling the row: cropped around the focal point, with the image loader config; only uploaded images load the loader', () => {
    const block = imageBlock({
      src: MEDIA,
      width: 1600,
      height: 900,
      fill: true,
      focalPoint: { x: 0.25, y: 0.5 },
    });
    const [figure] = renderPage(block);
    expect(figure).toContain('sqs-block-image--fill');
    expect(figure).toContain('data-image-loader=""');
    expect(figure).toContain('data-image-dimensions="1600x900"');
    expect(figure).toContain('data-image-focal-point="0.25,0.5"');
    expect(figure).toContain('data-crop-mode="cover"');
    expect(runtimeFeaturesOf([makeLayout(block)])).toEqual(['image-loader']);
    // A plain image, or an outside URL filling the row, needs no JavaScript.
    expect(runtimeFeaturesOf([makeLayout(imageBlock({ src: MEDIA }))])).toEqual([]);
    expect(
      runtimeFeaturesOf([makeLayout(imageBlock({ src: 'https://x.example/a.jpg', fill: true }))]),
    ).toEqual([]);
  });

  it('sizes maths: column share, zoom, limits', () => {
    expect(columnSizes(1)).toBe('(max-width: 47.99em) 100vw, min(100vw, 1152px)');
    expect(columnSizes(1 / 3)).toBe('(max-width: 47.99em) 100vw, min(33.33vw, 384px)');
    expect(coverZoom({ width: 1000, height: 1000 }, 16 / 9)).toBe(1);
    expect(coverZoom({ width: 2000, height: 1000 }, 1)).toBe(2);
    expect(coverZoom({}, 1)).toBe(1);
  });
});
