import { expect, request as http, test } from '@playwright/test';
import { E2E_PORT } from './env';
import { readPageContext } from './helpers';
import { createOwnedSite } from './site-owner';

/**
 * The system error overlay (visitor-runtime §8) on a real authorizationFail: an owner's page is
 * open, signed in; the session ends elsewhere (another client signs that session out); the
 * page's next call that needs it (its logout, Shift+Escape) is answered 401 authorizationFail,
 * and the page shows "Something Went Wrong!" with Reload and Clear.
 */
test('a session that ended mid-page: the next call gets authorizationFail and the page offers reload and clear', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { owner, origin } = await createOwnedSite(browser, 'Session Ends');
  await owner.goto(`${origin}/?noredirect`);
  expect((await readPageContext(owner)).authenticatedAccount).not.toBeNull();
  await owner.evaluate(() => {
    localStorage.setItem('e2e-mark', 'kept until cleared');
    document.cookie = 'e2e-mark=1; path=/';
  });
  const overlayScripts: string[] = [];
  owner.on('request', (request) => {
    if (request.resourceType() === 'script') overlayScripts.push(request.url());
  });

  // Another client signs this very session out: the browser still holds the cookie.
  const cookies = await owner.context().cookies(origin);
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  const elsewhere = await http.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: {
      host: new URL(origin).host,
      cookie: `sid=${value('sid')}; crumb=${value('crumb')}`,
      'x-csrf-token': value('crumb'),
    },
  });
  expect((await elsewhere.post('/api/auth/Logout')).status()).toBe(204);
  await elsewhere.dispose();

  const answer = owner.waitForResponse((response) => response.url().includes('/api/auth/Logout'));
  await owner.keyboard.press('Shift+Escape');
  const response = await answer;
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ code: 'authorizationFail', authorizationFail: true });

  const overlay = owner.getByRole('alertdialog', { name: 'Something Went Wrong!' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveAttribute('aria-modal', 'true');
  await expect(overlay.getByRole('button', { name: 'Reload', exact: true })).toBeFocused();
  // The page stays where it was: a failed logout navigates nowhere.
  expect(new URL(owner.url()).pathname).toBe('/');
  // The overlay's code came only now, as its own chunk.
  expect(overlayScripts.length).toBeGreaterThan(0);

  await overlay.getByRole('button', { name: 'Clear and reload' }).click();
  await owner.waitForLoadState('load');
  await expect(owner.getByRole('alertdialog')).toHaveCount(0);
  expect(await owner.evaluate(() => localStorage.getItem('e2e-mark'))).toBeNull();
  expect(await owner.evaluate(() => document.cookie)).not.toContain('e2e-mark');
  // The server cleared the ended session with its answer: the reloaded page is anonymous.
  expect((await readPageContext(owner)).authenticatedAccount).toBeNull();
});

test('Reload reloads, and Escape dismisses the overlay as the topmost dialog', async ({ browser }) => {
  test.setTimeout(90_000);
  const { owner, origin } = await createOwnedSite(browser, 'Session Reload');
  await owner.goto(`${origin}/?noredirect`);
  const cookies = await owner.context().cookies(origin);
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  const elsewhere = await http.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: {
      host: new URL(origin).host,
      cookie: `sid=${value('sid')}; crumb=${value('crumb')}`,
      'x-csrf-token': value('crumb'),
    },
  });
  expect((await elsewhere.post('/api/auth/Logout')).status()).toBe(204);
  await elsewhere.dispose();

  await owner.keyboard.press('Shift+Escape');
  const overlay = owner.getByRole('alertdialog', { name: 'Something Went Wrong!' });
  await expect(overlay).toBeVisible();
  await owner.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  // That Escape closed the overlay only: the page did not go to the configuration.
  expect(new URL(owner.url()).pathname).toBe('/');

  await owner.evaluate(() => window.dispatchEvent(new CustomEvent('systemError')));
  await expect(overlay).toBeVisible();
  const reloaded = owner.waitForEvent('framenavigated');
  await overlay.getByRole('button', { name: 'Reload', exact: true }).click();
  await reloaded;
  await owner.waitForLoadState('load');
  await expect(owner.getByRole('alertdialog')).toHaveCount(0);
});
