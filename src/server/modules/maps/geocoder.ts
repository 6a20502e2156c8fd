import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { GEOCODER_UNREACHABLE, type Place, type PlacePrediction } from '../../../shared/api/maps';

/** Nominatim answers for a handful of places are a few KB; anything far larger is not one. */
const MAX_ANSWER_BYTES = 256 * 1024;
const RESULTS = 5;

// eslint-disable-next-line no-control-regex -- geocoder text is shown to owners and stored in blocks
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
const clean = (max: number) =>
  z.string().transform((value) => value.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, max));
const optionalClean = (max: number) => clean(max).optional().catch(undefined);

/** The fields of a Nominatim `jsonv2` result (with `addressdetails=1`) this product reads. */
const resultSchema = z.object({
  osm_type: z.enum(['node', 'way', 'relation']),
  osm_id: z.coerce.number().int().positive(),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  display_name: clean(500),
  name: optionalClean(200),
  address: z.record(z.string(), z.unknown()).optional().catch(undefined),
});
type Result = z.output<typeof resultSchema>;

export class GeocoderError extends Error {}

const placeIdOf = (result: Result) => `${result.osm_type[0]!.toUpperCase()}${result.osm_id}`;

const part = (address: Result['address'], ...keys: string[]) => {
  for (const key of keys) {
    const value = address?.[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 200);
  }
  return '';
};

/** A Nominatim result as the map block's address: place name, two lines, country, coordinates. */
export function placeOf(result: Result): Place {
  const { address } = result;
  const firstOfDisplay = result.display_name.split(',')[0]?.trim() ?? '';
  const street = [part(address, 'house_number'), part(address, 'road', 'pedestrian', 'footway', 'square')]
    .filter(Boolean)
    .join(' ');
  const locality = [
    part(address, 'city', 'town', 'village', 'hamlet', 'suburb'),
    part(address, 'state', 'region', 'county'),
    part(address, 'postcode'),
  ]
    .filter(Boolean)
    .join(', ');
  return {
    placeId: placeIdOf(result),
    name: result.name || firstOfDisplay,
    addressLine1: street,
    addressLine2: locality,
    country: part(address, 'country'),
    lat: result.lat,
    lng: result.lon,
  };
}

function predictionOf(result: Result): PlacePrediction {
  const [first = '', ...rest] = result.display_name.split(',').map((piece) => piece.trim());
  return {
    placeId: placeIdOf(result),
    description: result.display_name,
    mainText: result.name || first,
    secondaryText: rest.join(', '),
  };
}

export interface GeocoderSettings {
  /** The geocoder's base address (`https://nominatim.example/`); its `/search` and `/lookup` are used. */
  url: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export type Geocoder = ReturnType<typeof createGeocoder>;

/**
 * A Nominatim-compatible geocoder (nominatim.org/release-docs/latest/api): `/search` for the
 * editor's suggestions, `/lookup` for the chosen place. Answers are cached for ten minutes
 * (Nominatim's usage policy asks clients to cache), each call is bounded by the time-out and
 * 256 KB, redirects are refused, and the request names this software (the policy asks that too).
 */
export function createGeocoder(settings: GeocoderSettings) {
  const doFetch = settings.fetch ?? fetch;
  const base = settings.url.endsWith('/') ? settings.url : `${settings.url}/`;
  const cache = new LRUCache<string, Result[]>({ max: 500, ttl: 10 * 60_000 });

  async function call(path: 'search' | 'lookup', params: Record<string, string>): Promise<Result[]> {
    const url = new URL(path, base);
    for (const [name, value] of Object.entries({ ...params, format: 'jsonv2', addressdetails: '1' }))
      url.searchParams.set(name, value);
    const key = url.href;
    const cached = cache.get(key);
    if (cached) return cached;
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'sitebuilder (self-hosted website builder)' },
        redirect: 'error',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch {
      throw new GeocoderError(GEOCODER_UNREACHABLE);
    }
    if (!response.ok || Number(response.headers.get('content-length') ?? 0) > MAX_ANSWER_BYTES) {
      await response.body?.cancel();
      throw new GeocoderError(GEOCODER_UNREACHABLE);
    }
    let body: unknown;
    try {
      const text = await response.text();
      if (text.length > MAX_ANSWER_BYTES) throw new Error('too large');
      body = JSON.parse(text);
    } catch {
      throw new GeocoderError(GEOCODER_UNREACHABLE);
    }
    if (!Array.isArray(body)) throw new GeocoderError(GEOCODER_UNREACHABLE);
    // One odd result is skipped, not the whole answer.
    const results = body.flatMap((item) => {
      const parsed = resultSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    cache.set(key, results);
    return results;
  }

  return {
    async autocomplete(input: string, language: string): Promise<PlacePrediction[]> {
      const results = await call('search', { q: input, limit: String(RESULTS), 'accept-language': language });
      return results.slice(0, RESULTS).map(predictionOf);
    },
    /** The place with this id (`N123`), or null when the geocoder has none. */
    async details(placeId: string, language: string): Promise<Place | null> {
      const results = await call('lookup', { osm_ids: placeId, 'accept-language': language });
      const found = results.find((result) => placeIdOf(result) === placeId);
      return found ? placeOf(found) : null;
    },
  };
}
