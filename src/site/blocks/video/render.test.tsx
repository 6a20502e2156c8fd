import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cspSourcesOf, getBlockDefinition, runtimeFeaturesOf } from '../../../shared/blocks/registry';
import { validateLayout } from '../../../shared/blocks/validate-layout';
import type { VideoData } from '../../../shared/blocks/video';
import { makeBlock, makeLayout } from '../../testing/fixtures';
import { BlockResourcesContext } from '../resources';
import { VideoBlock } from './render';

const parse = (data: Record<string, unknown>) => getBlockDefinition('video')!.schema.parse(data) as VideoData;
const render = (data: Record<string, unknown>, thirdPartiesNeedConsent = false) =>
  renderToString(
    <BlockResourcesContext value={{ forms: {}, thirdPartiesNeedConsent }}>
      <VideoBlock block={makeBlock('video', parse(data))} />
    </BlockResourcesContext>,
  );

describe('video block', () => {
  it('an embed renders a thumbnail and a real play button naming the title, and no player', () => {
    const html = render({ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Roasting day' });
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('<script');
    expect(html).toMatch(
      /<button type="button" class="sqs-video__play" aria-label="Play video: Roasting day" hidden/,
    );
    expect(html).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"');
    expect(html).toContain(
      'data-player-url="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&amp;rel=0&amp;playsinline=1&amp;enablejsapi=1"',
    );
    // Without JavaScript, a link to the video on the provider's site.
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain('Watch “Roasting day” on YouTube');
  });

  it('the cached oEmbed answer gives the title, thumbnail and shape; an owner title wins', () => {
    const oembed = {
      url: 'https://vimeo.com/76979871',
      provider: 'Vimeo',
      title: 'The New Vimeo Player',
      thumbnailUrl: 'https://i.vimeocdn.com/video/452001751-640.jpg',
      width: 640,
      height: 272,
    };
    const html = render({ url: 'https://vimeo.com/76979871', oembed });
    expect(html).toContain('aria-label="Play video: The New Vimeo Player"');
    expect(html).toContain('src="https://i.vimeocdn.com/video/452001751-640.jpg"');
    expect(html).toContain('--video-ratio:640 / 272');
    expect(html).toContain('data-player-url="https://player.vimeo.com/video/76979871?dnt=1&amp;autoplay=1"');
    expect(render({ url: 'https://vimeo.com/76979871', title: 'Mine', oembed })).toContain(
      'Play video: Mine',
    );
    // An answer for another address is stale: not used.
    expect(render({ url: 'https://vimeo.com/1234', oembed })).not.toContain('vimeocdn');
  });

  it('an owner-uploaded poster replaces the provider thumbnail; privacy off uses the ordinary host', () => {
    const html = render({
      url: 'https://youtu.be/dQw4w9WgXcQ',
      poster: '/media/0123456789abcdef01234567/poster.jpg',
      privacyEnhanced: false,
    });
    expect(html).toContain('src="/media/0123456789abcdef01234567/poster.jpg"');
    expect(html).toContain('srcSet=');
    expect(html).not.toContain('ytimg');
    expect(html).toContain('data-player-url="https://www.youtube.com/embed/');
  });

  it('where the cookie policy needs consent: no provider thumbnail, and the player asks first', () => {
    const html = render({ url: 'https://youtu.be/dQw4w9WgXcQ' }, true);
    expect(html).not.toContain('ytimg');
    expect(html).toContain('data-consent-required=""');
    // A poster of the site's own still shows.
    expect(render({ url: 'https://youtu.be/dQw4w9WgXcQ', poster: '/p.jpg' }, true)).toContain('src="/p.jpg"');
  });

  it('modes and forceAutoplay are on the box; none keeps the player at its own width', () => {
    expect(render({ url: 'https://youtu.be/dQw4w9WgXcQ', mode: 'fill' })).toContain('sqs-video--fill');
    const none = render({ url: 'https://youtu.be/dQw4w9WgXcQ', mode: 'none', forceAutoplay: true });
    expect(none).toContain('max-width:640px');
    expect(none).toContain('data-force-autoplay=""');
    expect(none).toContain('mute=1');
  });

  it('an uploaded video plays natively, fetched only when played, with its poster', () => {
    const html = render({
      url: '/media/0123456789abcdef01234567/clip.mp4',
      poster: '/media/0123456789abcdef01234567/clip-poster.jpg',
      title: 'Our roastery',
    });
    expect(html).toContain('<video class="sqs-video__native" controls="" preload="none"');
    expect(html).toContain('poster="/media/0123456789abcdef01234567/clip-poster.jpg"');
    expect(html).toContain('<source src="/media/0123456789abcdef01234567/clip.mp4" type="video/mp4"/>');
    expect(html).toContain('aria-label="Our roastery"');
  });

  it('validation: the spec messages for a bad address and a featured image without an embed', () => {
    const layout = (data: Record<string, unknown>) =>
      validateLayout(makeLayout(makeBlock('video', { ...getBlockDefinition('video')!.defaults, ...data })));
    expect(layout({ url: 'https://example.com/video' })).toMatchObject({
      ok: false,
      errors: { 'blocks.0.data.url': 'Invalid video embed.' },
    });
    expect(layout({ mode: 'stretch', url: 'https://youtu.be/dQw4w9WgXcQ' })).toMatchObject({
      ok: false,
      errors: { 'blocks.0.data.mode': 'Choose none, fit or fill' },
    });
    expect(layout({ url: '', poster: '/p.jpg' })).toMatchObject({
      ok: false,
      errors: {
        'blocks.0.data.poster':
          'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
      },
    });
    expect(layout({ url: 'https://youtu.be/dQw4w9WgXcQ', poster: '/p.jpg' }).ok).toBe(true);
  });

  it('pages with a video load the video feature and allow only its provider frame', () => {
    const youtube = makeLayout(makeBlock('video', parse({ url: 'https://youtu.be/dQw4w9WgXcQ' })));
    expect(runtimeFeaturesOf([youtube])).toEqual(['video']);
    expect(cspSourcesOf([youtube], [])['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    const vimeo = makeLayout(
      makeBlock('video', parse({ url: 'https://vimeo.com/1', privacyEnhanced: false })),
    );
    expect(cspSourcesOf([vimeo], [])['frame-src']).toEqual(['https://player.vimeo.com']);
    const empty = makeLayout(makeBlock('video', parse({})));
    expect(runtimeFeaturesOf([empty])).toEqual([]);
    expect(cspSourcesOf([empty], [])['frame-src']).toEqual([]);
    expect(cspSourcesOf([makeLayout(makeBlock('text', { html: '' }))], [])['frame-src']).toEqual([]);
  });
});
