import { expect, test } from '@playwright/test';
import { createOwnedSite } from './site-owner';

/**
 * Issue 19: a shopper buys a subscription on a site of the test's own (the demo's shop is left
 * alone). The plan's wording shows in the list and on the product page; a cart mixing the
 * subscription with other goods is refused with the message to check out separately; alone, it
 * goes to `/checkout/subscribe?cartToken=`, is paid on the test provider's page (which offers the
 * renewal test cards) and ends on the "subscription confirmed" page.
 */
test('buying a monthly subscription on its own, after a mixed cart is refused', async ({ browser }) => {
  test.setTimeout(240_000);
  const { origin, call } = await createOwnedSite(browser, `Subscribe ${Date.now()}`);
  await call('POST', '/api/commerce/products', {
    title: 'Roast of the Month',
    urlId: 'roast-of-the-month',
    productType: 2,
    status: 'published',
    images: [],
    variants: [{ priceCents: 2000, qtyInStock: 0, unlimited: true }],
    subscriptionPlans: [{ billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: 12 }],
  });
  await call('POST', '/api/commerce/products', {
    title: 'Tasting Notes',
    urlId: 'tasting-notes',
    productType: 2,
    status: 'published',
    images: [],
    variants: [{ priceCents: 500, qtyInStock: 0, unlimited: true }],
  });

  const mixing = await (await browser.newContext()).newPage();
  await mixing.goto(`${origin}/shop`);
  const card = mixing.locator('.product-card', { hasText: 'Roast of the Month' });
  await expect(card.locator('[data-subscription-plan]')).toHaveText('Renews every month for 12 payments');
  await expect(
    mixing.locator('.product-card', { hasText: 'Tasting Notes' }).locator('[data-subscription-plan]'),
  ).toHaveCount(0);

  // A mixed cart is refused at checkout, with what to do.
  await mixing.goto(`${origin}/shop/tasting-notes`);
  await mixing.getByRole('button', { name: 'Add to cart' }).click();
  await mixing.getByRole('button', { name: 'Continue shopping' }).click();
  await mixing.goto(`${origin}/shop/roast-of-the-month`);
  await expect(mixing.locator('.product-price [data-subscription-plan]')).toHaveText(
    'Renews every month for 12 payments',
  );
  await mixing.getByRole('button', { name: 'Add to cart' }).click();
  await mixing.getByRole('button', { name: 'Continue shopping' }).click();
  await mixing.goto(`${origin}/checkout`);
  await expect(mixing.locator('.message-page__text')).toHaveText(
    'A subscription is checked out on its own. Check out your subscription and your other items separately.',
  );

  // Alone (another shopper's cart), the subscription has its own checkout.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`${origin}/shop/roast-of-the-month`);
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await shopper.getByRole('button', { name: 'Continue shopping' }).click();
  await shopper.goto(`${origin}/checkout`);
  await expect(shopper).toHaveURL(/\/checkout\/subscribe\?cartToken=[\w-]+$/);
  await expect(shopper.locator('[data-subscription-plan]').first()).toHaveText(
    'Renews every month for 12 payments',
  );
  await shopper.getByLabel('Email').fill('subscriber@example.com');
  await shopper.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Pay $20.00');
  await expect(shopper.getByLabel(/4000 0000 0000 0341/)).toBeVisible();
  await shopper.getByLabel(/4242 4242 4242 4242/).check();
  await shopper.getByRole('button', { name: 'Pay $20.00' }).click();

  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed');
  await expect(shopper.getByText('$20.00 · Renews every month for 12 payments')).toBeVisible();
  await expect(shopper.locator('[data-next-payment]')).toContainText('Next payment:');
  await expect(shopper.locator('[data-subscription-status]')).toHaveText('Subscription · Active');
});
