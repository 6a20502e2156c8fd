import { defineConfig } from '@playwright/test';
import {
  DEMO_ORIGIN,
  E2E_BOOKING_BASE_URL,
  E2E_MAP_PORT,
  E2E_OWNER_PASSWORD,
  E2E_PORT,
  E2E_STRIPE_PORT,
  HEALTH_URL,
} from './e2e/env';

/**
 * End-to-end tests against the built server (`npm run build` first) in Debian's Chromium.
 * Never run `playwright install`: the browser is /usr/bin/chromium.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: DEMO_ORIGIN,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Nothing leaves the machine; *.localhost still reaches our server.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost',
      ],
    },
  },
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: HEALTH_URL,
    // A fresh data folder plus the demo seed take seconds on an idle machine, close to a minute on a busy one.
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // One SIGTERM to the wrapper, which forwards it so PGlite closes its folder cleanly.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DEMO_OWNER_PASSWORD: E2E_OWNER_PASSWORD,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // Hash passwords at the test cost: at OWASP's (N=2^17) every sign-in costs seconds on a busy
      // 2-core machine. security/sessions.test.ts proves the production cost.
      PASSWORD_HASH_COST: 'test',
      // Every spec signs in from this one address: more than the production limit of 10 a minute.
      // The limit itself is tested in src/server/modules/accounts/routes.test.ts.
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '600',
      // Several specs sign up accounts of their own from this one address.
      SIGN_UP_RATE_LIMIT_PER_10_MINUTES: '200',
      // Stripe is out of reach here: its calls go to the local stand-in the payments spec starts.
      STRIPE_API_URL: `http://127.0.0.1:${E2E_STRIPE_PORT}`,
      // Booking widgets' scripts come from the stand-in e2e/embed-blocks.spec.ts starts.
      BOOKING_WIDGET_BASE_URL: E2E_BOOKING_BASE_URL,
      // Map tiles and address search come from the fixture stand-in e2e/map-block.spec.ts starts.
      MAP_TILE_URL: `http://127.0.0.1:${E2E_MAP_PORT}/tiles/{z}/{x}/{y}.png`,
      MAP_TILE_ATTRIBUTION: 'Fixture tiles',
      GEOCODER_URL: `http://127.0.0.1:${E2E_MAP_PORT}/`,
    },
  },
});
