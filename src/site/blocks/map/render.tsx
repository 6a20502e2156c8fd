import type { MapData } from '../../../shared/blocks/map';
import type { LayoutBlock } from '../../../shared/layout/layout';
import {
  addressText,
  effectiveStyle,
  MAP_STYLE_FILTERS,
  openInMapsUrl,
  type MapTileSettings,
} from '../../../shared/maps/map-rules';
import { useBlockResources } from '../resources';
import { t } from '../../text';

/** The attributes the `map` runtime feature reads to build the Leaflet map. */
function mapAttributes(data: MapData, tiles: MapTileSettings) {
  const style = effectiveStyle(data.style, tiles);
  const satellite = style === 'satellite' && tiles.satelliteTileUrl;
  return {
    'data-map': '',
    'data-map-lat': String(data.mapLat),
    'data-map-lng': String(data.mapLng),
    'data-marker-lat': String(data.markerLat ?? data.mapLat),
    'data-marker-lng': String(data.markerLng ?? data.mapLng),
    'data-map-zoom': String(data.mapZoom),
    'data-map-style': style,
    'data-map-filter': MAP_STYLE_FILTERS[style],
    'data-tile-url': satellite ? tiles.satelliteTileUrl : tiles.tileUrl,
    'data-tile-attribution': satellite ? (tiles.satelliteAttribution ?? '') : tiles.attribution,
    'data-show-labels': String(data.showLabels),
    'data-show-terrain': String(data.showTerrain),
    'data-draggable': String(data.draggable),
    'data-scrollwheel': String(data.scrollwheel),
    'data-show-controls': String(data.showControls && !data.disableDefaultUI),
    'data-marker-draggable': String(data.markerDraggable),
    'data-link-on-click': String(data.linkOnClick),
  };
}

/**
 * Map (media-and-platform §3 "Map"). Always the address card: the place, its lines and a link
 * that opens the marker in a maps site, so the block says where without JavaScript, offline or
 * when no tile source is configured (then it is all the block shows). With the server's tile
 * source (`MAP_TILE_URL`) a box above it holds the map: the `map` feature loads Leaflet when the
 * block nears the viewport and reads its settings from the attributes here.
 */
export function MapBlock({ block }: { block: LayoutBlock<MapData> }) {
  const { mapTiles } = useBlockResources();
  const data = block.data;
  const markerLat = data.markerLat ?? data.mapLat;
  const markerLng = data.markerLng ?? data.mapLng;
  const place = addressText(data);
  const lines = [data.addressLine1, data.addressLine2, data.addressCountry].filter((line) => line !== '');
  const label = place ? t('site.map.label', { place }) : t('site.map.unnamed');
  return (
    <div
      className={`sqs-block sqs-block-map map-block ${mapTiles ? 'map-block--live' : 'map-block--static'}`}
      {...(mapTiles ? mapAttributes(data, mapTiles) : {})}
    >
      {mapTiles && (
        <>
          <div className="map-block__canvas" data-map-canvas="" role="region" aria-label={label} />
          <p className="map-block__status" role="status" data-map-status="" />
        </>
      )}
      <address className="map-block__address">
        {data.addressTitle !== '' && <strong className="map-block__title">{data.addressTitle}</strong>}
        {lines.map((line, index) => (
          <span key={index} className="map-block__line">
            {line}
          </span>
        ))}
        {place === '' && (
          <span className="map-block__line">
            {t('site.map.coordinates', { lat: markerLat.toFixed(5), lng: markerLng.toFixed(5) })}
          </span>
        )}
        <a
          className="map-block__open"
          href={openInMapsUrl(markerLat, markerLng, data.mapZoom)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('site.map.openIn')}
          <span className="sr-only"> {t('site.opensInNewWindow')}</span>
        </a>
      </address>
    </div>
  );
}
