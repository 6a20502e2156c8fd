import { expect, test } from '@playwright/test';
import { MAIN_NAV_LINKS, SITE_TITLE, collectScriptRequests, mainNav, readPageContext } from './helpers';

test.describe('demo home page, as a visitor', () => {
  test('shows the site with its header, navigation and announcement bar', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(SITE_TITLE));

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: SITE_TITLE })).toBeVisible();
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText([...MAIN_NAV_LINKS]);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    const announcement = page.getByRole('complementary', { name: 'Announcement' });
    await expect(announcement).toBeVisible();
    await expect(announcement).toContainText('New this week');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Small-batch coffee, roasted down the street.',
    );
    await expect(page.getByRole('contentinfo')).toContainText(SITE_TITLE);
  });

  // The home page has only content blocks, so blocks add no JavaScript. The demo site enables
  // its cookie banner and census, which are site-wide features: the banner module and the small
  // tracking module (about 5 KB gzip with the shared core; see bench/tracking.ts) load, and the
  // tracking module sends nothing until the visitor accepts (e2e/tracking-consent.spec.ts).
  // The performance code (web-vitals) is fetched only after consent. The demo sells, so the header's
  // cart indicator comes with the tiny cart-count module (it reads a cookie; no request).
  test('ships only the site-wide consent, tracking and cart-count modules on a content-only page', async ({
    page,
  }) => {
    const scripts = collectScriptRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const names = scripts.map((url) => new URL(url).pathname.split('/').pop()?.split('.')[0]).sort();
    expect(names.filter((name) => name !== 'chunk')).toEqual(['cart-count', 'cookie-banner', 'tracking']);
    await expect(page.locator('script[type="module"]')).toHaveCount(3);
    // Data blocks (page context, JSON-LD) run nothing.
    await expect(
      page.locator(
        'script:not([type="application/json"]):not([type="application/ld+json"]):not([type="module"])',
      ),
    ).toHaveCount(0);
  });

  test('embeds the page context for an anonymous visitor', async ({ page }) => {
    await page.goto('/');
    const context = await readPageContext(page);
    expect(context.pageType).toBe('page');
    expect(context.website.identifier).toBe('demo');
    expect(context.website.title).toBe(SITE_TITLE);
    expect(context.authenticatedAccount).toBeNull();
  });

  test('the announcement bar links to the journal', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('complementary', { name: 'Announcement' }).getByRole('link').click();
    await expect(page).toHaveURL('/journal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal');
  });
});
