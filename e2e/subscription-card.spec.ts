import { expect, test, type Page } from '@playwright/test';
import { startOwnServer, type OwnServer } from './own-server';
import { ownerCall } from './site-owner';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

/**
 * Issue 19's "Update card" from the e-mail: a shopper buys a monthly subscription with a test
 * card whose renewals would be declined, opens the signed link of the confirmation e-mail,
 * follows "Update card" to the test provider's card page and saves a card whose renewals
 * succeed. Like subscription-self-service.spec.ts, a server of its own reads the e-mail as it
 * leaves. (A renewal falling due needs a month: the past-due retry and the needs-action
 * confirmation are proven by the route tests with a fake clock.)
 */
let inbox: SmtpInbox | undefined;
let server: OwnServer | undefined;
const stamp = Date.now();
const ownerEmail = `card-update-${stamp}@example.com`;
const shopperEmail = `card-subscriber-${stamp}@example.com`;
const siteId = `card-update-${stamp}`;

test.beforeAll(async () => {
  // A fresh server migrates its database first: slow on a busy machine.
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

/** The first link in the newest mail to `to` that matches `link` (the server's mail job sends every 5 s). */
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

/** A signed-up owner (confirmed from the e-mail) with a site of their own, on its `/config/`. */
async function ownerWithSite(page: Page, platform: string, site: string) {
  await page.goto(platform);
  await page.getByLabel('Your name').fill('Sam Subscriptions');
  await page.getByLabel('E-mail').fill(ownerEmail);
  await page.getByLabel('Password').fill('a-good-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  const confirm = await linkIn(
    ownerEmail,
    /http:\/\/localhost:\d+\/confirm-sign-up#token=[^\s"<]+/,
    'the sign-up confirmation',
  );
  await page.goto(confirm);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await page.getByLabel('Site title').fill(siteId);
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page).toHaveURL(`${site}/config/`, { timeout: 15_000 });
}

test('a subscription’s card is updated from its e-mail link', async ({ browser }) => {
  test.setTimeout(240_000);
  const platform = `http://localhost:${server!.port}`;
  const site = `http://${siteId}.localhost:${server!.port}`;
  const owner = await (await browser.newContext()).newPage();
  await ownerWithSite(owner, platform, site);
  await ownerCall(owner)('POST', '/api/commerce/products', {
    title: 'Leaf Club',
    urlId: 'leaf-club',
    productType: 2,
    status: 'published',
    images: [],
    variants: [{ priceCents: 1200, qtyInStock: 0, unlimited: true }],
    subscriptionPlans: [{ billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: 0 }],
  });

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`${site}/shop/leaf-club`);
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await shopper.getByRole('button', { name: 'Continue shopping' }).click();
  await shopper.goto(`${site}/checkout`);
  await expect(shopper).toHaveURL(/\/checkout\/subscribe\?cartToken=[\w-]+$/);
  await shopper.getByLabel('Email').fill(shopperEmail);
  await shopper.getByRole('button', { name: 'Continue to payment' }).click();
  await shopper.getByLabel(/4000 0000 0000 0341/).check();
  await shopper.getByRole('button', { name: 'Pay $12.00' }).click();
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed');

  const link = await linkIn(
    shopperEmail,
    /http:\/\/[\w.-]+:\d+\/commerce\/subscriptions\/manage\/[\w-]+\.[\w-]+/,
    'the subscription confirmation with its self-service link',
  );
  const customer = await (await browser.newContext()).newPage();
  await customer.goto(link);
  await expect(customer.locator('[data-subscription-status]')).toHaveText('Subscription · Active');
  await customer.getByRole('link', { name: 'Update card' }).click();
  await expect(customer).toHaveURL(`${link}/card`);
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Save the new card');
  await customer.getByLabel(/Card is declined/).check();
  await customer.getByRole('button', { name: 'Save the new card' }).click();
  await expect(customer.getByRole('alert')).toHaveText('Your card was declined. Choose another card.');
  await customer.getByLabel(/Card is kept; renewals succeed/).check();
  await customer.getByRole('button', { name: 'Save the new card' }).click();
  await expect(customer.locator('[data-subscription-notice]')).toHaveText('Your card is updated.');
  await expect(customer.locator('[data-subscription-status]')).toHaveText('Subscription · Active');

  // An altered link's card page is refused in plain words.
  const dot = link.lastIndexOf('.') + 1;
  const altered = `${link.slice(0, dot)}${link[dot] === 'A' ? 'B' : 'A'}${link.slice(dot + 1)}`;
  const refused = await customer.goto(`${altered}/card`);
  expect(refused?.status()).toBe(403);
  await expect(customer.getByText('This subscription link is not valid', { exact: false })).toBeVisible();
});
