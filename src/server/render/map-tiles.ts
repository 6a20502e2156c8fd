import type { CspSources } from '../../shared/blocks/csp-sources';
import { tileOrigins, type MapTileSettings } from '../../shared/maps/map-rules';

/** The runtime feature of map blocks (src/runtime/features/map.ts). */
export const MAP_FEATURE = 'map';

/**
 * Without a tile source a map block is its address card: the page needs no map JavaScript.
 * Returns the features a page loads once that is known.
 */
export const withoutIdleMapFeature = (features: string[], tiles: MapTileSettings | undefined): string[] =>
  tiles ? features : features.filter((feature) => feature !== MAP_FEATURE);

/** The tile hosts, as image sources, on pages that show a live map; nothing on any other page. */
export function mapTileCspSources(
  features: readonly string[],
  tiles: MapTileSettings | undefined,
): CspSources {
  if (!tiles || !features.includes(MAP_FEATURE)) return {};
  return { 'img-src': [...tileOrigins(tiles.tileUrl), ...tileOrigins(tiles.satelliteTileUrl)] };
}
