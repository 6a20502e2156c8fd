/**
 * The map block's constants and pure rules (media-and-platform §3 "Map", §4 "Map", §9;
 * visitor-runtime §3, §9), shared by the block definition, the server renderer, the runtime
 * and the editor. No zod here: the visitor runtime imports this file.
 */

/** The spec's default location: lower Manhattan (media-and-platform §3). */
export const MAP_DEFAULT_LAT = 40.720882;
export const MAP_DEFAULT_LNG = -74.000988;
export const MAP_DEFAULT_ZOOM = 12;
/** Raster tile servers serve zoom 0–19 at most; 1 keeps the world from repeating sideways. */
export const MAP_MIN_ZOOM = 1;
export const MAP_MAX_ZOOM = 19;

/** Marker pin images are 48×64 (media-and-platform §3); the tip sits at the bottom centre. */
export const MAP_PIN_WIDTH = 48;
export const MAP_PIN_HEIGHT = 64;

/** The map library (Leaflet) must be on the page within this time (media-and-platform §9 "maps load time-out 30 s"). */
export const MAP_LOAD_TIMEOUT_MS = 30_000;
/** Map option updates are debounced 60 ms (visitor-runtime §9); the editor's address search too. */
export const MAP_OPTION_DEBOUNCE_MS = 60;
/** The library starts loading when the block comes this close to the viewport. */
export const MAP_PRELOAD_MARGIN = '300px';

/** Styles (media-and-platform §3), as stored; Grayscale is the default. */
export const MAP_STYLES = [
  'original',
  'grayscale',
  'satellite',
  'minimalDark',
  'minimalLight',
  'minimalBlue',
] as const;
export type MapStyle = (typeof MAP_STYLES)[number];
export const MAP_DEFAULT_STYLE: MapStyle = 'grayscale';

/** The spec's numbers of the styles (visitor-runtime §3): 1 original … 6 minimal blue. */
export const MAP_STYLE_NUMBERS: Readonly<Record<MapStyle, number>> = {
  original: 1,
  grayscale: 2,
  satellite: 3,
  minimalLight: 4,
  minimalDark: 5,
  minimalBlue: 6,
};

/**
 * Raster tiles have one look; the styles other than Satellite are CSS filters on the tile
 * pane (one tile source, no per-style tile server). Satellite uses its own tile source.
 */
export const MAP_STYLE_FILTERS: Readonly<Record<MapStyle, string>> = {
  original: 'none',
  grayscale: 'grayscale(1)',
  satellite: 'none',
  minimalDark: 'grayscale(1) invert(1) brightness(0.85) contrast(0.9)',
  minimalLight: 'grayscale(1) brightness(1.08) contrast(0.8)',
  minimalBlue: 'grayscale(1) sepia(1) hue-rotate(170deg) saturate(1.6) brightness(0.95)',
};

/** What the server tells the page about its tile sources (`MAP_TILE_URL`, `MAP_SATELLITE_TILE_URL`). */
export interface MapTileSettings {
  /** An XYZ template, `https://tiles.example/{z}/{x}/{y}.png` ({s} and {r} allowed). */
  tileUrl: string;
  attribution: string;
  satelliteTileUrl?: string;
  satelliteAttribution?: string;
}

/** The style a page shows: Satellite without a satellite source falls back to Original tiles. */
export function effectiveStyle(style: MapStyle, tiles: Pick<MapTileSettings, 'satelliteTileUrl'>): MapStyle {
  return style === 'satellite' && !tiles.satelliteTileUrl ? 'original' : style;
}

/** The address's lines as one text ("Title, Line 1, Line 2, Country"), empty parts left out. */
export function addressText(address: {
  addressTitle?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressCountry?: string;
}): string {
  return [address.addressTitle, address.addressLine1, address.addressLine2, address.addressCountry]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(', ');
}

/**
 * The "open in a maps site" link of the static fallback: OpenStreetMap's own site at the
 * marker (a plain link, so nothing loads from it until the visitor follows it).
 */
export function openInMapsUrl(lat: number, lng: number, zoom: number): string {
  const at = (value: number) => Number(value.toFixed(6));
  return `https://www.openstreetmap.org/?mlat=${at(lat)}&mlon=${at(lng)}#map=${Math.round(zoom)}/${at(lat)}/${at(lng)}`;
}

/** The template's origin (`https://tiles.example`), with each `{s}` subdomain spelled out, for the page's CSP. */
export function tileOrigins(
  template: string | undefined,
  subdomains: readonly string[] = ['a', 'b', 'c'],
): string[] {
  if (!template) return [];
  const hosts = template.includes('{s}')
    ? subdomains.map((sub) => template.replaceAll('{s}', sub))
    : [template];
  const origins = new Set<string>();
  for (const host of hosts) {
    try {
      const url = new URL(host.replace(/\{[a-z]+\}/gi, '0'));
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // Checked when the server starts: an unreadable template never gets here.
    }
  }
  return [...origins];
}
