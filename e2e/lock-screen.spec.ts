import { expect, test } from '@playwright/test';
import { DEMO_LOCKED_PAGE_PASSWORD } from '../src/server/modules/seed/demo-content';

const WRONG_PASSWORD_MESSAGE = 'That password is incorrect. Please try again.';

test('a password-protected page opens only with the right password', async ({ page }) => {
  const response = await page.goto('/wholesale');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wholesale');
  await expect(page.getByText('This page is password protected.')).toBeVisible();
  const password = page.getByLabel('Password');
  await expect(password).toHaveAttribute('type', 'password');
  await expect(page.getByText('Wholesale price list')).toHaveCount(0);

  // A wrong password: an error, and the page stays locked.
  await password.fill('not-the-password');
  const wrong = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/wholesale'),
  );
  await page.getByRole('button', { name: 'Unlock' }).click();
  expect((await wrong).status()).toBe(403);
  await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD_MESSAGE);
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Wholesale price list')).toHaveCount(0);

  // The right one opens it.
  await page.getByLabel('Password').fill(DEMO_LOCKED_PAGE_PASSWORD);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page).toHaveURL('/wholesale');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wholesale price list');
  await expect(page.getByText('Alder House Blend')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // And it stays open.
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wholesale price list');
});

test('the unlock belongs to one visitor only', async ({ browser }) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await firstPage.goto('/wholesale');
  await firstPage.getByLabel('Password').fill(DEMO_LOCKED_PAGE_PASSWORD);
  await firstPage.getByRole('button', { name: 'Unlock' }).click();
  await expect(firstPage.getByRole('heading', { level: 1 })).toHaveText('Wholesale price list');

  // Another visitor, right after (render cache warm): still the lock screen.
  const second = await browser.newContext();
  const secondPage = await second.newPage();
  const response = await secondPage.goto('/wholesale');
  expect(response?.status()).toBe(403);
  await expect(secondPage.getByLabel('Password')).toBeVisible();
  await expect(secondPage.getByText('Alder House Blend')).toHaveCount(0);
  await Promise.all([first.close(), second.close()]);
});
