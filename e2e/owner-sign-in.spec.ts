import { expect, test } from '@playwright/test';
import { E2E_OWNER_EMAIL, E2E_OWNER_PASSWORD } from './env';
import { SITE_TITLE, collectScriptRequests, readPageContext } from './helpers';

const WRONG_CREDENTIALS = 'That e-mail and password do not match an account.';

test('the owner signs in at /config/ (without JavaScript too), is recognized on the site, and signs out', async ({
  browser,
}) => {
  // The sign-in form is server-rendered: it works with JavaScript turned off.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  const response = await page.goto('/config/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.getByText(`to edit ${SITE_TITLE}`)).toBeVisible();

  // Wrong password: an error, the e-mail kept, still signed out.
  await page.getByLabel('E-mail').fill(E2E_OWNER_EMAIL);
  await page.getByLabel('Password').fill('definitely-wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
  await expect(page.getByLabel('E-mail')).toHaveValue(E2E_OWNER_EMAIL);

  // Right password: the owners' app shell (it needs JavaScript, and says so).
  await page.getByLabel('Password').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/config/');
  // The app's shell (its <noscript> note cannot be observed here: Chromium's parser still runs with scripting on).
  await expect(page).toHaveTitle(`${SITE_TITLE} — Owners`);
  const cookies = await noScript.cookies();
  await noScript.close();

  // With JavaScript, the same session opens the app.
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const app = await context.newPage();
  await app.goto('/config/');
  await expect(app.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
  await expect(app.getByRole('link', { name: 'About' })).toBeVisible();

  // The published site knows who is looking (noredirect keeps the owner on the page).
  await app.goto('/?noredirect');
  const signedIn = await readPageContext(app);
  expect(signedIn.authenticatedAccount?.displayName).toBe('Demo Owner');

  // Sign out from the app: back on the site with the confirmation.
  await app.goto('/config/');
  await app.getByRole('button', { name: 'Sign out' }).click();
  await expect(app).toHaveURL('/?logout=true');
  await expect(app.getByRole('dialog', { name: 'Logout Successful' })).toBeVisible();
  expect((await readPageContext(app)).authenticatedAccount).toBeNull();
  await app.goto('/config/');
  await expect(app.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await context.close();
});

test('an anonymous visitor is not served the signed-in owner’s page, and ships no owner JavaScript', async ({
  browser,
}) => {
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await ownerPage.goto('/config/');
  await ownerPage.getByLabel('E-mail').fill(E2E_OWNER_EMAIL);
  await ownerPage.getByLabel('Password').fill(E2E_OWNER_PASSWORD);
  await ownerPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
  await ownerPage.goto('/about?noredirect');
  expect((await readPageContext(ownerPage)).authenticatedAccount).not.toBeNull();
  await expect(ownerPage.locator('script[type="module"][src^="/assets/runtime/owner."]')).toHaveCount(1);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const scripts = collectScriptRequests(visitorPage);
  await visitorPage.goto('/about?noredirect');
  expect((await readPageContext(visitorPage)).authenticatedAccount).toBeNull();
  await visitorPage.waitForLoadState('networkidle');
  // The demo's site-wide consent banner and analytics load for everyone; the owner runtime never does.
  expect(scripts.filter((url) => url.includes('/assets/runtime/owner.'))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  await Promise.all([owner.close(), visitor.close()]);
});

test('after signing out the visitor sees the logout confirmation; escape closes it', async ({ page }) => {
  await page.goto('/?logout=true');
  const dialog = page.getByRole('dialog', { name: 'Logout Successful' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have been successfully logged out.');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the editor explains the 60-block limit', async ({ page }) => {
  await page.goto('/config/');
  await page.getByLabel('E-mail').fill(E2E_OWNER_EMAIL);
  await page.getByLabel('Password').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A page of its own, out of the navigation: another test's Publish must not put 60 spacers
  // on a demo page that other tests read (the contact form, the navigation).
  await page.getByLabel('New page title').fill('Block limit');
  await page.getByLabel('Show in').selectOption({ label: 'Not linked (hidden)' });
  await page.getByRole('button', { name: 'Add page' }).click();
  // Adding opens the new page's editor; back to the list, where it sits with the hidden pages.
  // Showing and hiding it again moves only this page (it is a draft, so visitors never see it).
  await page.getByRole('link', { name: '← Pages' }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Block limit' }) });
  await row.getByRole('button', { name: 'Show in navigation' }).click();
  await expect(row.getByRole('button', { name: 'Hide' })).toBeVisible();
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(row.getByRole('button', { name: 'Show in navigation' })).toBeVisible();
  await row.getByRole('link', { name: 'Block limit' }).click();
  await expect(page.getByText('All changes saved as draft')).toBeVisible();
  // Fill the layout to the limit through the API, as another tab might have.
  const pageId = page.url().split('/').pop()!;
  const filled = await page.evaluate(async (id) => {
    const crumb = document.cookie
      .split('; ')
      .find((part) => part.startsWith('crumb='))!
      .slice(6);
    const hex = (n: number) => n.toString(16).padStart(24, '0');
    const blocks = Array.from({ length: 60 }, (_, index) => ({
      id: hex(index + 1),
      type: 'spacer',
      data: { height: 8 },
    }));
    const response = await fetch(`/api/rest/pages/${id}/layout`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf-token': crumb },
      body: JSON.stringify({ layout: { blocks } }),
    });
    return response.status;
  }, pageId);
  expect(filled).toBe(200);
  await page.reload();
  await expect(page.getByText('60 of 60 blocks: the limit')).toBeVisible();
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'A layout can hold at most 60 blocks. Remove a block before adding another.',
  );
  await expect(page.getByText('60 of 60 blocks: the limit')).toBeVisible();
});
