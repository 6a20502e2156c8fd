/** Front door of the maps module: the map block editor's address search and map settings. */
import { defineModule } from '../../module-contract';
import { createGeocoder } from './geocoder';
import { registerMapRoutes } from './routes';

export { createGeocoder, GeocoderError } from './geocoder';
export type { Geocoder } from './geocoder';

/** Address search from the operator's Nominatim-compatible geocoder (`GEOCODER_URL`), if any. */
export const mapsModule = defineModule({
  name: 'maps',
  create({ config }, _needs: Record<string, never>) {
    const geocoder = config.geocoder.url
      ? createGeocoder({ url: config.geocoder.url, timeoutMs: config.geocoder.timeoutMs })
      : undefined;
    return {
      services: {},
      registerRoutes: (app) => registerMapRoutes(app, { geocoder, tiles: config.mapTiles }),
    };
  },
});
