import { newId } from '../../../shared/ids';
import { GRID_COLUMNS, type LayoutBlock } from '../../../shared/layout/layout';

/**
 * The map block (issue 17) at the end of the hidden `/blocks` showcase. A default install has
 * no tile source (`MAP_TILE_URL`), so it shows the address card; the browser tests' server has
 * fixture tiles, so there it is a live map.
 */
export const mapDemoBlocks: LayoutBlock[] = [
  {
    id: newId(),
    type: 'heading',
    grid: { column: 1, span: GRID_COLUMNS },
    data: { text: 'Find the roastery', level: 2, alignment: 'left' },
  },
  {
    id: newId(),
    type: 'map',
    grid: { column: 1, span: GRID_COLUMNS },
    data: {
      addressTitle: 'Larkspur Coffee',
      addressLine1: '120 Grand Street',
      addressLine2: 'New York, NY 10013',
      addressCountry: 'United States',
      mapLat: 40.720882,
      mapLng: -74.000988,
      mapZoom: 12,
      style: 'grayscale',
      showLabels: true,
      showTerrain: false,
      draggable: true,
      scrollwheel: false,
      showControls: true,
      disableDefaultUI: false,
      markerDraggable: false,
      linkOnClick: true,
    },
  },
];
