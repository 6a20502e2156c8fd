import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../shared/blocks/registry';
import { makeBlock, makeLayout } from '../testing/fixtures';
import { LayoutView } from '../components/layout-view';
import { rendererOf } from './render-registry';
import { BlockResourcesContext, type BlockResources } from './resources';

/** Renders one block through its registered renderer, its schema's defaults applied. */
function renderBlock(type: string, data: Record<string, unknown>, resources?: BlockResources): string {
  const definition = getBlockDefinition(type);
  const Render = rendererOf(type);
  if (!definition || !Render) throw new Error(`no block ${type}`);
  const element = <Render block={makeBlock(type, definition.schema.parse(data))} />;
  return renderToString(
    resources ? (
      <BlockResourcesContext.Provider value={resources}>{element}</BlockResourcesContext.Provider>
    ) : (
      element
    ),
  );
}

describe('accordion', () => {
  it('is <details>/<summary>: exclusive by a shared name, first open only when flagged, text escaped', () => {
    const html = renderBlock('accordion', {
      items: [
        { title: 'Hours <b>', body: 'Open daily.\n\nClosed <script>alert(1)</script> on holidays.' },
        { title: 'Shipping', body: 'Line one\nline two' },
      ],
      firstOpen: true,
    });
    const details = html.match(/<details[^>]*>/g) ?? [];
    expect(details).toHaveLength(2);
    expect(details[0]).toMatch(/name="accordion-[0-9a-f]{24}"/);
    expect(details[0]).toContain(' open=""');
    expect(details[1]).not.toContain('open');
    expect(html).toContain('data-accordion-multiple="false"');
    expect(html).toContain('<span class="sqs-accordion__label">Hours &lt;b&gt;</span>');
    expect(html).toContain('<p><span>Open daily.</span></p>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<span>Line one</span><span><br/>line two</span>');
  });

  it('several open: no shared name, so the browser lets each item open on its own', () => {
    const html = renderBlock('accordion', {
      items: [{ title: 'A' }, { title: 'B' }],
      allowMultipleOpen: true,
    });
    expect(html).not.toContain('name=');
    expect(html).not.toContain('open=""');
    expect(html).toContain('data-accordion-multiple="true"');
  });
});

describe('menu with tabs', () => {
  it('shows every menu under its heading; the ARIA tab list waits hidden for the runtime', () => {
    const html = renderBlock('menu', {
      menus: [
        { title: 'Breakfast', body: 'Eggs' },
        { title: 'Lunch', body: 'Soup' },
      ],
    });
    expect(html).toMatch(/<div class="sqs-menu__tabs" role="tablist" hidden="">/);
    const tabs = html.match(/<button[^>]*role="tab"[^>]*>/g) ?? [];
    expect(tabs).toHaveLength(2);
    expect(tabs[0]).toContain('aria-selected="true"');
    expect(tabs[0]).toContain('tabindex="0"');
    expect(tabs[1]).toContain('aria-selected="false"');
    expect(tabs[1]).toContain('tabindex="-1"');
    const panelId = /aria-controls="([^"]+)"/.exec(tabs[1] ?? '')?.[1];
    expect(html).toContain(`<section class="sqs-menu__panel" id="${panelId}"`);
    expect(html).not.toMatch(/<section[^>]*hidden/);
    expect(html).toContain('>Lunch</h3>');
  });
});

describe('share buttons', () => {
  const resources: BlockResources = { forms: {}, pageUrl: 'https://demo.example/about?x=1&y=2' };

  it('links to each chosen service’s share page with the page’s public address, opening safely', () => {
    const html = renderBlock('share-buttons', { pinterest: true }, resources);
    const encoded = encodeURIComponent('https://demo.example/about?x=1&y=2');
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${encoded}"`);
    expect(html).toContain(`href="https://x.com/intent/post?url=${encoded}"`);
    expect(html).toContain(`href="https://www.linkedin.com/sharing/share-offsite/?url=${encoded}"`);
    expect(html).toContain(`href="https://www.pinterest.com/pin/create/button/?url=${encoded}"`);
    expect(html).toContain(`href="mailto:?subject=A%20page%20worth%20a%20look&amp;body=${encoded}"`);
    expect(html).not.toContain('wa.me');
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('aria-label="Share this page"');
    expect(html).toContain('<span class="sr-only"> (Share on Facebook)</span>');
    // No script or frame of any service.
    expect(html).not.toMatch(/<script|<iframe/);
  });

  it('without labels, each link is still named for screen readers', () => {
    const html = renderBlock('share-buttons', { showLabels: false }, resources);
    expect(html).toContain('<span class="sr-only">Share on X</span>');
    expect(html).toContain('<span class="sr-only">Share on E-mail</span>');
  });
});

describe('social icons', () => {
  it('inline marks, names for screen readers, unsafe stored links dropped', () => {
    const block = makeBlock('social-icons', {
      links: [
        { network: 'instagram', href: 'https://www.instagram.com/larkspur' },
        { network: 'linkedin', href: 'javascript:alert(1)' },
        { network: 'email', href: 'mailto:hello@example.com' },
      ],
      size: 'large',
      alignment: 'center',
    });
    const Render = rendererOf('social-icons')!;
    const html = renderToString(<Render block={block} />);
    expect(html).toContain('sqs-align-center');
    expect(html).toContain('sqs-social--large');
    expect(html).toContain(
      '<a class="sqs-social__link" href="https://www.instagram.com/larkspur" target="_blank" rel="noopener noreferrer">',
    );
    expect(html).toContain('<span class="sr-only">Instagram</span>');
    expect(html).toContain('<a class="sqs-social__link" href="mailto:hello@example.com"><svg');
    expect(html).toContain('<span class="sr-only">E-mail</span>');
    expect(html).not.toContain('javascript:');
    expect(html.match(/<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">/g)).toHaveLength(2);
    expect(html).not.toMatch(/<script|<iframe|<img/);
  });
});

describe('shape', () => {
  it('height by the spec’s ratio; decorative without an image, the image’s alt with one', () => {
    const plain = renderBlock('shape', { shape: 'star', ratio: 'tall', fill: 'muted' });
    expect(plain).toContain('class="sqs-shape sqs-shape--star sqs-shape--fill-muted"');
    expect(plain).toContain('style="aspect-ratio:100 / 150"');
    expect(plain).toContain('aria-hidden="true"');
    expect(renderBlock('shape', { ratio: 'wide' })).toContain('aspect-ratio:100 / 67');
    const masked = renderBlock('shape', { image: '/assets/static/demo/cup-steam.svg', alt: 'A cup' });
    expect(masked).toContain('aspect-ratio:100 / 100');
    expect(masked).toContain(
      '<img class="sqs-shape__image" src="/assets/static/demo/cup-steam.svg" alt="A cup"',
    );
    expect(masked).not.toContain('aria-hidden');
  });
});

describe('scaled text', () => {
  it('the chosen element, escaped, with the CSS estimate and the limits the runtime reads', () => {
    const html = renderBlock('scaled-text', { text: 'Fresh <em>today</em>', tag: 'h3', maxFontSize: 120 });
    expect(html).toContain('<h3 class="sqs-scaled-text">Fresh &lt;em&gt;today&lt;/em&gt;</h3>');
    expect(html).toContain('data-min-font-size="11"');
    expect(html).toContain('data-max-font-size="120"');
    expect(html).toMatch(/--scaled-text-max:120px;--scaled-text-estimate:[\d.]+cqi/);
  });
});

describe('block animations in a layout', () => {
  it('an animated block’s cell carries its style and threshold; others are left alone', () => {
    const animated = {
      ...makeBlock('heading', { text: 'Hi', level: 2, alignment: 'left' }),
      animation: { style: 'slide' as const, threshold: 1 as const },
    };
    const still = makeBlock('heading', { text: 'Still', level: 2, alignment: 'left' });
    const html = renderToString(<LayoutView layout={makeLayout(animated, still)} />);
    expect(html).toContain(
      'class="sqs-layout__cell sqs-animate sqs-animate--slide" data-block-type="heading" data-animation-threshold="1"',
    );
    expect(html).toContain('class="sqs-layout__cell" data-block-type="heading" style');
  });
});
