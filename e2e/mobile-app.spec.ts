import { expect, test, type Page } from '@playwright/test';
import { collectScriptRequests, readPageContext } from './helpers';

/**
 * The mobile app container (media-and-platform §2, §4, §7, §8) on the demo site: the page knows
 * it runs in the app (class, page context), leaves the site chrome to the app, and talks to the
 * app's native bridge (a stub object here, as an app's WebView would install) or, without one,
 * logs "bridge handler not found" and sends a dismiss to the app's custom back address.
 */
const sentOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { sent: Array<Record<string, unknown>> }).sent);

test('a plain visit is unchanged: no class, no app runtime, the site chrome shows', async ({ page }) => {
  const scripts = collectScriptRequests(page);
  await page.goto('/');
  expect(await page.locator('body').getAttribute('class')).toBeNull();
  expect((await readPageContext(page)).platform).toBe('web');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(scripts.some((url) => url.includes('/assets/runtime/mobile-app.'))).toBe(false);
});

test('with a native bridge: info on load, requests answered by id, dismiss through the bridge', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    Object.assign(window, {
      sent,
      SiteBuilderNativeBridge: { postMessage: (text: string) => sent.push(JSON.parse(text)) },
    });
  });
  await page.goto('/?platform=mobile-app');
  await expect(page.locator('body')).toHaveClass('platform-mobile-app');
  const context = await readPageContext(page);
  expect(context.platform).toBe('mobile-app');
  // The app provides the chrome: no site header, navigation or footer.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();

  await expect.poll(() => sentOf(page)).toHaveLength(1);
  expect((await sentOf(page))[0]).toEqual({
    type: 'info',
    data: expect.objectContaining({
      version: 1,
      websiteId: context.website.id,
      pageType: 'page',
      signedIn: false,
    }),
  });

  const answer = page.evaluate(() =>
    (
      window as unknown as { sitebuilderApp: { request(name: string, data: unknown): Promise<unknown> } }
    ).sitebuilderApp.request('share', { url: location.href }),
  );
  await expect.poll(async () => (await sentOf(page)).length).toBe(2);
  const request = (await sentOf(page))[1] as { type: string; id: string; name: string };
  expect(request).toMatchObject({ type: 'request', name: 'share' });
  // The app answers by id.
  await page.evaluate(
    (id) =>
      (
        window as unknown as { sitebuilderApp: { respond(id: string, response: unknown): boolean } }
      ).sitebuilderApp.respond(id, { shared: true }),
    request.id,
  );
  expect(await answer).toEqual({ shared: true });

  await page.evaluate(() =>
    (window as unknown as { sitebuilderApp: { dismiss(): void } }).sitebuilderApp.dismiss(),
  );
  expect((await sentOf(page))[2]).toEqual({ type: 'dismiss' });
  expect(new URL(page.url()).pathname).toBe('/');
});

test('without a bridge: "bridge handler not found" is logged and dismiss goes to the app’s back address', async ({
  page,
}) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const requested: string[] = [];
  cdp.on('Page.frameRequestedNavigation', (event: { url: string }) => requested.push(event.url));

  await page.goto('/?platform=mobile-app&appScheme=larkspur');
  await expect(page.locator('body')).toHaveClass('platform-mobile-app');
  await page.evaluate(() =>
    (window as unknown as { sitebuilderApp: { dismiss(): void } }).sitebuilderApp.dismiss(),
  );
  await expect.poll(() => requested).toContain('larkspur://back');
  expect(logs).toContain('bridge handler not found');
});
