import { describe, expect, it } from 'vitest';
import {
  INVALID_VIDEO_EMBED,
  isMediaVideo,
  mediaVideoType,
  parseVideoEmbed,
  playerOrigins,
  playerUrl,
  type VideoEmbed,
} from './video-embed';

const embedOf = (input: string): VideoEmbed => {
  const parsed = parseVideoEmbed(input);
  if (!parsed.ok) throw new Error(`refused ${input}`);
  return parsed.embed;
};

describe('parseVideoEmbed', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'http://youtube.com/watch?v=dQw4w9WgXcQ&list=PL1234&index=2',
    'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abcdef',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ?feature=shared',
    'https://music.youtube.com/watch?v=dQw4w9WgXcQ',
    '//www.youtube.com/embed/dQw4w9WgXcQ',
    '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=x" title="YouTube video player" allowfullscreen></iframe>',
  ])('YouTube: %s', (input) => {
    expect(embedOf(input)).toMatchObject({ provider: 'YouTube', id: 'dQw4w9WgXcQ' });
  });

  it('YouTube start times: t=90, t=1m30s, start=90', () => {
    expect(embedOf('https://youtu.be/dQw4w9WgXcQ?t=90').start).toBe(90);
    expect(embedOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s').start).toBe(90);
    expect(embedOf('https://www.youtube.com/embed/dQw4w9WgXcQ?start=90').start).toBe(90);
    expect(embedOf('https://youtu.be/dQw4w9WgXcQ?t=abc').start).toBeUndefined();
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871', undefined],
    ['https://www.vimeo.com/76979871?share=copy', '76979871', undefined],
    ['https://vimeo.com/76979871/8272103f6e', '76979871', '8272103f6e'],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0', '76979871', '8272103f6e'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871', undefined],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', '76979871', undefined],
    ['https://vimeo.com/showcase/1234/video/76979871', '76979871', undefined],
    [
      '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e&amp;title=0" frameborder="0"></iframe>',
      '76979871',
      '8272103f6e',
    ],
  ])('Vimeo: %s', (input, id, hash) => {
    const embed = embedOf(input);
    expect(embed).toMatchObject({ provider: 'Vimeo', id });
    expect(embed.hash).toBe(hash);
  });

  it.each([
    'https://home.wistia.com/medias/e4a27b971d',
    'https://support.wistia.com/medias/e4a27b971d?embedType=async',
    'https://fast.wistia.net/embed/iframe/e4a27b971d?videoFoam=true',
    'https://fast.wistia.com/embed/medias/e4a27b971d.jsonp',
    'https://wi.st/medias/e4a27b971d',
  ])('Wistia: %s', (input) => {
    expect(embedOf(input)).toMatchObject({ provider: 'Wistia', id: 'e4a27b971d' });
  });

  it.each([
    'https://animoto.com/play/GjsJ1gu0WDRfr4pGw12xZQ',
    'https://s3.amazonaws.com/embed.animoto.com/play.html?w=swf/production/vp1&f=GjsJ1gu0WDRfr4pGw12xZQ&r=360p',
  ])('Animoto: %s', (input) => {
    expect(embedOf(input)).toMatchObject({ provider: 'Animoto', id: 'GjsJ1gu0WDRfr4pGw12xZQ' });
  });

  it.each([
    '',
    '   ',
    'not a url at all',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC38IQsAvIsxxjztdMZQtwHA',
    'https://www.youtube.com/playlist?list=PL1234',
    'https://youtu.be/dQw4w9WgXcQ/../../evil',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://vimeo.com/76979871',
    'https://vimeo.com/',
    'https://vimeo.com/user12345',
    'https://vimeo.com/somebody/likes/76979871',
    'https://player.vimeo.com/76979871',
    'https://home.wistia.com/medias/short',
    'https://animoto.com/pricing',
    'https://s3.amazonaws.com/other-bucket/play.html?f=GjsJ1gu0WDRfr4pGw12xZQ',
    'https://www.dailymotion.com/video/x7tgad0',
    '<iframe src="https://evil.example/embed"></iframe>',
    '<div>no frame</div>',
    '<iframe></iframe>',
    `https://youtu.be/dQw4w9WgXcQ?${'x'.repeat(20_001)}`,
    'https://youtu.be/dQw4w9WgXcQ\u0000',
  ])('refuses %s with the spec message', (input) => {
    expect(parseVideoEmbed(input)).toEqual({ ok: false, error: INVALID_VIDEO_EMBED });
  });

  it('refuses what is not a string', () => {
    expect(parseVideoEmbed(undefined)).toEqual({ ok: false, error: 'Invalid video embed.' });
    expect(parseVideoEmbed(null)).toEqual({ ok: false, error: 'Invalid video embed.' });
  });
});

describe('player addresses', () => {
  it('privacy-enhanced by default: youtube-nocookie, Vimeo dnt=1, Wistia doNotTrack', () => {
    const youtube = playerUrl(embedOf('https://youtu.be/dQw4w9WgXcQ?t=5'), { autoplay: true });
    expect(youtube).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=5&rel=0&playsinline=1&enablejsapi=1',
    );
    expect(playerUrl(embedOf('https://vimeo.com/76979871/8272103f6e'), { autoplay: true })).toBe(
      'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1&autoplay=1',
    );
    expect(playerUrl(embedOf('https://wi.st/medias/e4a27b971d'))).toBe(
      'https://fast.wistia.net/embed/iframe/e4a27b971d?doNotTrack=true',
    );
  });

  it('privacy off uses the providers’ ordinary hosts; muted for autoplay without a click', () => {
    expect(playerUrl(embedOf('https://youtu.be/dQw4w9WgXcQ'), { privacy: false, muted: true })).toMatch(
      /^https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?mute=1&/,
    );
    expect(playerUrl(embedOf('https://vimeo.com/76979871'), { privacy: false })).not.toContain('dnt');
    expect(playerOrigins('YouTube')).toEqual(['https://www.youtube-nocookie.com']);
    expect(playerOrigins('YouTube', false)).toEqual(['https://www.youtube.com']);
  });

  it('Animoto plays the player address its oEmbed answer gave, never another host', () => {
    const embed = embedOf('https://animoto.com/play/GjsJ1gu0WDRfr4pGw12xZQ');
    expect(
      playerUrl(embed, {
        autoplay: true,
        playerUrl: 'https://s3.amazonaws.com/embed.animoto.com/play.html?f=GjsJ1gu0WDRfr4pGw12xZQ&r=360p',
      }),
    ).toBe(
      'https://s3.amazonaws.com/embed.animoto.com/play.html?f=GjsJ1gu0WDRfr4pGw12xZQ&r=360p&autostart=true',
    );
    expect(playerUrl(embed, { playerUrl: 'https://evil.example/x' })).toBe(
      'https://animoto.com/play/GjsJ1gu0WDRfr4pGw12xZQ',
    );
  });
});

describe('uploaded video files', () => {
  it('media addresses with a video type play natively; others do not', () => {
    expect(isMediaVideo('/media/0123456789abcdef01234567/clip.mp4')).toBe(true);
    expect(isMediaVideo('/media/0123456789abcdef01234567/clip%20one.webm')).toBe(true);
    expect(isMediaVideo('/media/0123456789abcdef01234567/photo.jpg')).toBe(false);
    expect(isMediaVideo('https://cdn.example/clip.mp4')).toBe(false);
    expect(mediaVideoType('/media/0123456789abcdef01234567/clip.webm')).toBe('video/webm');
  });
});
