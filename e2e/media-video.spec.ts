import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ORIGIN } from './env';
import { ensureDemoPage, playYouTubeAfterConsent } from './helpers';

/**
 * Issue 14 (visitor side), in a real browser, on a hidden page of this test's own: images with
 * srcset and no layout shift, the image loader sizing an uploaded image that fills its row, and
 * video overlays that load the provider's player only when pressed, one playing at a time.
 * The media server may not be there: `/media/…` answers come from a local file here.
 */
const PAGE_PATH = '/e2e-media-video';
const MEDIA = (name: string) => `/media/0123456789abcdef01234567/${name}`;
const PICTURE = readFileSync(new URL('../src/site/static/demo/morning-hills.svg', import.meta.url));
const id = (digit: string) => digit.repeat(24);
const block = (digit: string, type: string, span: number, data: Record<string, unknown>, column = 1) => ({
  id: id(digit),
  type,
  grid: { column, span },
  data,
});

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const tall = '<p>' + 'Slow roasting brings out sweetness. '.repeat(60) + '</p>';
  await ensureDemoPage({
    path: PAGE_PATH,
    title: 'Media and video',
    blocks: [
      block('1', 'image', 12, { src: MEDIA('hero.jpg'), alt: 'Hills at dawn', width: 1600, height: 900 }),
      block('2', 'video', 6, { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Roasting day' }),
      block('3', 'video', 6, { url: 'https://vimeo.com/76979871', title: 'Cupping notes' }, 7),
      block('4', 'text', 6, { html: tall }),
      block(
        '5',
        'image',
        6,
        { src: MEDIA('fill.jpg'), alt: 'Beans', width: 3000, height: 1000, fill: true },
        7,
      ),
      block('6', 'image', 12, {
        src: '/assets/static/demo/evening-coast.svg',
        alt: 'Coast',
        width: 1200,
        height: 600,
      }),
    ],
  });
});

/** Uploaded media come from a local picture, whatever size is asked for; the sizes asked are recorded. */
async function serveMedia(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('**/media/**', (route) => {
    asked.push(new URL(route.request().url()).pathname + new URL(route.request().url()).search);
    return route.fulfill({ contentType: 'image/svg+xml', body: PICTURE });
  });
  return asked;
}

test('images: width, height and srcset in the HTML, the first large one eager, and no layout shift', async ({
  page,
}) => {
  await serveMedia(page);
  await page.goto(PAGE_PATH);
  const hero = page.getByRole('img', { name: 'Hills at dawn' });
  await expect(hero).toHaveAttribute('width', '1600');
  await expect(hero).toHaveAttribute('height', '900');
  await expect(hero).toHaveAttribute('srcset', new RegExp(`${MEDIA('hero.jpg')}\\?format=1500w 1500w`));
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).not.toHaveAttribute('loading', 'lazy');
  const coast = page.getByRole('img', { name: 'Coast' });
  await expect(coast).toHaveAttribute('loading', 'lazy');
  await expect(coast).not.toHaveAttribute('srcset', /.*/);

  // Web fonts swapping in reflow text whatever the images do: measure once they are in, from the top.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(async () => {
    let total = 0;
    const images: string[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        sources?: Array<{ node?: Node }>;
      }>) {
        total += entry.value;
        for (const source of entry.sources ?? []) images.push(source.node?.nodeName ?? '?');
      }
    }).observe({ type: 'layout-shift', buffered: false });
    // Scroll through the page so lazy images load, then let them settle.
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { total, sources: images };
  });
  expect(shift, `layout shifts moved: ${shift.sources.join(', ')}`).toEqual({ total: 0, sources: [] });
});

test('the image loader sizes an uploaded image that fills its row for the box it is drawn in', async ({
  page,
}) => {
  const asked = await serveMedia(page);
  await page.goto(PAGE_PATH);
  const fill = page.getByRole('img', { name: 'Beans' });
  await fill.scrollIntoViewIfNeeded();
  // A 3:1 picture covering a tall box is drawn far wider than the box: the loader asks for that.
  await expect(fill).toHaveAttribute('data-image-resolution', /^\d+$/);
  await expect(fill).not.toHaveClass(/loading/);
  const box = await fill.evaluate((image) => image.parentElement!.getBoundingClientRect());
  const chosen = Number(await fill.getAttribute('data-image-resolution'));
  const drawn = Math.max(box.width, (box.height * 3000) / 1000);
  expect(chosen).toBeGreaterThanOrEqual(Math.min(drawn, 2500));
  await expect(fill).toHaveAttribute('src', `${MEDIA('fill.jpg')}?format=${chosen}w`);
  expect(asked).toContain(`${MEDIA('fill.jpg')}?format=${chosen}w`);
  await expect(fill).not.toHaveAttribute('srcset', /.*/);
  // Only pages with such an image load the loader.
  await expect(page.locator('script[src^="/assets/runtime/image-loader."]')).toHaveCount(1);
  await page.goto('/');
  await expect(page.locator('script[src^="/assets/runtime/image-loader."]')).toHaveCount(0);
});

test.describe('video overlay', () => {
  test('no player before the press; the privacy-enhanced player after it (asking first, as the demo’s cookie policy needs)', async ({
    page,
  }) => {
    await page.goto(PAGE_PATH);
    await playYouTubeAfterConsent(page, 'Roasting day');
  });

  test('keyboard: Enter on the focused button plays; a second video started stops the first', async ({
    page,
    context,
  }) => {
    // A visitor who accepted cookies is not asked again.
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true.e2e-visitor-1', url: DEMO_ORIGIN }]);
    await page.goto(PAGE_PATH);
    const first = page.getByRole('button', { name: 'Play video: Roasting day' });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(1);

    await page.getByRole('button', { name: 'Play video: Cupping notes' }).focus();
    await page.keyboard.press('Space');
    const vimeo = page.locator('iframe[src^="https://player.vimeo.com/video/76979871"]');
    await expect(vimeo).toHaveCount(1);
    await expect(vimeo).toHaveAttribute('src', /dnt=1/);
    // The first is back to its overlay: one video at a time.
    await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(0);
    await expect(first).toBeVisible();
  });

  test('without JavaScript: the thumbnail and a link to the video, no button that does nothing', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${DEMO_ORIGIN}${PAGE_PATH}`);
    await expect(page.getByRole('link', { name: /Watch “Roasting day” on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    await expect(page.locator('.sqs-video__play').first()).toBeHidden();
    await context.close();
  });

  test('the page’s CSP allows the two provider frames, and a page without video none', async ({ page }) => {
    const response = await page.goto(PAGE_PATH);
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(
      /frame-src 'self' https:\/\/player\.vimeo\.com https:\/\/www\.youtube-nocookie\.com;/,
    );
    const home = await page.goto('/');
    expect(home!.headers()['content-security-policy']).not.toContain('youtube');
  });
});
