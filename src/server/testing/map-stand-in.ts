import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a map set-up on 127.0.0.1 (this machine reaches no tile server or
 * geocoder): XYZ tiles at `/tiles/{z}/{x}/{y}.png` (one small PNG, whatever the address) and a
 * Nominatim-compatible geocoder (`/search`, `/lookup`, `jsonv2`) over a few fixed places. Used by
 * the maps module's route tests and the browser tests (e2e/map-block.spec.ts).
 */
export interface NominatimPlace {
  osm_type: 'node' | 'way' | 'relation';
  osm_id: number;
  lat: string;
  lon: string;
  name: string;
  display_name: string;
  address: Record<string, string>;
}

export const STAND_IN_PLACES: NominatimPlace[] = [
  {
    osm_type: 'way',
    osm_id: 264768896,
    lat: '40.7484421',
    lon: '-73.9856589',
    name: 'Empire State Building',
    display_name: 'Empire State Building, 350, 5th Avenue, Manhattan, New York, 10118, United States',
    address: {
      house_number: '350',
      road: '5th Avenue',
      city: 'New York',
      state: 'New York',
      postcode: '10118',
      country: 'United States',
      country_code: 'us',
    },
  },
  {
    osm_type: 'node',
    osm_id: 2423476123,
    lat: '40.7209',
    lon: '-74.0009',
    name: 'Larkspur Coffee',
    display_name: 'Larkspur Coffee, 120, Grand Street, SoHo, New York, 10013, United States',
    address: {
      house_number: '120',
      road: 'Grand Street',
      city: 'New York',
      state: 'New York',
      postcode: '10013',
      country: 'United States',
      country_code: 'us',
    },
  },
];

// A 1×1 light grey PNG: Leaflet draws every tile 256 px wide whatever the image's own size.
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4e/cuAAUyApjDDfqPAAAAAElFTkSuQmCC',
  'base64',
);

export interface MapStandIn {
  url: string;
  /** `http://127.0.0.1:{port}/tiles/{z}/{x}/{y}.png`, for `MAP_TILE_URL`. */
  tileUrl: string;
  /** Every path asked for, in order (with its query). */
  requests: string[];
  /** While set, every geocoder answer is this status (an outage). */
  geocoderStatus: number | undefined;
  close(): Promise<void>;
}

const placeId = (place: NominatimPlace) => `${place.osm_type[0]!.toUpperCase()}${place.osm_id}`;

export async function startMapStandIn(options: { port?: number } = {}): Promise<MapStandIn> {
  const standIn: Omit<MapStandIn, 'url' | 'tileUrl' | 'close'> = { requests: [], geocoderStatus: undefined };
  const json = (response: ServerResponse, body: unknown, status = 200) => {
    response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify(body));
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    standIn.requests.push(`${url.pathname}${url.search}`);
    if (/^\/tiles\/\d+\/-?\d+\/-?\d+\.png$/.test(url.pathname)) {
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
      response.end(TILE_PNG);
      return;
    }
    if (url.pathname === '/search' || url.pathname === '/lookup') {
      if (standIn.geocoderStatus !== undefined)
        return json(response, { error: 'down' }, standIn.geocoderStatus);
      if (url.searchParams.get('format') !== 'jsonv2') return json(response, { error: 'format' }, 400);
      if (url.pathname === '/search') {
        const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
        const limit = Number(url.searchParams.get('limit') ?? 10);
        const found = STAND_IN_PLACES.filter((place) =>
          words.every((word) => place.display_name.toLowerCase().includes(word)),
        );
        return json(response, found.slice(0, limit));
      }
      const ids = (url.searchParams.get('osm_ids') ?? '').split(',');
      return json(
        response,
        STAND_IN_PLACES.filter((place) => ids.includes(placeId(place))),
      );
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(standIn, {
    url,
    tileUrl: `${url}/tiles/{z}/{x}/{y}.png`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
