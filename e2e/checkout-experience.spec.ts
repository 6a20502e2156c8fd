import { expect, test, type Page } from '@playwright/test';

/**
 * Checkout as a new shopper meets it (issue 11): every field's message at once, a message that
 * goes when its field is fixed, tax in the summary before the pay page (and the breakdown on
 * it), and a folded summary at the top on a phone.
 */
async function cartWithDripper(page: Page): Promise<void> {
  await page.goto('/shop/pour-over-dripper');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('[data-cart-indicator]')).not.toHaveAttribute('aria-label', '0 items in cart');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
}

const form = (page: Page) => page.locator('form.checkout-form');

test('an empty checkout shows every field error at once, and fixing a field clears its error', async ({
  page,
}) => {
  await cartWithDripper(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  // Still on the checkout page: every message at once, each linked to its field.
  await expect(page).toHaveURL('/checkout');
  const messages = {
    Email: 'Email is not valid.',
    'First name': 'Enter a first name',
    'Last name': 'Enter a last name',
    Address: 'Enter a street address',
    City: 'Enter a city',
    'State or region': 'Enter a state',
    'ZIP or postal code': 'Enter a postal code',
  };
  for (const [label, message] of Object.entries(messages)) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await field.getAttribute('aria-describedby');
    await expect(page.locator(`#${describedBy}`)).toContainText(message);
  }
  // The first invalid field has focus.
  await expect(page.getByLabel('Email')).toBeFocused();

  // Fixing a field clears its message at once; the others stay.
  await page.getByLabel('First name').fill('Rosa');
  await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByText('Enter a first name')).toHaveCount(0);
  await expect(form(page).getByText('Enter a last name')).toBeVisible();
  await page.getByLabel('Email').fill('rosa@example');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email').fill('rosa@example.com');
  await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
});

test('the server shows every field error at once too, with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/shop/pour-over-dripper');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  for (const message of ['Email is not valid.', 'Enter a first name', 'Enter a city', 'Enter a state'])
    await expect(form(page).getByText(message)).toBeVisible();
  // The first invalid field is focused by the page itself (autofocus), no script needed.
  await expect(page.getByLabel('Email')).toBeFocused();
  await context.close();
});

test('the summary shows shipping and tax before payment, and the pay page breaks the total down', async ({
  page,
}) => {
  await cartWithDripper(page);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  // United States is picked, but California's tax needs the state: said, not hidden.
  await expect(summary.locator('[data-cart-tax]')).toHaveText('Calculated from your address');
  await expect(summary).toContainText('$6.00');
  await page.getByLabel('State or region').fill('CA');
  // $28.00 at 8.25 % is $2.31; with $6.00 shipping the total is $36.31.
  await expect(summary.locator('[data-cart-tax]')).toHaveText('$2.31');
  await expect(summary.locator('[data-cart-total]')).toHaveText('$36.31');
  await page.getByLabel('State or region').fill('OR');
  await expect(summary.locator('[data-cart-tax]')).toHaveText('$0.00');
  await expect(summary.locator('[data-cart-total]')).toHaveText('$34.00');

  await page.getByLabel('State or region').fill('CA');
  await page.getByLabel('Email').fill('rosa@example.com');
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Parks');
  await page.getByLabel('Address', { exact: true }).fill('12 Elm Street');
  await page.getByLabel('City').fill('Oakland');
  await page.getByLabel('ZIP or postal code').fill('94612');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay $36.31');
  const breakdown = page.locator('.test-pay .cart-totals');
  await expect(breakdown).toContainText('Subtotal$28.00');
  await expect(breakdown).toContainText('Shipping$6.00');
  await expect(breakdown).toContainText('Tax$2.31');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the order summary is folded at the top, opens, and nothing is wider than the screen', async ({
    page,
  }) => {
    await cartWithDripper(page);
    const folded = page.locator('[data-checkout-summary-mobile]');
    await expect(folded).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toBeHidden();
    // Above the form, and its total visible while folded.
    const summaryBox = await folded.boundingBox();
    const formBox = await form(page).boundingBox();
    expect(summaryBox!.y).toBeLessThan(formBox!.y);
    await expect(folded.locator('summary')).toContainText('$');
    await expect(folded.getByText('Pour-Over Dripper')).toBeHidden();
    await folded.locator('summary').click();
    await expect(folded.getByText('Pour-Over Dripper')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('City')).toHaveAttribute('aria-invalid', 'true');
  });
});
