import { z } from 'zod';

/**
 * The map block editor's calls (issue 17; media-and-platform §7). The places paths are the
 * spec's; the server answers them from the operator's Nominatim-compatible geocoder
 * (`GEOCODER_URL`). Content editors of the request's site only.
 *
 *   GET /api/google-maps/places/autocomplete?input=&sessionToken=   → PlacesAutocompleteAnswer
 *   GET /api/google-maps/places/details?placeId=&trackingContext=   → PlaceDetailsAnswer
 *   GET /api/rest/maps/settings                                      → MapSettingsAnswer
 *
 * Without a geocoder both places calls answer 200 with `configured: false` and the message to
 * show; a geocoder that cannot be reached answers 200 with the spec's "Unable to load results".
 */
export const PLACES_TRACKING_CONTEXTS = ['productPage', 'productSection', 'mapBlock'] as const;

/** The spec's warning (media-and-platform §7) when a details call names no tracking context. */
export const NO_TRACKING_CONTEXT_WARNING =
  'No tracking context given (productPage, productSection): place details are not attributed';

export const GEOCODER_NOT_CONFIGURED =
  'Address search is not set up on this server (its operator sets GEOCODER_URL). Type the address and the coordinates instead.';
export const GEOCODER_UNREACHABLE = 'Unable to load results';
export const PLACE_NOT_FOUND = 'Unable to locate content';

const sessionToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown session token')
  .optional();

export const placesAutocompleteQuerySchema = z.object({
  input: z
    .string()
    .trim()
    .min(1, 'Enter an address to search for')
    .max(200, 'Searches must be 200 characters or fewer'),
  sessionToken,
});

export const placePredictionSchema = z.object({
  placeId: z.string(),
  description: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
});
export type PlacePrediction = z.output<typeof placePredictionSchema>;

export const placesAutocompleteAnswer = z.object({
  configured: z.boolean(),
  predictions: z.array(placePredictionSchema),
  message: z.string().optional(),
});
export type PlacesAutocompleteAnswer = z.output<typeof placesAutocompleteAnswer>;

/** A geocoder place id: N, W or R (OpenStreetMap node, way, relation) and its number. */
export const PLACE_ID_PATTERN = /^[NWR]\d{1,15}$/;

export const placeDetailsQuerySchema = z.object({
  placeId: z.string().regex(PLACE_ID_PATTERN, PLACE_NOT_FOUND),
  sessionToken,
  trackingContext: z.enum(PLACES_TRACKING_CONTEXTS, { error: 'Unknown tracking context' }).optional(),
});

export const placeSchema = z.object({
  placeId: z.string(),
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.output<typeof placeSchema>;

export const placeDetailsAnswer = z.object({
  configured: z.boolean(),
  place: placeSchema.nullable(),
  message: z.string().optional(),
  /** The spec's warning when no tracking context was given. */
  warning: z.string().optional(),
});
export type PlaceDetailsAnswer = z.output<typeof placeDetailsAnswer>;

/** What the map block editor needs to know of the server: is there a map, satellite tiles, a geocoder. */
export const mapSettingsAnswer = z.object({
  tiles: z.boolean(),
  satellite: z.boolean(),
  geocoder: z.boolean(),
});
export type MapSettingsAnswer = z.output<typeof mapSettingsAnswer>;
