import { expect, test, type Page } from '@playwright/test';
import { ownerCall } from './site-owner';
import { ownerWithSite, serverWithInbox } from './mail-server';

/**
 * Issue 21's members: a visitor signs up on a site, confirms the address from the e-mail, buys
 * something and sees the order on the account page, signs out and in, and resets the password
 * from the e-mail. The mail is read as it leaves: this spec runs a server of its own whose
 * SMTP_URL points at an SMTP server the test reads, so the shared demo server stays as it is.
 */
const stamp = Date.now();
const ownerEmail = `members-owner-${stamp}@example.com`;
const memberEmail = `member-${stamp}@example.com`;
const siteId = `members-${stamp}`;

const mail = serverWithInbox();

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
  const site = mail.site(siteId);
  const owner = await (await browser.newContext()).newPage();
  await ownerWithSite(owner, mail, { name: 'Mo Members', email: ownerEmail, siteId });
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

  const verify = await mail.linkIn(
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
  const mailsBefore = mail.mails().filter((mail) => mail.to === memberEmail).length;
  await member.goto(`${site}/account/reset`);
  await member.getByLabel('Email').fill(memberEmail);
  await member.getByRole('button', { name: 'Send the link' }).click();
  const reset = await mail.linkIn(
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
