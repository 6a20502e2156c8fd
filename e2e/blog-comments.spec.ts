import { expect, test } from '@playwright/test';
import { E2E_PORT } from './env';

/**
 * First-party comments (issue 16) on a site of the test's own (the demo site stays as the other
 * specs expect it): the owner turns comments on for a new blog, a visitor comments (the runtime
 * solves the captcha's puzzle), the owner approves it, and the visitor sees it under the post.
 */
const SITE = `http://commentline.localhost:${E2E_PORT}`;
test('a visitor comments, the owner approves, the visitor sees it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.goto(`http://localhost:${E2E_PORT}/`);
  await page.getByLabel('Your name').fill('Cora Line');
  await page.getByLabel('E-mail').fill(`cora-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('a-good-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Site title').fill('Commentline');
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page).toHaveURL(`${SITE}/config/`);

  await page.getByLabel('Kind').selectOption('blog');
  await page.getByLabel('New page title').fill('Field Notes');
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { name: 'Field Notes', level: 1 })).toBeVisible();
  const settings = page.getByRole('form', { name: 'Comments' });
  await settings.getByLabel('Visitors can comment on this blog’s posts').check();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('Saved.')).toBeVisible();

  await page.getByLabel('Post title').fill('Cupping day');
  await page.getByRole('button', { name: 'Start a draft' }).click();
  const details = page.getByRole('form', { name: 'Post details' });
  await details.getByLabel('Status').selectOption({ label: 'Published' });
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Details saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published$/ })).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${SITE}/field-notes/cupping-day`);
  const form = visitorPage.locator('form[data-comment-form]');
  await form.getByLabel('Name').fill('Vic <Visitor>');
  await form.getByLabel('Comment').fill('Which coffee won?\nAsking for a friend.');
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(visitorPage.getByText('Thank you! Your comment awaits moderation.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(visitorPage.locator('.post-comment')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Comments' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Which coffee won?' });
  await expect(row).toContainText('Vic <Visitor>');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Which coffee won?' })).toHaveCount(0);

  await visitorPage.goto(`${SITE}/field-notes/cupping-day`);
  const shown = visitorPage.locator('.post-comment');
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('Vic <Visitor>');
  await expect(shown).toContainText('Which coffee won?');
  await expect(visitorPage.getByRole('heading', { name: '1 comment' })).toBeVisible();
  await visitorPage.goto(`${SITE}/field-notes`);
  await expect(visitorPage.getByRole('main')).toContainText('1 comment');
  await visitor.close();
});
