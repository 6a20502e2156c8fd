import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoOwner } from './helpers';

/**
 * The owner runs the shop from the owners' app: adds a product in the editor, changes its price
 * (the public page shows each price at once: product edits are live, no publish needed), a
 * visitor buys it with the test provider, and the owner finds the order, fulfils it and refunds it.
 * The product is this spec's own, so the demo products other specs buy keep their stock and prices.
 */
const PRODUCT = `Tasting Spoon ${Date.now().toString(36)}`;

async function checkoutDetails(visitor: Page) {
  await visitor.getByLabel('Email').fill('shopper@example.com');
  await visitor.getByLabel('First name').fill('June');
  await visitor.getByLabel('Last name').fill('Carter');
  await visitor.getByLabel('Address', { exact: true }).fill('3 Maple Road');
  await visitor.getByLabel('City').fill('Fresno');
  await visitor.getByLabel('State or region').fill('CA');
  await visitor.getByLabel('ZIP or postal code').fill('93650');
}

async function visitorSeesPrice(visitor: Page, price: string, was?: string) {
  await visitor.goto('/shop');
  await visitor.getByRole('link', { name: PRODUCT }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(PRODUCT);
  await expect(visitor.locator('.product-price')).toContainText(price);
  if (was) await expect(visitor.locator('.product-price s')).toContainText(was);
  else await expect(visitor.locator('.product-price s')).toHaveCount(0);
}

test('the owner edits a product, sees a visitor’s order, fulfils and refunds it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAsDemoOwner(page);

  // A new product through the editor.
  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Store' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Add product' }).click();
  const editor = page.getByRole('form', { name: 'Product' });
  await editor.getByLabel('Name').fill(PRODUCT);
  await editor.getByLabel('Description').fill('Long-handled, for cupping.');
  // New products are Available unless the owner hides them.
  await expect(editor.getByLabel('Status').locator('option:checked')).toHaveText('Available');
  await editor.getByLabel('Price (USD)', { exact: true }).fill('12.5');
  await editor.getByLabel('Stock', { exact: true }).fill('5');
  await editor.getByLabel('SKU').fill('x'.repeat(61));
  // The input stops at 60 characters (the spec's limit); empty, a SKU is generated.
  await expect(editor.getByLabel('SKU')).toHaveValue('x'.repeat(60));
  await editor.getByLabel('SKU').fill('');
  await editor.getByRole('button', { name: 'Save product' }).click();
  await expect(editor.getByRole('status')).toHaveText('Product saved.');
  await expect(page).toHaveURL(/\/config\/store\/products\/[0-9a-f]{24}$/);
  await expect(editor.getByLabel('SKU')).toHaveValue(/^SQ\d{7}$/);
  await expect(editor.getByLabel('Price (USD)', { exact: true })).toHaveValue('12.50');

  await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Products' }).click();
  const row = page.getByRole('row').filter({ hasText: PRODUCT });
  await expect(row).toContainText('Available');
  await expect(row).toContainText('$12.50');
  await expect(row).toContainText('5 in stock');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitorSeesPrice(visitor, '$12.50');

  // A typo in the price is caught before saving; then a new price and a sale price.
  await row.getByRole('link', { name: PRODUCT }).click();
  await editor.getByLabel('Price (USD)', { exact: true }).fill('14.5.0');
  await editor.getByRole('button', { name: 'Save product' }).click();
  await expect(editor.getByText('Enter an amount like 12.50')).toBeVisible();
  await editor.getByLabel('Price (USD)', { exact: true }).fill('16');
  await editor.getByLabel('On sale').check();
  await editor.getByLabel('Sale price (USD)').fill('14.25');
  await editor.getByRole('button', { name: 'Save product' }).click();
  await expect(editor.getByRole('status')).toHaveText('Product saved.');
  await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Products' }).click();
  await expect(row).toContainText('$14.25');
  await expect(row.locator('s')).toHaveText('$16.00');
  await expect(row).toContainText('On sale');
  // Live at once: the public page shows the new price without publishing.
  await visitorSeesPrice(visitor, '$14.25', '$16.00');

  // The visitor buys two with the test provider.
  await visitor.getByLabel('Quantity').fill('2');
  await visitor.getByRole('button', { name: 'Add to cart' }).click();
  await expect(visitor.locator('[data-cart-indicator]')).toHaveAttribute('aria-label', '2 items in cart');
  await visitor.goto('/checkout');
  await checkoutDetails(visitor);
  await visitor.getByRole('button', { name: 'Continue to payment' }).click();
  const pay = await visitor.getByRole('heading', { level: 1 }).textContent();
  const total = /Pay (\$[\d,.]+)/.exec(pay ?? '')?.[1] ?? '';
  expect(total).toMatch(/^\$\d+\.\d\d$/);
  await visitor.getByLabel(/4242 4242 4242 4242/).check();
  await visitor.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  const orderNumber =
    (await visitor.locator('.order-confirmation__number strong').textContent())?.replace('#', '') ?? '';
  expect(Number(orderNumber)).toBeGreaterThanOrEqual(1001);

  // The owner sees it in Orders: number, customer, total in the site's currency, status.
  await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Orders' }).click();
  const orderRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `#${orderNumber}`, exact: true }) });
  await expect(orderRow).toContainText('June Carter');
  await expect(orderRow).toContainText(total);
  await expect(orderRow).toContainText('Paid');
  await orderRow.getByRole('link', { name: `#${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Order #${orderNumber}`);
  const status = page.locator('[data-order-status]');
  await expect(status).toHaveText('Paid');
  await expect(page.getByRole('row').filter({ hasText: PRODUCT })).toContainText('$28.50');
  // The confirmation e-mail went to the mail outbox (no SMTP in tests: it waits there).
  await expect(page.getByText('Order confirmation to shopper@example.com: waiting to be sent')).toBeVisible();

  await page.getByRole('button', { name: 'Fulfil order' }).click();
  await expect(status).toHaveText('Fulfilled');
  await expect(page.getByText('Order marked as fulfilled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fulfil order' })).toHaveCount(0);

  // A partial refund too large is refused; a smaller one leaves the order fulfilled.
  const refund = page.getByRole('form', { name: 'Refund' });
  await refund.getByLabel('Partial refund').check();
  await refund.getByLabel('Amount to refund (USD)').fill('9999');
  await refund.getByRole('button', { name: 'Refund…' }).click();
  await expect(refund.getByText(/A refund cannot be more than what is left to refund/)).toBeVisible();
  await refund.getByLabel('Amount to refund (USD)').fill('5');
  await refund.getByRole('button', { name: 'Refund…' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('heading')).toHaveText('Refund $5.00 to shopper@example.com?');
  await confirm.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(page.locator('[data-order-refunded]')).toHaveText('$5.00');
  await expect(status).toHaveText('Fulfilled');

  // The rest, in full.
  await refund.getByLabel(/Full refund of/).check();
  await refund.getByRole('button', { name: 'Refund…' }).click();
  await confirm.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(status).toHaveText('Refunded');
  await expect(page.getByText('Order refunded in full.')).toBeVisible();
  await expect(page.locator('[data-order-refunded]')).toHaveText(total);
  await expect(page.getByRole('form', { name: 'Refund' })).toHaveCount(0);

  // The list shows the new status; the customer is listed.
  await page.getByRole('link', { name: '← Orders' }).click();
  await expect(orderRow).toContainText('Refunded');
  await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'shopper@example.com' })).toContainText('June Carter');

  // An order left unpaid on the pay page: the owner cancels it, after confirming, and its stock comes back.
  await visitorSeesPrice(visitor, '$14.25', '$16.00');
  await visitor.getByRole('button', { name: 'Add to cart' }).click();
  await expect(visitor.locator('[data-cart-indicator]')).toHaveAttribute('aria-label', '1 items in cart');
  await visitor.goto('/checkout');
  await checkoutDetails(visitor);
  await visitor.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(/^Pay \$/);
  await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Orders' }).click();
  // This shopper's pending order: other tests running alongside leave pending orders of their own.
  const pending = page
    .getByRole('row')
    .filter({ hasText: 'Pending' })
    .filter({ hasText: 'shopper@example.com' })
    .first();
  await pending.getByRole('link').click();
  await expect(status).toHaveText('Pending');
  await page.getByRole('button', { name: 'Cancel order…' }).click();
  await expect(confirm).toContainText('The items go back into stock. This cannot be undone.');
  await confirm.getByRole('button', { name: 'Go back' }).click();
  await expect(status).toHaveText('Pending');
  await page.getByRole('button', { name: 'Cancel order…' }).click();
  await confirm.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(status).toHaveText('Cancelled');
  await expect(page.getByText('Order cancelled.')).toBeVisible();

  // Stock: 5 − 2 sold = 3 (the cancelled one came back); the inventory view adjusts it.
  await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Inventory' }).click();
  const stock = page.getByRole('row').filter({ hasText: PRODUCT });
  await expect(stock.locator('[data-stock]')).toHaveText('3');
  await stock.getByLabel('Amount').fill('-3');
  await stock.getByRole('button', { name: 'Update' }).click();
  await expect(stock.locator('[data-stock]')).toHaveText('Sold out');
  await visitor.goto('/shop');
  await expect(visitor.getByRole('listitem').filter({ hasText: PRODUCT })).toContainText('Sold out');
  await visitorContext.close();
});

test('the owner adds and pauses a coupon, and reads shipping and tax settings', async ({ page }) => {
  await signInAsDemoOwner(page);
  await page.goto('/config/store/coupons');
  const code = `SPRING${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
  const form = page.getByRole('form', { name: 'New coupon' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Percent off').fill('120');
  await form.getByRole('button', { name: 'Add coupon' }).click();
  await expect(form.getByText('A percentage is between 0.01 % and 100 %')).toBeVisible();
  await form.getByLabel('Percent off').fill('12.5');
  await form.getByLabel(/Minimum subtotal/).fill('40');
  await form.getByRole('button', { name: 'Add coupon' }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('12.50 % off, on orders of $40.00 or more');
  await expect(row).toContainText('Active');
  // The same code again is refused with the server's message.
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Percent off').fill('5');
  await form.getByRole('button', { name: 'Add coupon' }).click();
  await expect(form.getByText('Another coupon already uses this code')).toBeVisible();
  await row.getByRole('button', { name: `Pause ${code}` }).click();
  await expect(row).toContainText('Paused');

  // The demo's shipping and tax, in the site's currency; a wrong rate is caught, nothing is saved.
  await page
    .getByRole('navigation', { name: 'Store' })
    .getByRole('link', { name: 'Shipping and tax' })
    .click();
  const standard = page.getByRole('group', { name: 'Shipping option 1' });
  await expect(standard.getByLabel('Name')).toHaveValue('Standard (3–5 days)');
  await expect(standard.getByLabel('Rate (USD)')).toHaveValue('6.00');
  await expect(standard.getByLabel(/Free on orders of/)).toHaveValue('75.00');
  const tax = page.getByRole('group', { name: 'Tax rule 1' });
  await expect(tax.getByLabel('Rate (%)')).toHaveValue('8.25');
  await tax.getByLabel('Rate (%)').fill('eight');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(tax.getByText('Enter a rate between 0 and 100, such as 8.25')).toBeVisible();
  await tax.getByLabel('Rate (%)').fill('8.25');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
});
