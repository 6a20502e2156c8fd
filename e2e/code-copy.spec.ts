import { expect, test } from '@playwright/test';
import { DEMO_ORIGIN } from './env';
import { collectScriptRequests } from './helpers';

const POST_PATH = '/journal/inside-our-roast-log';

test.describe('code block on "Inside our roast log"', () => {
  // Besides its own module, the page carries the demo site's site-wide cookie banner and tracking modules.
  test('loads exactly one runtime module for its blocks', async ({ page }) => {
    const scripts = collectScriptRequests(page);
    await page.goto(POST_PATH);
    await page.waitForLoadState('networkidle');
    const modules = page.locator('script[type="module"]');
    // Its block's module, and the demo's site-wide ones: consent banner, tracking, the cart indicator's count.
    await expect(modules).toHaveCount(4);
    await expect(page.locator('script[type="module"][src^="/assets/runtime/code-copy."]')).toHaveCount(1);
    for (const src of await modules.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('src')),
    ))
      expect(src).toMatch(/^\/assets\/runtime\/(code-copy|cookie-banner|tracking|cart-count)\./);
    // The entry plus whatever shared chunks it imports, all from the runtime folder.
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    for (const url of scripts) expect(url).toMatch(new RegExp(`^${DEMO_ORIGIN}/assets/runtime/`));
  });

  test('the Copy button puts the code on the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: DEMO_ORIGIN });
    await page.goto(POST_PATH);

    const code = page.locator('.sqs-block-code code');
    await expect(code).toContainText('"batch": "2025-02-04-03"');
    const copy = page.getByRole('button', { name: 'Copy' });
    await expect(copy).toBeVisible();

    await copy.click();
    await expect(page.locator('button[data-code-copy]')).toHaveText('Copied');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await code.textContent());
    expect(clipboard).toContain('"notes": "Sweet, red apple, a little cocoa. Rest four days."');

    // The label comes back after the feedback period.
    await expect(page.locator('button[data-code-copy]')).toHaveText('Copy', { timeout: 5_000 });
  });

  test('without JavaScript the button stays hidden and the code is still readable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(POST_PATH);
    await expect(page.locator('.sqs-block-code code')).toContainText('"coffee": "Huila, Colombia (washed)"');
    await expect(page.locator('button[data-code-copy]')).toBeHidden();
    await context.close();
  });
});
