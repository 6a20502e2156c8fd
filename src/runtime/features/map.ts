/**
 * Entry for pages with map blocks (shipped only when the server has a tile source): watches
 * each map box and loads Leaflet when it nears the viewport (src/runtime/maps/).
 */
import { registerFeature } from '../core';
import { enhanceMaps } from '../maps/map-loader';

registerFeature('map', () => enhanceMaps(document));
