import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { mainNav, signInAsDemoOwner } from './helpers';

/**
 * A gallery page (the Gallery page kind): the owner adds one, hidden from the navigation, fills
 * it from the media library with the gallery block's own slide editor and publishes it; a visitor
 * sees it at its own URL, and a shared `?itemId=` link selects that slide (media-and-platform §2).
 */
const RUN = Date.now().toString(36);
const NAMES = [`gallery-page-a-${RUN}.png`, `gallery-page-b-${RUN}.png`];
const PAGE_TITLE = `Gallery page ${RUN}`;

/** A small PNG of one colour, as base64. */
const png = async (blue: number) =>
  (
    await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 90, b: blue } } })
      .png()
      .toBuffer()
  ).toString('base64');

test('an owner adds a hidden gallery page from the library and publishes it; a visitor opens a slide’s link', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const files = [
    { name: NAMES[0]!, base64: await png(200) },
    { name: NAMES[1]!, base64: await png(60) },
  ];
  await signInAsDemoOwner(page);
  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Pages' }).click();
  await page.getByLabel('Kind').selectOption({ label: 'Gallery (images and videos at their own URL)' });
  await expect(page.getByText('A gallery page holds up to 50 images and videos')).toBeVisible();
  await page.getByLabel('New page title').fill(PAGE_TITLE);
  await page.getByLabel('Show in').selectOption({ label: 'Not linked (hidden)' });
  await page.getByRole('button', { name: 'Add page' }).click();

  // The gallery page's editor: the gallery block's own form, no blocks to add.
  await expect(page.getByRole('heading', { level: 1, name: PAGE_TITLE })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Block type')).toHaveCount(0);
  const settings = page.getByRole('form', { name: 'Gallery page settings' });
  await settings.getByRole('button', { name: 'Add images and videos…' }).click();
  const picker = page.getByRole('dialog', { name: 'Add images and videos' });
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: 'image/png' }));
    }
    return transfer;
  }, files);
  const library = picker.locator('.media-library');
  await library.dispatchEvent('dragenter', { dataTransfer });
  await library.dispatchEvent('dragover', { dataTransfer });
  await library.dispatchEvent('drop', { dataTransfer });
  await expect(picker.getByRole('button', { name: 'Add 2 images' })).toBeEnabled({ timeout: 30_000 });
  await picker.getByRole('button', { name: 'Add 2 images' }).click();
  await expect(picker).toBeHidden();
  await expect(settings.getByRole('list', { name: 'Images and videos' }).locator('img')).toHaveCount(2);
  await settings.getByRole('button', { name: 'Edit slide 2' }).click();
  await settings.getByLabel('Title', { exact: true }).fill('Harbour light');
  await expect(page.getByText('All changes saved as draft')).toBeVisible();
  const preview = page.frameLocator('iframe[title="Page preview"]');
  await expect(preview.locator('.sqs-gallery--grid .sqs-gallery__slide')).toHaveCount(2);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('.publish__state')).toHaveText(/Published|Up to date/);

  // Listed among the hidden pages as a gallery, with its own URL.
  await page.getByRole('link', { name: '← Pages' }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: PAGE_TITLE }) });
  await expect(row.getByText('Gallery', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Show in navigation' })).toBeVisible();
  const pagePath = (await row.locator('.page-row__url').textContent()) ?? '';
  expect(pagePath).toMatch(/^\/gallery-page-/);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(pagePath);
  await expect(visitor.getByRole('heading', { level: 1, name: PAGE_TITLE })).toBeVisible();
  await expect(mainNav(visitor).getByRole('link', { name: PAGE_TITLE })).toHaveCount(0);
  const gallery = visitor.locator('.sqs-gallery--grid');
  const slides = gallery.locator('.sqs-gallery__slide');
  await expect(slides).toHaveCount(2);
  await expect(gallery).toHaveAttribute('data-gallery-state', 'ready');
  await expect(slides.nth(1)).toContainText('Harbour light');
  await expect(visitor.locator('.sqs-gallery__slide[aria-current="true"]')).toHaveCount(0);

  // A shared link names the slide by its id…
  const secondId = (await slides.nth(1).getAttribute('data-slide-id')) ?? '';
  expect(secondId).not.toBe('');
  await visitor.goto(`${pagePath}?itemId=${secondId}`);
  await expect(slides.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(slides.nth(1)).toHaveClass(/is-selected/);
  await expect(slides.nth(1)).toBeInViewport();
  await expect(slides.nth(0)).not.toHaveAttribute('aria-current', 'true');
  // …or by its slide url (the title as a slug).
  await visitor.goto(`${pagePath}?itemId=harbour-light`);
  await expect(slides.nth(1)).toHaveAttribute('aria-current', 'true');
  // An unknown slide selects nothing and breaks nothing.
  await visitor.goto(`${pagePath}?itemId=no-such-slide`);
  await expect(gallery).toHaveAttribute('data-gallery-state', 'ready');
  await expect(visitor.locator('.sqs-gallery__slide[aria-current="true"]')).toHaveCount(0);
});
