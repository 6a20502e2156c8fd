import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoOwner } from './helpers';

/**
 * The lightbox (media-and-platform §3/§4 "Lightbox", §9) on the demo's About page, whose two
 * images open in it (dark and light themes). Sets of several items come from galleries; until
 * the demo has one, a test adds a set of the contract's markup (lightbox-markup.ts) to the page.
 */

const viewerRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/runtime\/chunks\/viewer\.[\w-]+\.js$/.test(request.url())) urls.push(request.url());
  });
  return urls;
};

const lightbox = (page: Page) => page.getByRole('dialog', { name: 'Gallery' });
const mountainsLink = (page: Page) =>
  page.getByRole('link', { name: /Misty green ridges of a coffee-growing region/ });

/** A three-item set with history, as a gallery renders it. */
async function addGallerySet(page: Page) {
  await page.evaluate(() => {
    const set = document.createElement('div');
    set.dataset.lightboxSet = 'e2e-set';
    set.dataset.lightboxHistory = 'true';
    for (const [index, file] of ['morning-hills', 'roastery-glow', 'origin-mountains'].entries()) {
      const link = document.createElement('a');
      link.href = `/assets/static/demo/${file}.svg`;
      link.dataset.lightboxItem = '';
      link.dataset.type = 'image';
      link.dataset.imageDimensions = '1600x900';
      link.dataset.lightboxCaption = `Caption ${index + 1}`;
      const image = document.createElement('img');
      image.src = link.href;
      image.alt = `Slide ${index + 1}`;
      image.width = 160;
      image.height = 90;
      link.append(image);
      set.append(link);
    }
    document.querySelector('main')!.prepend(set);
  });
}

test('a visitor opens an image in the lightbox by click and by keyboard; Escape closes it and focus returns', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const viewer = viewerRequests(page);
  await page.goto('/about');
  await expect(mountainsLink(page)).toHaveAttribute('href', '/assets/static/demo/origin-mountains.svg');
  // The small feature is there; the viewer chunk waits for the first open.
  await page.waitForLoadState('networkidle');
  expect(viewer).toEqual([]);

  // A modifier click keeps the link's own behaviour (a new tab), and loads no viewer.
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    mountainsLink(page).click({ modifiers: ['Control'] }),
  ]);
  await tab.close();
  await expect(lightbox(page)).toHaveCount(0);
  expect(viewer).toEqual([]);

  await mountainsLink(page).click();
  const dialog = lightbox(page);
  await expect(dialog).toBeVisible();
  expect(viewer).toHaveLength(1);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toHaveClass(/sqs-lightbox--dark/);
  await expect(page.locator('body')).toHaveClass(/sqs-lightbox-open/);
  await expect(dialog.locator('img.pswp__img').first()).toHaveAttribute(
    'src',
    '/assets/static/demo/origin-mountains.svg',
  );
  await expect(dialog.getByText('The hills above Pitalito, Huila')).toBeVisible();
  // The caption toggle hides and shows it.
  await dialog.getByRole('button', { name: 'Hide caption' }).click();
  await expect(dialog.getByText('The hills above Pitalito, Huila')).toBeHidden();
  await dialog.getByRole('button', { name: 'Show caption' }).click();
  await expect(dialog.getByText('The hills above Pitalito, Huila')).toBeVisible();
  // Focus stays inside while open.
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/sqs-lightbox-open/);
  await expect(mountainsLink(page)).toBeFocused();

  // By keyboard: Enter on the focused link opens it; the chunk is not fetched again.
  await page.keyboard.press('Enter');
  await expect(lightbox(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(mountainsLink(page)).toBeFocused();
  expect(viewer).toHaveLength(1);

  // The other image opens in the light theme.
  await page.getByRole('link', { name: /An illustrated pour-over cone/ }).click();
  await expect(lightbox(page)).toHaveClass(/sqs-lightbox--light/);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/sqs-lightbox-open/);
});

test('arrows, Home/End and the edge margin navigate a set, wrapping, with keys throttled; Back closes a set with history', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/about');
  await addGallerySet(page);
  await page.getByRole('link', { name: 'Slide 2' }).click();
  const dialog = lightbox(page);
  const counter = dialog.locator('.pswp__counter');
  await expect(counter).toHaveText('2 / 3');
  await expect(page).toHaveURL(/#lightbox-e2e-set-2$/);
  await expect(dialog.getByText('Caption 2')).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('3 / 3');
  await page.waitForTimeout(250);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('1 / 3');
  await expect(page).toHaveURL(/#lightbox-e2e-set-1$/);
  await page.waitForTimeout(250);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('3 / 3');

  // Two presses within 200 ms move once (sent together: a busy machine may space real presses out).
  await page.waitForTimeout(250);
  await page.evaluate(() => {
    for (let press = 0; press < 2; press += 1)
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true }),
      );
  });
  await expect(counter).toHaveText('2 / 3');
  await page.waitForTimeout(250);
  await expect(counter).toHaveText('2 / 3');

  await page.keyboard.press('Home');
  await expect(counter).toHaveText('1 / 3');
  await page.waitForTimeout(250);
  await page.keyboard.press('End');
  await expect(counter).toHaveText('3 / 3');

  // The 2% edge of the window: a click at the right edge goes on (wrapping), at the left back.
  const { width, height } = page.viewportSize()!;
  await page.mouse.click(width - 5, Math.round(height * 0.25));
  await expect(counter).toHaveText('1 / 3');
  await page.mouse.click(5, Math.round(height * 0.25));
  await expect(counter).toHaveText('3 / 3');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(counter).toHaveText('2 / 3');

  // The arrows show while the pointer moves and fade once it rests for 500 ms. The shown state
  // lasts only those 500 ms, so a watcher in the page records it (polling could miss it on a busy machine).
  await dialog.evaluate((element) => {
    const page = window as unknown as { lightboxArrowsShown?: boolean };
    page.lightboxArrowsShown = false;
    new MutationObserver(() => {
      if (!element.classList.contains('sqs-lightbox--idle')) page.lightboxArrowsShown = true;
    }).observe(element, { attributes: true, attributeFilter: ['class'] });
  });
  await page.mouse.move(width / 2 + 11, height / 2 + 7, { steps: 3 });
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { lightboxArrowsShown?: boolean }).lightboxArrowsShown),
    )
    .toBe(true);
  await expect(dialog).toHaveClass(/sqs-lightbox--idle/, { timeout: 2_000 });

  // Back closes it and leaves the visitor on the page.
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('link', { name: 'Slide 2' })).toBeFocused();
});

test('a signed-in owner’s Escape closes the lightbox and stays on the page; the next one opens the editor', async ({
  page,
}) => {
  await signInAsDemoOwner(page);
  await page.goto('/about?noredirect');
  await mountainsLink(page).click();
  await expect(lightbox(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/about\?noredirect$/);
  await expect(page.locator('body')).not.toHaveClass(/sqs-lightbox-open/);
  // Control: with nothing open, Escape is the owner's way to the editor.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/config\//);
});

test('a video slide plays through the video player code: nothing of the provider loads before the visitor agrees', async ({
  page,
}) => {
  const providerRequests: string[] = [];
  page.on('request', (request) => {
    if (/youtube/.test(request.url())) providerRequests.push(request.url());
  });
  await page.goto('/about');
  await page.evaluate(() => {
    const set = document.createElement('div');
    set.dataset.lightboxSet = 'e2e-video';
    const link = document.createElement('a');
    link.href = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    link.textContent = 'Watch the roast';
    link.dataset.lightboxItem = '';
    link.dataset.type = 'video';
    link.dataset.videoUrl = link.href;
    link.dataset.lightboxCaption = 'A roast';
    link.dataset.consentRequired = '';
    set.append(link);
    document.querySelector('main')!.prepend(set);
  });
  await page.getByRole('link', { name: 'Watch the roast' }).click();
  const dialog = lightbox(page);
  const box = dialog.locator('.sqs-lightbox__video');
  await expect(box).toBeVisible();
  // The fallback shape: 56.3% as high as wide.
  const size = await box.boundingBox();
  expect(Math.abs(size!.height / size!.width - 0.563)).toBeLessThan(0.01);
  await dialog.getByRole('button', { name: 'A roast' }).click();
  await expect(dialog.getByText(/This video is played by YouTube/)).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveCount(0);
  expect(providerRequests).toEqual([]);
  await dialog.getByRole('button', { name: 'Play video from YouTube' }).click();
  await expect(dialog.locator('iframe.sqs-video__frame')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
  );
  // Closing takes the player with it. (Keys typed while the provider's frame has focus go to the
  // frame, as with any embedded player, so the visitor closes with the button here.)
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('iframe.sqs-video__frame')).toHaveCount(0);
});

test('a page loaded with a set’s #lightbox-… address (historyHash) opens that item; sets without history ignore it', async ({
  page,
}) => {
  await page.goto('/gallery');
  const grid = page.locator('.sqs-gallery--grid');
  const setId = await grid.getAttribute('data-lightbox-set');
  await expect(grid).toHaveAttribute('data-lightbox-history', 'true');
  // A fresh load (not a same-page hash change), as when a shared link is opened.
  await page.goto('/about');
  await page.goto(`/gallery#lightbox-${setId}-3`);
  const dialog = lightbox(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.sqs-lightbox__caption')).toHaveText(
    'A slow pour, two minutes and forty seconds.',
  );
  await expect(page).toHaveURL(new RegExp(`#lightbox-${setId}-3$`));
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`#lightbox-${setId}-4$`));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/gallery$/);
  // Focus goes to the item the address named, as if it had been clicked.
  await expect(grid.locator('[data-lightbox-item]').nth(2)).toBeFocused();

  // The About page's images are a set without history: the address opens nothing.
  await page.goto('/about');
  const aboutSet = await page.locator('[data-lightbox-set]').first().getAttribute('data-lightbox-set');
  await page.goto('/gallery');
  await page.goto(`/about#lightbox-${aboutSet}-1`);
  await page.waitForLoadState('load');
  // Were it opened, the viewer would be on screen by now (its chunk is local).
  await page.waitForTimeout(1000);
  await expect(dialog).toHaveCount(0);
});

test('moving to another item slides the row at the slide speed (0.6 s); with reduced motion it moves at once', async ({
  page,
}) => {
  await page.goto('/gallery');
  const slides = () => page.evaluate(() => (window as unknown as { slides: unknown[] }).slides);
  const grid = page.locator('.sqs-gallery--grid');
  await grid.locator('[data-lightbox-item]').first().click();
  const dialog = lightbox(page);
  await expect(dialog).toBeVisible();
  // Records the viewer's slide animations (a busy machine may finish one before it is looked at).
  const record = () =>
    page.evaluate(() => {
      const row = document.querySelector<HTMLElement>('.pswp__container')!;
      const win = window as unknown as { slides?: Array<{ from: string; duration: number }> };
      win.slides ??= [];
      row.animate = function (keyframes, options) {
        const frames = keyframes as Keyframe[];
        win.slides!.push({
          from: String(frames[0]!.translate),
          duration: Number((options as KeyframeAnimationOptions).duration),
        });
        return Element.prototype.animate.call(this, keyframes, options);
      };
    });
  await record();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('.sqs-lightbox__caption')).toHaveText(
    'Beans turning from green to brown in the drum.',
  );
  await page.waitForTimeout(250);
  // Backwards: the row comes from the other side. PhotoSwipe's own arrow buttons slide too.
  await page.keyboard.press('ArrowLeft');
  await page.waitForTimeout(250);
  await dialog.getByRole('button', { name: 'Next' }).click();
  const recorded = (await slides()) as Array<{ from: string; duration: number }>;
  expect(recorded).toHaveLength(3);
  expect(recorded.map((entry) => entry.duration)).toEqual([600, 600, 600]);
  expect(recorded[0]!.from).toMatch(/^[1-9]\d*px 0/);
  expect(recorded[1]!.from).toMatch(/^-[1-9]\d*px 0/);
  expect(recorded[2]!.from).toMatch(/^[1-9]\d*px 0/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await grid.locator('[data-lightbox-item]').first().click();
  await expect(dialog).toBeVisible();
  await record();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('.sqs-lightbox__caption')).toHaveText(
    'Beans turning from green to brown in the drum.',
  );
  expect(await slides()).toHaveLength(3);
});
