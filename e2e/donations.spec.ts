import { expect, request as http, test } from '@playwright/test';
import { DEMO_ORIGIN, E2E_OWNER_EMAIL, E2E_OWNER_PASSWORD, E2E_PORT } from './env';
import { ensureDemoPage, signInAsDemoOwner } from './helpers';

/**
 * Donations (issue 19) on a hidden page of this spec's own: the donation block's donate button
 * answers Enter and Space (visitor-runtime §9), the donate page takes a custom amount with the
 * fee covered, the test provider's pay page takes it, and "contribution confirmed" says so.
 */
const PAGE_TITLE = 'E2E donations';

/** This spec's donate page on the demo, made through the owners' API once per server. */
async function donatePageId(): Promise<string> {
  const owner = await http.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    extraHTTPHeaders: { host: new URL(DEMO_ORIGIN).host },
  });
  try {
    await owner.post('/api/auth/Logout'); // refused for want of a crumb, with one
    const crumb = (await owner.storageState()).cookies.find((cookie) => cookie.name === 'crumb')?.value ?? '';
    const headers = { 'x-csrf-token': crumb };
    const login = await owner.post('/api/auth/Login', {
      headers,
      data: { email: E2E_OWNER_EMAIL, password: E2E_OWNER_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    const pages = (await (await owner.get('/api/commerce/donate-pages')).json()) as {
      pages: { id: string; title: string }[];
    };
    const existing = pages.pages.find((page) => page.title === PAGE_TITLE);
    if (existing) return existing.id;
    const created = await owner.post('/api/commerce/donate-pages', {
      headers,
      data: {
        title: PAGE_TITLE,
        presetAmountsCents: [1000, 2500],
        allowCustom: true,
        minCents: 500,
        maxCents: 100_000,
        funds: ['Green coffee fund'],
        coverFeeBasisPoints: 300,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  } finally {
    await owner.dispose();
  }
}

test.describe('donations', () => {
  test.beforeAll(async () => {
    const id = await donatePageId();
    await ensureDemoPage({
      path: '/e2e-donate',
      title: 'Donate (e2e)',
      blocks: [
        {
          id: 'd'.repeat(24),
          type: 'donation',
          grid: { column: 1, span: 12 },
          data: { donatePageId: id, title: 'Help us roast', buttonLabel: 'Donate' },
        },
      ],
    });
  });

  for (const key of ['Enter', 'Space'] as const) {
    test(`the donate button answers ${key}`, async ({ page }) => {
      await page.goto('/e2e-donate');
      const button = page.getByRole('button', { name: 'Donate' });
      await button.focus();
      await page.keyboard.press(key);
      await expect(page).toHaveURL(/\/checkout\/donate\?donatePageId=[0-9a-f]{24}$/);
      await expect(page.getByRole('heading', { name: PAGE_TITLE })).toBeVisible();
    });
  }

  test('a custom gift with the fee covered is paid with the test provider and confirmed', async ({
    page,
  }) => {
    await page.goto('/e2e-donate');
    await page.getByRole('button', { name: 'Donate' }).click();
    await page.getByRole('radio', { name: 'Other amount' }).check();
    await page.getByLabel(/Other amount \(From/).fill('40');
    await page.getByLabel('Designation').selectOption('Green coffee fund');
    await page.getByLabel('Add 3% to cover the fees').check();
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/commerce\/test-pay\//);
    await expect(page.getByText('$41.20').first()).toBeVisible();
    await page.getByRole('button', { name: /Pay/ }).first().click();
    await expect(page).toHaveURL(/\/commerce\/donations\/[\w-]{32}$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your donation' })).toBeVisible();
    await expect(page.getByText('Total: $41.20')).toBeVisible();
    await expect(page.getByText('Designated to: Green coffee fund')).toBeVisible();
  });

  // After the gift above (one worker, file order): its fund is in the totals.
  test('the owner sees the gifts with totals per fund and can export them', async ({ page }) => {
    await signInAsDemoOwner(page);
    await page.goto('/config/store/donations');
    await expect(page.getByRole('heading', { name: 'Donations', level: 1 })).toBeVisible();
    const totals = page.getByRole('table').first();
    await expect(totals.getByRole('row', { name: /Green coffee fund/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/commerce/donations.csv',
    );
    // The gift above in the list of gifts, and the donate page with its editor link.
    await expect(page.getByRole('row', { name: /Ada Lovelace.*Green coffee fund.*\$41\.20/ })).toBeVisible();
    await expect(page.getByRole('link', { name: `Edit ${PAGE_TITLE}` })).toBeVisible();
  });
});
