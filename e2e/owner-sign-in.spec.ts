import { expect, test } from '@playwright/test';
import { E2E_OWNER_EMAIL, E2E_OWNER_PASSWORD } from './env';
import { SITE_TITLE, readPageContext } from './helpers';

const WRONG_CREDENTIALS = 'That e-mail and password do not match an account.';

test('the owner signs in at /config/, is recognized on the site, and signs out', async ({ page }) => {
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
  await expect(page.getByText('Signed in as')).toHaveCount(0);

  // Right password.
  await page.getByLabel('Password').fill(E2E_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/config/');
  await expect(page.getByText('Signed in as')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(E2E_OWNER_EMAIL);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The published site now knows who is looking.
  await page.getByRole('link', { name: 'View the published site' }).click();
  await expect(page).toHaveURL('/');
  const signedIn = await readPageContext(page);
  expect(signedIn.authenticatedAccount).not.toBeNull();
  expect(signedIn.authenticatedAccount?.id).toBeTruthy();
  expect(signedIn.authenticatedAccount?.displayName).toBeTruthy();

  // Sign out from the owners' screen.
  await page.goto('/config/');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/?logout=true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Small-batch coffee, roasted down the street.');
  expect((await readPageContext(page)).authenticatedAccount).toBeNull();

  // And it sticks: the home page and /config/ both see an anonymous visitor.
  await page.goto('/');
  expect((await readPageContext(page)).authenticatedAccount).toBeNull();
  await page.goto('/config/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
});

test('an anonymous visitor is not served the signed-in owner’s page', async ({ browser }) => {
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await ownerPage.goto('/config/');
  await ownerPage.getByLabel('E-mail').fill(E2E_OWNER_EMAIL);
  await ownerPage.getByLabel('Password').fill(E2E_OWNER_PASSWORD);
  await ownerPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(ownerPage.getByText('Signed in as')).toBeVisible();
  await ownerPage.goto('/about');
  expect((await readPageContext(ownerPage)).authenticatedAccount).not.toBeNull();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/about');
  expect((await readPageContext(visitorPage)).authenticatedAccount).toBeNull();
  await Promise.all([owner.close(), visitor.close()]);
});

// spec/visitor-runtime.md, "Logout confirmation": /?logout=true should show a dialog titled
// "Logout Successful". Not built yet (the home page ships no script and no dialog markup).
test.fixme('after signing out the visitor sees the logout confirmation', async ({ page }) => {
  await page.goto('/?logout=true');
  const dialog = page.getByRole('dialog', { name: 'Logout Successful' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have been successfully logged out.');
});
