import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './env';
import { collectScriptRequests, readPageContext } from './helpers';

/**
 * A new owner, as a person would: sign up at the bare domain, create a site, build a page from
 * blocks, pick a colour theme, publish, and see exactly that on the public page; edits after
 * that stay drafts; escape and shift+escape on the published site.
 */
const PLATFORM = `http://localhost:${E2E_PORT}/`;
const SITE = `http://juniper-bakery.localhost:${E2E_PORT}`;
const EMAIL = `juniper-${Date.now()}@example.com`;

async function addBlock(page: Page, type: string) {
  await page.getByLabel('Block type').selectOption({ label: type });
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(page.getByRole('form', { name: `${type} block settings` })).toBeVisible();
}

const inspector = (page: Page, type: string) => page.getByRole('form', { name: `${type} block settings` });
const saved = (page: Page) =>
  expect(page.getByText('All changes saved as draft')).toBeVisible({ timeout: 10_000 });

test('a new owner builds, designs and publishes a page; drafts stay private; escape and shift+escape work', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // Sign up.
  await page.goto(PLATFORM);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Your name').fill('June Baker');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 8 characters')).toBeVisible();
  await page.getByLabel('Password').fill('a-good-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Create a site: the address comes from the title; creating it opens its owners' app on its own host.
  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();
  await page.getByLabel('Site title').fill('Juniper Bakery');
  await expect(page.getByText(`Address: juniper-bakery.localhost:${E2E_PORT}`)).toBeVisible();
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page).toHaveURL(`${SITE}/config/`);
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();

  // A new page, built from heading, text, image and button blocks.
  await page.getByLabel('New page title').fill('Our Story');
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { name: 'Our Story', level: 1 })).toBeVisible();
  await addBlock(page, 'Heading');
  await inspector(page, 'Heading').getByLabel('Text').fill('Fresh bread, every morning');
  await inspector(page, 'Heading').getByLabel('Level').selectOption('1');
  await addBlock(page, 'Text');
  await inspector(page, 'Text')
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('We bake with stone-ground flour.');
  await addBlock(page, 'Image');
  // An image that lives at a web address (not in the media library) still works.
  await inspector(page, 'Image').getByText('Use a web address').click();
  await inspector(page, 'Image')
    .getByLabel('Web address of the image')
    .fill('/assets/static/demo/pour-over.svg');
  await inspector(page, 'Image').getByLabel('Alt text (describes the image)').fill('A loaf on the counter');
  await addBlock(page, 'Button');
  // A required field left empty: explained, not saved, not lost.
  await inspector(page, 'Button').getByLabel('Label').fill('');
  await expect(inspector(page, 'Button').getByText('Enter the button label')).toBeVisible();
  await expect(page.getByText('Not saved: fix the highlighted field')).toBeVisible();
  await inspector(page, 'Button').getByLabel('Label').fill('Order bread');
  await inspector(page, 'Button').getByLabel('Link', { exact: true }).fill('/contact');
  await saved(page);

  // Undo and redo.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(inspector(page, 'Button').getByLabel('Link', { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(inspector(page, 'Button').getByLabel('Link', { exact: true })).toHaveValue('/contact');
  await saved(page);

  // The live preview is the server's rendering of the draft, at phone width too.
  const preview = page.frameLocator('iframe[title="Page preview"]');
  await expect(preview.getByRole('heading', { level: 1, name: 'Fresh bread, every morning' })).toBeVisible();
  await page.getByRole('button', { name: 'Phone' }).click();
  await expect(page.locator('iframe[title="Page preview"]')).toHaveAttribute('style', /375px/);

  // Design: the Midnight colour theme.
  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Design' }).click();
  await page.getByRole('radio', { name: 'Midnight' }).check();
  await expect(page.getByText('Draft saved. Publish to make it live.')).toBeVisible();

  // Nothing is public before publishing.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  expect((await visitorPage.goto(`${SITE}/our-story`))?.status()).toBe(404);

  await expect(page.getByText('Unpublished changes')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published$/ })).toBeVisible();
  await expect(page.getByText('Design is live.')).toBeVisible();

  // The public page shows exactly what was built, in the theme's colours, with none of the
  // owner's JavaScript (the site-wide visitor analytics module may load).
  const scripts = collectScriptRequests(visitorPage);
  await visitorPage.goto(`${SITE}/our-story`);
  const main = visitorPage.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Fresh bread, every morning');
  await expect(main.getByText('We bake with stone-ground flour.')).toBeVisible();
  await expect(main.getByRole('img', { name: 'A loaf on the counter' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Order bread' })).toHaveAttribute('href', '/contact');
  await expect(
    visitorPage.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Our Story' }),
  ).toBeVisible();
  expect(await visitorPage.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(20, 22, 28)',
  );
  // Only the site-wide tracking module (census is on by default) and its shared chunks.
  expect(scripts.filter((url) => !/\/assets\/runtime\/(tracking\.|chunks\/)/.test(url))).toEqual([]);

  // Edit again without publishing: the public page does not change.
  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Pages' }).click();
  await page.getByRole('link', { name: 'Our Story' }).click();
  await page.getByRole('button', { name: /^Heading/ }).click();
  await inspector(page, 'Heading').getByLabel('Text').fill('Not for visitors yet');
  await saved(page);
  await visitorPage.reload();
  await expect(visitorPage.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Fresh bread, every morning',
  );
  await visitor.close();

  // Signed in, a published page sends the owner to the editor on that page…
  const ownerTab = await page.context().newPage();
  await ownerTab.goto(`${SITE}/our-story`);
  await expect(ownerTab).toHaveURL(/\/config\/pages\/[0-9a-f]{24}$/);
  await expect(ownerTab.getByRole('heading', { name: 'Our Story', level: 1 })).toBeVisible();
  await ownerTab.close();

  // …unless the address says noredirect; then escape goes to the editor.
  await page.goto(`${SITE}/our-story?noredirect`);
  expect((await readPageContext(page)).authenticatedAccount?.displayName).toBe('June Baker');
  // The owner's "Edit page" link explains itself in a tooltip after the hover delay.
  const edit = page.getByRole('link', { name: 'Edit page' });
  await edit.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeHidden();
  await expect(tooltip).toHaveText('Open this page in the editor. Shortcut: Esc. Shift+Esc signs out.', {
    timeout: 3_000,
  });
  await expect(edit).toHaveAttribute('aria-describedby', 'sb-tooltip');
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/config\/pages\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: 'Our Story', level: 1 })).toBeVisible();

  // Shift+escape logs out and shows the confirmation.
  await page.goto(`${SITE}/our-story?noredirect`);
  await page.keyboard.press('Shift+Escape');
  await expect(page).toHaveURL(`${SITE}/?logout=true`);
  const dialog = page.getByRole('dialog', { name: 'Logout Successful' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have been successfully logged out.');
  expect((await page.context().cookies(SITE)).map((cookie) => cookie.name)).not.toContain('ss_lastid');
  // Escape closes the dialog first (the topmost dialog), and a signed-out visitor stays put.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto(`${SITE}/config/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
});
