import { expect, test } from '@playwright/test';
import { DEMO_ORIGIN } from './env';
import { ensureDemoPage, signInAsDemoOwner } from './helpers';

/**
 * Pages → Settings of one page, on a hidden demo page of this spec's own: a new URL slug (the
 * old one redirects), an SEO title and description, and "Hide from search engines"; visitors
 * and crawlers see them, and the settings come back when the screen is opened again.
 */
test('an owner sets a page’s URL slug and SEO, and visitors and crawlers see them', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const slug = `seo-round-trip-${Date.now()}`;
  const title = `SEO round trip ${slug.slice(-6)}`;
  await ensureDemoPage({
    path: `/${slug}`,
    title,
    blocks: [
      { id: 'a'.repeat(24), type: 'heading', grid: { column: 1, span: 12 }, data: { text: title, level: 1 } },
    ],
  });
  await signInAsDemoOwner(page);
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Settings of ${title}` }).click();
  const form = page.getByRole('form', { name: `Settings of ${title}` });
  await form.getByLabel('URL slug').fill(`${slug}-moved`);
  await form.getByLabel('SEO title').fill('Roastery tours by appointment');
  await form.getByLabel('SEO description').fill('Book a tour of the roastery floor.');
  await form.getByLabel('Hide from search engines').check();
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('Settings saved.')).toBeVisible();

  // Visitors (signed out) following the old address land on the new one.
  const visitor = await browser.newContext();
  try {
    const tab = await visitor.newPage();
    const response = await tab.goto(`${DEMO_ORIGIN}/${slug}`);
    expect(response?.status()).toBe(200);
    expect(new URL(tab.url()).pathname).toBe(`/${slug}-moved`);
    await expect(tab).toHaveTitle('Roastery tours by appointment');
    await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(tab.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Book a tour of the roastery floor.',
    );
    const sitemap = await tab.evaluate(() => fetch('/sitemap.xml').then((answer) => answer.text()));
    expect(sitemap).toContain('<urlset');
    expect(sitemap).not.toContain(slug);
  } finally {
    await visitor.close();
  }

  // The settings come back when the screen is opened again.
  await page.reload();
  await page.getByRole('button', { name: `Settings of ${title}` }).click();
  const again = page.getByRole('form', { name: `Settings of ${title}` });
  await expect(again.getByLabel('URL slug')).toHaveValue(`${slug}-moved`);
  await expect(again.getByLabel('SEO title')).toHaveValue('Roastery tours by appointment');
  await expect(again.getByLabel('Hide from search engines')).toBeChecked();
  await again.getByRole('button', { name: 'Close' }).click();

  // Clean up: the page goes (its old slug with it).
  page.once('dialog', (dialog) => void dialog.accept());
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('an owner connects a custom domain and sees the DNS records to set', async ({ page }) => {
  const domain = `www.roastery-${Date.now()}.example`;
  await signInAsDemoOwner(page);
  await page.goto(`${DEMO_ORIGIN}/config/settings/domains`);
  await expect(page.getByRole('heading', { name: 'Domains', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Domain' }).fill('http://example.com:8080/');
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByText('Enter a domain name like www.example.com')).toBeVisible();

  await page.getByRole('textbox', { name: 'Domain' }).fill(domain.toUpperCase());
  await page.getByRole('button', { name: 'Add domain' }).click();
  const card = page.getByRole('article', { name: domain });
  await expect(card.getByText('Waiting for DNS')).toBeVisible();
  const records = card.getByRole('table', { name: `DNS records for ${domain}` });
  await expect(records.getByRole('row').filter({ hasText: 'CNAME' })).toContainText(domain);
  await expect(records.getByRole('row').filter({ hasText: 'TXT' })).toContainText(
    `_site-verification.${domain}`,
  );
  await expect(records.getByRole('row').filter({ hasText: 'TXT' })).toContainText(
    /site-verification=[0-9a-f]{32}/,
  );

  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No custom domains yet.')).toBeVisible();
});
