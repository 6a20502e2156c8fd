import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEOCODER_NOT_CONFIGURED, NO_TRACKING_CONTEXT_WARNING } from '../../../shared/api/maps';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { startMapStandIn, type MapStandIn } from '../../testing/map-stand-in';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

/** The places endpoints (media-and-platform §7) against a Nominatim stand-in on 127.0.0.1. */
let standIn: MapStandIn;
let database: Database;
let t: TestApp;
let bare: TestApp;
let owner: ReturnType<typeof visitor>;
let bareOwner: ReturnType<typeof visitor>;

beforeAll(async () => {
  standIn = await startMapStandIn();
  database = await openTestDatabase();
  t = await buildTestApp({
    database,
    config: {
      geocoder: { url: standIn.url, timeoutMs: 1000 },
      mapTiles: { tileUrl: standIn.tileUrl, attribution: 'Fixture tiles' },
    },
  });
  // The same database, a server with no geocoder and no tiles.
  bare = await buildTestApp({ database });
  const site = await createSite(t.services, 'maps');
  owner = visitor(t.app, hostOf('maps'));
  await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
  bareOwner = visitor(bare.app, hostOf('maps'));
  await bareOwner.signIn(site.ownerEmail, OWNER_PASSWORD);
});
afterAll(async () => {
  await t.app.close();
  await bare.app.close();
  await database.close();
  await standIn.close();
});

const AUTOCOMPLETE = '/api/google-maps/places/autocomplete';
const DETAILS = '/api/google-maps/places/details';

describe('GET /api/google-maps/places/autocomplete', () => {
  it('suggests places from the geocoder’s /search', async () => {
    standIn.requests.length = 0;
    const answer = await owner.get(
      `${AUTOCOMPLETE}?input=${encodeURIComponent('Empire State')}&sessionToken=abc123`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      configured: true,
      predictions: [
        {
          placeId: 'W264768896',
          description: 'Empire State Building, 350, 5th Avenue, Manhattan, New York, 10118, United States',
          mainText: 'Empire State Building',
          secondaryText: '350, 5th Avenue, Manhattan, New York, 10118, United States',
        },
      ],
    });
    const asked = new URL(standIn.requests[0]!, 'http://x');
    expect(asked.pathname).toBe('/search');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      q: 'Empire State',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '5',
    });
  });

  it('asks the geocoder once for a repeated search (answers are cached)', async () => {
    standIn.requests.length = 0;
    await owner.get(`${AUTOCOMPLETE}?input=Grand%20Street`);
    await owner.get(`${AUTOCOMPLETE}?input=Grand%20Street`);
    expect(standIn.requests.filter((path) => path.startsWith('/search'))).toHaveLength(1);
  });

  it('refuses an empty search with a field message, and strangers', async () => {
    const empty = await owner.get(`${AUTOCOMPLETE}?input=%20`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ input: 'Enter an address to search for' });
    const stranger = await visitor(t.app, hostOf('maps')).get(`${AUTOCOMPLETE}?input=Empire`);
    expect([401, 403]).toContain(stranger.statusCode);
    expect(standIn.requests.some((path) => path.includes('q=Empire&'))).toBe(false);
  });

  it('says the geocoder is out of reach with the spec’s message, never a 500', async () => {
    standIn.geocoderStatus = 503;
    try {
      const answer = await owner.get(`${AUTOCOMPLETE}?input=Somewhere%20else`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ configured: true, predictions: [], message: 'Unable to load results' });
    } finally {
      standIn.geocoderStatus = undefined;
    }
  });

  it('says clearly when the server has no geocoder', async () => {
    const answer = await bareOwner.get(`${AUTOCOMPLETE}?input=Empire`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ configured: false, predictions: [], message: GEOCODER_NOT_CONFIGURED });
  });
});

describe('GET /api/google-maps/places/details', () => {
  it('gives the place’s address and coordinates from /lookup, without a warning when a context is given', async () => {
    const answer = await owner.get(`${DETAILS}?placeId=N2423476123&trackingContext=mapBlock`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      configured: true,
      place: {
        placeId: 'N2423476123',
        name: 'Larkspur Coffee',
        addressLine1: '120 Grand Street',
        addressLine2: 'New York, New York, 10013',
        country: 'United States',
        lat: 40.7209,
        lng: -74.0009,
      },
    });
  });

  it('warns (the spec’s warning) when no tracking context is given', async () => {
    const answer = await owner.get(`${DETAILS}?placeId=W264768896`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      place: { name: 'Empire State Building' },
      warning: NO_TRACKING_CONTEXT_WARNING,
    });
    const product = await owner.get(`${DETAILS}?placeId=W264768896&trackingContext=productPage`);
    expect(product.json().warning).toBeUndefined();
  });

  it('refuses an id that is no place id before asking anyone, and says when the geocoder has none', async () => {
    standIn.requests.length = 0;
    const bad = await owner.get(`${DETAILS}?placeId=${encodeURIComponent('http://evil.example/')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ placeId: 'Unable to locate content' });
    const context = await owner.get(`${DETAILS}?placeId=N1&trackingContext=elsewhere`);
    expect(context.statusCode).toBe(400);
    expect(standIn.requests).toEqual([]);
    const missing = await owner.get(`${DETAILS}?placeId=N1&trackingContext=mapBlock`);
    expect(missing.json()).toEqual({ configured: true, place: null, message: 'Unable to locate content' });
  });

  it('says clearly when the server has no geocoder', async () => {
    const answer = await bareOwner.get(`${DETAILS}?placeId=N1&trackingContext=mapBlock`);
    expect(answer.json()).toEqual({ configured: false, place: null, message: GEOCODER_NOT_CONFIGURED });
  });
});

describe('GET /api/rest/maps/settings', () => {
  it('tells the editor what the server has', async () => {
    expect((await owner.get('/api/rest/maps/settings')).json()).toEqual({
      tiles: true,
      satellite: false,
      geocoder: true,
    });
    expect((await bareOwner.get('/api/rest/maps/settings')).json()).toEqual({
      tiles: false,
      satellite: false,
      geocoder: false,
    });
  });
});
