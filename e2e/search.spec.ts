import { expect, test } from '@playwright/test';

test.describe('site search', () => {
  test('finds a post by a word in its title, and the result opens it', async ({ page }) => {
    const response = await page.goto('/search');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    const form = page.getByRole('search');
    const box = form.getByRole('searchbox', { name: 'Search this site' });
    await expect(box).toBeVisible();
    await expect(box).toHaveValue('');

    await box.fill('Huila');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search?q=Huila');
    await expect(page.getByRole('searchbox', { name: 'Search this site' })).toHaveValue('Huila');

    const results = page.locator('.search-results > li');
    await expect(results.first()).toBeVisible();
    const hit = page.getByRole('link', { name: 'A week in Huila: notes from origin' });
    await expect(hit).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Blog post');
    await expect(page.getByRole('link', { name: 'Why we roast on Tuesdays' })).toHaveCount(0);

    await hit.click();
    await expect(page).toHaveURL('/journal/a-week-in-huila');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A week in Huila: notes from origin');
  });

  test('a word shared by several titles lists each of those posts', async ({ page }) => {
    await page.goto('/search?q=roast');
    await expect(page.getByRole('link', { name: 'Why we roast on Tuesdays' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inside our roast log' })).toBeVisible();
  });

  test('a nonsense query shows the empty state', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search this site' }).fill('zzqxvbnm');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search?q=zzqxvbnm');
    await expect(page.getByText('No results found.')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Nothing matched “zzqxvbnm”');
    await expect(page.locator('.search-results')).toHaveCount(0);
  });
});
