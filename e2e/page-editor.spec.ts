import { expect, test, type Page } from '@playwright/test';
import { createOwnedSite, type OwnerCall } from './site-owner';

/**
 * The page editor as a new owner meets it (issue 23), on hidden pages of the owner's own site:
 * rich text (bold, a link to another page, the spec's link messages) published and seen live;
 * two tabs editing one page, the second save refused with a reload; the full-screen preview.
 */
const heading = (text: string) => ({
  columns: 12,
  blocks: [{ id: 'b'.repeat(24), type: 'heading', grid: { column: 1, span: 12 }, data: { text, level: 2 } }],
});

async function hiddenPage(call: OwnerCall, title: string, urlId: string, layout?: unknown) {
  const { page } = await call('POST', '/api/rest/pages', { title, urlId, navigation: '_hidden' });
  if (layout) await call('PUT', `/api/rest/pages/${page.id}/layout`, { layout });
  return page.id as string;
}

const saved = (page: Page) =>
  expect(page.getByText('All changes saved as draft')).toBeVisible({ timeout: 15_000 });
const textSettings = (page: Page) => page.getByRole('form', { name: 'Text block settings' });

test('rich text: bold and a link to another page, published and live', async ({ browser }) => {
  test.setTimeout(120_000);
  const { owner, origin, call } = await createOwnedSite(browser, 'Rye Rich Text');
  await hiddenPage(call, 'Our menu', 'our-menu');
  const storyId = await hiddenPage(call, 'Story', 'story');
  await owner.goto(`${origin}/config/pages/${storyId}`);
  await expect(owner.getByRole('heading', { name: 'Story', level: 1 })).toBeVisible();

  // The rich-text editor is its own chunk, fetched only when a text block is first edited.
  const chunks: string[] = [];
  owner.on('request', (request) => chunks.push(request.url()));
  await owner.getByLabel('Block type').selectOption({ label: 'Text' });
  await owner.getByRole('button', { name: 'Add block' }).click();
  const text = textSettings(owner).getByRole('textbox', { name: 'Text', exact: true });
  await text.click();
  await owner.keyboard.press('ControlOrMeta+a');
  await owner.keyboard.type('Fresh rye every morning');
  await owner.keyboard.press('ControlOrMeta+a');
  await textSettings(owner).getByRole('button', { name: 'Bold' }).click();
  await expect(textSettings(owner).getByRole('button', { name: 'Bold' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A link: a typed address is checked with the spec's messages; then a page from the picker.
  await textSettings(owner).getByRole('button', { name: 'Link', exact: true }).click();
  const linkBox = textSettings(owner).getByRole('group', { name: 'Link the selected text' });
  const address = linkBox.getByLabel('Or a web address, email or phone number');
  await address.fill('fresh rye');
  await linkBox.getByRole('button', { name: 'Apply link' }).click();
  await expect(linkBox.getByRole('alert')).toHaveText(
    'Links must be formatted as example.com or https://example.com',
  );
  await address.fill('/our menu');
  await address.press('Enter');
  await expect(linkBox.getByRole('alert')).toHaveText('/our menu is not a valid page URL');
  await address.fill('anna@example');
  await address.press('Enter');
  await expect(linkBox.getByRole('alert')).toHaveText('Please enter a valid email');
  await linkBox.getByLabel('A page of this site').selectOption({ label: 'Our menu' });
  await expect(address).toHaveValue('/our-menu');
  await linkBox.getByRole('button', { name: 'Apply link' }).click();
  await expect(linkBox).toBeHidden();
  await saved(owner);
  expect(chunks.some((url) => /rich-text-editor/.test(url))).toBe(true);

  // The preview is the server's rendering of the sanitised draft.
  const preview = owner.frameLocator('iframe[title="Page preview"]');
  await expect(preview.getByRole('link', { name: 'Fresh rye every morning' })).toHaveAttribute(
    'href',
    '/our-menu',
  );

  await call('POST', '/api/rest/publish', {});
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${origin}/story`);
  const link = visitor.getByRole('main').getByRole('link', { name: 'Fresh rye every morning' });
  await expect(link).toHaveAttribute('href', '/our-menu');
  await expect(
    visitor.getByRole('main').locator('strong', { hasText: 'Fresh rye every morning' }),
  ).toBeVisible();
  await link.click();
  await expect(visitor).toHaveURL(`${origin}/our-menu`);
  await visitor.context().close();
});

test('two tabs on one page: the second save is refused with a reload, never a silent overwrite', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { owner, origin, call } = await createOwnedSite(browser, 'Two Tab Bakery');
  const id = await hiddenPage(call, 'Hours', 'hours', heading('Open at seven'));
  const tabTwo = await owner.context().newPage();
  for (const tab of [owner, tabTwo]) {
    await tab.goto(`${origin}/config/pages/${id}`);
    await tab.getByRole('button', { name: /^Heading/ }).click();
  }
  const headingText = (tab: Page) =>
    tab.getByRole('form', { name: 'Heading block settings' }).getByLabel('Text', { exact: true });

  await headingText(owner).fill('Open at eight');
  await saved(owner);
  await headingText(tabTwo).fill('Open at nine');
  const conflict = tabTwo.getByRole('alert').filter({ hasText: 'This page changed in another window' });
  await expect(conflict).toBeVisible({ timeout: 15_000 });
  // Tab one's draft stands.
  expect(JSON.stringify((await call('GET', `/api/rest/pages/${id}`)).layout)).toContain('Open at eight');

  await conflict.getByRole('button', { name: 'Reload the page' }).click();
  await expect(conflict).toBeHidden();
  await tabTwo.getByRole('button', { name: /^Heading/ }).click();
  await expect(headingText(tabTwo)).toHaveValue('Open at eight');
  await headingText(tabTwo).fill('Open at nine');
  await saved(tabTwo);
  expect(JSON.stringify((await call('GET', `/api/rest/pages/${id}`)).layout)).toContain('Open at nine');
});

test('the full-screen preview: a button, and Escape toggles it', async ({ browser }) => {
  const { owner, origin, call } = await createOwnedSite(browser, 'Escape Bakery');
  const id = await hiddenPage(call, 'Full', 'full', heading('Big picture'));
  await owner.goto(`${origin}/config/pages/${id}`);
  const frame = owner.locator('iframe[title="Page preview"]');
  await expect(owner.frameLocator('iframe[title="Page preview"]').getByText('Big picture')).toBeVisible();
  const viewport = owner.viewportSize()!;
  const isFull = async () => {
    const box = (await frame.boundingBox())!;
    return box.height > viewport.height * 0.85;
  };
  await owner.getByRole('button', { name: 'Full-screen preview' }).click();
  await expect.poll(isFull).toBe(true);
  await owner.keyboard.press('Escape');
  await expect.poll(isFull).toBe(false);
  await owner.locator('body').press('Escape');
  await expect.poll(isFull).toBe(true);
  await expect(owner.getByRole('button', { name: 'Exit full-screen preview (Esc)' })).toBeVisible();
  await owner.getByRole('button', { name: 'Exit full-screen preview (Esc)' }).click();
  await expect.poll(isFull).toBe(false);
  await expect(owner).toHaveURL(`${origin}/config/pages/${id}`);
});
