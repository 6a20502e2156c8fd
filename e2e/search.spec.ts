import { expect, test } from '@playwright/test';

test.describe('site search', () => {
  test('finds a post by a word in its title, and the result opens it', async ({ page }) => {
    const response = await page.goto('/search');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    // The page's own form; the header has a search control of its own.
    const form = page.getByRole('main').getByRole('search');
    const box = form.getByRole('searchbox', { name: 'Search this site' });
    await expect(box).toBeVisible();
    await expect(box).toHaveValue('');

    await box.fill('Huila');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search?q=Huila');
    await expect(form.getByRole('searchbox', { name: 'Search this site' })).toHaveValue('Huila');

    const results = page.locator('.search-results > li');
    await expect(results.first()).toBeVisible();
    const hit = page.getByRole('link', { name: 'A week in Huila: notes from origin' });
    await expect(hit).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Blog post');
    await expect(page.getByRole('link', { name: 'Why we roast on Tuesdays' })).toHaveCount(0);

    await hit.click();
    await expect(page).toHaveURL('/journal/a-week-in-huila');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A week in Huila: notes from origin');
  });

  test('a word shared by several titles lists each of those posts', async ({ page }) => {
    await page.goto('/search?q=roast');
    await expect(page.getByRole('link', { name: 'Why we roast on Tuesdays' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inside our roast log' })).toBeVisible();
  });

  test('a nonsense query shows the empty state', async ({ page }) => {
    await page.goto('/search');
    const form = page.getByRole('main').getByRole('search');
    await form.getByRole('searchbox', { name: 'Search this site' }).fill('zzqxvbnm');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search?q=zzqxvbnm');
    await expect(page.getByText('No results found.')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Nothing matched “zzqxvbnm”');
    await expect(page.locator('.search-results')).toHaveCount(0);
  });

  test('the header control finds words in pages, posts and products, ranked, with marks; filters and pages', async ({
    page,
  }) => {
    const censusCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/census/') || pathname.startsWith('/api/events/RecordEvent'))
        censusCalls.push(`${pathname} ${request.postData() ?? ''}`);
    });
    await page.goto('/about');
    const header = page.getByRole('banner');
    const box = header.getByRole('searchbox', { name: 'Search this site' });
    await box.fill('coffee');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=coffee');
    const results = page.locator('.search-results > li');
    await expect(results.first()).toBeVisible();
    // Words from the blocks of pages, not only titles: snippets mark them.
    await expect(page.locator('.search-result__excerpt mark').first()).toHaveText(/coffee/i);
    const kinds = await results.evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
    expect(new Set(kinds).size).toBeGreaterThan(1);
    await expect(page.getByRole('status')).toContainText(/\d+ results for “coffee”/);

    // Filter by type: posts only.
    const filters = page.getByRole('navigation', { name: 'Show results of one type' });
    await filters.getByRole('link', { name: /^Posts \(\d+\)$/ }).click();
    await expect(page).toHaveURL('/search?q=coffee&type=posts');
    const postKinds = await results.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-kind')),
    );
    expect(postKinds.length).toBeGreaterThan(0);
    expect(new Set(postKinds)).toEqual(new Set(['blog-post']));
    await expect(filters.getByRole('link', { name: /^Posts/ })).toHaveAttribute('aria-current', 'page');

    // Pages of results when there are more than ten.
    await filters.getByRole('link', { name: /^All \(\d+\)$/ }).click();
    const total = Number((await page.getByRole('status').textContent())?.match(/(\d+) results/)?.[1] ?? 0);
    if (total > 10) {
      await expect(results).toHaveCount(10);
      const pager = page.getByRole('navigation', { name: 'Result pages' });
      await pager.getByRole('link', { name: 'Next →' }).click();
      await expect(page).toHaveURL('/search?q=coffee&page=2');
      await expect(pager).toContainText(`Page 2 of ${Math.ceil(total / 10)}`);
      await expect(results).toHaveCount(Math.min(10, total - 10));
    } else {
      await expect(page.getByRole('navigation', { name: 'Result pages' })).toHaveCount(0);
    }
    // /search never records a page view.
    expect(censusCalls.filter((call) => call.includes('/search') && call.includes('RecordHit'))).toEqual([]);
  });

  test('works without JavaScript, and at phone size', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search this site' });
    await expect(box).toBeVisible();
    const inViewport = await box.evaluate(
      (element) => element.getBoundingClientRect().right <= window.innerWidth,
    );
    expect(inViewport).toBe(true);
    await box.fill('Huila');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search?q=Huila');
    await expect(page.getByRole('link', { name: 'A week in Huila: notes from origin' })).toBeVisible();
    await expect(page.locator('.search-result__excerpt mark').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.screenshot({ path: test.info().outputPath('search-phone.png'), fullPage: false });
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  test('after consent, a search is recorded as a site-search event and never as a page view', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/census/') || pathname === '/api/events/RecordEvent')
        sent.push(`${pathname} ${decodeURIComponent(request.postData() ?? '')}`);
    });
    await page.goto('/search?q=Huila');
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect
      .poll(() => sent.filter((call) => call.startsWith('/api/events/RecordEvent')).join('\n'))
      .toContain('"query":"Huila"');
    expect(sent.join('\n')).toContain('event=siteSearch');
    expect(sent.filter((call) => call.startsWith('/api/census/RecordHit'))).toEqual([]);
  });
});
