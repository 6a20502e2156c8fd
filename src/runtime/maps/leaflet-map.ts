/**
 * The Leaflet part of the map block, a chunk loaded only when a map nears the viewport
 * (map-loader.ts). Builds the map from the block's attributes (site/blocks/map/render.tsx):
 * centre, zoom, the tile source and its attribution, the style's filter, the UI options, and
 * a 48×64 pin at the marker. The centre and zoom it shows are written back to the block
 * (`data-map-view`) after each move, which the browser tests read.
 */
import { Map as LeafletMap, Marker, TileLayer, divIcon } from 'leaflet/dist/leaflet-src.esm.js';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM, MAP_PIN_HEIGHT, MAP_PIN_WIDTH } from '../../shared/maps/map-rules';
import { mapRuntimeMessages as text } from '../../shared/messages/en-US/runtime/map';
import { adoptStyles } from '../core/adopt-styles';

declare const LEAFLET_CSS: string | undefined;

// A pin drawn in SVG (no image request): 48×64 with its tip at the bottom centre.
const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 64" aria-hidden="true" focusable="false">' +
  '<path d="M24 62C24 62 4 37.5 4 23a20 20 0 0 1 40 0c0 14.5-20 39-20 39z" fill="#1f1f1f" stroke="#fff" stroke-width="2.5"/>' +
  '<circle cx="24" cy="23" r="7.5" fill="#fff"/></svg>';

/** Leaflet writes attributions as HTML: the operator's text is text. */
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const flag = (box: HTMLElement, name: string) => box.dataset[name] === 'true';
const numberOf = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
};

export function mountMap(box: HTMLElement, canvas: HTMLElement): () => void {
  const removeStyles = adoptStyles('leaflet', typeof LEAFLET_CSS === 'string' ? LEAFLET_CSS : '');
  const centre: [number, number] = [numberOf(box.dataset.mapLat, 0), numberOf(box.dataset.mapLng, 0)];
  const pinAt: [number, number] = [
    numberOf(box.dataset.markerLat, centre[0]),
    numberOf(box.dataset.markerLng, centre[1]),
  ];
  const showControls = flag(box, 'showControls');
  canvas.style.setProperty('--map-tile-filter', box.dataset.mapFilter ?? 'none');
  const map = new LeafletMap(canvas, {
    center: centre,
    zoom: numberOf(box.dataset.mapZoom, 12),
    minZoom: MAP_MIN_ZOOM,
    maxZoom: MAP_MAX_ZOOM,
    zoomControl: showControls,
    attributionControl: true,
    dragging: flag(box, 'draggable'),
    scrollWheelZoom: flag(box, 'scrollwheel'),
    keyboard: true,
  });
  // The operator's attribution only (their tile licence asks for it); no "Leaflet" advert.
  map.attributionControl.setPrefix(false);
  new TileLayer(box.dataset.tileUrl ?? '', {
    attribution: escapeHtml(box.dataset.tileAttribution ?? ''),
    maxZoom: MAP_MAX_ZOOM,
  }).addTo(map);

  const pin = new Marker(pinAt, {
    icon: divIcon({
      className: 'map-block__pin',
      html: PIN_SVG,
      iconSize: [MAP_PIN_WIDTH, MAP_PIN_HEIGHT],
      iconAnchor: [MAP_PIN_WIDTH / 2, MAP_PIN_HEIGHT - 2],
      tooltipAnchor: [0, -MAP_PIN_HEIGHT + 8],
    }),
    draggable: flag(box, 'markerDraggable'),
    keyboard: flag(box, 'linkOnClick'),
    alt: text.marker,
    title: box.querySelector('.map-block__title')?.textContent ?? text.marker,
  }).addTo(map);
  const place = box.querySelector('.map-block__title')?.textContent ?? '';
  if (flag(box, 'showLabels') && place !== '')
    pin.bindTooltip(place, { permanent: true, direction: 'top', className: 'map-block__label' });
  const openUrl = box.querySelector<HTMLAnchorElement>('.map-block__open')?.href;
  if (flag(box, 'linkOnClick') && openUrl)
    pin.on('click', () => window.open(openUrl, '_blank', 'noopener,noreferrer'));

  const report = () => {
    const { lat, lng } = map.getCenter();
    box.dataset.mapView = `${lat.toFixed(6)},${lng.toFixed(6)},${map.getZoom()}`;
  };
  map.on('moveend', report);
  report();
  return () => {
    map.remove();
    removeStyles();
  };
}
