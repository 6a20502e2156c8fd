import { expect, test, type Page } from '@playwright/test';
import { GALLERY_DESIGNS } from '../src/shared/media/gallery-config';

/**
 * Screenshot baselines of the eight gallery designs (issue 15), on the demo's /gallery page at
 * desktop and phone size, compared with the PNGs in gallery-screenshots.spec.ts-snapshots/.
 *
 * Deterministic by construction: a fixed viewport at device scale 1, `?nomotion=true` (no
 * autoplay), every image of the gallery loaded and decoded, fonts settled, CSS animations and
 * transitions stopped (`animations: 'disabled'`), the caret hidden, and the system-font text
 * left out, as is the cookie banner (gallery-screenshots.css). Tolerance: each pixel may differ by the default colour
 * threshold (0.2), and at most 1% of the pixels may differ (`maxDiffPixelRatio: 0.01`):
 * anti-aliasing may vary between Chromium builds, a design's layout may not.
 *
 * Regenerate after an intended change of a design (then look at the new PNGs before committing):
 *   npm run build && npm run test:e2e -- e2e/gallery-screenshots.spec.ts --update-snapshots
 */
const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
} as const;

async function settle(page: Page, design: string) {
  const gallery = page.locator(`.sqs-gallery--${design}`);
  await gallery.scrollIntoViewIfNeeded();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Every image drawn in the gallery is loaded and decoded (lazy ones load once scrolled to).
  await expect
    .poll(() =>
      gallery.evaluate(async (root) => {
        const images = [...root.querySelectorAll('img')].filter((image) => image.getClientRects().length > 0);
        for (const image of images) image.loading = 'eager';
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
        return images.every((image) => image.complete && image.naturalWidth > 0);
      }),
    )
    .toBe(true);
  return gallery;
}

for (const [size, device] of Object.entries(SIZES)) {
  test.describe(`gallery designs at ${size} size`, () => {
    // bypassCSP: the pages' policy refuses inline styles, which is how the screenshot style goes in.
    test.use({
      ...device,
      deviceScaleFactor: 1,
      colorScheme: 'light',
      reducedMotion: 'reduce',
      bypassCSP: true,
    });

    for (const design of GALLERY_DESIGNS)
      test(`${design} matches its baseline`, async ({ page }) => {
        await page.goto('/gallery?nomotion=true');
        const gallery = await settle(page, design);
        await expect(gallery).toHaveScreenshot(`${design}-${size}.png`, {
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          maxDiffPixelRatio: 0.01,
          stylePath: new URL('./gallery-screenshots.css', import.meta.url).pathname,
        });
      });
  });
}
