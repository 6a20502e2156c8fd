import * as z from 'zod/mini';
import { defineBlock } from './definition';
import {
  MAP_DEFAULT_LAT,
  MAP_DEFAULT_LNG,
  MAP_DEFAULT_STYLE,
  MAP_DEFAULT_ZOOM,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MAP_STYLES,
} from '../maps/map-rules';

const LATITUDE = 'Latitudes are numbers from -90 to 90';
const LONGITUDE = 'Longitudes are numbers from -180 to 180';
const ZOOM = `Zoom is a whole number from ${MAP_MIN_ZOOM} to ${MAP_MAX_ZOOM}`;

const latitude = (label: string) =>
  z.number({ error: LATITUDE }).check(z.gte(-90, LATITUDE), z.lte(90, LATITUDE), z.meta({ label }));
const longitude = (label: string) =>
  z.number({ error: LONGITUDE }).check(z.gte(-180, LONGITUDE), z.lte(180, LONGITUDE), z.meta({ label }));

/** A trimmed text, empty by default, with the words the editor shows for it. */
const labelledText = (label: string, max: number, tooLong: string) =>
  z._default(
    z.string({ error: 'Enter text' }).check(z.trim(), z.maxLength(max, tooLong), z.meta({ label })),
    '',
  );

/** A switch with its default and the words the editor shows for it. */
const option = (label: string, fallback: boolean) =>
  z._default(z.boolean({ error: 'Choose yes or no' }).check(z.meta({ label })), fallback);

/** What the owner reads for each style (the editor hides Satellite when the server has no satellite tiles). */
export const MAP_STYLE_LABELS = {
  original: 'Original',
  grayscale: 'Grayscale',
  satellite: 'Satellite',
  minimalDark: 'Minimal dark',
  minimalLight: 'Minimal light',
  minimalBlue: 'Minimal blue',
} as const;

/**
 * A map (media-and-platform §3 "Map"): the location and address, and the UI options. Tiles come
 * from the server's configured tile source (`MAP_TILE_URL`); without one the block is its static
 * fallback (the address and a link to open it in a maps site). The marker defaults to the centre.
 */
export const mapSchema = z.object({
  /** The address search fills these; the owner may also type them. */
  addressTitle: z._default(
    z
      .string({ error: 'Enter text' })
      .check(
        z.trim(),
        z.maxLength(200, 'The place name must be 200 characters or fewer'),
        z.meta({ picker: 'map-address', label: 'Place name' }),
      ),
    '',
  ),
  addressLine1: labelledText('Address line 1', 200, 'Address lines must be 200 characters or fewer'),
  addressLine2: labelledText('Address line 2', 200, 'Address lines must be 200 characters or fewer'),
  addressCountry: labelledText('Country', 100, 'The country must be 100 characters or fewer'),
  mapLat: z._default(latitude('Map centre latitude'), MAP_DEFAULT_LAT),
  mapLng: z._default(longitude('Map centre longitude'), MAP_DEFAULT_LNG),
  /** Left out: the marker sits at the map's centre. */
  markerLat: z.optional(latitude('Marker latitude')),
  markerLng: z.optional(longitude('Marker longitude')),
  mapZoom: z._default(
    z
      .int({ error: ZOOM })
      .check(z.gte(MAP_MIN_ZOOM, ZOOM), z.lte(MAP_MAX_ZOOM, ZOOM), z.meta({ label: 'Zoom' })),
    MAP_DEFAULT_ZOOM,
  ),
  style: z._default(
    z
      .enum(MAP_STYLES, { error: 'Choose one of the offered map styles' })
      .check(z.meta({ label: 'Map style', optionLabels: MAP_STYLE_LABELS, picker: 'map-style' })),
    MAP_DEFAULT_STYLE,
  ),
  /** The place name shown by the pin. */
  showLabels: option('Show the place name by the pin', true),
  /** Stored for the spec's view config; raster tiles have no terrain layer to show. */
  showTerrain: option('Show terrain (where the tiles have it)', false),
  /** Visitors may move the map by dragging. */
  draggable: option('Visitors can drag the map', true),
  /** The mouse wheel zooms (off by default: a page scrolls past the map). */
  scrollwheel: option('The mouse wheel zooms', false),
  /** Zoom buttons. */
  showControls: option('Zoom buttons', true),
  /** No controls at all (wins over the zoom buttons). */
  disableDefaultUI: option('Hide all map controls', false),
  /** The pin can be dragged (in the editor's preview this moves the marker, not the data). */
  markerDraggable: option('The pin can be dragged', false),
  /** A click on the pin opens the address in a maps site. */
  linkOnClick: option('Clicking the pin opens a maps site', true),
});

export type MapData = z.output<typeof mapSchema>;

export const mapBlock = defineBlock({
  type: 'map',
  label: 'Map',
  schema: mapSchema,
  defaults: {
    addressTitle: '',
    addressLine1: '',
    addressLine2: '',
    addressCountry: '',
    mapLat: MAP_DEFAULT_LAT,
    mapLng: MAP_DEFAULT_LNG,
    mapZoom: MAP_DEFAULT_ZOOM,
    style: MAP_DEFAULT_STYLE,
    showLabels: true,
    showTerrain: false,
    draggable: true,
    scrollwheel: false,
    showControls: true,
    disableDefaultUI: false,
    markerDraggable: false,
    linkOnClick: true,
  },
  // The page asks for the small `map` feature; it loads Leaflet when the block nears the
  // viewport. Tile hosts join the page's CSP from the server's settings (page-service.ts).
  runtimeFeature: 'map',
});
