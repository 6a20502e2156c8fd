import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../shared/blocks/registry';
import { makeBlock } from '../testing/fixtures';
import { rendererOf } from './render-registry';

/** Renders one block through its registered renderer, its schema's defaults applied. */
function renderBlock(type: string, data: Record<string, unknown>): string {
  const definition = getBlockDefinition(type);
  const Render = rendererOf(type);
  if (!definition || !Render) throw new Error(`no block ${type}`);
  return renderToString(<Render block={makeBlock(type, definition.schema.parse(data))} />);
}

describe('relative time', () => {
  it('writes the date (cached pages never say "just now") with the moment for the runtime', () => {
    const html = renderBlock('relative-time', { date: '2026-11-24T09:30:00+01:00', label: 'Roasted <b>' });
    expect(html).toContain(
      '<time class="sqs-relative-time" dateTime="2026-11-24T08:30:00.000Z" data-timesince="2026-11-24T08:30:00.000Z">November 24, 2026</time>',
    );
    expect(html).toContain('Roasted &lt;b&gt; ');
    expect(html).not.toContain('just now');
  });
});

describe('marquee', () => {
  it('is the text once, still, with its settings for the runtime', () => {
    const html = renderBlock('marquee', {
      text: 'Fresh <roasts>',
      waveIntensity: 3,
      animationDirection: 'right',
    });
    expect(html).toContain('data-marquee=""');
    expect(html).toContain('data-animation-direction="right"');
    expect(html).toContain('data-animation-speed="1"');
    expect(html).toContain('data-wave-frequency="1"');
    expect(html).toContain('data-wave-intensity="3"');
    expect(html).toContain('data-paused-on-hover="false"');
    expect(html).toContain('<span class="sqs-marquee__item">Fresh &lt;roasts&gt;</span>');
    expect(html.match(/sqs-marquee__item/g)).toHaveLength(1);
  });
});

describe('text highlight', () => {
  it('wraps the highlighted words with a drawn SVG mark carrying the state', () => {
    const html = renderBlock('text-highlight', {
      text: 'Beans <roasted> this week',
      highlight: 'this week',
      tag: 'h1',
      shape: 'circle',
      color: 'yellow',
      thickness: 6,
      linecap: 'square',
      blend: 'multiply',
      opacity: 0.8,
      animation: 'fadeScale',
      direction: 'left',
      duration: 1.5,
      delay: 400,
      fontSize: 48,
    });
    expect(html).toMatch(
      /^<div class="sqs-block sqs-block-text-highlight sqs-align-left"><h1 class="sqs-text-highlight"/,
    );
    expect(html).toContain(
      'Beans &lt;roasted&gt; <span class="sqs-highlight sqs-highlight--fadeScale sqs-highlight--left"',
    );
    expect(html).toContain('<span class="sqs-highlight__words">this week</span>');
    expect(html).toContain('data-shape="circle"');
    expect(html).toContain('stroke-linecap="square"');
    expect(html).toContain('vector-effect="non-scaling-stroke"');
    expect(html).toContain('aria-hidden="true"');
    for (const style of [
      '--highlight-color:var(--highlight-yellow)',
      '--highlight-thickness:6px',
      '--highlight-opacity:0.8',
      '--highlight-blend:multiply',
      '--highlight-duration:1.5s',
      '--highlight-delay:400ms',
      'font-size:48px',
    ])
      expect(html).toContain(style);
  });

  it('draws every shape, the marker behind the words', () => {
    const shapes = [
      'circle',
      'cross',
      'enclose',
      'jagged',
      'marker',
      'scribble',
      'strike',
      'strikeDiagonal',
      'underline',
      'underlineCurve',
      'underlineDouble',
      'wave',
    ];
    const paths = new Set<string>();
    for (const shape of shapes) {
      const html = renderBlock('text-highlight', { text: 'a b', highlight: 'b', shape });
      const path = /<path d="([^"]+)"/.exec(html)?.[1];
      expect(path, shape).toMatch(/^M[\d.,\sMLQTCZ-]+$/);
      paths.add(path!);
      expect(html.includes('sqs-highlight--behind'), shape).toBe(shape === 'marker');
    }
    expect(paths.size).toBe(shapes.length);
  });
});

describe('chart', () => {
  const data = 'Day, Espresso, Filter\nMonday, 120, 80\nTuesday, 135.5, 95\nWednesday, -10, 70';

  it('bar: one rect per value, axis ticks from a friendly scale, the data as a table', () => {
    const html = renderBlock('chart', { title: 'Cups <sold>', chartType: 'bar', data });
    expect(html).toContain('<figure class="sqs-block sqs-block-chart sqs-chart--bar">');
    expect(html.match(/<rect /g)!.length).toBe(6 + 2); // six bars, two legend swatches
    expect(html).toMatch(
      /<svg class="sqs-chart__drawing" viewBox="0 0 640 360" role="img" aria-labelledby="[^"]+"/,
    );
    expect(html).toContain('Cups &lt;sold&gt;');
    for (const tick of ['>-50<', '>0<', '>150<']) expect(html).toContain(tick);
    expect(html).toContain('<th scope="row">Tuesday</th><td>135.5</td><td>95</td>');
    expect(html).toContain('<summary>Show the data as a table</summary>');
    expect(html).not.toContain('sqs-chart__note');
  });

  it('line: one polyline per series; pie: one slice per row; no title reads "Chart"', () => {
    const line = renderBlock('chart', { chartType: 'line', data });
    expect(line.match(/<polyline /g)).toHaveLength(2);
    expect(line).toContain('aria-label="Chart"');
    const pie = renderBlock('chart', {
      chartType: 'pie',
      data: 'Kind, Share\nEspresso, 1\nFilter, 1\nTea, 2',
    });
    expect(pie.match(/<path class="sqs-chart__series/g)).toHaveLength(3);
    // A half-share slice from 6 o'clock: the large-arc flag is off at exactly one half.
    expect(pie).toContain('A164,164 0 0 1 320,16 Z');
    const whole = renderBlock('chart', { chartType: 'pie', data: 'Kind, Share\nAll, 5\nNone, 0' });
    expect(whole).toContain(
      '<circle class="sqs-chart__series sqs-chart__series--1" cx="320" cy="180" r="164"',
    );
  });

  it('says how much it shows when the dataset is over the maximum rows or columns', () => {
    const rows = Array.from({ length: 55 }, (_, index) => `Row ${index}, ${index}`).join('\n');
    const html = renderBlock('chart', { data: `Label, Value\n${rows}` });
    expect(html).toContain('Only the first 50 rows of the data are shown.');
    expect(html).not.toContain('Row 50<');
    const wide = `L,${Array.from({ length: 9 }, (_, index) => `S${index}`).join(',')}\nA,${'1,'.repeat(8)}1`;
    expect(renderBlock('chart', { data: wide })).toContain('Only the first 8 columns of the data are shown.');
  });
});

describe('image layouts', () => {
  const base = { src: '/assets/static/demo/cafe-window.svg', alt: 'The window', width: 1600, height: 1000 };

  it('plain keeps the image block as it was: the linked image and its caption', () => {
    const html = renderBlock('image', { ...base, caption: 'Open late', href: '/contact' });
    expect(html).toMatch(
      /^<figure class="sqs-block sqs-block-image"><a class="sqs-block-image__link" href="\/contact">/,
    );
    expect(html).toContain('<figcaption class="sqs-block-image__caption">Open late</figcaption>');
    expect(html).not.toContain('sqs-image-layout');
  });

  it('each layout: its variant number, the image, then title, text and the one link as a button', () => {
    const variants = { inline: 1012, poster: 1013, card: 1014, overlap: 1015, collage: 1016, stack: 1017 };
    for (const [design, number] of Object.entries(variants)) {
      const html = renderBlock('image', {
        ...base,
        design,
        title: 'Alder <Street>',
        caption: 'Open late',
        href: '/contact',
        buttonText: 'Plan a visit',
      });
      expect(html).toContain(`sqs-image-layout sqs-image-layout--${design}" data-block-variant="${number}"`);
      expect(html).toContain('<p class="sqs-image-layout__title">Alder &lt;Street&gt;</p>');
      expect(html).toContain('<p class="sqs-image-layout__text">Open late</p>');
      expect(html.match(/href="\/contact"/g), design).toHaveLength(1);
      expect(html).toContain(
        '<a class="sqs-button sqs-button--primary sqs-button--medium" href="/contact">Plan a visit</a>',
      );
      expect(html.includes('sqs-image-layout__backdrop'), design).toBe(design === 'collage');
    }
  });

  it('without a button the image keeps its link; a lightbox still wins; an unsafe link is dropped', () => {
    const linked = renderBlock('image', { ...base, design: 'card', title: 'T', href: '/contact' });
    expect(linked).toContain('<a class="sqs-block-image__link" href="/contact">');
    const lightbox = renderBlock('image', { ...base, design: 'poster', title: 'T', lightbox: true });
    expect(lightbox).toContain('data-lightbox-set=');
    expect(lightbox).toContain('data-lightbox-item=""');
    const block = makeBlock('image', {
      ...getBlockDefinition('image')!.schema.parse({ ...base, design: 'card', buttonText: 'Go' }),
      href: 'javascript:alert(1)',
    });
    const html = renderToString(rendererOf('image')!({ block }) as never);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('sqs-button');
  });
});
