import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mapBlock, type MapData } from '../../../shared/blocks/map';
import { runtimeFeaturesOf } from '../../../shared/blocks/registry';
import { validateLayout } from '../../../shared/blocks/validate-layout';
import { MAP_STYLE_NUMBERS, type MapTileSettings } from '../../../shared/maps/map-rules';
import { pagePolicyOf } from '../../../server/render/page-service';
import { mapTileCspSources, withoutIdleMapFeature } from '../../../server/render/map-tiles';
import { makeBlock, makeLayout } from '../../testing/fixtures';
import { BlockResourcesContext } from '../resources';
import { MapBlock } from './render';

const parse = (data: Record<string, unknown>) => mapBlock.schema.parse(data) as MapData;
const TILES: MapTileSettings = {
  tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
  attribution: '© Example <b>tiles</b>',
};
const render = (data: Record<string, unknown>, mapTiles?: MapTileSettings) =>
  renderToString(
    <BlockResourcesContext value={{ forms: {}, ...(mapTiles ? { mapTiles } : {}) }}>
      <MapBlock block={makeBlock('map', parse(data))} />
    </BlockResourcesContext>,
  );

describe('map block data (media-and-platform §3 "Map")', () => {
  it('defaults to lower Manhattan at zoom 12, Grayscale, marker at the centre', () => {
    const data = parse({});
    expect(data).toMatchObject({ mapLat: 40.720882, mapLng: -74.000988, mapZoom: 12, style: 'grayscale' });
    expect(data.markerLat).toBeUndefined();
    expect(data.markerLng).toBeUndefined();
    expect(mapBlock.defaults).toEqual(parse({}));
    expect(mapBlock.defaults).toMatchObject({
      showLabels: true,
      draggable: true,
      scrollwheel: false,
      showControls: true,
      disableDefaultUI: false,
      markerDraggable: false,
      linkOnClick: true,
      showTerrain: false,
    });
  });

  it('offers the spec’s six styles, numbered as the spec numbers them', () => {
    expect(MAP_STYLE_NUMBERS).toEqual({
      original: 1,
      grayscale: 2,
      satellite: 3,
      minimalLight: 4,
      minimalDark: 5,
      minimalBlue: 6,
    });
  });

  it('refuses coordinates off the globe and zooms out of range, with messages', () => {
    const result = validateLayout(
      makeLayout(makeBlock('map', { mapLat: 91, mapLng: -181, mapZoom: 25, style: 'terrain' })),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      'blocks.0.data.mapLat': 'Latitudes are numbers from -90 to 90',
      'blocks.0.data.mapLng': 'Longitudes are numbers from -180 to 180',
      'blocks.0.data.mapZoom': 'Zoom is a whole number from 1 to 19',
      'blocks.0.data.style': 'Choose one of the offered map styles',
    });
  });
});

describe('map block rendering', () => {
  it('without a tile source: the address card and a link to a maps site, no map box, no script', () => {
    const html = render({
      addressTitle: 'Larkspur Coffee',
      addressLine1: '120 Grand Street',
      addressCountry: 'United States',
    });
    expect(html).toContain('map-block--static');
    expect(html).not.toContain('data-map=');
    expect(html).not.toContain('data-map-canvas');
    expect(html).toContain('<strong class="map-block__title">Larkspur Coffee</strong>');
    expect(html).toContain('120 Grand Street');
    expect(html).toContain(
      'href="https://www.openstreetmap.org/?mlat=40.720882&amp;mlon=-74.000988#map=12/40.720882/-74.000988"',
    );
    expect(html).toContain('Open in OpenStreetMap');
    // Nothing to run: the page does not ship the map feature.
    const features = runtimeFeaturesOf([makeLayout(makeBlock('map', parse({})))]);
    expect(features).toEqual(['map']);
    expect(withoutIdleMapFeature(features, undefined)).toEqual([]);
  });

  it('with a tile source: a labelled map box carrying the settings the runtime reads', () => {
    const html = render(
      {
        addressTitle: 'Larkspur Coffee',
        markerLat: 40.73,
        markerLng: -74.01,
        style: 'minimalDark',
        scrollwheel: true,
      },
      TILES,
    );
    expect(html).toContain('map-block--live');
    expect(html).toContain('role="region" aria-label="Map: Larkspur Coffee"');
    expect(html).toContain('data-map-lat="40.720882"');
    expect(html).toContain('data-marker-lat="40.73"');
    expect(html).toContain('data-marker-lng="-74.01"');
    expect(html).toContain('data-map-zoom="12"');
    expect(html).toContain('data-map-style="minimalDark"');
    expect(html).toContain('data-tile-url="https://{s}.tiles.example/{z}/{x}/{y}.png"');
    expect(html).toContain('data-tile-attribution="© Example &lt;b&gt;tiles&lt;/b&gt;"');
    expect(html).toContain('data-scrollwheel="true"');
    // The address card stays under the map.
    expect(html).toContain('Open in OpenStreetMap');
  });

  it('the marker defaults to the centre; no controls when the default UI is off', () => {
    const html = render({ disableDefaultUI: true }, TILES);
    expect(html).toContain('data-marker-lat="40.720882"');
    expect(html).toContain('data-marker-lng="-74.000988"');
    expect(html).toContain('data-show-controls="false"');
    expect(html).toContain('Latitude 40.72088, longitude -74.00099');
  });

  it('Satellite without satellite tiles shows Original; with them, their tiles and attribution', () => {
    expect(render({ style: 'satellite' }, TILES)).toContain('data-map-style="original"');
    const html = render(
      { style: 'satellite' },
      { ...TILES, satelliteTileUrl: 'https://sat.example/{z}/{y}/{x}.jpg', satelliteAttribution: 'Sat' },
    );
    expect(html).toContain('data-map-style="satellite"');
    expect(html).toContain('data-tile-url="https://sat.example/{z}/{y}/{x}.jpg"');
    expect(html).toContain('data-tile-attribution="Sat"');
  });

  it('tile hosts join the CSP of pages with a live map only', () => {
    // Images from any https host pass already; a plain-http tile server on an https site must be named.
    const local: MapTileSettings = {
      tileUrl: 'http://127.0.0.1:4321/tiles/{z}/{x}/{y}.png',
      attribution: '',
    };
    expect(mapTileCspSources(['map'], TILES)).toEqual({
      'img-src': ['https://a.tiles.example', 'https://b.tiles.example', 'https://c.tiles.example'],
    });
    const layouts = [makeLayout(makeBlock('map', parse({})))];
    const policy = (features: string[], mapTiles?: MapTileSettings) =>
      pagePolicyOf({
        layouts,
        features,
        resources: { forms: {}, ...(mapTiles ? { mapTiles } : {}) },
        designCss: undefined,
        httpImages: false,
      });
    expect(policy(['map'], local)).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:4321/);
    expect(policy([], local)).not.toContain('127.0.0.1:4321');
    expect(policy(withoutIdleMapFeature(['map'], undefined))).not.toContain('127.0.0.1');
  });
});
