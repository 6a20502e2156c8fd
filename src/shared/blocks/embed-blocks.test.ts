import { describe, expect, it } from 'vitest';
import { demoSiteContent } from '../../server/modules/seed/demo-content';
import { amazonBlock, INVALID_AMAZON_URL } from './amazon';
import { audioBlock, INVALID_AUDIO } from './audio';
import { blockForVariant } from './block-variants';
import { bookingBlock, bookingLinkTitle, INVALID_BOOKING_LINK } from './booking';
import { cspSourcesOf, runtimeFeaturesOf } from './registry';
import { fivehundredpixBlock, flickrBlock, instagramBlock, twitterBlock } from './social-posts';
import { validateLayout } from './validate-layout';
import {
  bookingLayout,
  bookingScriptUrl,
  ORDER_NOW_TITLE,
  soundCloudPlayerUrl,
} from '../media/third-party-embeds';

/** The first message of a failed parse, by path. */
function problems(schema: { safeParse(value: unknown): unknown }, data: unknown) {
  const result = schema.safeParse(data) as {
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  };
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const layoutOf = (...blocks: Array<{ type: string; data: Record<string, unknown> }>) => ({
  columns: 12,
  blocks: blocks.map((block, index) => ({
    id: String(index).padStart(24, 'b'),
    type: block.type,
    grid: { column: 1, span: 12 },
    data: block.data,
  })),
});

describe('audio block', () => {
  it('takes an uploaded or https audio file, a site file, or a SoundCloud address; refuses anything else', () => {
    expect(audioBlock.schema.parse({})).toEqual(audioBlock.defaults);
    for (const url of [
      '/media/0123456789abcdef01234567/song.mp3',
      '/assets/static/demo/roaster-crackle.wav',
      'https://cdn.example.org/show/episode-1.m4a?x=1',
      'https://soundcloud.com/artist/track',
    ])
      expect(problems(audioBlock.schema, { url }), url).toEqual({});
    for (const url of [
      'http://cdn.example.org/a.mp3',
      'https://example.org/page',
      'javascript:alert(1)',
      '//evil.example/a.mp3',
    ])
      expect(problems(audioBlock.schema, { url }), url).toEqual({ url: INVALID_AUDIO });
  });

  it('loads SoundCloud only for a SoundCloud address, and allows only its player frame', () => {
    const file = { type: 'audio', data: { url: '/assets/static/demo/roaster-crackle.wav' } };
    const cloud = { type: 'audio', data: { url: 'https://soundcloud.com/artist/track' } };
    expect(runtimeFeaturesOf([layoutOf(file) as never])).toEqual([]);
    expect(runtimeFeaturesOf([layoutOf(cloud) as never])).toEqual(['soundcloud']);
    expect(cspSourcesOf([layoutOf(cloud) as never], [])['frame-src']).toEqual(['https://w.soundcloud.com']);
    expect(cspSourcesOf([layoutOf(file) as never], [])['frame-src']).toEqual([]);
    // A file on another host plays from there.
    const remote = { type: 'audio', data: { url: 'https://cdn.example.org/a.mp3' } };
    expect(cspSourcesOf([layoutOf(remote) as never], [])['media-src']).toEqual(['https://cdn.example.org']);
  });

  it('parses SoundCloud track, set and user pages; anything else is unparseable', () => {
    expect(soundCloudPlayerUrl('https://soundcloud.com/artist/track')).toBe(
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fartist%2Ftrack&auto_play=true&visual=false&show_comments=false',
    );
    expect(soundCloudPlayerUrl('https://soundcloud.com/artist/sets/album')).toMatch(/sets%2Falbum/);
    expect(soundCloudPlayerUrl('https://soundcloud.com/')).toBeUndefined();
    expect(soundCloudPlayerUrl('https://soundcloud.com/a/b/c/d')).toBeUndefined();
    expect(soundCloudPlayerUrl('https://soundcloud.com/a/%3Cscript%3E')).toBeUndefined();
    expect(soundCloudPlayerUrl('https://snd.sc/xyz')).toBeUndefined();
  });
});

describe('social post cards', () => {
  it('accept only https post addresses of their own provider', () => {
    const cases = [
      [instagramBlock, 'https://www.instagram.com/p/abc/', 'https://x.com/a/status/1', 'Instagram'],
      [flickrBlock, 'https://www.flickr.com/photos/me/1', 'https://www.instagram.com/p/abc/', 'Flickr'],
      [fivehundredpixBlock, 'https://500px.com/photo/1/title', 'https://www.flickr.com/photos/me/1', '500px'],
      [twitterBlock, 'https://x.com/a/status/1', 'http://twitter.com/a/status/1', 'X (Twitter)'],
    ] as const;
    for (const [definition, good, bad, name] of cases) {
      expect(definition.schema.parse({})).toEqual(definition.defaults);
      expect(definition.defaults.providerEmbed).toBe(false);
      expect(problems(definition.schema, { postUrl: good }), good).toEqual({});
      expect(problems(definition.schema, { postUrl: bad }), bad).toEqual({
        postUrl: `Enter the https address of a post on ${name}`,
      });
    }
  });

  it("declare the provider's hosts and script only when the owner chose its embed", () => {
    const card = { postUrl: 'https://x.com/a/status/1', text: 'Hello' };
    const plain = layoutOf({ type: 'twitter', data: twitterBlock.schema.parse(card) });
    const embedded = layoutOf({
      type: 'twitter',
      data: twitterBlock.schema.parse({ ...card, providerEmbed: true }),
    });
    expect(runtimeFeaturesOf([plain as never])).toEqual([]);
    expect(Object.values(cspSourcesOf([plain as never], [])).flat()).toEqual([]);
    expect(runtimeFeaturesOf([embedded as never])).toEqual(['social-embeds']);
    const sources = cspSourcesOf([embedded as never], []);
    expect(sources['script-src']).toEqual(['https://platform.twitter.com']);
    expect(sources['frame-src']).toEqual(['https://platform.twitter.com', 'https://syndication.twitter.com']);
  });
});

describe('amazon block', () => {
  it('is a link card to an Amazon store address, with a default button text', () => {
    expect(amazonBlock.schema.parse({})).toMatchObject({ buttonText: 'View on Amazon', productUrl: '' });
    expect(problems(amazonBlock.schema, { productUrl: 'https://www.amazon.co.uk/dp/B01' })).toEqual({});
    expect(problems(amazonBlock.schema, { productUrl: 'https://amzn.to/3abc' })).toEqual({});
    expect(problems(amazonBlock.schema, { productUrl: 'https://amazon.evil.example/dp/1' })).toEqual({
      productUrl: INVALID_AMAZON_URL,
    });
    expect(amazonBlock.runtimeFeature).toBeUndefined();
    expect(amazonBlock.cspSources).toBeUndefined();
  });
});

describe('booking block', () => {
  it('defaults to restaurant reservations and checks the link against the chosen provider', () => {
    expect(bookingBlock.schema.parse({})).toEqual(bookingBlock.defaults);
    expect(bookingBlock.defaults).toMatchObject({ provider: 'opentable', widget: 'reservations' });
    expect(
      problems(bookingBlock.schema, { provider: 'tock', link: 'https://www.exploretock.com/alder' }),
    ).toEqual({});
    expect(
      problems(bookingBlock.schema, { provider: 'tock', link: 'https://www.opentable.com/r/1' }),
    ).toEqual({
      link: INVALID_BOOKING_LINK,
    });
    expect(problems(bookingBlock.schema, { provider: 'acuity', venue: 'a"><script>' })).toEqual({
      venue: 'Ids hold letters, digits and . _ - : / @ only',
    });
    expect(problems(bookingBlock.schema, { provider: 'calendly' })).toEqual({
      provider: 'Choose a booking provider',
    });
  });

  it("says 'Order Now' for online ordering unless the owner wrote a title", () => {
    const tock = bookingBlock.schema.parse({ provider: 'tock', widget: 'ordering' });
    expect(bookingLinkTitle(tock)).toBe(ORDER_NOW_TITLE);
    expect(ORDER_NOW_TITLE).toBe('Order Now');
    expect(bookingLinkTitle({ ...tock, linkTitle: 'Pick up' })).toBe('Pick up');
    expect(bookingLinkTitle(bookingBlock.schema.parse({}))).toBe('Reserve a table');
  });

  it('maps variants 1018 and 1019 to its reservations and events widgets', () => {
    expect(blockForVariant(1018)).toEqual({
      name: 'reservations',
      block: 'booking',
      field: 'widget',
      value: 'reservations',
    });
    expect(blockForVariant(1019)).toMatchObject({ block: 'booking', field: 'widget', value: 'events' });
  });

  it('is wide above 850 px; Tock alone turns to a column at 750 px or less', () => {
    expect(bookingLayout('opentable', 851)).toEqual({ wide: true, column: false });
    expect(bookingLayout('opentable', 850)).toEqual({ wide: false, column: false });
    expect(bookingLayout('opentable', 300)).toEqual({ wide: false, column: false });
    expect(bookingLayout('tock', 750)).toEqual({ wide: false, column: true });
    expect(bookingLayout('tock', 751)).toEqual({ wide: false, column: false });
  });

  it("loads the provider's script from its host, or from the configured base, and declares only its hosts", () => {
    expect(bookingScriptUrl('opentable', '42')).toMatch(
      /^https:\/\/www\.opentable\.com\/widget\/reservation\/loader\?rid=42&/,
    );
    expect(bookingScriptUrl('zola', 'a b')).toBe('https://widget.zola.com/js/widget.js');
    expect(bookingScriptUrl('tock', 'alder', 'http://127.0.0.1:9/widgets/')).toBe(
      'http://127.0.0.1:9/widgets/tock.js?venue=alder',
    );
    const tock = layoutOf({
      type: 'booking',
      data: bookingBlock.schema.parse({ provider: 'tock', venue: 'alder' }),
    });
    expect(runtimeFeaturesOf([tock as never])).toEqual(['booking']);
    const sources = cspSourcesOf([tock as never], []);
    expect(sources['script-src']).toEqual(['https://www.exploretock.com']);
    expect(sources['frame-src']).toEqual(['https://www.exploretock.com']);
    // Without a venue no widget loads: nothing to allow.
    const linkOnly = layoutOf({ type: 'booking', data: bookingBlock.schema.parse({ provider: 'tock' }) });
    expect(Object.values(cspSourcesOf([linkOnly as never], [])).flat()).toEqual([]);
  });
});

describe('demo /blocks page', () => {
  it('shows every embed block, valid, within the layout limit', () => {
    const page = demoSiteContent.pages.find((candidate) => candidate.urlId === 'blocks');
    expect(page).toBeDefined();
    expect(validateLayout(page!.layout).ok).toBe(true);
    const types = new Set(page!.layout.blocks.map((block) => block.type));
    for (const type of ['audio', 'instagram', 'twitter', 'amazon', 'booking'])
      expect(types.has(type), type).toBe(true);
  });
});
