import { expect, test } from '@playwright/test';
import { E2E_PORT } from './env';

/**
 * Product tags and categories (issue 16): an owner gives products tags and a category in the
 * product form, renames the category in the shop page's list (one at a time, a taken name
 * refused), and a visitor lists the shop by it at `?category=`. On a site of its own, so the demo
 * site stays as the other specs expect it.
 */
test('an owner tags products and renames a category; a visitor filters the shop by it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto(`http://localhost:${E2E_PORT}/`);
  await page.getByLabel('Your name').fill('Product Tags');
  await page.getByLabel('E-mail').fill(`producttags-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('a-good-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Site title').fill('Product Tags');
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page).toHaveURL(/^http:\/\/product-tags(-\d+)?\.localhost:\d+\/config\/$/, {
    timeout: 30_000,
  });
  const site = new URL(page.url()).origin;

  const addProduct = async (name: string, tags: string, categories: string) => {
    await page.goto(`${site}/config/store/products/new`);
    const editor = page.getByRole('form', { name: 'Product' });
    await editor.getByLabel('Name').fill(name);
    await editor.getByLabel(/^Price \(/).fill('12');
    await editor.getByLabel('Stock', { exact: true }).fill('5');
    await editor.getByLabel('Tags (comma-separated)').fill(tags);
    await editor.getByLabel('Categories (comma-separated)').fill(categories);
    await editor.getByRole('button', { name: 'Save product' }).click();
    await expect(editor.getByText('Product saved.')).toBeVisible();
    await expect(editor.getByLabel('Tags (comma-separated)')).toHaveValue(tags);
  };
  await addProduct('Espresso beans', 'dark, roasted', 'Coffee/Espresso');
  await addProduct('Sencha', 'green', 'Tea');

  await page.getByRole('link', { name: '← Products' }).click();
  const panel = page.getByRole('region', { name: /^Tags and categories of / });
  await expect(panel.getByText('Coffee/Espresso', { exact: true })).toBeVisible();
  const row = (name: string) => panel.getByRole('listitem').filter({ hasText: name });
  await row('Coffee/Espresso').getByRole('button', { name: 'Rename' }).click();
  await row('Tea').getByRole('button', { name: 'Rename' }).click();
  await expect(panel.getByRole('alert')).toHaveText('You may only edit one category at a time');
  const newName = panel.getByLabel('New name for “Coffee/Espresso”');
  await newName.fill('tea');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('This category already exists')).toBeVisible();
  await newName.fill('Drinks/Espresso');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Drinks/Espresso', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published$/ })).toBeVisible();
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${site}/shop?category=Drinks`);
  const main = visitorPage.getByRole('main');
  await expect(main).toContainText('Espresso beans');
  await expect(main).not.toContainText('Sencha');
  await visitor.close();
});
