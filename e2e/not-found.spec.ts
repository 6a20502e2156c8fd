import { expect, test } from '@playwright/test';
import { E2E_PORT } from './env';
import { SITE_TITLE, mainNav, readPageContext } from './helpers';

test('an unknown path shows the site’s own not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(new RegExp(SITE_TITLE));

  // Still the site: header, navigation and footer are all there.
  await expect(page.getByRole('banner').getByRole('link', { name: SITE_TITLE })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'About' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
  await expect(page.getByRole('main')).toContainText('start again from the home page');
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search this site' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Small-batch coffee, roasted down the street.',
  );
});

test('the not-found page’s search box searches the site', async ({ page }) => {
  await page.goto('/no-such-page');
  const context = await readPageContext(page);
  expect(context.website.identifier).toBe('demo');
  await page.getByRole('main').getByRole('searchbox', { name: 'Search this site' }).fill('Huila');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/search?q=Huila');
  await expect(page.getByRole('link', { name: 'A week in Huila: notes from origin' })).toBeVisible();
});

test('an unknown host answers 404 and shows none of the demo site', async ({ page }) => {
  for (const path of ['/', '/about', '/journal/inside-our-roast-log']) {
    const response = await page.goto(`http://nosuchsite.localhost:${E2E_PORT}${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('No site is published at this address.')).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain('Larkspur');
    expect(html).not.toContain('page-context');
    await expect(page.getByRole('navigation')).toHaveCount(0);
  }
});
