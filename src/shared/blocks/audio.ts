import * as z from 'zod/mini';
import { defineBlock } from './definition';
import { optionalText } from './fields';
import { originOf, type CspSources } from './csp-sources';
import { isAudioFileUrl, isSoundCloudUrl, SOUNDCLOUD_PLAYER_ORIGIN } from '../media/third-party-embeds';

export const INVALID_AUDIO = 'Enter an audio file (MP3, M4A, AAC, WAV, OGG, FLAC) or a SoundCloud address';

export const audioSchema = z.object({
  /** An uploaded audio file from the media library, an https address of one, or a SoundCloud page. */
  url: z._default(
    z.string({ error: INVALID_AUDIO }).check(
      z.trim(),
      z.maxLength(2048, INVALID_AUDIO),
      z.refine((value) => value === '' || isAudioFileUrl(value) || isSoundCloudUrl(value), INVALID_AUDIO),
      z.meta({ label: 'Audio file or SoundCloud address' }),
    ),
    '',
  ),
  title: optionalText(200, 'Titles must be 200 characters or fewer'),
  artist: optionalText(200, 'Artist names must be 200 characters or fewer'),
  caption: optionalText(500, 'Captions must be 500 characters or fewer'),
});

export type AudioData = z.output<typeof audioSchema>;

/** An audio file on another host plays from there; SoundCloud's player is a frame (after a press). */
export function audioCspSources(data: Partial<AudioData>): CspSources {
  if (typeof data.url !== 'string' || data.url === '') return {};
  if (isSoundCloudUrl(data.url)) return { 'frame-src': [SOUNDCLOUD_PLAYER_ORIGIN] };
  const origin = originOf(data.url);
  return origin ? { 'media-src': [origin] } : {};
}

/** Audio (visitor-runtime §1 "audio", "soundcloud"): a native player, or SoundCloud's on a press. */
export const audioBlock = defineBlock({
  type: 'audio',
  label: 'Audio',
  schema: audioSchema,
  defaults: { url: '', title: '', artist: '', caption: '' },
  // A file plays in the browser's own player: no script. SoundCloud's player loads on a press.
  runtimeFeature: (data) =>
    typeof data.url === 'string' && isSoundCloudUrl(data.url) ? 'soundcloud' : undefined,
  cspSources: audioCspSources,
});
