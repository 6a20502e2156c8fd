/**
 * Third-party embeds without tracking (issue 17; visitor-runtime §1, §4 "Booking block", §9):
 * what is known about each provider — the addresses its posts and pages live at, the script and
 * frame hosts its own embed loads from — and the small rules shared by the block definitions,
 * the server's renderers and the runtime features. No zod and no DOM: the runtime imports it.
 */
import { isMediaUrl } from './image-url';

const hostIs = (host: string, ...domains: string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

function parseHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/* ---------------------------------------------------------------- audio and SoundCloud */

/** Audio file types a browser plays natively in `<audio>`. */
const AUDIO_FILE = /\.(?:mp3|m4a|aac|wav|ogg|oga|opus|flac)$/i;

export const isAudioFileUrl = (value: string): boolean => {
  const path = value.split(/[?#]/)[0] ?? '';
  if (isMediaUrl(value)) return AUDIO_FILE.test(decodeURIComponent(path));
  // A file of the site itself (`/assets/…`), or one on another https host.
  if (/^\/(?!\/)/.test(value)) return AUDIO_FILE.test(path);
  return parseHttpUrl(value)?.protocol === 'https:' && AUDIO_FILE.test(path);
};

/** The MIME type to announce for an audio file's `<source>`. */
export function audioFileType(src: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(src.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase() ?? '';
  const types: Record<string, string> = {
    mp3: 'audio/mpeg',
    m4a: 'audio/mp4',
    aac: 'audio/aac',
    wav: 'audio/wav',
    ogg: 'audio/ogg',
    oga: 'audio/ogg',
    opus: 'audio/ogg',
    flac: 'audio/flac',
  };
  return types[extension];
}

/** Any address on SoundCloud's hosts: the audio block treats it as a SoundCloud track or playlist. */
export const isSoundCloudUrl = (value: string): boolean => {
  const url = parseHttpUrl(value);
  return url !== undefined && hostIs(url.hostname.toLowerCase(), 'soundcloud.com', 'snd.sc');
};

/** SoundCloud's player frame host: the only one a page with a SoundCloud audio block allows. */
export const SOUNDCLOUD_PLAYER_ORIGIN = 'https://w.soundcloud.com';

/**
 * The player address for a SoundCloud track, set or user page (`soundcloud.com/{user}[/…]`),
 * or undefined when the address names nothing playable (the runtime then logs the spec's
 * console message, visitor-runtime §8: "unparseable soundcloud URL").
 */
export function soundCloudPlayerUrl(value: string): string | undefined {
  const url = parseHttpUrl(value);
  if (!url || !hostIs(url.hostname.toLowerCase(), 'soundcloud.com')) return undefined;
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts.length === 0 || parts.length > 3 || !parts.every((part) => /^[\w-]+$/.test(part)))
    return undefined;
  const track = `https://soundcloud.com/${parts.join('/')}`;
  const query = new URLSearchParams({
    url: track,
    auto_play: 'true',
    visual: 'false',
    show_comments: 'false',
  });
  return `${SOUNDCLOUD_PLAYER_ORIGIN}/player/?${query.toString()}`;
}

/* ---------------------------------------------------------------- social posts */

export const SOCIAL_POST_PROVIDERS = ['instagram', 'flickr', 'fivehundredpix', 'twitter'] as const;
export type SocialPostProvider = (typeof SOCIAL_POST_PROVIDERS)[number];

interface SocialProviderFacts {
  name: string;
  /** Hosts a post's address may be on. */
  hosts: string[];
  /** The provider's own embed script, loaded only when the owner chose it and consent allows. */
  script: string;
  /** Hosts that script loads from and frames: they join the page's policy only then. */
  scriptOrigins: string[];
  frameOrigins: string[];
}

export const SOCIAL_PROVIDERS: Readonly<Record<SocialPostProvider, SocialProviderFacts>> = {
  instagram: {
    name: 'Instagram',
    hosts: ['instagram.com', 'instagr.am'],
    script: 'https://www.instagram.com/embed.js',
    scriptOrigins: ['https://www.instagram.com'],
    frameOrigins: ['https://www.instagram.com'],
  },
  flickr: {
    name: 'Flickr',
    hosts: ['flickr.com', 'flic.kr'],
    script: 'https://embedr.flickr.com/assets/client-code.js',
    scriptOrigins: ['https://embedr.flickr.com'],
    frameOrigins: ['https://embedr.flickr.com', 'https://www.flickr.com'],
  },
  fivehundredpix: {
    name: '500px',
    hosts: ['500px.com'],
    script: 'https://500px.com/embed.js',
    scriptOrigins: ['https://500px.com'],
    frameOrigins: ['https://500px.com'],
  },
  twitter: {
    name: 'X (Twitter)',
    hosts: ['twitter.com', 'x.com'],
    script: 'https://platform.twitter.com/widgets.js',
    scriptOrigins: ['https://platform.twitter.com'],
    frameOrigins: ['https://platform.twitter.com', 'https://syndication.twitter.com'],
  },
};

/** Whether `value` is an https address of a post on the provider's site. */
export function isProviderPostUrl(provider: SocialPostProvider, value: string): boolean {
  const url = parseHttpUrl(value);
  return (
    url?.protocol === 'https:' &&
    hostIs(url.hostname.toLowerCase(), ...SOCIAL_PROVIDERS[provider].hosts) &&
    url.pathname.length > 1
  );
}

/* ---------------------------------------------------------------- Amazon */

const AMAZON_HOSTS = [
  'amazon.com',
  'amazon.ca',
  'amazon.co.uk',
  'amazon.de',
  'amazon.fr',
  'amazon.it',
  'amazon.es',
  'amazon.nl',
  'amazon.se',
  'amazon.pl',
  'amazon.com.au',
  'amazon.com.mx',
  'amazon.com.br',
  'amazon.co.jp',
  'amazon.in',
  'amzn.to',
  'a.co',
];

/** An https address on one of Amazon's stores (or its short links). */
export function isAmazonUrl(value: string): boolean {
  const url = parseHttpUrl(value);
  return url?.protocol === 'https:' && hostIs(url.hostname.toLowerCase(), ...AMAZON_HOSTS);
}

/* ---------------------------------------------------------------- booking */

/**
 * Booking providers: restaurant reservations in its two versions (OpenTable's widget, version 1;
 * Resy's, version 2), Tock (reservations, events — variants 1018/1019 — and online ordering),
 * Acuity scheduling and the Zola registry.
 */
export const BOOKING_PROVIDERS = ['opentable', 'resy', 'tock', 'acuity', 'zola'] as const;
export type BookingProvider = (typeof BOOKING_PROVIDERS)[number];

/** What a Tock widget offers (media-and-platform §3: reservations 1018, events 1019). */
export const BOOKING_WIDGETS = ['reservations', 'events', 'ordering'] as const;
export type BookingWidget = (typeof BOOKING_WIDGETS)[number];

interface BookingProviderFacts {
  name: string;
  /** Hosts the visitor's booking link (the provider's own page) may be on. */
  hosts: string[];
  /** The provider's widget script; `{venue}` is replaced by the owner's venue id. */
  script: string;
  /** Hosts the widget's script comes from and frames: only pages with such a block allow them. */
  scriptOrigins: string[];
  frameOrigins: string[];
}

export const BOOKING_PROVIDER_FACTS: Readonly<Record<BookingProvider, BookingProviderFacts>> = {
  opentable: {
    name: 'OpenTable',
    hosts: ['opentable.com', 'opentable.co.uk', 'opentable.ca', 'opentable.de', 'opentable.com.au'],
    script:
      'https://www.opentable.com/widget/reservation/loader?rid={venue}&type=standard&theme=standard&iframe=true&domain=com&lang=en-US&overlay=false',
    scriptOrigins: ['https://www.opentable.com'],
    frameOrigins: ['https://www.opentable.com'],
  },
  resy: {
    name: 'Resy',
    hosts: ['resy.com'],
    script: 'https://widgets.resy.com/embed.js',
    scriptOrigins: ['https://widgets.resy.com'],
    frameOrigins: ['https://widgets.resy.com'],
  },
  tock: {
    name: 'Tock',
    hosts: ['exploretock.com'],
    script: 'https://www.exploretock.com/tock.js',
    scriptOrigins: ['https://www.exploretock.com'],
    frameOrigins: ['https://www.exploretock.com'],
  },
  acuity: {
    name: 'Acuity Scheduling',
    hosts: ['acuityscheduling.com', 'as.me'],
    script: 'https://embed.acuityscheduling.com/js/embed.js',
    scriptOrigins: ['https://embed.acuityscheduling.com'],
    frameOrigins: ['https://app.acuityscheduling.com'],
  },
  zola: {
    name: 'Zola',
    hosts: ['zola.com'],
    script: 'https://widget.zola.com/js/widget.js',
    scriptOrigins: ['https://widget.zola.com'],
    frameOrigins: ['https://widget.zola.com', 'https://www.zola.com'],
  },
};

/** Whether `value` is an https address on the provider's site. */
export function isBookingProviderUrl(provider: BookingProvider, value: string): boolean {
  const url = parseHttpUrl(value);
  return (
    url?.protocol === 'https:' &&
    hostIs(url.hostname.toLowerCase(), ...BOOKING_PROVIDER_FACTS[provider].hosts)
  );
}

/**
 * The widget script's address for a venue. `base` (the server's `BOOKING_WIDGET_BASE_URL`, for
 * tests and offline installs) replaces the provider's host: `{base}/{provider}.js?venue=…`.
 */
export function bookingScriptUrl(provider: BookingProvider, venue: string, base?: string): string {
  if (base) {
    const query = new URLSearchParams({ venue });
    return `${base.replace(/\/+$/, '')}/${provider}.js?${query.toString()}`;
  }
  return BOOKING_PROVIDER_FACTS[provider].script.replace('{venue}', encodeURIComponent(venue));
}

/** Booking block layout (visitor-runtime §9): wide above 850 px; Tock's column layout at 750 px or less. */
export const BOOKING_WIDE_ABOVE_PX = 850;
export const TOCK_COLUMN_AT_MOST_PX = 750;

export function bookingLayout(provider: string, width: number): { wide: boolean; column: boolean } {
  return {
    wide: width > BOOKING_WIDE_ABOVE_PX,
    column: provider === 'tock' && width <= TOCK_COLUMN_AT_MOST_PX,
  };
}

/** The booking link's title when the owner leaves it empty (media-and-platform §9: 'Order Now' for online ordering). */
export const ORDER_NOW_TITLE = 'Order Now';
