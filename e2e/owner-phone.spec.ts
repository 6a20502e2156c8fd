import { expect, test } from '@playwright/test';
import { signInAsDemoOwner } from './helpers';

test.use({ viewport: { width: 375, height: 740 } });

test('on a phone the owners’ header keeps one row: the navigation opens from Menu and closes on a choice', async ({
  page,
}) => {
  await signInAsDemoOwner(page);
  const header = page.locator('.app__header');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Owners' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  // Folded, the header is one row high and the page does not scroll sideways.
  expect((await header.boundingBox())?.height ?? 999).toBeLessThan(80);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Forms' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await nav.getByRole('link', { name: 'Forms' }).click();
  await expect(page.getByRole('heading', { name: 'Forms', level: 1 })).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('on a computer there is no Menu button: the navigation, publish and sign out all fit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInAsDemoOwner(page);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Forms' }),
  ).toBeVisible();
  // However many areas the navigation holds, the header's controls stay on the screen.
  for (const control of [
    page.getByRole('button', { name: 'Publish' }),
    page.getByRole('link', { name: 'View site' }),
    page.getByRole('button', { name: 'Sign out' }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});
