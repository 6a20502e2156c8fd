import { expect, test } from '@playwright/test';
import { E2E_PORT } from './env';

/**
 * An owner starts a blog on a site of their own (the demo site stays as the other specs expect
 * it), writes posts with statuses, and visitors see only what is published.
 */
const SITE = `http://beanline.localhost:${E2E_PORT}`;
test('an owner runs a blog: statuses, tag limits, and what visitors see', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await page.goto(`http://localhost:${E2E_PORT}/`);
  await page.getByLabel('Your name').fill('Bea Line');
  await page.getByLabel('E-mail').fill(`bea-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('a-good-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Site title').fill('Beanline');
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page).toHaveURL(`${SITE}/config/`);

  await page.getByLabel('Kind').selectOption('blog');
  await page.getByLabel('New page title').fill('Roast Notes');
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { name: 'Roast Notes', level: 1 })).toBeVisible();
  await expect(page.getByText('No posts yet.')).toBeVisible();

  await page.getByLabel('Post title').fill('Ethiopia Guji arrives');
  await page.getByRole('button', { name: 'Start a draft' }).click();
  await expect(page.getByRole('heading', { name: 'Ethiopia Guji arrives', level: 1 })).toBeVisible();
  await page.getByLabel('Block type').selectOption({ label: 'Text' });
  await page.getByRole('button', { name: 'Add block' }).click();
  await page
    .getByRole('form', { name: 'Text block settings' })
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('Forty bags of a natural Guji landed today.');
  await expect(page.getByText('Post body saved')).toBeVisible({ timeout: 10_000 });

  const details = page.getByRole('form', { name: 'Post details' });
  await details.getByLabel('Tags (comma-separated)').fill(`ethiopia, ${'x'.repeat(51)}`);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Tags must be 50 characters or fewer')).toBeVisible();
  await details.getByLabel('Tags (comma-separated)').fill('ethiopia, natural');
  await details.getByLabel('Categories (comma-separated)').fill('Origins');
  await details.getByLabel('Status').selectOption({ label: 'Published' });
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Details saved.')).toBeVisible();

  // A second post, scheduled for next week.
  await page.getByRole('link', { name: '← Posts' }).click();
  await page.getByLabel('Post title').fill('Next lot');
  await page.getByRole('button', { name: 'Start a draft' }).click();
  const next = page.getByRole('form', { name: 'Post details' });
  await next.getByLabel('Status').selectOption({ label: 'Scheduled' });
  await next.getByLabel('Publish on').fill('');
  await next.getByRole('button', { name: 'Save details' }).click();
  await expect(next.getByText('Choose when to publish')).toBeVisible();
  const nextWeek = new Date(Date.now() + 7 * 24 * 3600_000);
  await next
    .getByLabel('Publish on')
    .fill(new Date(nextWeek.getTime() - nextWeek.getTimezoneOffset() * 60_000).toISOString().slice(0, 16));
  await next.getByRole('button', { name: 'Save details' }).click();
  await expect(next.getByText('Details saved.')).toBeVisible();
  await page.getByRole('link', { name: '← Posts' }).click();
  const rows = page.getByRole('listitem');
  await expect(rows.filter({ hasText: 'Ethiopia Guji arrives' })).toContainText('Published');
  await expect(rows.filter({ hasText: 'Next lot' })).toContainText('Scheduled');

  // The new blog itself goes live with Publish.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published$/ })).toBeVisible();
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${SITE}/roast-notes`);
  await expect(visitorPage.getByRole('main')).toContainText('Ethiopia Guji arrives');
  await expect(visitorPage.getByRole('main')).not.toContainText('Next lot');
  await visitorPage.getByRole('link', { name: 'Ethiopia Guji arrives' }).first().click();
  await expect(visitorPage.getByText('Forty bags of a natural Guji landed today.')).toBeVisible();
  await visitor.close();
});
