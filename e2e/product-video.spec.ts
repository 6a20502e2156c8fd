import { expect, request as http, test } from '@playwright/test';
import { DEMO_ORIGIN, E2E_OWNER_EMAIL, E2E_OWNER_PASSWORD, E2E_PORT } from './env';
import { playYouTubeAfterConsent } from './helpers';

/**
 * Issue 14: a product's video on its page behaves like a video block: the overlay first, nothing
 * of the provider (no frame) before a press and, on the demo site whose cookie policy needs it,
 * consent; the privacy-enhanced player after. The product is the test's own, in the demo shop.
 */
const PRODUCT_PATH = '/shop/e2e-filmed-beans';

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const owner = await http.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { host: new URL(DEMO_ORIGIN).host },
  });
  if ((await owner.get(PRODUCT_PATH)).ok()) return owner.dispose();
  await owner.post('/api/auth/Logout'); // refused for want of a crumb, with one
  const crumb = (await owner.storageState()).cookies.find((cookie) => cookie.name === 'crumb')?.value ?? '';
  const headers = { 'x-csrf-token': crumb };
  const call = async (url: string, data: unknown) => {
    const response = await owner.post(url, { headers, data, timeout: 30_000 });
    expect(response.ok(), `POST ${url}: ${await response.text()}`).toBe(true);
  };
  await call('/api/auth/Login', { email: E2E_OWNER_EMAIL, password: E2E_OWNER_PASSWORD });
  // No collection named: the demo's first store page ("Shop"). The provider's oEmbed endpoint
  // cannot be reached here, so the product is saved without its answer (title over the overlay).
  await call('/api/commerce/products', {
    title: 'Filmed beans',
    urlId: 'e2e-filmed-beans',
    productType: 1,
    status: 'published',
    images: [],
    video: {
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      title: 'Roasting the filmed beans',
      poster: '',
    },
    variants: [{ priceCents: 1800, qtyInStock: 5 }],
  });
  await owner.dispose();
});

test('the product page shows the video’s overlay; the player loads only after a press and consent', async ({
  page,
}) => {
  const response = await page.goto(PRODUCT_PATH);
  expect(response!.headers()['content-security-policy']).toMatch(
    /frame-src 'self' https:\/\/www\.youtube-nocookie\.com;/,
  );
  await expect(page.getByRole('heading', { name: 'Filmed beans' })).toBeVisible();
  await playYouTubeAfterConsent(page, 'Roasting the filmed beans');
});

test('a product without a video loads neither the video feature nor provider frames', async ({ page }) => {
  const response = await page.goto('/shop/house-blend');
  expect(response!.headers()['content-security-policy']).not.toContain('youtube');
  await expect(page.locator('script[src^="/assets/runtime/video."]')).toHaveCount(0);
  await expect(page.locator('.sqs-video')).toHaveCount(0);
});
