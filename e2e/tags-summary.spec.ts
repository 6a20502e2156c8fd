import { expect, test } from '@playwright/test';
import { E2E_PORT } from './env';

/**
 * Tags (issue 16): an owner tags a post, renames the tag in the blog's tag list (one at a time,
 * a taken name refused), and a visitor lists the blog by that tag at `?tag=`. On a site of its
 * own, so the demo site stays as the other specs expect it.
 */
test('an owner tags posts and renames a tag; a visitor filters the blog by it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.goto(`http://localhost:${E2E_PORT}/`);
  await page.getByLabel('Your name').fill('Tag Line');
  await page.getByLabel('E-mail').fill(`tagline-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('a-good-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Site title').fill('Tagline');
  await page.getByRole('button', { name: 'Create site' }).click();
  // The site's address (tagline, or tagline-2 when a rerun against the same server took it).
  await expect(page).toHaveURL(/^http:\/\/tagline(-\d+)?\.localhost:\d+\/config\/$/, { timeout: 30_000 });
  const site = new URL(page.url()).origin;

  await page.getByLabel('Kind').selectOption('blog');
  await page.getByLabel('New page title').fill('Notes');
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();

  const writePost = async (title: string, tags: string) => {
    await page.getByLabel('Post title').fill(title);
    await page.getByRole('button', { name: 'Start a draft' }).click();
    const details = page.getByRole('form', { name: 'Post details' });
    await details.getByLabel('Tags (comma-separated)').fill(tags);
    await details.getByLabel('Status').selectOption({ label: 'Published' });
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByText('Details saved.')).toBeVisible();
    await page.getByRole('link', { name: '← Posts' }).click();
  };
  await writePost('Washed Kenya', 'washed, kenya');
  await writePost('Natural Ethiopia', 'natural');

  const tags = page.getByRole('region', { name: 'Tags and categories' });
  await expect(tags.getByText('washed', { exact: true })).toBeVisible();
  const row = (name: string) => tags.getByRole('listitem').filter({ hasText: name });
  await row('washed').getByRole('button', { name: 'Rename' }).click();
  // A second name while the first is open: the spec's message.
  await row('natural').getByRole('button', { name: 'Rename' }).click();
  await expect(tags.getByRole('alert')).toHaveText('You may only edit one tag at a time');
  const newName = tags.getByLabel('New name for “washed”');
  await newName.fill('Natural');
  await tags.getByRole('button', { name: 'Save' }).click();
  await expect(tags.getByText('This tag already exists')).toBeVisible();
  await newName.fill('fully washed');
  await tags.getByRole('button', { name: 'Save' }).click();
  await expect(tags.getByText('fully washed', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published$/ })).toBeVisible();
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${site}/notes?tag=${encodeURIComponent('fully washed')}`);
  const main = visitorPage.getByRole('main');
  await expect(main).toContainText('Tagged “fully washed”');
  await expect(main).toContainText('Washed Kenya');
  await expect(main).not.toContainText('Natural Ethiopia');
  await main.getByRole('link', { name: 'Show all' }).click();
  await expect(main).toContainText('Natural Ethiopia');
  // The post's own page links each tag to the list narrowed to it.
  await main.getByRole('link', { name: 'Washed Kenya' }).click();
  await main.getByRole('link', { name: 'fully washed', exact: true }).click();
  await expect(visitorPage).toHaveURL(/\/notes\?tag=fully%20washed$/);
  await expect(main).toContainText('Tagged “fully washed”');
  await visitor.close();
});
