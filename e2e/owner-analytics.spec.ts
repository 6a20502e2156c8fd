import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsDemoOwner } from './helpers';

/**
 * The owners' analytics dashboard on the demo site: a visitor who accepts the cookie banner
 * makes real visits, and the signed-in owner sees them counted, changes the date range and
 * downloads CSV files. Other specs visit the demo site at the same time, so figures are
 * checked as "at least what this test added".
 */
const campaign = `dashboard-proof-${Date.now()}`;

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const figure = async (scope: Locator, label: string) =>
  Number(
    (
      (await scope
        .locator('.figure')
        .filter({ has: scope.page().getByText(label, { exact: true }) })
        .locator('dd')
        .textContent()) ?? ''
    ).replace(/,/g, ''),
  );

async function download(page: Page, link: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path()) ?? '', 'utf8') };
}

test('the owner sees real visits on the analytics dashboard, changes the range and downloads CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInAsDemoOwner(page);
  await page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  const visits = panel(page, 'Visits');
  await expect(visits.locator('.figure, .panel__empty').first()).toBeVisible();
  const before = (await visits.locator('.figure').count()) ? await figure(visits, 'Page views') : 0;

  // A visitor accepts the cookie banner and views two pages, arriving from a campaign link.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/contact?utm_source=e2e-newsletter&utm_medium=email&utm_campaign=${campaign}`);
  const firstHit = visitor.waitForResponse((response) => response.url().endsWith('/api/census/RecordHit'));
  await visitor
    .getByRole('region', { name: 'Cookie consent' })
    .getByRole('button', { name: 'Accept' })
    .click();
  expect((await firstHit).status()).toBe(202);
  const secondHit = visitor.waitForResponse((response) => response.url().endsWith('/api/census/RecordHit'));
  await visitor.goto('/about');
  expect((await secondHit).status()).toBe(202);
  await visitorContext.close();

  // The dashboard counts them.
  await page.reload();
  await expect(visits.locator('.figure').first()).toBeVisible();
  expect(await figure(visits, 'Page views')).toBeGreaterThanOrEqual(before + 2);
  expect(await figure(visits, 'Visits')).toBeGreaterThanOrEqual(1);
  await expect(visits.getByRole('img', { name: /Visits and page views per day/ })).toBeVisible();
  const pages = panel(page, 'Top pages');
  await expect(pages.getByRole('rowheader', { name: '/contact', exact: true })).toBeVisible();
  await expect(pages.getByRole('rowheader', { name: '/about', exact: true })).toBeVisible();
  const campaigns = panel(page, 'Campaigns');
  // The UTM link, and the same arrival through the marketing landing tracker.
  const campaignRow = campaigns.getByRole('row').filter({ hasText: campaign });
  await expect(campaignRow.filter({ hasText: 'UTM link' })).toContainText('e2e-newsletter');
  await expect(campaignRow.filter({ hasText: 'UTM link' })).toContainText('email');
  await expect(campaignRow.filter({ hasText: 'Landing tracker' })).toHaveCount(1);
  await expect(panel(page, 'Devices').getByRole('rowheader', { name: 'Desktop' })).toBeVisible();
  await expect(panel(page, 'Cookie consent records')).toContainText(/[1-9]\d* visitors? accepted/);

  // Another range by keyboard: a preset, then a custom range long before the site had visitors.
  await page.getByRole('button', { name: 'Last 90 days' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(pages.getByRole('rowheader', { name: '/contact', exact: true })).toBeVisible();
  const custom = page.getByRole('form', { name: 'Custom date range' });
  await custom.getByLabel('From').fill('2020-02-01');
  await custom.getByLabel('To').fill('2020-01-01');
  await custom.getByRole('button', { name: 'Apply' }).click();
  await expect(custom.getByRole('alert')).toHaveText('The start date must be on or before the end date');
  await custom.getByLabel('To').fill('2020-02-29');
  await custom.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('1 Feb – 29 Feb 2020')).toBeVisible();
  await expect(visits.getByText('No visits in this period yet.')).toBeVisible();
  await expect(pages.getByText('No visits in this period yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');

  // Back (browser history keeps the range), then the CSV downloads.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  const pagesCsv = await download(page, pages.getByRole('link', { name: 'Download CSV of top pages' }));
  expect(pagesCsv.name).toMatch(/^demo-pages-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  // A byte-order mark first, so spreadsheet programs read the file as UTF-8.
  expect(pagesCsv.text.split('\r\n')[0]).toBe('\uFEFFpage,page views,unique visitors');
  expect(pagesCsv.text).toMatch(/^\/contact,[1-9]\d*,[1-9]\d*$/m);
  const campaignsCsv = await download(
    page,
    campaigns.getByRole('link', { name: 'Download CSV of campaigns' }),
  );
  expect(campaignsCsv.text).toContain(`utm,e2e-newsletter,email,${campaign},`);
  const consentCsv = await download(
    page,
    panel(page, 'Cookie consent records').getByRole('link', {
      name: 'Download CSV of cookie consent records',
    }),
  );
  expect(consentCsv.text.split('\r\n')[0]).toBe(
    '\uFEFFtime (UTC),consent id,choice,banner version,page,user agent',
  );
  expect(consentCsv.text).toMatch(/,accepted,[0-9a-f]{12},\/contact,/);
});
