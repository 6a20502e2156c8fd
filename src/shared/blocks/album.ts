import * as z from 'zod/mini';
import { mediaSourceSchema } from '../links/url-schemas';
import { originOf, type CspSources } from './csp-sources';
import { defineBlock } from './definition';

/** Spec media-and-platform §9: "max tracks in album 60". */
export const MAX_ALBUM_TRACKS = 60;
export const ALBUM_TOO_MANY_TRACKS = `An album holds at most ${MAX_ALBUM_TRACKS} tracks. Remove a track before adding another.`;

export const albumTrackSchema = z.object({
  title: z
    .string({ error: 'Enter the track title' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter the track title'),
      z.maxLength(200, 'Track titles must be 200 characters or fewer'),
    ),
  /** An audio file from the media library, or an address of one (the media rule). */
  src: mediaSourceSchema.check(
    z.minLength(1, 'Choose an audio file or enter its address'),
    z.meta({ picker: 'audio', label: 'Audio file' }),
  ),
});
export type AlbumTrack = z.output<typeof albumTrackSchema>;

/**
 * Album (spec §1 "audio"/"album"): a titled list of audio tracks played by the browser's own
 * <audio> player. Server HTML lists every track as a link to its file (useful without
 * JavaScript); the small `album` feature makes the list buttons that load a track into the
 * player and moves on to the next one when a track ends.
 */
export const albumSchema = z.object({
  title: z._default(
    z
      .string({ error: 'Enter a title' })
      .check(z.trim(), z.maxLength(200, 'Titles must be 200 characters or fewer')),
    '',
  ),
  artist: z._default(
    z
      .string({ error: 'Enter the artist' })
      .check(z.trim(), z.maxLength(200, 'Artist names must be 200 characters or fewer')),
    '',
  ),
  tracks: z._default(
    z
      .array(albumTrackSchema, { error: 'Add the tracks as a list' })
      .check(
        z.maxLength(MAX_ALBUM_TRACKS, ALBUM_TOO_MANY_TRACKS),
        z.meta({ label: 'Tracks', itemLabel: 'Track', newItem: { title: 'New track', src: '' } }),
      ),
    [],
  ),
});
export type AlbumData = z.output<typeof albumSchema>;

/** Tracks from other hosts need their origin in the page's media-src. */
export function albumCspSources(data: Partial<AlbumData>): CspSources {
  const origins = (data.tracks ?? [])
    .map((track) => originOf(track.src))
    .filter((origin) => origin !== undefined);
  return origins.length > 0 ? { 'media-src': [...new Set(origins)] } : {};
}

export const albumBlock = defineBlock({
  type: 'album',
  label: 'Album',
  schema: albumSchema,
  defaults: { title: 'New album', artist: '', tracks: [] },
  runtimeFeature: (data) => ((data.tracks?.length ?? 0) > 1 ? 'album' : undefined),
  cspSources: albumCspSources,
});
