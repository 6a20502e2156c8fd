import { expect, test, type Page } from '@playwright/test';
import { DEMO_ORIGIN } from './env';
import { ensureDemoPage } from './helpers';

/**
 * Relative time, marquee, text highlight and charts (issue 16) on the demo's hidden /blocks
 * showcase (src/server/modules/seed/demo-motion-data.ts), and a hidden page of this spec's own
 * with charts only (a page that needs no block JavaScript ships none).
 */
const moduleScripts = (page: Page) =>
  page
    .locator('script[type="module"]')
    .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src') ?? ''));
const SITE_WIDE = /^\/assets\/runtime\/(cookie-banner|tracking|cart-count)\./;

test.describe('relative time on /blocks', () => {
  const time = (page: Page) => page.locator('.sqs-block-relative-time time');

  test('just now, then seconds up to 59 refreshed every 5000 ms, then the date', async ({ page }) => {
    // The clock stands still while the page loads, then moves only when told.
    await page.clock.install({ time: new Date('2026-11-24T09:29:59.000Z') });
    await page.clock.pauseAt(new Date('2026-11-24T09:30:00.400Z'));
    await page.goto('/blocks');
    await expect(time(page)).toHaveText('just now');
    await expect(time(page)).toHaveAttribute('datetime', '2026-11-24T09:30:00.000Z');
    await page.clock.runFor(5000);
    await expect(time(page)).toHaveText('5 seconds ago');
    // Between refreshes the wording stays.
    await page.clock.runFor(4000);
    await expect(time(page)).toHaveText('5 seconds ago');
    await page.clock.runFor(1000);
    await expect(time(page)).toHaveText('10 seconds ago');
    await page.clock.runFor(45_000);
    await expect(time(page)).toHaveText('55 seconds ago');
    await page.clock.runFor(5000);
    await expect(time(page)).toHaveText('November 24, 2026');
  });

  test('without JavaScript, and long after, it shows the date', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: DEMO_ORIGIN });
    const page = await context.newPage();
    await page.goto('/blocks');
    await expect(time(page)).toHaveText('November 24, 2026');
    await context.close();
  });

  test('a node whose date cannot be read stays as sent, and the console says so', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    // Stored blocks are checked on save: spoil the node as the parser adds it, before the runtime runs.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement && node.dataset.timesince) node.dataset.timesince = 'not a date';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/blocks');
    await expect
      .poll(() => messages.some((text) => text.startsWith('invalid date on a timesince node')))
      .toBe(true);
    await expect(time(page)).toHaveText('November 24, 2026');
  });
});

test.describe('marquee on /blocks', () => {
  const marquee = (page: Page) => page.locator('.sqs-block-marquee');
  const offset = (page: Page) =>
    page
      .locator('.sqs-marquee__track')
      .evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41);

  test('moves only while on screen; the pointer pauses it (the owner asked); copies are hidden from readers', async ({
    page,
  }) => {
    await page.goto('/blocks');
    await expect(marquee(page)).toHaveAttribute('data-marquee-state', 'hidden');
    await marquee(page).scrollIntoViewIfNeeded();
    await expect(marquee(page)).toHaveAttribute('data-marquee-state', 'running');
    const first = await offset(page);
    await expect.poll(() => offset(page)).toBeLessThan(first - 10);
    const items = page.locator('.sqs-marquee__item');
    expect(await items.count()).toBeGreaterThan(1);
    await expect(items.nth(1)).toHaveAttribute('aria-hidden', 'true');
    // Readers get the text once, whole (the wave splits the visible copies into letters).
    await expect(marquee(page).locator('.sr-only')).toHaveText(/^Ethiopia Guji · Colombia Huila/);

    await marquee(page).hover();
    await expect(marquee(page)).toHaveAttribute('data-marquee-state', 'paused');
    const paused = await offset(page);
    await page.waitForTimeout(300);
    expect(await offset(page)).toBe(paused);
    await page.mouse.move(0, 0);
    await expect(marquee(page)).toHaveAttribute('data-marquee-state', 'running');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(marquee(page)).toHaveAttribute('data-marquee-state', 'hidden');
  });

  test('its pause button works from the keyboard', async ({ page }) => {
    await page.goto('/blocks');
    await marquee(page).scrollIntoViewIfNeeded();
    const toggle = page.getByRole('button', { name: 'Pause the moving text' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(marquee(page)).toHaveAttribute('data-marquee-state', 'paused');
    const playButton = page.getByRole('button', { name: 'Play the moving text' });
    await expect(playButton).toHaveAttribute('aria-pressed', 'true');
    await expect(playButton).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(marquee(page)).toHaveAttribute('data-marquee-state', 'running');
  });

  test('with reduced motion it stays still, one copy, no button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/blocks');
    await marquee(page).scrollIntoViewIfNeeded();
    await expect(marquee(page)).toHaveAttribute('data-marquee-state', 'reduced-motion');
    await expect(page.locator('.sqs-marquee__item')).toHaveCount(1);
    await expect(page.locator('.sqs-marquee__toggle')).toBeHidden();
    expect(await offset(page)).toBe(0);
  });

  test('phone size: runs inside the page, rebuilt 1000 ms after the width changes', async ({ page }) => {
    await page.goto('/blocks');
    await marquee(page).scrollIntoViewIfNeeded();
    await expect(marquee(page)).toHaveAttribute('data-marquee-state', 'running');
    const wideCopies = await page.locator('.sqs-marquee__item').count();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.waitForTimeout(500);
    expect(await page.locator('.sqs-marquee__item').count()).toBe(wideCopies);
    await expect.poll(() => page.locator('.sqs-marquee__item').count()).toBeLessThan(wideCopies);
    await marquee(page).scrollIntoViewIfNeeded();
    await expect(marquee(page)).toHaveAttribute('data-marquee-state', 'running');
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });
});

test.describe('text highlight on /blocks', () => {
  const highlight = (page: Page) => page.locator('.sqs-highlight');
  const markOpacity = (page: Page) =>
    page.locator('.sqs-highlight__mark').evaluate((mark) => getComputedStyle(mark).opacity);

  test('waits hidden until on screen, then draws for 0.75 s after 250 ms', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/blocks');
    await expect(page.locator('html[data-text-highlight]')).toHaveCount(1);
    await expect(highlight(page)).not.toHaveClass(/is-playing/);
    expect(await markOpacity(page)).toBe('0');
    await highlight(page).scrollIntoViewIfNeeded();
    await expect(highlight(page)).toHaveClass(/is-playing/);
    const timing = await page
      .locator('.sqs-highlight__mark path')
      .evaluate((path) => path.getAnimations().map((animation) => animation.effect?.getTiming()));
    expect(timing).toEqual([expect.objectContaining({ duration: 750, delay: 250 })]);
    await expect.poll(() => markOpacity(page)).toBe('1');
    await expect
      .poll(() =>
        page.locator('.sqs-highlight__mark path').evaluate((path) => getComputedStyle(path).strokeDashoffset),
      )
      .toBe('0px');
  });

  test('with reduced motion, and without JavaScript, the mark is simply drawn', async ({ page, browser }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/blocks');
    await expect(page.locator('html[data-text-highlight]')).toHaveCount(0);
    expect(await markOpacity(page)).toBe('1');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: DEMO_ORIGIN });
    const still = await context.newPage();
    await still.goto('/blocks');
    expect(await markOpacity(still)).toBe('1');
    await context.close();
  });
});

test.describe('charts', () => {
  test.beforeAll(async () => {
    await ensureDemoPage({
      path: '/e2e-charts',
      title: 'Charts (e2e)',
      blocks: [
        {
          id: 'c'.repeat(24),
          type: 'chart',
          grid: { column: 1, span: 12 },
          data: {
            title: 'Cups sold',
            chartType: 'bar',
            data: 'Day, Espresso, Filter\nMonday, 120, 80\nTuesday, 135, 95',
          },
        },
        {
          id: 'd'.repeat(24),
          type: 'chart',
          grid: { column: 1, span: 12 },
          data: { title: 'Share', chartType: 'pie', data: 'Drink, Share\nEspresso, 3\nTea, 1' },
        },
      ],
    });
  });

  test('a page of charts ships no block JavaScript; the numbers open as a table from the keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/e2e-charts');
    for (const src of await moduleScripts(page)) expect(src).toMatch(SITE_WIDE);
    await expect(page.getByRole('img', { name: 'Cups sold' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Share' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Cups sold' });
    await expect(table).toBeHidden();
    await page.locator('.sqs-chart__data summary').first().focus();
    await page.keyboard.press('Enter');
    await expect(table).toBeVisible();
    await expect(table.getByRole('row', { name: /Tuesday/ })).toContainText('135');
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });

  test('/blocks draws bar, pie and line charts; /faq loads none of the new features', async ({ page }) => {
    await page.goto('/blocks');
    await expect(page.locator('.sqs-chart--bar rect')).not.toHaveCount(0);
    await expect(page.locator('.sqs-chart--line polyline')).toHaveCount(2);
    await expect(page.locator('.sqs-chart--pie path.sqs-chart__series')).toHaveCount(4);
    const scripts = await moduleScripts(page);
    for (const feature of ['marquee', 'relative-time', 'text-highlight'])
      expect(scripts.filter((src) => src.includes(`/${feature}.`))).toHaveLength(1);
    await page.goto('/faq');
    for (const src of await moduleScripts(page))
      expect(src).not.toMatch(/marquee|relative-time|text-highlight/);
  });
});

test.describe('image layouts on /blocks', () => {
  test('six layouts with their variant numbers; the poster text sits on the image; phone size stays inside the page', async ({
    page,
  }) => {
    await page.goto('/blocks');
    // Summaries on the same page carry their variant numbers (1005–1008) too.
    const variants = await page
      .locator('figure[data-block-variant]')
      .evaluateAll((figures) => figures.map((figure) => figure.getAttribute('data-block-variant')));
    expect(variants).toEqual(['1013', '1014', '1015', '1016', '1012', '1017']);
    const poster = page.locator('.sqs-image-layout--poster');
    const [image, text] = await Promise.all([
      poster.locator('img').boundingBox(),
      poster.locator('.sqs-image-layout__content').boundingBox(),
    ]);
    expect(text!.y).toBeGreaterThan(image!.y);
    expect(text!.y + text!.height).toBeLessThanOrEqual(image!.y + image!.height + 1);
    await expect(poster.getByRole('link', { name: 'Plan a visit' })).toHaveAttribute('href', '/contact');

    await page.setViewportSize({ width: 375, height: 740 });
    await page.locator('.sqs-image-layout--collage').scrollIntoViewIfNeeded();
    // Polled: for a moment after the resize Chromium still counts the carousel summary's images
    // (clipped by its scrolling row) in the page's width; a lasting overflow still fails.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth))
      .toBe(false);
    const card = page.locator('.sqs-image-layout--card');
    const [cardImage, cardText] = await Promise.all([
      card.locator('img').boundingBox(),
      card.locator('.sqs-image-layout__content').boundingBox(),
    ]);
    // On a phone the card stacks: its text below the image.
    expect(cardText!.y).toBeGreaterThanOrEqual(cardImage!.y + cardImage!.height - 1);
  });
});
