import { expect, test } from '@playwright/test';
import { collectScriptRequests } from './helpers';

/**
 * Quick view from the demo shop's list (visitor-runtime §7 RecordQuickView) and the mini cart
 * that opens after "Add to cart": both layers of the managed-dialog stack, so Escape closes the
 * topmost first and the focus goes back where it came from.
 */
test('quick view: open from the list, choose a variant, add to cart, Escape closes the layers in order', async ({
  page,
}) => {
  const quickViews: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/census/RecordQuickView/'))
      quickViews.push(request.url());
  });
  const scripts = collectScriptRequests(page);
  await page.goto('/shop');
  const indicator = page.locator('[data-cart-indicator]');
  await expect(indicator).toHaveAttribute('aria-label', '0 items in cart');
  expect(scripts.some((url) => /\/assets\/runtime\/quick-view\.[^/]+\.js$/.test(url))).toBe(true);

  const open = page.getByRole('button', { name: 'Quick view of House Blend' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Quick view of House Blend' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'House Blend' })).toBeVisible();
  await expect(dialog.locator('img').first()).toBeVisible();
  const picker = dialog.getByLabel('Size / Grind');
  await picker.selectOption({ label: '1 kg / Whole bean — $52.00' });
  await expect(dialog.locator('[data-price-current]')).toHaveText('$52.00');
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(indicator).toHaveAttribute('aria-label', '1 items in cart');

  // The mini cart, on top of the quick view: the line, its subtotal, checkout and back.
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('[data-mini-cart-line]')).toHaveCount(1);
  await expect(drawer).toContainText('House Blend');
  await expect(drawer.locator('[data-mini-cart-subtotal]')).toHaveText('$52.00');
  await expect(drawer.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
    'href',
    '/commerce/goto-checkout',
  );

  // Escape closes the topmost layer (the drawer) first, then the quick view; the focus returns.
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  // Escape with no layer open stays on the page (no sign-in prompt for this anonymous visitor).
  await expect(page).toHaveURL('/shop');
  // The census heard of the quick view only if the visitor's consent allows tracking: the demo's
  // banner asks first, so nothing was sent.
  expect(quickViews).toEqual([]);
});

test('after accepting cookies the quick view is recorded with the product id', async ({ page }) => {
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Accept' }).click();
  const recorded = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/api/census/RecordQuickView/'),
  );
  await page.getByRole('button', { name: 'Quick view of House Blend' }).click();
  expect((await recorded).url()).toMatch(/\/api\/census\/RecordQuickView\/[0-9a-f]{24}$/);
});

test('the mini cart lists the cart after "Add to cart" on a product page; Continue shopping closes it', async ({
  page,
}) => {
  await page.goto('/shop/pour-over-dripper');
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('[data-mini-cart-line]')).toHaveCount(1);
  await expect(drawer.locator('[data-mini-cart-subtotal]')).toHaveText('$28.00');
  await expect(drawer.getByRole('link', { name: 'Checkout' })).toBeFocused();
  await drawer.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(add).toBeFocused();
  // Checkout from the drawer goes to the checkout page.
  await add.click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
});

test('without JavaScript: no quick view button, and add to cart still posts to the cart page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/shop');
  await expect(page.getByRole('button', { name: /Quick view/ })).toHaveCount(0);
  await page.goto('/shop/pour-over-dripper');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL('/cart?notice=added');
  await context.close();
});
