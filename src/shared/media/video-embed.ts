/**
 * Video embeds (media-and-platform §3 "Video embed", §5): which provider an owner's video address
 * (or pasted `<iframe>` embed code) names, and the player address the visitor's browser loads
 * once they press play. Shared by the video block, and later galleries and product videos, so all
 * of them accept the same addresses and load the same privacy-enhanced players.
 *
 * Providers: YouTube, Vimeo, Wistia, Animoto. Anything else is refused with the spec's
 * "Invalid video embed." Uploaded video files (a media address ending in a video type) are not
 * embeds: they play in a native `<video>` (`isMediaVideo`).
 */
import { isMediaUrl } from './image-url';

export const INVALID_VIDEO_EMBED = 'Invalid video embed.';
export const FEATURED_IMAGE_NEEDS_EMBED =
  'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.';
export const VIMEO_BASIC_UNSUPPORTED =
  'Vimeo Basic accounts are unsupported. Please share a video from a different account.';

/** The spec's provider names (§3 "Video embed"). */
export const VIDEO_PROVIDERS = ['YouTube', 'Vimeo', 'Wistia', 'Animoto'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** The spec's video modes: how the player sits in its box. */
export const VIDEO_MODES = ['none', 'fit', 'fill'] as const;
export type VideoMode = (typeof VIDEO_MODES)[number];

export interface VideoEmbed {
  provider: VideoProvider;
  /** The provider's id of the video. */
  id: string;
  /** Vimeo's privacy hash of an unlisted video (`/123/abc` or `?h=abc`). */
  hash?: string;
  /** Where playback starts, in seconds (YouTube `t`/`start`, Vimeo `#t=`). */
  start?: number;
  /** The public address of the video, for the provider's oEmbed endpoint and links. */
  canonicalUrl: string;
}

export type ParsedVideo = { ok: true; embed: VideoEmbed } | { ok: false; error: typeof INVALID_VIDEO_EMBED };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const WISTIA_ID = /^[a-z0-9]{10}$/i;
const ANIMOTO_ID = /^[A-Za-z0-9_-]{10,40}$/;
/** Owners paste long embed codes, but a video address is never longer. */
const MAX_INPUT = 20_000;

const invalid: ParsedVideo = { ok: false, error: INVALID_VIDEO_EMBED };

/** `1h2m3s`, `90s`, `90` → seconds; undefined when not a time. */
function parseTime(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) || undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || match[0] === '') return undefined;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : undefined;
}

/** The `src` of the first `<iframe>` (or `data` of an `<object>`) in pasted embed code. */
function embedCodeSource(input: string): string | undefined {
  const tag = /<(iframe|object|embed)\b[^>]*>/i.exec(input);
  if (!tag) return undefined;
  const attribute = /\s(?:src|data)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag[0]);
  const value = attribute?.[1] ?? attribute?.[2] ?? attribute?.[3];
  return value?.replace(/&amp;/g, '&');
}

function toUrl(input: string): URL | undefined {
  let text = input.trim();
  if (text.startsWith('//')) text = `https:${text}`;
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) text = `https://${text}`;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

const hostIs = (host: string, ...domains: string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

function youtube(url: URL, host: string): VideoEmbed | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (url.pathname === '/watch' || url.pathname === '/watch/')
    id = url.searchParams.get('v') ?? undefined;
  else if (['embed', 'shorts', 'live', 'v', 'e'].includes(segments[0] ?? '')) id = segments[1];
  if (!id || !YOUTUBE_ID.test(id)) return undefined;
  const start = parseTime(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return {
    provider: 'YouTube',
    id,
    ...(start ? { start } : {}),
    canonicalUrl: `https://www.youtube.com/watch?v=${id}`,
  };
}

/** vimeo.com/ID[/HASH], /channels/x/ID, /groups/x/videos/ID, /showcase/N/video/ID, /album/N/video/ID. */
const VIMEO_PATHS = [
  /^\/(\d{1,12})(?:\/([0-9a-f]{6,20}))?\/?$/i,
  /^\/channels\/[\w-]+\/(\d{1,12})\/?$/,
  /^\/groups\/[\w-]+\/videos\/(\d{1,12})\/?$/,
  /^\/(?:showcase|album)\/\d{1,12}\/video\/(\d{1,12})\/?$/,
  /^\/video\/(\d{1,12})\/?$/,
];

function vimeo(url: URL, host: string): VideoEmbed | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | undefined;
  if (host === 'player.vimeo.com') {
    if (segments[0] !== 'video') return undefined;
    id = segments[1];
  } else {
    const match = VIMEO_PATHS.map((pattern) => pattern.exec(url.pathname)).find(Boolean);
    if (!match) return undefined;
    id = match[1];
    hash = match[2];
  }
  if (!id || !VIMEO_ID.test(id)) return undefined;
  const queryHash = url.searchParams.get('h');
  if (!hash && queryHash && VIMEO_HASH.test(queryHash)) hash = queryHash;
  const start = parseTime(/(?:^|&)t=([^&]+)/.exec(url.hash.slice(1))?.[1]);
  return {
    provider: 'Vimeo',
    id,
    ...(hash ? { hash } : {}),
    ...(start ? { start } : {}),
    canonicalUrl: `https://vimeo.com/${id}${hash ? `/${hash}` : ''}`,
  };
}

function wistia(url: URL): VideoEmbed | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (segments[0] === 'medias') id = segments[1];
  else if (segments[0] === 'embed' && (segments[1] === 'iframe' || segments[1] === 'medias'))
    id = segments[2];
  id = id?.replace(/\.(?:jsonp?|js)$/, '');
  if (!id || !WISTIA_ID.test(id)) return undefined;
  return { provider: 'Wistia', id, canonicalUrl: `https://fast.wistia.net/embed/iframe/${id}` };
}

function animoto(url: URL): VideoEmbed | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  // animoto.com/play/ID, or an embed player address naming the video in `f`.
  const id = segments[0] === 'play' ? segments[1] : (url.searchParams.get('f') ?? undefined);
  if (!id || !ANIMOTO_ID.test(id)) return undefined;
  return { provider: 'Animoto', id, canonicalUrl: `https://animoto.com/play/${id}` };
}

/**
 * Reads a video address or pasted embed code. Refuses, with "Invalid video embed.", anything
 * that is not a video of one of the four providers (other hosts, channel pages, playlists
 * without a video, malformed ids, `javascript:` and other schemes).
 */
export function parseVideoEmbed(input: string | null | undefined): ParsedVideo {
  if (typeof input !== 'string') return invalid;
  const text = input.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (text === '' || text.length > MAX_INPUT || /[\u0000-\u001f\u007f]/.test(text.replace(/[\t\n\r]/g, '')))
    return invalid;
  const source = text.startsWith('<') ? embedCodeSource(text) : text;
  if (source === undefined) return invalid;
  const url = toUrl(source);
  if (!url || url.username || url.password) return invalid;
  const host = url.hostname.toLowerCase().replace(/^www\.|^m\./, '');
  let embed: VideoEmbed | undefined;
  if (host === 'youtu.be' || hostIs(host, 'youtube.com', 'youtube-nocookie.com')) embed = youtube(url, host);
  else if (hostIs(host, 'vimeo.com')) embed = vimeo(url, host);
  else if (hostIs(host, 'wistia.com', 'wistia.net') || host === 'wi.st') embed = wistia(url);
  else if (
    hostIs(host, 'animoto.com') ||
    (host === 's3.amazonaws.com' && url.pathname.startsWith('/embed.animoto.com/'))
  )
    embed = animoto(url);
  return embed ? { ok: true, embed } : invalid;
}

/** Video file types a browser plays natively. */
const VIDEO_FILE = /\.(?:mp4|m4v|webm|ogv|mov)$/i;

/** An uploaded video file (a media address with a video type): plays in a native `<video>`. */
export function isMediaVideo(src: string | null | undefined): boolean {
  if (typeof src !== 'string' || !isMediaUrl(src)) return false;
  return VIDEO_FILE.test(decodeURIComponent(src.split('?')[0] ?? ''));
}

/** The MIME type to announce for an uploaded video's `<source>`. */
export function mediaVideoType(src: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(src.split('?')[0] ?? '')?.[1]?.toLowerCase();
  return { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg', mov: 'video/quicktime' }[
    extension ?? ''
  ];
}

export interface PlayerOptions {
  /** Privacy-enhanced hosts and parameters (youtube-nocookie.com, Vimeo `dnt=1`, Wistia doNotTrack). Default true. */
  privacy?: boolean;
  autoplay?: boolean;
  /** Browsers only autoplay muted video without a click. */
  muted?: boolean;
  /** Animoto's player address needs a parameter only its oEmbed answer gives: the cached one. */
  playerUrl?: string;
}

/** The origin each provider's player is framed from, by privacy setting (for frame-src). */
export function playerOrigins(provider: VideoProvider, privacy = true): string[] {
  switch (provider) {
    case 'YouTube':
      return [privacy ? 'https://www.youtube-nocookie.com' : 'https://www.youtube.com'];
    case 'Vimeo':
      return ['https://player.vimeo.com'];
    case 'Wistia':
      return ['https://fast.wistia.net'];
    case 'Animoto':
      return ['https://animoto.com', 'https://s3.amazonaws.com'];
  }
}

/** An Animoto player address from an oEmbed answer, if it is one of Animoto's. */
export function animotoPlayerUrl(candidate: string | undefined): string | undefined {
  if (!candidate) return undefined;
  const url = toUrl(candidate);
  if (!url || url.protocol !== 'https:') return undefined;
  const ok =
    url.hostname === 'animoto.com' ||
    (url.hostname === 's3.amazonaws.com' && url.pathname.startsWith('/embed.animoto.com/'));
  return ok ? url.href : undefined;
}

/** The address of the provider's player for an embed: what the iframe loads after the visitor presses play. */
export function playerUrl(embed: VideoEmbed, options: PlayerOptions = {}): string {
  const privacy = options.privacy ?? true;
  const params = new URLSearchParams();
  switch (embed.provider) {
    case 'YouTube': {
      if (options.autoplay) params.set('autoplay', '1');
      if (options.muted) params.set('mute', '1');
      if (embed.start) params.set('start', String(embed.start));
      params.set('rel', '0');
      params.set('playsinline', '1');
      // Lets the page pause it by postMessage when another video starts.
      params.set('enablejsapi', '1');
      const [origin] = playerOrigins('YouTube', privacy);
      return `${origin}/embed/${embed.id}?${params}`;
    }
    case 'Vimeo': {
      if (embed.hash) params.set('h', embed.hash);
      if (privacy) params.set('dnt', '1');
      if (options.autoplay) params.set('autoplay', '1');
      if (options.muted) params.set('muted', '1');
      const start = embed.start ? `#t=${embed.start}s` : '';
      return `https://player.vimeo.com/video/${embed.id}?${params}${start}`;
    }
    case 'Wistia': {
      if (privacy) params.set('doNotTrack', 'true');
      if (options.autoplay) params.set('autoPlay', 'true');
      if (options.muted) params.set('muted', 'true');
      return `https://fast.wistia.net/embed/iframe/${embed.id}?${params}`;
    }
    case 'Animoto': {
      const cached = animotoPlayerUrl(options.playerUrl);
      if (!cached) return `https://animoto.com/play/${embed.id}`;
      const url = new URL(cached);
      if (options.autoplay) url.searchParams.set('autostart', 'true');
      return url.href;
    }
  }
}
