import { expect, test } from '@playwright/test';
import { startOwnServer, type OwnServer } from './own-server';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

/**
 * Issue 19, a monthly gift from start to cancel: the owner makes a donate page in Store →
 * Donations (the editor), a donor gives monthly with the test provider, the receipt e-mail (one
 * mail for the payment, with the signed link) leads to the self-service page where the gift is
 * cancelled, and the owner sees it cancelled with no next payment and one payment only. Runs a
 * server of its own whose SMTP_URL points at an inbox the test reads.
 */
let inbox: SmtpInbox | undefined;
let server: OwnServer | undefined;
const stamp = Date.now();
const ownerEmail = `monthly-owner-${stamp}@example.com`;
const donorEmail = `monthly-donor-${stamp}@example.com`;
const siteId = `monthly-gift-${stamp}`;
const THANKS = 'Your monthly gift keeps the roaster warm.';

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

/** The last link in the mails to `to` that matches `link` (the server's mail job sends every 5 s). */
async function linkIn(to: string, link: RegExp, what: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const links = inbox!.mails.filter((mail) => mail.to === to).map((mail) => link.exec(mail.body)?.[0]);
        found = links.filter(Boolean).at(-1) ?? '';
        return found;
      },
      { timeout: 30_000, message: what },
    )
    .not.toBe('');
  return found;
}

test('a monthly gift is given, cancelled from its receipt e-mail, and shown cancelled to the owner', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const platform = `http://localhost:${server!.port}`;
  const site = `http://${siteId}.localhost:${server!.port}`;

  // The owner signs up, confirms from the e-mail and makes a site.
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(platform);
  await owner.getByLabel('Your name').fill('Morgan Monthly');
  await owner.getByLabel('E-mail').fill(ownerEmail);
  await owner.getByLabel('Password').fill('a-good-long-password');
  await owner.getByRole('button', { name: 'Create account' }).click();
  await owner.goto(
    await linkIn(
      ownerEmail,
      /http:\/\/localhost:\d+\/confirm-sign-up#token=[^\s"<]+/,
      'the sign-up confirmation',
    ),
  );
  await owner.getByRole('button', { name: 'Confirm and sign in' }).click();
  await owner.getByLabel('Site title').fill(siteId);
  await owner.getByRole('button', { name: 'Create site' }).click();
  await expect(owner).toHaveURL(`${site}/config/`, { timeout: 15_000 });

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
  const link = await linkIn(
    donorEmail,
    /http:\/\/[\w.-]+:\d+\/commerce\/subscriptions\/manage\/[\w-]+\.[\w-]+/,
    'the receipt with its self-service link',
  );
  expect(inbox!.mails.filter((mail) => mail.to === donorEmail)).toHaveLength(1);
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
