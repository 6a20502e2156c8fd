import { expect, test } from '@playwright/test';
import { ownerCall } from './site-owner';
import { ownerWithSite, serverWithInbox } from './mail-server';

/**
 * Issue 19's "Update card" from the e-mail: a shopper buys a monthly subscription with a test
 * card whose renewals would be declined, opens the signed link of the confirmation e-mail,
 * follows "Update card" to the test provider's card page and saves a card whose renewals
 * succeed. Like subscription-self-service.spec.ts, a server of its own reads the e-mail as it
 * leaves. (A renewal falling due needs a month: the past-due retry and the needs-action
 * confirmation are proven by the route tests with a fake clock.)
 */
const stamp = Date.now();
const ownerEmail = `card-update-${stamp}@example.com`;
const shopperEmail = `card-subscriber-${stamp}@example.com`;
const siteId = `card-update-${stamp}`;

const mail = serverWithInbox();

test('a subscription’s card is updated from its e-mail link', async ({ browser }) => {
  test.setTimeout(240_000);
  const site = mail.site(siteId);
  const owner = await (await browser.newContext()).newPage();
  await ownerWithSite(owner, mail, { name: 'Sam Subscriptions', email: ownerEmail, siteId });
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

  const link = await mail.linkIn(
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
