import { expect, test, type Page } from '@playwright/test';
import { createOwnedSite, type OwnerCall } from './site-owner';

/**
 * The owners' Site behaviour screen on a site of its own (the demo's banner is read by other
 * specs): every cookie banner field round-trips, the preview follows, bar ↔ popup positions
 * convert by the spec's rule, and the published site shows the banner, the Pinterest Save links
 * (link-only) and no tracking script once first-party analytics is off.
 */
let owner: Page;
let origin: string;
let call: OwnerCall;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  ({ owner, origin, call } = await createOwnedSite(browser, 'Behaviour Roasters'));
  const created = await call('POST', '/api/rest/pages', {
    title: 'Photos',
    urlId: 'photos',
    navigation: '_hidden',
  });
  await call('PUT', `/api/rest/pages/${created.page.id}/layout`, {
    layout: {
      columns: 12,
      blocks: [
        {
          id: 'b0b0b0b0b0b0b0b0b0b0b0b0',
          type: 'image',
          grid: { column: 1, span: 12 },
          data: { src: '/assets/static/logo.svg', alt: 'Our roastery', caption: 'The roastery at dawn' },
        },
      ],
    },
  });
  await call('POST', '/api/rest/publish', {});
});

test('every banner field round-trips through the screen, with a live preview and the position conversion', async () => {
  test.setTimeout(60_000);
  await owner.goto(`${origin}/config/settings/behaviour`);
  await expect(owner.getByRole('heading', { name: 'Site behaviour', level: 1 })).toBeVisible();
  const preview = owner.locator('[data-banner-preview]');
  await expect(preview.locator('.sb-consent')).toHaveCount(0);

  await owner.getByLabel('Show a cookie banner to visitors').check();
  await owner.getByLabel('Banner text').fill('We roast beans and count visits.');
  await owner.getByLabel('Accept button text').fill('Sounds good');
  await owner.getByLabel('Decline button text').fill('No thanks');
  await owner.getByLabel('Buttons', { exact: true }).selectOption('BUTTON');
  const position = owner.getByLabel('Position');
  await expect(position).toHaveValue('BOTTOM');
  // Bar → popup: BOTTOM becomes BOTTOM_LEFT; a top-right popup → bar: TOP; back: TOP_LEFT.
  await owner.getByLabel('Style').selectOption('POPUP');
  await expect(position).toHaveValue('BOTTOM_LEFT');
  await position.selectOption('TOP_RIGHT');
  await owner.getByLabel('Style').selectOption('BAR');
  await expect(position).toHaveValue('TOP');
  await owner.getByLabel('Style').selectOption('POPUP');
  await expect(position).toHaveValue('TOP_LEFT');
  await position.selectOption('TOP_RIGHT');
  await owner.getByLabel('Theme').selectOption('LIGHT');
  await owner.getByLabel('Visitors choose').selectOption('OPT_IN_AND_OUT');
  await owner.getByLabel('Keep a log of consent choices (activity log)').uncheck();
  await owner.getByLabel('No analytics cookies until a visitor accepts').check();
  await owner.getByLabel(/^Strict: nothing at all leaves the page/).check();
  await owner.getByLabel('Show a Pinterest “Save” button over images').check();

  // The preview: the chosen variant, corner and theme; Decline as prominent as Accept.
  const banner = preview.locator('.sb-consent');
  await expect(banner).toHaveClass(/sb-consent--POPUP/);
  await expect(banner).toHaveClass(/sb-consent--TOP_RIGHT/);
  await expect(banner).toHaveClass(/sb-consent--LIGHT/);
  await expect(banner).toContainText('We roast beans and count visits.');
  const decline = banner.locator('.sb-consent__choice--declined');
  const accept = banner.locator('.sb-consent__choice--accepted');
  await expect(decline).toHaveText('No thanks');
  await expect(accept).toHaveText('Sounds good');
  const [declineBox, acceptBox] = [await decline.boundingBox(), await accept.boundingBox()];
  expect(declineBox!.height).toBe(acceptBox!.height);
  const weight = (side: typeof decline) => side.evaluate((element) => getComputedStyle(element).fontWeight);
  expect(await weight(decline)).toBe(await weight(accept));

  await owner.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // Read after write: the screen again from the server.
  await owner.reload();
  await expect(owner.getByLabel('Show a cookie banner to visitors')).toBeChecked();
  await expect(owner.getByLabel('Banner text')).toHaveValue('We roast beans and count visits.');
  await expect(owner.getByLabel('Accept button text')).toHaveValue('Sounds good');
  await expect(owner.getByLabel('Decline button text')).toHaveValue('No thanks');
  await expect(owner.getByLabel('Style')).toHaveValue('POPUP');
  await expect(owner.getByLabel('Position')).toHaveValue('TOP_RIGHT');
  await expect(owner.getByLabel('Theme')).toHaveValue('LIGHT');
  await expect(owner.getByLabel('Buttons', { exact: true })).toHaveValue('BUTTON');
  await expect(owner.getByLabel('Visitors choose')).toHaveValue('OPT_IN_AND_OUT');
  await expect(owner.getByLabel('Keep a log of consent choices (activity log)')).not.toBeChecked();
  await expect(owner.getByLabel('No analytics cookies until a visitor accepts')).toBeChecked();
  await expect(owner.getByLabel(/^Strict: nothing at all leaves the page/)).toBeChecked();
  await expect(owner.getByLabel('Count visits with the built-in first-party analytics')).toBeChecked();
  await expect(owner.getByLabel('Show a Pinterest “Save” button over images')).toBeChecked();
});

test('visitors see the banner as saved, and Pinterest Save links over images (no Pinterest script)', async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).hostname.endsWith('localhost')) thirdParty.push(request.url());
  });
  await page.goto(`${origin}/photos`);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toContainText('We roast beans and count visits.');
  await expect(banner.getByRole('button', { name: 'No thanks' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Sounds good' })).toBeVisible();
  const box = await banner.boundingBox();
  // Top right, as a popup.
  expect(box!.y).toBeLessThan(100);
  expect(box!.x + box!.width).toBeGreaterThan((page.viewportSize()?.width ?? 1280) - 100);

  const save = page.getByRole('link', { name: 'Save to Pinterest: Our roastery' });
  await expect(save).toHaveCSS('opacity', '0');
  await page.getByRole('img', { name: 'Our roastery' }).hover();
  await expect(save).toHaveCSS('opacity', '1');
  const href = new URL((await save.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe('https://www.pinterest.com/pin/create/button/');
  expect(href.searchParams.get('url')).toBe(`${origin}/photos`);
  expect(href.searchParams.get('media')).toBe(`${origin}/assets/static/logo.svg`);
  await expect(save).toHaveAttribute('target', '_blank');
  expect(thirdParty).toEqual([]);
});

test('Pinterest off and analytics off: neither script on the page', async ({ page }) => {
  const saved = await call('GET', '/api/rest/site-behaviour');
  await call('PUT', '/api/rest/site-behaviour', {
    ...saved,
    censusEnabled: false,
    pinterestOverlay: { enabled: false },
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${origin}/photos`);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /\/runtime\/(pinterest-overlay|tracking)\./.test(path))).toEqual([]);
  await expect(page.getByRole('link', { name: /Save to Pinterest/ })).toHaveCount(0);
});

test('the image block takes its narrow layout under 415 px, and not above', async ({ page }) => {
  const caption = page.locator('.sqs-block-image__caption');
  await page.goto(`${origin}/photos`);
  expect(
    await page.locator('.sqs-block-image').evaluate((block) => block.getBoundingClientRect().width),
  ).toBeGreaterThan(415);
  await expect(caption).not.toHaveCSS('text-align', 'center');
  await page.setViewportSize({ width: 400, height: 800 });
  expect(
    await page.locator('.sqs-block-image').evaluate((block) => block.getBoundingClientRect().width),
  ).toBeLessThan(415);
  await expect(caption).toHaveCSS('text-align', 'center');
});
