import { expect, test, type Page } from '@playwright/test';
import { startOwnServer, type OwnServer } from './own-server';
import { ownerCall } from './site-owner';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

/**
 * Issue 21's members: a visitor signs up on a site, confirms the address from the e-mail, buys
 * something and sees the order on the account page, signs out and in, and resets the password
 * from the e-mail. The mail is read as it leaves: this spec runs a server of its own whose
 * SMTP_URL points at an SMTP server the test reads, so the shared demo server stays as it is.
 */
let inbox: SmtpInbox | undefined;
let server: OwnServer | undefined;
const stamp = Date.now();
const ownerEmail = `members-owner-${stamp}@example.com`;
const memberEmail = `member-${stamp}@example.com`;
const siteId = `members-${stamp}`;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  inbox = await startSmtpInbox();
  server = await startOwnServer({
    SMTP_URL: inbox.url,
    MAIL_FROM: 'Sitebuilder <no-reply@localhost>',
    SEED_DEMO: 'false',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

/** The newest link in the mails to `to` that matches `link` (the mail job sends every 5 s). */
async function linkIn(to: string, link: RegExp, what: string, after = 0): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const links = inbox!.mails
          .filter((mail) => mail.to === to)
          .slice(after)
          .map((mail) => link.exec(mail.body)?.[0]);
        found = links.filter(Boolean).at(-1) ?? '';
        return found;
      },
      { timeout: 30_000, message: what },
    )
    .not.toBe('');
  return found.replace(/&amp;/g, '&');
}

async function ownerWithSite(page: Page, platform: string, site: string) {
  await page.goto(platform);
  await page.getByLabel('Your name').fill('Mo Members');
  await page.getByLabel('E-mail').fill(ownerEmail);
  await page.getByLabel('Password').fill('a-good-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  const confirm = await linkIn(
    ownerEmail,
    /http:\/\/localhost:\d+\/confirm-sign-up#token=[^\s"<]+/,
    'the owner’s sign-up link',
  );
  await page.goto(confirm);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await page.getByLabel('Site title').fill(siteId);
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page).toHaveURL(`${site}/config/`, { timeout: 15_000 });
}

async function signIn(page: Page, site: string, password: string) {
  await page.goto(`${site}/account`);
  const form = page.locator('form[action="/account/sign-in"]');
  await form.getByLabel('Email').fill(memberEmail);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('[data-member-email]')).toHaveText(`Signed in as ${memberEmail}`);
}

test('a member signs up, confirms from the e-mail, sees their order, signs out and in, and resets the password', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const platform = `http://localhost:${server!.port}`;
  const site = `http://${siteId}.localhost:${server!.port}`;
  const owner = await (await browser.newContext()).newPage();
  await ownerWithSite(owner, platform, site);
  await ownerCall(owner)('POST', '/api/commerce/products', {
    title: 'Field Guide',
    urlId: 'field-guide',
    productType: 2,
    status: 'published',
    images: [],
    variants: [{ priceCents: 1200, qtyInStock: 0, unlimited: true }],
  });

  const member = await (await browser.newContext()).newPage();
  await member.goto(`${site}/account`);
  const signUp = member.locator('form[action="/account/sign-up"]');
  await signUp.getByLabel('Name').fill('Ada');
  await signUp.getByLabel('Email').fill(memberEmail);
  await signUp.getByLabel('Choose a password').fill('first-password-1');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');

  const verify = await linkIn(
    memberEmail,
    /http:\/\/[\w.-]+:\d+\/account\/verify\?token=[\w%-]+/,
    'the member’s sign-up link',
  );
  expect(new URL(verify).origin).toBe(site);
  await member.goto(verify);
  await member.getByRole('button', { name: 'Confirm my account' }).click();
  await expect(member.locator('[data-member-email]')).toHaveText(`Signed in as ${memberEmail}`);
  await expect(member.locator('[data-member-orders]')).toContainText('You have no orders yet.');

  // An order placed with the member's address shows on their account page.
  await member.goto(`${site}/shop/field-guide`);
  await member.getByRole('button', { name: 'Add to cart' }).click();
  await member.getByRole('button', { name: 'Continue shopping' }).click();
  await member.goto(`${site}/checkout`);
  await member.getByLabel('Email').fill(memberEmail);
  await member.getByRole('button', { name: 'Continue to payment' }).click();
  await member.getByLabel(/4242 4242 4242 4242/).check();
  await member.getByRole('button', { name: 'Pay $12.00' }).click();
  await member.goto(`${site}/account`);
  await expect(member.locator('[data-member-orders]')).toContainText('Order #1');
  await expect(member.locator('[data-member-orders]')).toContainText('1 × Field Guide');

  await member.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(member.getByText('You are signed out.')).toBeVisible();
  await member.goto(`${site}/account`);
  await expect(member.locator('[data-member-email]')).toHaveCount(0);
  await signIn(member, site, 'first-password-1');
  await member.getByRole('button', { name: 'Sign out', exact: true }).click();

  // Forgot the password: a single-use link by e-mail.
  const mailsBefore = inbox!.mails.filter((mail) => mail.to === memberEmail).length;
  await member.goto(`${site}/account/reset`);
  await member.getByLabel('Email').fill(memberEmail);
  await member.getByRole('button', { name: 'Send the link' }).click();
  const reset = await linkIn(
    memberEmail,
    /http:\/\/[\w.-]+:\d+\/account\/reset-password\?token=[\w%-]+/,
    'the member’s reset link',
    mailsBefore,
  );
  await member.goto(reset);
  await member.getByLabel('New password').fill('second-password-2');
  await member.getByRole('button', { name: 'Save the new password' }).click();
  await expect(member.locator('[data-member-notice]')).toContainText('Your password is changed');
  await member.goto(reset);
  await member.getByLabel('New password').fill('third-password-3');
  await member.getByRole('button', { name: 'Save the new password' }).click();
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('Link not valid');
  await signIn(member, site, 'second-password-2');
});
