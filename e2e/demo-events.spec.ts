import { expect, test } from '@playwright/test';

/**
 * The demo's events (issue 16, "added to the demo where it makes sense"): the hidden Tastings page
 * lists three events in the weeks after the seed, and the calendar block on /blocks shows the month
 * over the same page.
 */
test('the demo’s Tastings page lists what is coming, and /blocks has its calendar', async ({ page }) => {
  await page.goto('/tastings');
  await expect(page.getByRole('heading', { name: 'Tastings', level: 1 })).toBeVisible();
  for (const title of ['Cupping night: new Huila lots', 'Pour-over class', 'Roastery open morning'])
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Pour-over class' }).first().click();
  await expect(page.getByRole('heading', { name: 'Pour-over class', level: 1 })).toBeVisible();
  await expect(page.getByText('Larkspur Coffee Roasters, Alder Street').first()).toBeVisible();

  await page.goto('/blocks');
  const calendar = page.locator('.sqs-block-calendar');
  await expect(calendar.getByRole('table')).toBeVisible();
  await expect(calendar.getByRole('heading', { level: 3 })).toHaveText(/\w+ \d{4}/);
});
