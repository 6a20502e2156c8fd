import { expect, test } from '@playwright/test';
import { E2E_OWNER_PASSWORD } from './env';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * A server with no tile source (the default install: `MAP_TILE_URL` unset) shows the demo's map
 * block as its address card with a link to a maps site, loads no map JavaScript and asks no
 * host but its own for anything. The shared e2e server has fixture tiles, so this spec starts a
 * server of its own.
 */
let server: OwnServer | undefined;
test.describe.configure({ timeout: 180_000 });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({
    SEED_DEMO: 'true',
    DEMO_OWNER_PASSWORD: E2E_OWNER_PASSWORD,
    MAP_TILE_URL: undefined,
    MAP_SATELLITE_TILE_URL: undefined,
    GEOCODER_URL: undefined,
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test('without a tile source the map block is an address card with a maps link, and no map script loads', async ({
  page,
}) => {
  const origin = `http://demo.localhost:${server!.port}`;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${origin}/blocks`);
  const block = page.locator('.map-block');
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveClass(/map-block--static/);
  await expect(block.locator('[data-map-canvas]')).toHaveCount(0);
  const address = block.locator('address');
  await expect(address).toContainText('Larkspur Coffee');
  await expect(address).toContainText('120 Grand Street');
  const open = address.getByRole('link', { name: /Open in OpenStreetMap/ });
  await expect(open).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
  await expect(open).toHaveAttribute('target', '_blank');
  // Give a lazy feature the chance to ask for its chunk: nothing map-related comes.
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect([...requests, ...scripts].filter((url) => /leaflet|\/map[.-]/i.test(url))).toEqual([]);
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
});
