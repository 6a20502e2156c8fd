import { expect, request as http, test, type Browser, type Page } from '@playwright/test';
import { DEMO_LOCKED_PAGE_PASSWORD } from '../src/server/modules/seed/demo-content';
import { DEMO_ORIGIN, E2E_OWNER_EMAIL, E2E_OWNER_PASSWORD, E2E_PORT } from './env';

/**
 * Issue 10 item 1, in a real browser: the anonymous posts that must work without JavaScript
 * on a first visit (cart, coupon, checkout, a form, the lock screen, the owners' sign-in)
 * succeed from the site itself in a fresh context with JavaScript off, and the same posts
 * made by a page on another origin are refused.
 */
const FOREIGN_ORIGIN = 'http://evil.example';
const REFUSED = 'This request came from another website and was refused.';
const FORM_PAGE = '/security-no-js-form';
const FORM_SUCCESS = 'Received, without JavaScript.';

/** A published page with a form that needs no captcha (the demo's forms use one), made through the owners' API. */
test.beforeAll(async () => {
  // Node does not resolve *.localhost as Chromium does: talk to the loopback address with the site's Host.
  const owner = await http.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { host: new URL(DEMO_ORIGIN).host },
  });
  // A worker restarted after a failure runs this again: the page is already there.
  if ((await owner.get(FORM_PAGE)).ok()) return owner.dispose();
  await owner.post('/api/auth/Logout'); // refused for want of a crumb, with one
  const crumb = (await owner.storageState()).cookies.find((cookie) => cookie.name === 'crumb')?.value ?? '';
  const headers = { 'x-csrf-token': crumb };
  const call = async (method: 'post' | 'put', url: string, data: unknown) => {
    const response = await owner[method](url, { headers, data });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { id?: string; page?: { id: string } };
  };
  await call('post', '/api/auth/Login', { email: E2E_OWNER_EMAIL, password: E2E_OWNER_PASSWORD });
  const form = await call('post', '/api/rest/forms', {
    name: 'No-JS feedback',
    kind: 'form',
    fields: [{ id: 'message', type: 'textarea', title: 'Message', required: true }],
    settings: {
      captcha: { provider: 'none', siteKey: '' },
      advanced: { successMessage: `<p>${FORM_SUCCESS}</p>` },
    },
  });
  const { page } = await call('post', '/api/rest/pages', {
    title: 'Security no-JS form',
    urlId: FORM_PAGE.slice(1),
    navigation: '_hidden',
  });
  const blockId = 'a'.repeat(24);
  await call('put', `/api/rest/pages/${page!.id}/layout`, {
    layout: {
      columns: 12,
      blocks: [{ id: blockId, type: 'form', grid: { column: 1, span: 12 }, data: { formId: form.id } }],
    },
  });
  await call('post', '/api/rest/publish', {});
  await owner.dispose();
});

/** A fresh browser with JavaScript off: a first visit. */
async function noScript(browser: Browser): Promise<Page> {
  return (await browser.newContext({ javaScriptEnabled: false })).newPage();
}

/** Posts the fields from a page on another origin, as a plain form submission a visitor is tricked into. */
async function postFromForeignPage(page: Page, action: string, fields: Record<string, string>) {
  await page.route(`${FOREIGN_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><form method="post" action="${DEMO_ORIGIN}${action}">${Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
        .join('')}<button>Win a prize</button></form>`,
    }),
  );
  await page.goto(`${FOREIGN_ORIGIN}/prize`);
  const answer = page.waitForResponse((response) => response.url() === `${DEMO_ORIGIN}${action}`);
  await page.getByRole('button', { name: 'Win a prize' }).click();
  const response = await answer;
  expect(response.status(), action).toBe(403);
  await expect(page.getByText(REFUSED)).toBeVisible();
}

/** Adds a House Blend to the visitor's cart through the product page's own form. */
async function addToCart(page: Page): Promise<string> {
  await page.goto('/shop/house-blend');
  const variantId = await page.locator('[name="variantId"]').first().inputValue();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL('/cart?notice=added');
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  return variantId;
}

const CHECKOUT_FIELDS = {
  email: 'no-script@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
  shippingOptionId: 'standard',
};

test.describe('from the site itself, with JavaScript off, on a first visit', () => {
  test('add to cart and apply a coupon', async ({ browser }) => {
    const page = await noScript(browser);
    await addToCart(page);
    await page.getByLabel('Coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.locator('.cart-coupons__valid')).toContainText('WELCOME10 applied');
    await page.context().close();
  });

  test('check out, on to the pay page', async ({ browser }) => {
    const page = await noScript(browser);
    await addToCart(page);
    await page.goto('/checkout');
    await page.getByLabel('Email').fill(CHECKOUT_FIELDS.email);
    await page.getByLabel('First name').fill(CHECKOUT_FIELDS.firstName);
    await page.getByLabel('Last name').fill(CHECKOUT_FIELDS.lastName);
    await page.getByLabel('Address', { exact: true }).fill(CHECKOUT_FIELDS.line1);
    await page.getByLabel('City').fill(CHECKOUT_FIELDS.city);
    await page.getByLabel('State or region').fill(CHECKOUT_FIELDS.state);
    await page.getByLabel('ZIP or postal code').fill(CHECKOUT_FIELDS.zip);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/commerce\/test-pay\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pay \$/);
    await page.context().close();
  });

  test('send a form', async ({ browser }) => {
    const page = await noScript(browser);
    await page.goto(FORM_PAGE);
    await page.getByLabel('Message').fill('Sent with scripts off');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(FORM_SUCCESS)).toBeVisible();
    await page.context().close();
  });

  test('unlock a password-protected page', async ({ browser }) => {
    const page = await noScript(browser);
    await page.goto('/wholesale');
    await page.getByLabel('Password').fill(DEMO_LOCKED_PAGE_PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page).toHaveURL('/wholesale');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wholesale price list');
    await page.context().close();
  });

  test("sign in to the owners' app", async ({ browser }) => {
    const page = await noScript(browser);
    await page.goto('/config/');
    await page.getByLabel('E-mail').fill(E2E_OWNER_EMAIL);
    await page.getByLabel('Password').fill(E2E_OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/config/');
    await expect(page).toHaveTitle(/— Owners$/);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'sid')).toBe(true);
    await page.context().close();
  });
});

test.describe('the same posts from a page on another origin are refused', () => {
  test('add to cart and apply a coupon', async ({ browser }) => {
    const page = await noScript(browser);
    const variantId = await addToCart(page);
    await postFromForeignPage(page, '/commerce/cart/add', { variantId, quantity: '5' });
    await postFromForeignPage(page, '/commerce/cart/coupon', { code: 'WELCOME10' });
    await page.goto('/cart');
    await expect(page.getByLabel('Quantity of House Blend')).toHaveValue('1');
    await expect(page.locator('.cart-coupons__valid')).toHaveCount(0);
    await page.context().close();
  });

  test('check out', async ({ browser }) => {
    const page = await noScript(browser);
    await addToCart(page);
    await postFromForeignPage(page, '/commerce/checkout', CHECKOUT_FIELDS);
    // No order was placed: the cart is still open and checkout still shows its form.
    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    await page.context().close();
  });

  test('send a form', async ({ browser }) => {
    const page = await noScript(browser);
    await page.goto(FORM_PAGE);
    const action = (await page.locator('form[action^="/forms/"]').getAttribute('action')) ?? '';
    expect(action).toMatch(/^\/forms\/[0-9a-f]{24}\/submit$/);
    await postFromForeignPage(page, action, { message: 'forged', pagePath: FORM_PAGE });
    await page.context().close();
  });

  test('unlock a password-protected page', async ({ browser }) => {
    const page = await noScript(browser);
    await postFromForeignPage(page, '/wholesale', { password: DEMO_LOCKED_PAGE_PASSWORD });
    const locked = await page.goto('/wholesale');
    expect(locked?.status()).toBe(403);
    await page.context().close();
  });

  test("sign in to the owners' app, even knowing the visitor's crumb", async ({ browser }) => {
    const page = await noScript(browser);
    await page.goto('/config/');
    const crumb = (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
    expect(crumb).not.toBe('');
    await postFromForeignPage(page, '/config/sign-in', {
      email: E2E_OWNER_EMAIL,
      password: E2E_OWNER_PASSWORD,
      crumb,
    });
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'sid')).toBe(false);
    await page.context().close();
  });
});
