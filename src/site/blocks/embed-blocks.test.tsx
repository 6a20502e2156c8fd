import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../shared/blocks/registry';
import { makeBlock } from '../testing/fixtures';
import { rendererOf } from './render-registry';
import { BlockResourcesContext, type BlockResources } from './resources';

/** Renders one block through its registered renderer, its schema's defaults applied. */
function renderBlock(type: string, data: Record<string, unknown>, resources: BlockResources = { forms: {} }) {
  const definition = getBlockDefinition(type);
  const Render = rendererOf(type);
  if (!definition || !Render) throw new Error(`no block ${type}`);
  return renderToString(
    <BlockResourcesContext.Provider value={resources}>
      <Render block={makeBlock(type, definition.schema.parse(data))} />
    </BlockResourcesContext.Provider>,
  );
}

/** Nothing in server HTML reaches a third party by itself: no script, frame, or provider image. */
function expectNoThirdPartyLoads(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<object|<embed/);
  for (const [, src = ''] of html.matchAll(/\s(?:src|srcSet|srcset|poster)="([^"]*)"/g))
    expect(src, src).toMatch(/^\/(?!\/)/);
}

describe('audio block', () => {
  it('plays a file in the native player, fetched only when played', () => {
    const html = renderBlock('audio', {
      url: '/assets/static/demo/roaster-crackle.wav',
      title: 'First <crack>',
      artist: 'Roastery',
    });
    expect(html).toContain(
      '<audio class="sqs-audio__native" controls="" preload="none" aria-label="Audio: First &lt;crack&gt;">',
    );
    expect(html).toContain('<source src="/assets/static/demo/roaster-crackle.wav" type="audio/wav"/>');
    expect(html).toContain('<span class="sqs-audio__title">First &lt;crack&gt;</span>');
    expectNoThirdPartyLoads(html);
  });

  it('shows a SoundCloud address as a link and a hidden play button: no frame before a press', () => {
    const html = renderBlock('audio', { url: 'https://soundcloud.com/artist/track', title: 'Track' });
    expect(html).toContain('data-soundcloud-url="https://soundcloud.com/artist/track"');
    expect(html).toMatch(
      /<a class="sqs-audio__link" href="https:\/\/soundcloud.com\/artist\/track"[^>]*>Listen on SoundCloud<\/a>/,
    );
    expect(html).toMatch(/<button [^>]*data-soundcloud-play=""[^>]*hidden=""/);
    expectNoThirdPartyLoads(html);
  });

  it('renders nothing without an address', () => {
    expect(renderBlock('audio', {})).toBe('');
  });
});

describe('social post cards', () => {
  it('are complete cards without JavaScript: picture, text, author and a link to the post', () => {
    const html = renderBlock('instagram', {
      postUrl: 'https://www.instagram.com/p/abc/',
      image: '/assets/static/demo/cup-steam.svg',
      alt: 'A cup',
      text: 'Roast day <b>today</b>',
      author: '@alder',
    });
    expect(html).toContain('aria-label="Post by @alder on Instagram"');
    expect(html).toContain(
      '<blockquote class="sqs-social-post__text">Roast day &lt;b&gt;today&lt;/b&gt;</blockquote>',
    );
    expect(html).toContain('alt="A cup"');
    expect(html).toMatch(
      /<a class="sqs-social-post__link" href="https:\/\/www.instagram.com\/p\/abc\/"[^>]*>View on Instagram<\/a>/,
    );
    expect(html).not.toContain('data-provider-embed');
    expectNoThirdPartyLoads(html);
  });

  it("mark the provider's embed (for the feature) only when chosen, and the consent the site asks for", () => {
    const html = renderBlock(
      'twitter',
      { postUrl: 'https://x.com/a/status/1', text: 'Hi', providerEmbed: true },
      { forms: {}, thirdPartiesNeedConsent: true },
    );
    expect(html).toContain('data-social-post="twitter"');
    expect(html).toContain('data-provider-embed=""');
    expect(html).toContain('data-consent-required=""');
    expect(html).toContain('View on X (Twitter)');
    expectNoThirdPartyLoads(html);
    for (const type of ['flickr', 'fivehundredpix'])
      expect(renderBlock(type, { text: 'A photo' })).toContain(`sqs-social-post--${type}`);
  });
});

describe('amazon block', () => {
  it('is a sponsored link card with no Amazon script or image', () => {
    const html = renderBlock('amazon', {
      productUrl: 'https://www.amazon.com/dp/B01',
      title: 'Grinder',
      price: '$129.00',
      image: '/assets/static/demo/pour-over.svg',
    });
    expect(html).toContain('<h3 class="sqs-amazon__title">Grinder</h3>');
    expect(html).toContain('<p class="sqs-amazon__price">$129.00</p>');
    expect(html).toMatch(
      /<a class="sqs-button sqs-amazon__link" href="https:\/\/www.amazon.com\/dp\/B01" target="_blank" rel="sponsored noopener noreferrer">View on Amazon<\/a>/,
    );
    expectNoThirdPartyLoads(html);
    expect(renderBlock('amazon', { title: 'No link' })).toBe('');
  });
});

describe('booking block', () => {
  it("is the provider's link without JavaScript, with a hidden click-to-load button and no script", () => {
    const html = renderBlock('booking', {
      provider: 'tock',
      widget: 'ordering',
      venue: 'alder',
      link: 'https://www.exploretock.com/alder',
      title: 'Beans to take home',
    });
    expect(html).toContain('data-booking="tock"');
    expect(html).toContain('data-booking-state="idle"');
    expect(html).toContain('data-booking-widget-kind="ordering"');
    expect(html).toContain('data-script-url="https://www.exploretock.com/tock.js"');
    expect(html).toMatch(
      /<a class="sqs-button sqs-booking__link" href="https:\/\/www.exploretock.com\/alder"[^>]*>Order Now<\/a>/,
    );
    expect(html).toMatch(
      /<button type="button" class="sqs-button sqs-booking__load" data-booking-load="" hidden="">Open the Tock booking widget<\/button>/,
    );
    expectNoThirdPartyLoads(html);
  });

  it('takes the stand-in base for its script when the server has one', () => {
    const html = renderBlock(
      'booking',
      { provider: 'opentable', venue: '42' },
      { forms: {}, bookingWidgetBaseUrl: 'http://127.0.0.1:9/widgets' },
    );
    expect(html).toContain('data-script-url="http://127.0.0.1:9/widgets/opentable.js?venue=42"');
    expect(html).toContain('aria-label="Reserve a table"');
    // Neither a link nor a venue: nothing to show.
    expect(renderBlock('booking', {})).toBe('');
  });
});
