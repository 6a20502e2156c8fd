import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

test('on a phone the navigation sits behind a menu that works without JavaScript', async ({ page }) => {
  await page.goto('/');
  const desktopNav = page.locator('.site-header__inner > nav.site-nav');
  await expect(desktopNav).toBeHidden();

  const menu = page.getByRole('banner').locator('details');
  const toggle = menu.locator('summary');
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveText('Menu');
  const panel = page.getByRole('navigation', { name: 'Main' });
  await expect(panel).toBeHidden();

  await toggle.click();
  await expect(menu).toHaveAttribute('open', '');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link')).toHaveText([
    'Home',
    'About',
    'Journal',
    'Shop',
    'Contact',
    'Plan a visit',
  ]);
  await expect(panel.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await panel.getByRole('link', { name: 'Journal' }).click();
  await expect(page).toHaveURL('/journal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal');

  // A new page starts with the menu closed; it opens again and leads on.
  await expect(panel).toBeHidden();
  await toggle.click();
  await expect(panel.getByRole('link', { name: 'Journal' })).toHaveAttribute('aria-current', 'page');
  await panel.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visit & contact');
  await toggle.click();
  await panel.getByRole('link', { name: 'Plan a visit' }).click();
  await expect(page).toHaveURL('/contact');
});

test('the page fits a phone screen without sideways scrolling', async ({ page }) => {
  for (const path of ['/', '/journal', '/journal/inside-our-roast-log']) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
