import { expect, test, type Browser, type Page } from '@playwright/test';
import { startOwnServer, type OwnServer } from './own-server';
import { ownerCall } from './site-owner';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

/**
 * Issue 19, the owner's subscription screen and the customer's quantity change: the owner opens
 * a subscription from Store → Subscriptions, refunds its last charge and cancels it; a customer
 * changes the quantity from the e-mail's signed link. A server of the spec's own (own port and
 * data folder) mails to an SMTP server the test reads, so the shared demo server stays as it is.
 */
let inbox: SmtpInbox | undefined;
let server: OwnServer | undefined;
const stamp = Date.now();
const ownerEmail = `sub-detail-${stamp}@example.com`;
const siteId = `sub-detail-${stamp}`;
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  inbox = await startSmtpInbox();
  server = await startOwnServer({
    SMTP_URL: inbox.url,
    MAIL_FROM: 'Sitebuilder <no-reply@localhost>',
    SEED_DEMO: 'false',
  });
  owner = await ownerWithSite(browser);
  await ownerCall(owner)('POST', '/api/commerce/products', {
    title: 'Bean Club',
    urlId: 'bean-club',
    productType: 2,
    status: 'published',
    images: [],
    variants: [{ priceCents: 1500, qtyInStock: 0, unlimited: true }],
    subscriptionPlans: [{ billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: 0 }],
  });
});

test.afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

let owner: Page;
const platform = () => `http://localhost:${server!.port}`;
const site = () => `http://${siteId}.localhost:${server!.port}`;

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
async function ownerWithSite(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(platform());
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
  await expect(page).toHaveURL(`${site()}/config/`, { timeout: 15_000 });
  return page;
}

/** A shopper subscribes to Bean Club with the test card that succeeds. */
async function subscribe(browser: Browser, email: string) {
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`${site()}/shop/bean-club`);
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await shopper.getByRole('button', { name: 'Continue shopping' }).click();
  await shopper.goto(`${site()}/checkout`);
  await expect(shopper).toHaveURL(/\/checkout\/subscribe\?cartToken=[\w-]+$/);
  await shopper.getByLabel('Email').fill(email);
  await shopper.getByRole('button', { name: 'Continue to payment' }).click();
  await shopper.getByLabel(/4242 4242 4242 4242/).check();
  await shopper.getByRole('button', { name: 'Pay $15.00' }).click();
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed');
}

test('the owner refunds a subscription’s last charge and cancels it from its screen', async ({ browser }) => {
  test.setTimeout(180_000);
  const customerEmail = `refunded-${stamp}@example.com`;
  await subscribe(browser, customerEmail);

  await owner.goto(`${site()}/config/store/subscriptions`);
  await owner
    .getByRole('table', { name: 'Subscriptions' })
    .getByRole('row', { name: new RegExp(customerEmail) })
    .getByRole('link')
    .click();
  await expect(owner.getByRole('heading', { level: 1 })).toContainText('Bean Club');
  await expect(owner.locator('[data-subscription-status]')).toHaveText('Active');
  await expect(owner.locator('[data-subscription-customer]')).toContainText(customerEmail);
  // The next renewal on the site's calendar, its zone said.
  await expect(owner.locator('[data-next-payment]')).toContainText('(UTC)');
  const history = owner.locator('[data-subscription-history]');
  await expect(history).toContainText(/First payment: \$15\.00 charged \(order #\d+\)\./);

  await owner.getByRole('button', { name: /^Refund last charge \(\$15\.00, order #\d+\)$/ }).click();
  await expect(owner.getByRole('alertdialog')).toContainText(`Refund $15.00 to ${customerEmail}?`);
  await owner.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(owner.locator('[data-subscription-done]')).toHaveText(
    /^Order #\d+ is refunded\. The customer was e-mailed\.$/,
  );
  await expect(history).toContainText('Refunded $15.00.');
  await expect(owner.getByRole('button', { name: /Refund last charge/ })).toHaveCount(0);

  await owner.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(owner.getByRole('alertdialog')).toContainText(
    `Cancel the subscription of ${customerEmail} now?`,
  );
  await owner.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(owner.locator('[data-subscription-done]')).toHaveText(
    'The subscription is cancelled. The customer was e-mailed.',
  );
  await expect(owner.locator('[data-subscription-status]')).toHaveText('Cancelled');
  await expect(history.locator('li[data-kind="cancelled"]')).toContainText('Cancelled by the store.');
  await expect(owner.getByText('Nothing more can be done with this subscription.')).toBeVisible();
  // The customer hears of both: the refund, and the cancellation with its link.
  await linkIn(customerEmail, /was cancelled/, 'the cancellation e-mail');
});

test('a customer changes the quantity from the e-mail link', async ({ browser }) => {
  test.setTimeout(180_000);
  const customerEmail = `quantity-${stamp}@example.com`;
  await subscribe(browser, customerEmail);
  const link = await linkIn(
    customerEmail,
    /http:\/\/[\w.-]+:\d+\/commerce\/subscriptions\/manage\/[\w-]+\.[\w-]+/,
    'the subscription confirmation with its self-service link',
  );
  const customer = await (await browser.newContext()).newPage();
  await customer.goto(link);
  const quantity = customer.getByLabel('Quantity');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('3');
  await customer.getByRole('button', { name: 'Change quantity' }).click();
  await expect(customer.locator('[data-subscription-notice]')).toHaveText(
    /^From your next payment on .+, you will receive 3 and pay \$45\.00 each time\. Payments already made are unchanged\.$/,
  );
  await expect(customer.locator('[data-subscription-plan]')).toHaveText(
    '$45.00 · Bean Club · Renews every month',
  );
  await expect(customer.getByLabel('Quantity')).toHaveValue('3');

  // A quantity out of range is refused in plain words (the browser's own check bypassed).
  await customer.getByLabel('Quantity').evaluate((input) => input.removeAttribute('max'));
  await customer.getByLabel('Quantity').fill('25');
  await customer.getByRole('button', { name: 'Change quantity' }).click();
  await expect(customer.locator('[data-subscription-error]')).toHaveText('Enter a quantity from 1 to 20.');
  await expect(customer.locator('[data-subscription-plan]')).toHaveText(
    '$45.00 · Bean Club · Renews every month',
  );
});
