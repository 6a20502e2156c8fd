import { expect, test, type Page } from '@playwright/test';
import { ensureDemoPage } from './helpers';

/**
 * Video slides of a gallery (media-and-platform §4 "Gallery", "Video"), on a hidden page of this
 * test's own: a slideshow with autoplay whose provider video plays in place after the visitor's
 * consent (the demo's cookie policy holds third parties back) and whose uploaded file plays in a
 * native `<video>`; autoplay stops while either plays. A grid with lightbox carries the same
 * video attributes for the lightbox. The page's CSP allows the provider's frame host only here.
 */
const PAGE_PATH = '/e2e-gallery-video';
const CLIP = '/media/0123456789abcdef01234567/clip.webm';
const POSTER = '/assets/static/demo/morning-hills.svg';
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const image = (id: string, title: string) => ({
  id,
  src: POSTER,
  alt: title,
  title,
  width: 1600,
  height: 1000,
});
const video = (id: string, title: string, videoUrl: string) => ({
  ...image(id, title),
  type: 'video',
  videoUrl,
});

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const items = [
    image('first', 'Morning'),
    video('roast', 'Roasting day', YOUTUBE),
    video('clip', 'Cupping clip', CLIP),
    image('last', 'Evening'),
  ];
  await ensureDemoPage({
    path: PAGE_PATH,
    title: 'Gallery videos',
    blocks: [
      {
        id: 'a'.repeat(24),
        type: 'gallery',
        grid: { column: 1, span: 12 },
        data: { design: 'slideshow', items, imageAspectRatio: '16:9', autoplay: true, autoplayDuration: 2 },
      },
      {
        id: 'b'.repeat(24),
        type: 'gallery',
        grid: { column: 1, span: 12 },
        data: { design: 'grid', items, lightbox: true },
      },
    ],
  });
});

/** A real two-second WebM (drawn on a canvas and recorded by the browser): the uploaded clip. */
async function recordClip(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 36;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const draw = setInterval(() => {
      context.fillStyle = frame++ % 2 ? '#c33' : '#3c3';
      context.fillRect(0, 0, 64, 36);
    }, 100);
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.stop();
    await stopped;
    clearInterval(draw);
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  });
  return Buffer.from(bytes);
}

const slideshow = (page: Page) => page.locator('.sqs-gallery--slideshow');
const current = (page: Page) => slideshow(page).locator('.sqs-gallery__slide.is-current');

/** Neither the pointer nor the focus holds autoplay: only a playing video may. */
async function leaveGallery(page: Page) {
  await page.mouse.move(2, 2);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.locator('body').focus();
}

test('provider and uploaded video slides play in place (the provider after consent), and autoplay stops while they play', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const clip = await recordClip(page);
  await page.route('**/media/**', (route) => route.fulfill({ contentType: 'video/webm', body: clip }));
  // The provider's player: an empty page of ours (nothing leaves the machine).
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
  );
  const start = new Date('2026-01-05T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  const response = await page.goto(PAGE_PATH);
  expect(response!.headers()['content-security-policy']).toMatch(
    /frame-src 'self' https:\/\/www\.youtube-nocookie\.com;/,
  );
  await expect(slideshow(page)).toHaveAttribute('data-gallery-state', 'ready');
  await expect(current(page)).toHaveAttribute('data-slide-id', 'first');

  // Autoplay runs: 2 s to the provider video.
  await leaveGallery(page);
  await page.clock.runFor(2100);
  await expect(current(page)).toHaveAttribute('data-slide-id', 'roast');
  const link = current(page).getByRole('link', { name: 'Play video: Roasting day' });
  await expect(link).toHaveAttribute('data-video-url', YOUTUBE);
  await expect(link).toHaveAttribute('data-consent-required', '');
  await page.clock.runFor(1300);
  await link.click();
  // Consent first: nothing of the provider before the visitor agrees to this video.
  const agree = current(page).getByRole('button', { name: 'Play video from YouTube' });
  await expect(agree).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await agree.click();
  await expect(current(page).locator('iframe.sqs-video__frame')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
  );
  await leaveGallery(page);
  await expect(slideshow(page)).toHaveAttribute('data-autoplay-paused', '');
  await page.clock.runFor(6000);
  await expect(current(page)).toHaveAttribute('data-slide-id', 'roast');

  // The visitor moves on: the player goes (its slide is no longer current) and autoplay resumes.
  await slideshow(page).getByRole('button', { name: 'Next' }).click();
  await expect(current(page)).toHaveAttribute('data-slide-id', 'clip');
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.clock.runFor(1300);

  // The uploaded file plays in a native <video>, and holds autoplay too.
  await current(page).getByRole('link', { name: 'Play video: Cupping clip' }).click();
  const native = current(page).locator('video');
  await expect(native).toHaveJSProperty('paused', false);
  // Slowed so it cannot end during the check, whatever the machine's speed.
  await native.evaluate((element: HTMLVideoElement) => (element.playbackRate = 0.1));
  await leaveGallery(page);
  await expect(slideshow(page)).toHaveAttribute('data-autoplay-paused', '');
  await page.clock.runFor(6000);
  await expect(current(page)).toHaveAttribute('data-slide-id', 'clip');
  // Paused by the visitor: autoplay goes on.
  await native.evaluate((element: HTMLVideoElement) => element.pause());
  await expect(slideshow(page)).not.toHaveAttribute('data-autoplay-paused', '');
  await page.clock.runFor(2100);
  await expect(current(page)).toHaveAttribute('data-slide-id', 'last');
});

test('a gallery with lightbox gives its video items the lightbox’s video address and consent marker', async ({
  page,
}) => {
  await page.goto(PAGE_PATH);
  const item = page.locator('.sqs-gallery--grid [data-lightbox-item][data-type="video"]').first();
  await expect(item).toHaveAttribute('data-video-url', YOUTUBE);
  await expect(item).toHaveAttribute('data-consent-required', '');
  // The uploaded clip is the site's own: no consent needed.
  await expect(page.locator(`.sqs-gallery--grid [data-video-url="${CLIP}"]`)).not.toHaveAttribute(
    'data-consent-required',
  );
});

test('a gallery page without provider videos allows no provider frame', async ({ page }) => {
  const response = await page.goto('/gallery');
  expect(response!.headers()['content-security-policy']).not.toContain('youtube');
});
