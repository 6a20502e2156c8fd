import { expect, test, type Page } from '@playwright/test';
import { ownerCall } from './site-owner';
import { ownerWithSite, serverWithInbox } from './mail-server';

/**
 * Issue 19's self-service from the e-mail: a shopper buys a monthly subscription with the test
 * provider, opens the signed link of the confirmation e-mail and pauses, resumes, skips the next
 * payment and cancels it; an altered link is refused. The e-mail is read as it leaves: this spec
 * runs a server of its own (own port and data folder) whose SMTP_URL points at an SMTP server
 * the test reads, so the shared demo server stays as it is. The owner then finds the cancelled
 * subscription in Store → Subscriptions.
 */
const stamp = Date.now();
const ownerEmail = `self-service-${stamp}@example.com`;
const shopperEmail = `subscriber-${stamp}@example.com`;
const siteId = `self-service-${stamp}`;

const mail = serverWithInbox();

/** "Next payment: December 25, 2026" as a date. */
async function nextPayment(page: Page): Promise<Date> {
  const text = (await page.locator('[data-next-payment]').textContent()) ?? '';
  const date = new Date(text.replace('Next payment: ', ''));
  expect(Number.isNaN(date.getTime()), `a date in "${text}"`).toBe(false);
  return date;
}

test('a subscription is paused, resumed, skipped and cancelled from its e-mail link', async ({ browser }) => {
  test.setTimeout(240_000);
  const site = mail.site(siteId);
  const owner = await (await browser.newContext()).newPage();
  await ownerWithSite(owner, mail, { name: 'Sam Subscriptions', email: ownerEmail, siteId });
  await ownerCall(owner)('POST', '/api/commerce/products', {
    title: 'Bean Club',
    urlId: 'bean-club',
    productType: 2,
    status: 'published',
    images: [],
    variants: [{ priceCents: 1500, qtyInStock: 0, unlimited: true }],
    subscriptionPlans: [{ billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: 0 }],
  });

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`${site}/shop/bean-club`);
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await shopper.getByRole('button', { name: 'Continue shopping' }).click();
  await shopper.goto(`${site}/checkout`);
  await expect(shopper).toHaveURL(/\/checkout\/subscribe\?cartToken=[\w-]+$/);
  await shopper.getByLabel('Email').fill(shopperEmail);
  await shopper.getByRole('button', { name: 'Continue to payment' }).click();
  await shopper.getByLabel(/4242 4242 4242 4242/).check();
  await shopper.getByRole('button', { name: 'Pay $15.00' }).click();
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed');

  // The confirmation e-mail's signed link, opened as the customer would (no sign-in).
  const link = await mail.linkIn(
    shopperEmail,
    /http:\/\/[\w.-]+:\d+\/commerce\/subscriptions\/manage\/[\w-]+\.[\w-]+/,
    'the subscription confirmation with its self-service link',
  );
  expect(new URL(link).origin).toBe(site);
  const customer = await (await browser.newContext()).newPage();
  await customer.goto(link);
  const status = customer.locator('[data-subscription-status]');
  const notice = customer.locator('[data-subscription-notice]');
  await expect(status).toHaveText('Subscription · Active');
  await expect(customer.locator('[data-subscription-plan]')).toHaveText(
    '$15.00 · Bean Club · Renews every month',
  );
  const firstRenewal = await nextPayment(customer);

  await customer.getByRole('button', { name: 'Pause subscription' }).click();
  await expect(notice).toHaveText(
    'Your subscription is paused. You will not be charged until you resume it.',
  );
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Your subscription is paused');
  await expect(status).toHaveText('Subscription · Paused');
  await expect(customer.locator('[data-next-payment]')).toHaveCount(0);
  await expect(customer.getByRole('button', { name: 'Skip next payment' })).toHaveCount(0);

  await customer.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(notice).toHaveText('Your subscription is active again.');
  await expect(status).toHaveText('Subscription · Active');
  // Resumed within its first period: the renewal date is where it was.
  expect((await nextPayment(customer)).getTime()).toBe(firstRenewal.getTime());

  await customer.getByRole('button', { name: 'Skip next payment' }).click();
  await expect(notice).toHaveText('The next payment is skipped.');
  const afterSkip = await nextPayment(customer);
  const monthIndex = (date: Date) => date.getFullYear() * 12 + date.getMonth();
  expect(monthIndex(afterSkip) - monthIndex(firstRenewal), 'the next payment moves one month').toBe(1);

  await customer.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(notice).toHaveText('Your subscription is cancelled. You will not be charged again.');
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText('This subscription was cancelled');
  await expect(status).toHaveText('Subscription · Cancelled');
  for (const action of ['Pause', 'Resume', 'Cancel'])
    await expect(customer.getByRole('button', { name: `${action} subscription` })).toHaveCount(0);
  await expect(customer.getByRole('button', { name: 'Skip next payment' })).toHaveCount(0);

  // The same link with its signature altered by one character is refused in plain words.
  const dot = link.lastIndexOf('.') + 1;
  const altered = `${link.slice(0, dot)}${link[dot] === 'A' ? 'B' : 'A'}${link.slice(dot + 1)}`;
  const refused = await customer.goto(altered);
  expect(refused?.status()).toBe(403);
  await expect(
    customer.getByText(
      'This subscription link is not valid: it may have been changed, or it belongs to another site. Use the link in your latest e-mail about this subscription.',
    ),
  ).toBeVisible();
  await expect(customer.locator('[data-subscription-status]')).toHaveCount(0);

  // The owner finds it under Store → Subscriptions, by its state, with the CSV of that filter.
  await owner.goto(`${site}/config/store/orders`);
  await owner.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Subscriptions' }).click();
  await expect(owner.getByRole('heading', { name: 'Subscriptions', level: 1 })).toBeVisible();
  const row = owner.getByRole('table', { name: 'Subscriptions' }).getByRole('row', { name: /Bean Club/ });
  await expect(row).toContainText(shopperEmail);
  await expect(row).toContainText('Renews every month');
  await expect(row).toContainText('Cancelled');
  await owner.getByLabel('Show').selectOption('Active');
  await expect(owner.getByText('No active subscriptions.')).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/commerce/subscriptions.csv?status=active',
  );
  await owner.getByLabel('Show').selectOption('Cancelled');
  await expect(row).toContainText(shopperEmail);
});
