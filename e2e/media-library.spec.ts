import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAsDemoOwner } from './helpers';

/**
 * Issue 14, owner side: the owner drops two images onto the media library, watches them upload
 * (and cancels a third), sets a focal point and alt text that survive a reload, places one image
 * in an image block on a page of this test's own and both on a product of its own, and the
 * published page and the product page show the uploaded image.
 */
const RUN = Date.now().toString(36);
const NAMES = [`harbour-${RUN}.png`, `roastery-${RUN}.png`, `cancelled-${RUN}.png`];
const ALT = `Morning light over the harbour ${RUN}`;
const PAGE_TITLE = `Media story ${RUN}`;
const PRODUCT = `Harbour Blend ${RUN}`;

/** A PNG of real pixels; noise keeps it large enough (megabytes) for the progress to be seen. */
async function noisyPng(width: number, height: number): Promise<string> {
  const buffer = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 180, g: 120, b: 60 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return buffer.toString('base64');
}

/** Drags files from "the desktop" onto `target`: dragenter (the overlay), then drop. */
async function dropFiles(page: Page, target: Locator, files: Array<{ name: string; base64: string }>) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: 'image/png' }));
    }
    return transfer;
  }, files);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await expect(page.getByText('Drop files to upload them')).toBeVisible();
  await target.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('Drop files to upload them')).toBeHidden();
}

const tile = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Media' }).getByRole('button', { name });

test('the owner uploads by drag and drop, edits an image, and places it on a page and a product', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const [harbour, roastery, cancelled] = await Promise.all([
    noisyPng(1000, 700),
    noisyPng(700, 1000),
    noisyPng(1600, 1200),
  ]);
  await signInAsDemoOwner(page);
  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Media' }).click();
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();
  const library = page.locator('.media-library');
  // Only this run's files in the grid (other tests may upload too).
  await page.getByLabel('Search media').fill(RUN);

  // Slow the upload down so the progress can be seen and a cancel can land mid-body.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1_500_000,
  });
  await dropFiles(page, library, [
    { name: NAMES[0]!, base64: harbour },
    { name: NAMES[1]!, base64: roastery },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('progressbar', { name: `Uploading ${NAMES[0]}` })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `Uploading ${NAMES[1]}` })).toBeVisible();

  // A third file, cancelled while it is being sent: the spec's message, and no asset.
  await dropFiles(page, library, [{ name: NAMES[2]!, base64: cancelled }]);
  await uploads.getByRole('button', { name: `Cancel uploading ${NAMES[2]}` }).click();
  await expect(uploads.getByText('File processing cancelled')).toBeVisible();

  // Each finished upload joins the grid (its row says "Uploaded" for a moment, then leaves).
  for (const name of NAMES.slice(0, 2)) await expect(tile(page, name)).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Thumbnails from the 300w ladder size, really loaded.
  for (const name of NAMES.slice(0, 2)) {
    const thumbnail = tile(page, name).locator('img');
    await expect(thumbnail).toHaveAttribute('src', /\?format=300w$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  }
  await expect(tile(page, NAMES[2]!)).toHaveCount(0);
  await expect(page.getByText(/Storage: .* of .* used/)).toBeVisible();
  const assetId = (await tile(page, NAMES[0]!).getAttribute('data-asset-id')) ?? '';
  expect(assetId).toMatch(/^[0-9a-f]{24}$/);

  // Focal point by a click (a quarter across, three quarters down), nudged with the keyboard; alt text.
  await tile(page, NAMES[0]!).click();
  const details = page.getByRole('complementary', { name: NAMES[0] });
  const focalImage = details.getByTestId('focal-point-image');
  await expect(focalImage.locator('img')).toHaveJSProperty('complete', true);
  const box = (await focalImage.boundingBox())!;
  await focalImage.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  const marker = details.getByRole('slider', { name: 'Focal point' });
  await expect(marker).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(marker).toHaveAttribute('aria-valuetext', '26% from the left, 75% from the top');
  await details.getByLabel('Alt text').fill(ALT);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Saved.')).toBeVisible();

  await page.reload();
  await page.getByLabel('Search media').fill(RUN);
  await tile(page, NAMES[0]!).click();
  await expect(details.getByLabel('Alt text')).toHaveValue(ALT);
  await expect(details.getByRole('slider', { name: 'Focal point' })).toHaveAttribute(
    'aria-valuetext',
    '26% from the left, 75% from the top',
  );

  // An image block on a page of this test's own, out of the navigation other tests read.
  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Pages' }).click();
  await page.getByLabel('New page title').fill(PAGE_TITLE);
  await page.getByLabel('Show in').selectOption({ label: 'Not linked (hidden)' });
  await page.getByRole('button', { name: 'Add page' }).click();
  await page.getByRole('link', { name: '← Pages' }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: PAGE_TITLE }) });
  await expect(row.getByRole('button', { name: 'Show in navigation' })).toBeVisible();
  const pagePath = (await row.locator('.page-row__url').textContent()) ?? '';
  await row.getByRole('link', { name: PAGE_TITLE }).click();
  await page.getByLabel('Block type').selectOption({ label: 'Image' });
  await page.getByRole('button', { name: 'Add block' }).click();
  const inspector = page.getByRole('form', { name: 'Image block settings' });
  await inspector.getByRole('button', { name: 'Choose image…' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByLabel('Search media').fill(NAMES[0]!);
  await picker.getByRole('button', { name: NAMES[0] }).click();
  await picker.getByRole('button', { name: 'Use image' }).click();
  await expect(picker).toBeHidden();
  // The asset's size, focal point and alt text came with it.
  await expect(inspector.getByLabel('Alt text (describes the image)')).toHaveValue(ALT);
  await expect(inspector.getByLabel('Width', { exact: true })).toHaveValue('1000');
  await expect(inspector.getByLabel('Height', { exact: true })).toHaveValue('700');
  await expect(inspector.getByLabel('Horizontal (0 left – 1 right)')).toHaveValue('0.26');
  await expect(inspector.locator('.image-field__preview img')).toHaveAttribute(
    'src',
    `/media/${assetId}/${NAMES[0]}?format=300w`,
  );
  await expect(page.getByText('All changes saved as draft')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('.publish__state')).toHaveText(/Published|Up to date/);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(pagePath);
  const published = visitor.locator(`img[src*="/media/${assetId}/"]`).first();
  await expect(published).toHaveAttribute('alt', ALT);
  await published.scrollIntoViewIfNeeded();
  await expect.poll(() => published.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Both images on a product of this test's own, reordered by keyboard.
  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Store' }).click();
  await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Add product' }).click();
  const editor = page.getByRole('form', { name: 'Product' });
  await editor.getByLabel('Name').fill(PRODUCT);
  await editor.getByLabel('Status').selectOption({ label: 'Available' });
  await editor.getByLabel('Price (USD)', { exact: true }).fill('18');
  await editor.getByLabel('Stock', { exact: true }).fill('3');
  await editor.getByRole('button', { name: 'Add images…' }).click();
  const productPicker = page.getByRole('dialog', { name: 'Add product images' });
  await productPicker.getByLabel('Search media').fill(RUN);
  await productPicker.getByRole('button', { name: NAMES[1] }).click();
  await productPicker.getByRole('button', { name: NAMES[0] }).click();
  await productPicker.getByRole('button', { name: 'Add 2 images' }).click();
  const images = editor.getByRole('list', { name: 'Images' }).locator('img');
  await expect(images).toHaveCount(2);
  await expect(images.first()).toHaveAttribute('src', new RegExp(`/${NAMES[1]}\\?format=300w$`));
  // The harbour image becomes the main image: its handle, then the left arrow.
  await editor.getByRole('button', { name: 'Reorder image 2 of 2' }).press('ArrowLeft');
  await expect(editor.getByRole('button', { name: 'Reorder image 1 of 2' })).toBeFocused();
  await expect(images.first()).toHaveAttribute('src', `/media/${assetId}/${NAMES[0]}?format=300w`);
  await editor.getByRole('button', { name: 'Save product' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Product saved.' })).toBeVisible();

  await visitor.goto('/shop');
  await visitor.getByRole('link', { name: PRODUCT }).first().click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(PRODUCT);
  const productImage = visitor.locator(`.product-item__images img[src*="/media/${assetId}/"]`).first();
  await expect(productImage).toBeVisible();
  await expect
    .poll(() => productImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});
