/**
 * Settings shared by playwright.config.ts and the specs: one dedicated port (3101, or E2E_PORT
 * so that two checkouts can run their browser tests side by side), so a developer's own
 * server on 3000 is never touched, and the owner password the test server is seeded with.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3101);
export const E2E_OWNER_EMAIL = 'owner@example.com';
export const E2E_OWNER_PASSWORD = 'e2e-owner-password';

/** The seeded demo site, reached through Chromium's built-in *.localhost loopback. */
export const DEMO_ORIGIN = `http://demo.localhost:${E2E_PORT}`;
export const HEALTH_URL = `http://127.0.0.1:${E2E_PORT}/healthz`;

/** The local Stripe stand-in of e2e/owner-payments.spec.ts: the server's STRIPE_API_URL points here. */
export const E2E_STRIPE_PORT = E2E_PORT + 1000;

/** The booking widgets' stand-in of e2e/embed-blocks.spec.ts: the server's BOOKING_WIDGET_BASE_URL points here. */
export const E2E_BOOKING_PORT = E2E_PORT + 1100;
export const E2E_BOOKING_BASE_URL = `http://127.0.0.1:${E2E_BOOKING_PORT}/widgets`;
/** The map stand-in of e2e/map-block.spec.ts (fixture tiles and a Nominatim stand-in): MAP_TILE_URL and GEOCODER_URL point here. */
export const E2E_MAP_PORT = E2E_PORT + 1200;
