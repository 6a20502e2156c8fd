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

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Small-batch coffee, roasted down the street.');
    await expect(page.getByRole('contentinfo')).toContainText(SITE_TITLE);
  });

  test('ships no JavaScript on a content-only page', async ({ page }) => {
    const scripts = collectScriptRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await expect(page.locator('script[type="module"]')).toHaveCount(0);
    await expect(page.locator('script:not([type="application/json"])')).toHaveCount(0);
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
