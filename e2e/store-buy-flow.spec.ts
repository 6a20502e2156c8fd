import { expect, request as playwrightRequest, test } from '@playwright/test';
import { E2E_OWNER_EMAIL, E2E_OWNER_PASSWORD, E2E_PORT } from './env';
import { collectScriptRequests } from './helpers';

/**
 * A visitor buys from the demo shop with the built-in test payment provider; the owner then
 * finds the order and fulfils and refunds it through the owners' store API (the same done
 * through the owners' app's screens is e2e/owner-store.spec.ts).
 */
test('a visitor adds two products and a variant, checks out and pays; the owner fulfils and refunds', async ({
  page,
}) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
  const indicator = page.locator('[data-cart-indicator]');
  // The runtime's first sync marks the indicator initialised, with the empty-cart marker.
  await expect(indicator).toHaveClass(/cart-indicator--empty/);
  await expect(indicator).toHaveAttribute('aria-label', '0 items in cart');
  await expect(page.getByRole('listitem').filter({ hasText: 'Gesha Reserve' })).toContainText('Sold out');

  // Product one, a chosen variant.
  await page.getByRole('link', { name: 'House Blend' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('House Blend');
  const picker = page.getByLabel('Size / Grind');
  await expect(picker.locator('option', { hasText: '1 kg / Ground' })).toBeDisabled();
  await picker.selectOption({ label: '1 kg / Whole bean — $52.00' });
  await expect(page.locator('[data-price-current]')).toHaveText('$52.00');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status')).toHaveText('Added to cart.');
  await expect(indicator).toHaveAttribute('aria-label', '1 items in cart');
  await expect(indicator.locator('[data-cart-count]')).toHaveText('1');
  // The mini cart opened over the page; back to shopping.
  await page.getByRole('button', { name: 'Continue shopping' }).click();

  // The same product, another variant, two of them.
  await picker.selectOption({ label: '250 g / Ground — $18.00' });
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(indicator).toHaveAttribute('aria-label', '3 items in cart');
  await page.getByRole('button', { name: 'Continue shopping' }).click();

  // Product two, on sale.
  await page.goto('/shop/pour-over-dripper');
  await expect(page.locator('.product-price')).toContainText('$28.00');
  await expect(page.locator('.product-price s')).toContainText('$34.00');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(indicator).toHaveAttribute('aria-label', '4 items in cart');
  await page.getByRole('button', { name: 'Continue shopping' }).click();

  // The full-page cart.
  await indicator.click();
  await expect(page).toHaveURL('/cart');
  await expect(page.locator('#sqs-cart-root #sqs-cart-container')).toBeVisible();
  await expect(page.locator('[data-cart-line]')).toHaveCount(3);
  await expect(page.locator('[data-cart-subtotal]')).toHaveText('$116.00');

  // Checkout: a 4-digit US zip is refused with the field's message, then corrected.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  await page.getByLabel('Email').fill('visitor@example.com');
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Parks');
  await page.getByLabel('Address', { exact: true }).fill('12 Elm Street');
  await page.getByLabel('City').fill('Oakland');
  await page.getByLabel('State or region').fill('CA');
  await page.getByLabel('ZIP or postal code').fill('9461');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Enter a 5-digit ZIP code')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('visitor@example.com');
  await page.getByLabel('ZIP or postal code').fill('94612');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // The test provider's hosted page: free standard shipping over $75, CA tax 8.25 % of $116.00 = $9.57.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay $125.57');
  await expect(page.locator('input[name*="number" i], input[autocomplete^="cc-"]')).toHaveCount(0);
  await page.getByLabel(/4000 0000 0000 0002/).check();
  await page.getByRole('button', { name: 'Pay $125.57' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined. Choose another card.');
  await page.getByLabel(/4242 4242 4242 4242/).check();
  await page.getByRole('button', { name: 'Pay $125.57' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  // The e2e server has no SMTP_URL: the mail waits in the outbox, and the page says only that it is coming.
  await expect(page.getByText('We’ll e-mail a confirmation to visitor@example.com.')).toBeVisible();
  const orderNumber = Number(
    (await page.locator('.order-confirmation__number strong').textContent())?.replace('#', ''),
  );
  expect(orderNumber).toBeGreaterThanOrEqual(1001);
  const confirmationUrl = page.url();

  // The owner, through the owners' API.
  // Node does not resolve *.localhost as Chromium does: talk to loopback and name the site in Host.
  const owner = await playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { host: `demo.localhost:${E2E_PORT}` },
  });
  await owner.post('/api/auth/Logout'); // refused for want of a crumb, with one
  const crumb = (await owner.storageState()).cookies.find((cookie) => cookie.name === 'crumb')?.value ?? '';
  const headers = { 'x-csrf-token': crumb };
  expect(
    (
      await owner.post('/api/auth/Login', {
        headers,
        data: { email: E2E_OWNER_EMAIL, password: E2E_OWNER_PASSWORD },
      })
    ).status(),
  ).toBe(200);
  const list = await (await owner.get('/api/commerce/orders')).json();
  const order = list.orders.find(
    (candidate: { orderNumber: number }) => candidate.orderNumber === orderNumber,
  );
  expect(order).toMatchObject({ status: 'paid', email: 'visitor@example.com', grandTotalCents: 12557 });
  expect(
    (await (await owner.post(`/api/commerce/orders/${order.id}/fulfil`, { headers })).json()).order.status,
  ).toBe('fulfilled');
  const refunded = await (
    await owner.post(`/api/commerce/orders/${order.id}/refund`, { headers, data: {} })
  ).json();
  expect(refunded.order).toMatchObject({ status: 'refunded', refundedCents: 12557 });
  await owner.dispose();

  // The visitor's confirmation page shows what the owner did.
  await page.goto(confirmationUrl);
  await expect(page.locator('.order-confirmation__number')).toContainText('Refunded');
});

test('store pages load the cart runtime; content pages show the count without it', async ({ page }) => {
  const scripts = collectScriptRequests(page);
  await page.goto('/shop/cupping-class');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => /\/assets\/runtime\/cart\.[^/]+\.js$/.test(url))).toBe(true);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('[data-cart-indicator]')).toHaveAttribute('aria-label', '1 items in cart');

  scripts.length = 0;
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  // The demo's site-wide consent banner and analytics load everywhere; the cart runtime only on store
  // pages. A content page of a selling site fills its indicator from the count cookie, with no request.
  expect(scripts.filter((url) => /\/assets\/runtime\/cart\./.test(url))).toEqual([]);
  const indicator = page.locator('[data-cart-indicator]');
  await expect(indicator).toHaveAttribute('aria-label', '1 items in cart');
  await expect(indicator.locator('[data-cart-count]')).toHaveText('1');
  await indicator.click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('link', { name: 'Saturday Cupping Class' })).toBeVisible();
});

test('without JavaScript, add to cart posts and the cart page works', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/shop/cupping-class');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL('/cart?notice=added');
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await page.getByLabel('Quantity of Saturday Cupping Class').fill('7');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert')).toHaveText('Unable to update quantity: Only 6 left in stock.');
  await page.getByRole('button', { name: 'Remove Saturday Cupping Class' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('store pages fit the screen without sideways scrolling', async ({ page }) => {
    for (const path of ['/shop', '/shop/house-blend', '/cart']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto('/shop/house-blend');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('[data-cart-indicator]')).toHaveAttribute('aria-label', '1 items in cart');
    await page.goto('/checkout');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, '/checkout').toBeLessThanOrEqual(0);
  });
});
