import { expect, test, type Browser, type Page } from '@playwright/test';
import { startOwnServer, type OwnServer } from './own-server';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

/**
 * Issue 10 item 7 with real mail: this spec starts its own server (its own port and data
 * folder, `SMTP_URL` pointing at an SMTP server on 127.0.0.1 that the test reads), so the
 * shared demo server and every other spec stay in single-operator mode, untouched. The sign-up
 * confirmation and the password reset are followed from the mail to the browser.
 */
test.describe.configure({ mode: 'serial' });

let smtp: SmtpInbox | undefined;
let server: OwnServer | undefined;
let port = 0;
const stamp = Date.now();
const email = `mail-${stamp}@example.com`;
const siteId = `mail-${stamp}`;
const platform = () => `http://localhost:${port}`;
const site = () => `http://${siteId}.localhost:${port}`;

/** The link of the newest mail to `to` with this subject (the server's mail job sends every 5 s). */
async function linkFrom(subject: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = (smtp?.mails ?? []).filter((m) => m.to === email && m.subject === subject).at(-1);
        link = new RegExp(`${platform()}${path}[^\\s]*`).exec(mail?.body ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 25_000, message: `a "${subject}" mail to ${email}` },
    )
    .not.toBe('');
  return link;
}

test.beforeAll(async () => {
  // A fresh server migrates its database first: slow on a busy machine.
  test.setTimeout(120_000);
  smtp = await startSmtpInbox();
  server = await startOwnServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Sitebuilder <no-reply@localhost>',
    SEED_DEMO: 'false',
  });
  port = server.port;
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

async function signUp(page: Page, password: string) {
  await page.goto(platform());
  await page.getByLabel('Your name').fill('Mel Mail');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail to finish signing up' })).toBeVisible({
    timeout: 15_000,
  });
}

async function signInOnSite(browser: Browser, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site()}/config/`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return { page, context };
}

test('sign-up is confirmed by the e-mailed link, which works once', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUp(page, 'first-password-1');
  const link = await linkFrom('Confirm your Sitebuilder account', '/confirm-sign-up#token=');

  // Before confirming, the right password says what to do, and can ask for the link again.
  await page.goto(`${platform()}/sign-in`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('first-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Confirm your e-mail address first')).toBeVisible();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(`We have sent a new link to ${email}.`)).toBeVisible();

  // Signing up again with the same address answers exactly the same.
  const again = await browser.newPage();
  await signUp(again, 'another-password-2');
  await again.close();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Finish signing up' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(`${platform()}/`);
  await page.getByLabel('Site title').fill(siteId);
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page).toHaveURL(`${site()}/config/`, { timeout: 15_000 });

  // The same link a second time, in another browser: refused, nobody signed in.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(link);
  await second.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(second.getByText('This confirmation link has expired or was already used.')).toBeVisible();
  await other.close();
});

test('password reset through the e-mailed link: new password works, old does not, link works once', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${site()}/config/`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(`${platform()}/reset-password`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`If an account uses ${email}, we have sent it a link`)).toBeVisible();

  // The link pasted into the tab still showing the reset form (only the fragment changes).
  const link = await linkFrom('Reset your Sitebuilder password', '/reset-password#token=');
  const tab = page;
  await tab.goto(link);
  await tab.getByLabel('New password', { exact: true }).fill('after-reset-password-3');
  await tab.getByRole('button', { name: 'Set new password' }).click();
  await expect(tab.getByRole('heading', { name: 'Your sites' })).toBeVisible({ timeout: 15_000 });

  const old = await signInOnSite(browser, 'first-password-1');
  await expect(old.page.getByText('That e-mail and password do not match an account.')).toBeVisible({
    timeout: 15_000,
  });
  await old.context.close();
  const fresh = await signInOnSite(browser, 'after-reset-password-3');
  await expect(fresh.page.getByRole('heading', { name: 'Pages' })).toBeVisible({ timeout: 15_000 });
  await fresh.context.close();

  const reuse = await browser.newContext();
  const twice = await reuse.newPage();
  await twice.goto(link);
  await twice.getByLabel('New password', { exact: true }).fill('yet-another-password-4');
  await twice.getByRole('button', { name: 'Set new password' }).click();
  await expect(twice.getByText('This password reset link has expired or was already used.')).toBeVisible();
  await reuse.close();
});
