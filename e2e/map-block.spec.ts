import { expect, test, type Page } from '@playwright/test';
import { startMapStandIn, type MapStandIn } from '../src/server/testing/map-stand-in';
import { DEMO_ORIGIN, E2E_MAP_PORT } from './env';
import { signInAsDemoOwner } from './helpers';

/**
 * The map block (issue 17) on the demo's hidden /blocks page, with fixture tiles and a Nominatim
 * stand-in on 127.0.0.1 (the e2e server's MAP_TILE_URL and GEOCODER_URL point at it): Leaflet
 * loads only near the viewport, draws the tiles and the 48×64 pin, zooms and drags, and nothing
 * is asked of any host but the site and the configured tile server.
 */
let standIn: MapStandIn;
test.beforeAll(async () => {
  standIn = await startMapStandIn({ port: E2E_MAP_PORT });
});
test.afterAll(async () => {
  await standIn.close();
});

// Leaflet, tiles and a sign-in on a busy 2-core machine take longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const TILE_ORIGIN = `http://127.0.0.1:${E2E_MAP_PORT}`;
const mapBox = (page: Page) => page.locator('[data-map]').first();

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('the map loads near the viewport, shows tiles and the pin, zooms and drags, asking no outside host', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/blocks');
  const box = mapBox(page);
  // The map is at the end of a long page: no library, no tiles until the visitor comes near it.
  await expect(box).toBeAttached();
  expect(await box.getAttribute('data-map-state')).toBeNull();
  expect(requests.filter((url) => url.startsWith(TILE_ORIGIN))).toEqual([]);
  expect(requests.filter((url) => /leaflet-map/.test(url))).toEqual([]);

  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-map-state', 'ready');
  await expect(box).toHaveAttribute('data-map-view', '40.720882,-74.000988,12');
  const canvas = box.locator('[data-map-canvas]');
  await expect(canvas.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(requests.some((url) => url.startsWith(`${TILE_ORIGIN}/tiles/12/`))).toBe(true);
  // Grayscale, the default style, filters the tiles only.
  expect(await canvas.locator('.leaflet-tile-pane').evaluate((pane) => getComputedStyle(pane).filter)).toBe(
    'grayscale(1)',
  );
  await expect(canvas.getByText('Fixture tiles')).toBeVisible();

  // The pin, 48×64, at the centre, with the place's name beside it.
  const pin = canvas.locator('.map-block__pin');
  const pinBox = (await pin.boundingBox())!;
  expect([pinBox.width, pinBox.height]).toEqual([48, 64]);
  const canvasBox = (await canvas.boundingBox())!;
  expect(Math.abs(pinBox.x + 24 - (canvasBox.x + canvasBox.width / 2))).toBeLessThan(2);
  await expect(canvas.locator('.map-block__label')).toHaveText('Larkspur Coffee');

  // Zoom with the control: tiles of the next level are asked for.
  await canvas.getByRole('button', { name: 'Zoom in' }).click();
  await expect(box).toHaveAttribute('data-map-view', /,13$/);
  await expect.poll(() => requests.some((url) => url.startsWith(`${TILE_ORIGIN}/tiles/13/`))).toBe(true);

  // Drag: the centre moves (north-west when the map is pulled to the south-east).
  const from = { x: canvasBox.x + canvasBox.width / 2 - 100, y: canvasBox.y + canvasBox.height / 2 - 60 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 80, from.y + 40, { steps: 5 });
  await page.mouse.move(from.x + 160, from.y + 80, { steps: 5 });
  await page.mouse.up();
  // The view is written when the move ends (after Leaflet's inertia): poll for the moved centre.
  const view = async () => (await box.getAttribute('data-map-view'))?.split(',').map(Number) ?? [];
  await expect.poll(async () => (await view())[0]).toBeGreaterThan(40.720882);
  const [lat, lng, zoom] = await view();
  expect(lat).toBeGreaterThan(40.720882);
  expect(lng).toBeLessThan(-74.000988);
  expect(zoom).toBe(13);

  // Nothing but the site and the operator's tile server.
  const hosts = new Set(requests.map((url) => new URL(url).origin));
  hosts.delete(DEMO_ORIGIN);
  hosts.delete(TILE_ORIGIN);
  expect([...hosts]).toEqual([]);
});

test('without JavaScript the block is its address card with a link to a maps site', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/blocks');
  const box = mapBox(page);
  await expect(box.locator('[data-map-canvas]')).toBeHidden();
  const card = box.locator('address');
  await expect(card).toContainText('Larkspur Coffee');
  await expect(card).toContainText('120 Grand Street');
  await expect(card.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=40.720882&mlon=-74.000988#map=12/40.720882/-74.000988',
  );
  await context.close();
});

test('the owner finds an address with the map block’s search and the map moves there', async ({ page }) => {
  const title = `Map ${Date.now().toString(36)}`;
  await signInAsDemoOwner(page);
  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Pages' }).click();
  await page.getByLabel('New page title').fill(title);
  await page.getByLabel('Show in').selectOption({ label: 'Not linked (hidden)' });
  await page.getByRole('button', { name: 'Add page' }).click();
  await page.getByRole('link', { name: '← Pages' }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  const pagePath = (await row.locator('.page-row__url').textContent()) ?? '';
  await row.getByRole('link', { name: title }).click();
  await page.getByLabel('Block type').selectOption({ label: 'Map' });
  await page.getByRole('button', { name: 'Add block' }).click();
  const inspector = page.getByRole('form', { name: 'Map block settings' });

  // Human labels; Satellite is not offered (the server has no satellite tiles).
  await expect(inspector.getByLabel('Map style')).toHaveValue('grayscale');
  await expect(inspector.getByLabel('Map style').locator('option')).toHaveText([
    'Original',
    'Grayscale',
    'Minimal dark',
    'Minimal light',
    'Minimal blue',
  ]);
  await expect(inspector.getByLabel('The mouse wheel zooms')).not.toBeChecked();

  await inspector.getByLabel('Search for an address').fill('Empire State');
  await inspector.getByRole('button', { name: /Empire State Building/ }).click();
  await expect(inspector.getByText('Address set to Empire State Building.')).toBeVisible();
  await expect(inspector.getByLabel('Place name', { exact: true })).toHaveValue('Empire State Building');
  await expect(inspector.getByLabel('Address line 1')).toHaveValue('350 5th Avenue');
  await expect(inspector.getByLabel('Map centre latitude')).toHaveValue('40.7484421');
  await inspector.getByLabel('Zoom', { exact: true }).fill('15');
  await inspector.getByLabel('Map style').selectOption({ label: 'Minimal dark' });
  expect(
    standIn.requests.some((path) => path.startsWith('/lookup?') && path.includes('osm_ids=W264768896')),
  ).toBe(true);
  await expect(page.getByText('All changes saved as draft')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('.publish__state')).toHaveText(/Published|Up to date/);

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(pagePath);
  const box = mapBox(visitor);
  await expect(box).toHaveAttribute('data-map-state', 'ready');
  await expect(box).toHaveAttribute('data-map-view', '40.748442,-73.985659,15');
  await expect(box).toHaveAttribute('data-map-style', 'minimalDark');
  await expect(box.locator('address')).toContainText('350 5th Avenue');
  await visitor.close();
});
