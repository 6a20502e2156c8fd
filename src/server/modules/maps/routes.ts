import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GEOCODER_NOT_CONFIGURED,
  mapSettingsAnswer,
  NO_TRACKING_CONTEXT_WARNING,
  placeDetailsAnswer,
  placeDetailsQuerySchema,
  PLACE_NOT_FOUND,
  placesAutocompleteAnswer,
  placesAutocompleteQuerySchema,
} from '../../../shared/api/maps';
import type { MapTileSettings } from '../../../shared/maps/map-rules';
import { GeocoderError, type Geocoder } from './geocoder';

/**
 * The map block editor's address search, at the spec's paths (media-and-platform §7), and what
 * the editor needs to know of the server's map set-up. Content editors of the request's site
 * only (the geocoder is the operator's, and public ones forbid open relays), 60 searches a
 * minute each; the geocoder's answers are cached (geocoder.ts).
 */
export function registerMapRoutes(
  app: FastifyInstance,
  deps: { geocoder: Geocoder | undefined; tiles: MapTileSettings | undefined },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limited = { access: 'content-editor', rateLimit: { max: 60, timeWindow: '1 minute' } } as const;
  const languageOf = (header: string | undefined) =>
    (header ?? '')
      .split(',')[0]
      ?.trim()
      .replace(/[^A-Za-z0-9-]/g, '') || 'en';

  routes.get(
    '/api/google-maps/places/autocomplete',
    {
      config: limited,
      schema: { querystring: placesAutocompleteQuerySchema, response: { 200: placesAutocompleteAnswer } },
    },
    async (request) => {
      if (!deps.geocoder) return { configured: false, predictions: [], message: GEOCODER_NOT_CONFIGURED };
      try {
        const predictions = await deps.geocoder.autocomplete(
          request.query.input,
          languageOf(request.headers['accept-language']),
        );
        return { configured: true, predictions };
      } catch (error) {
        if (!(error instanceof GeocoderError)) throw error;
        return { configured: true, predictions: [], message: error.message };
      }
    },
  );

  routes.get(
    '/api/google-maps/places/details',
    {
      config: limited,
      schema: { querystring: placeDetailsQuerySchema, response: { 200: placeDetailsAnswer } },
    },
    async (request) => {
      const { placeId, trackingContext } = request.query;
      // The spec's warning: a details call should say where it comes from (productPage, productSection).
      const warning = trackingContext === undefined ? { warning: NO_TRACKING_CONTEXT_WARNING } : {};
      if (trackingContext === undefined) request.log.warn({ placeId }, NO_TRACKING_CONTEXT_WARNING);
      if (!deps.geocoder)
        return { configured: false, place: null, message: GEOCODER_NOT_CONFIGURED, ...warning };
      try {
        const place = await deps.geocoder.details(placeId, languageOf(request.headers['accept-language']));
        return place
          ? { configured: true, place, ...warning }
          : { configured: true, place: null, message: PLACE_NOT_FOUND, ...warning };
      } catch (error) {
        if (!(error instanceof GeocoderError)) throw error;
        return { configured: true, place: null, message: error.message, ...warning };
      }
    },
  );

  routes.get(
    '/api/rest/maps/settings',
    { config: { access: 'content-editor' }, schema: { response: { 200: mapSettingsAnswer } } },
    async () => ({
      tiles: deps.tiles !== undefined,
      satellite: deps.tiles?.satelliteTileUrl !== undefined,
      geocoder: deps.geocoder !== undefined,
    }),
  );
}
