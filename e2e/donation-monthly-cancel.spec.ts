import { expect, test } from '@playwright/test';
import { ownerWithSite, serverWithInbox } from './mail-server';

/**
 * Issue 19, a monthly gift from start to cancel: the owner makes a donate page in Store →
 * Donations (the editor), a donor gives monthly with the test provider, the receipt e-mail (one
 * mail for the payment, with the signed link) leads to the self-service page where the gift is
 * cancelled, and the owner sees it cancelled with no next payment and one payment only. Runs a
 * server of its own whose SMTP_URL points at an inbox the test reads.
 */
const stamp = Date.now();
const ownerEmail = `monthly-owner-${stamp}@example.com`;
const donorEmail = `monthly-donor-${stamp}@example.com`;
const siteId = `monthly-gift-${stamp}`;
const THANKS = 'Your monthly gift keeps the roaster warm.';

const mail = serverWithInbox();

test('a monthly gift is given, cancelled from its receipt e-mail, and shown cancelled to the owner', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const site = mail.site(siteId);

  // The owner signs up, confirms from the e-mail and makes a site.
  const owner = await (await browser.newContext()).newPage();
  await ownerWithSite(owner, mail, { name: 'Morgan Monthly', email: ownerEmail, siteId });

  // A donate page, made in the owners' editor.
  await owner.goto(`${site}/config/store/donations`);
  await owner.getByRole('link', { name: 'New donate page' }).click();
  await owner.getByLabel('Title', { exact: true }).fill('Keep us roasting');
  await owner.getByLabel('Suggested amounts (USD)').fill('10, 25');
  await expect(owner.getByLabel('Offer monthly gifts as well as one-time gifts')).toBeChecked();
  await owner.getByLabel('Thank-you message').fill(THANKS);
  await owner.getByRole('button', { name: 'Save donate page' }).click();
  await expect(owner).toHaveURL(`${site}/config/store/donations`);
  const address = await owner
    .getByRole('row', { name: /Keep us roasting/ })
    .locator('code')
    .textContent();
  expect(address).toMatch(/^\/checkout\/donate\?donatePageId=[0-9a-f]{24}$/);

  // The donor gives $25.00 a month with the test provider.
  const donor = await (await browser.newContext()).newPage();
  await donor.goto(`${site}${address}`);
  await donor.getByRole('radio', { name: '$25.00' }).check();
  await donor.getByRole('radio', { name: 'Monthly' }).check();
  await donor.getByLabel('Email').fill(donorEmail);
  await donor.getByRole('button', { name: 'Continue to payment' }).click();
  await donor.getByLabel(/4242 4242 4242 4242/).check();
  await donor.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(donor.getByRole('heading', { level: 1 })).toHaveText('Thank you for your donation');
  await expect(donor.getByText(THANKS)).toBeVisible();

  // One mail for the payment: the receipt, carrying the signed self-service link.
  const link = await mail.linkIn(
    donorEmail,
    /http:\/\/[\w.-]+:\d+\/commerce\/subscriptions\/manage\/[\w-]+\.[\w-]+/,
    'the receipt with its self-service link',
  );
  expect(mail.mails().filter((mail) => mail.to === donorEmail)).toHaveLength(1);
  await donor.goto(link);
  await expect(donor.locator('[data-subscription-status]')).toHaveText('Subscription · Active');
  await donor.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(donor.locator('[data-subscription-notice]')).toHaveText(
    'Your subscription is cancelled. You will not be charged again.',
  );
  await expect(donor.locator('[data-subscription-status]')).toHaveText('Subscription · Cancelled');

  // The owner: cancelled, no next payment, one payment made; the gift listed once.
  await owner.goto(`${site}/config/store/subscriptions`);
  const row = owner
    .getByRole('table', { name: 'Subscriptions' })
    .getByRole('row', { name: /Monthly donation/ });
  await expect(row).toContainText(donorEmail);
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('cell', { name: '—', exact: true })).toHaveCount(1);
  await owner.goto(`${site}/config/store/donations`);
  await expect(owner.getByRole('row', { name: new RegExp(donorEmail) })).toHaveCount(1);
});
