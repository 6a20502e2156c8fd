import { expect, test, type Page } from '@playwright/test';
import { DEMO_ORIGIN } from './env';

/**
 * The layout and text blocks on the demo's hidden showcases (src/server/modules/seed/
 * demo-layout-text.ts): /faq (text and an accordion only) and /blocks (menu with tabs, share
 * buttons, social icons). Accordion and tabs work in server HTML; their features add the rest.
 */
const openStates = (page: Page) =>
  page
    .locator('.sqs-accordion__item')
    .evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));

const moduleScripts = (page: Page) =>
  page
    .locator('script[type="module"]')
    .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')));

test.describe('accordion on /faq', () => {
  test('loads only the accordion feature for its blocks', async ({ page }) => {
    await page.goto('/faq');
    const scripts = await moduleScripts(page);
    expect(scripts.filter((src) => /\/(accordion)\./.test(src ?? ''))).toHaveLength(1);
    for (const src of scripts)
      expect(src).toMatch(/^\/assets\/runtime\/(accordion|cookie-banner|tracking|cart-count)\./);
  });

  test('one open at a time, the first open; a title animates its item for 250 ms', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.locator('[data-accordion-ready]')).toHaveCount(1);
    expect(await openStates(page)).toEqual([true, false, false, false]);

    // Read the animations the controller started, right after its click handler ran (a busy
    // machine could otherwise finish them before the test looks).
    await page.evaluate(() => {
      document.addEventListener('click', () => {
        (window as unknown as { started: unknown }).started = document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition === false)
          .map((animation) => animation.effect?.getTiming().duration);
      });
    });
    await page.getByText('Do you ship abroad?').click();
    const durations = await page.evaluate(() => (window as unknown as { started: unknown }).started);
    // The opening item and the closing one animate together.
    expect(durations).toEqual([250, 250]);
    await expect.poll(() => openStates(page)).toEqual([false, true, false, false]);
    await expect(page.getByText('Orders placed before noon leave the same day.')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test('keyboard: arrows move between titles with wrap, Enter and Space toggle', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.locator('[data-accordion-ready]')).toHaveCount(1);
    const titles = page.locator('.sqs-accordion__title');
    await titles.first().focus();
    await page.keyboard.press('ArrowUp');
    await expect(titles.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(titles.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(titles.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => openStates(page)).toEqual([false, true, false, false]);
    await page.keyboard.press('End');
    await expect(titles.nth(3)).toBeFocused();
    await page.keyboard.press(' ');
    await expect.poll(() => openStates(page)).toEqual([false, false, false, true]);
    await page.keyboard.press(' ');
    await expect.poll(() => openStates(page)).toEqual([false, false, false, false]);
    // Native <summary>: the browser exposes each title's expanded state to assistive technology.
    expect(
      await titles.evaluateAll((elements) =>
        elements.every((element) => element.parentElement?.tagName === 'DETAILS'),
      ),
    ).toBe(true);
  });

  test('with reduced motion, items open and close at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/faq');
    await expect(page.locator('[data-accordion-ready]')).toHaveCount(1);
    await page.getByText('Can you grind the beans for me?').click();
    // Only the accordion's height animation counts: hovering a title may start a colour
    // transition, and a banner elsewhere on the page may fade in.
    const heightAnimations = await page
      .locator('[data-accordion-ready]')
      .evaluate(
        (block) =>
          block
            .getAnimations({ subtree: true })
            .filter((animation) =>
              (animation.effect as KeyframeEffect | null)?.getKeyframes().some((frame) => 'height' in frame),
            ).length,
      );
    expect(heightAnimations).toBe(0);
    expect(await openStates(page)).toEqual([false, false, true, false]);
  });

  test('on a phone the titles fit and still open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/faq');
    await expect(page.locator('[data-accordion-ready]')).toHaveCount(1);
    await page.getByText('When is the café open?').click();
    await expect.poll(() => openStates(page)).toEqual([false, false, false, false]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });

  test('without JavaScript the browser opens and closes items, one at a time', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: DEMO_ORIGIN });
    const page = await context.newPage();
    await page.goto('/faq');
    expect(await openStates(page)).toEqual([true, false, false, false]);
    await page.getByText('Do you ship abroad?').click();
    expect(await openStates(page)).toEqual([false, true, false, false]);
    await context.close();
  });
});

test.describe('menu with tabs on /blocks', () => {
  const tab = (page: Page, name: string) => page.getByRole('tab', { name });

  test('first tab selected; arrows move with wrap; Enter and Space select', async ({ page }) => {
    await page.goto('/blocks');
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(tab(page, 'Breakfast')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Breakfast' })).toContainText('Eggs on sourdough');
    await expect(page.getByText('Soup of the day with bread')).toBeHidden();

    await tab(page, 'Breakfast').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Drinks')).toBeFocused();
    // Moving focus does not select: Enter or Space does.
    await expect(tab(page, 'Breakfast')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(tab(page, 'Drinks')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Drinks' })).toContainText('Cortado');
    await expect(page.getByText('Eggs on sourdough')).toBeHidden();

    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Breakfast')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Lunch')).toBeFocused();
    await page.keyboard.press(' ');
    await expect(tab(page, 'Lunch')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Drinks')).toHaveAttribute('aria-selected', 'false');
    expect(await page.getByRole('tab', { selected: true }).count()).toBe(1);
    // Tab leaves the list for the selected panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Lunch' })).toBeFocused();
  });

  test('on a phone, a tap selects', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/blocks');
    await tab(page, 'Lunch').click();
    await expect(page.getByRole('tabpanel', { name: 'Lunch' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });

  test('without JavaScript every menu shows under its heading and no tabs pretend to work', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: DEMO_ORIGIN });
    const page = await context.newPage();
    await page.goto('/blocks');
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const dish of ['Eggs on sourdough', 'Soup of the day with bread', 'Cortado'])
      await expect(page.getByText(dish)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lunch' })).toBeVisible();
    await context.close();
  });
});

test.describe('share buttons and social icons on /blocks', () => {
  test('plain links with the page’s address; nothing loads from a third party', async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(DEMO_ORIGIN)) outside.push(request.url());
    });
    await page.goto('/blocks');
    await page.waitForLoadState('networkidle');
    const share = page.getByRole('list', { name: 'Share this page' });
    const facebook = share.getByRole('link', { name: /Share on Facebook/ });
    const href = await facebook.getAttribute('href');
    expect(href).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(decodeURIComponent(href!.split('u=')[1] ?? '')).toMatch(/^https?:\/\/demo\.[^/]+\/blocks$/);
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(
      page.getByRole('list', { name: 'Follow us' }).getByRole('link', { name: 'Mastodon' }),
    ).toHaveAttribute('href', 'https://mastodon.social/');
    expect(outside).toEqual([]);
    for (const src of await moduleScripts(page))
      expect(src).toMatch(
        // The motion, embed and map blocks below these (demo-motion-data.ts, demo-embeds.ts, demo-map.ts) bring their own features.
        /^\/assets\/runtime\/(block-animations|menu-tabs|scaled-text|marquee|relative-time|text-highlight|cookie-banner|tracking|cart-count|booking|soundcloud|map)\./,
      );
  });
});

test.describe('scaled text and shapes on /blocks', () => {
  const line = (page: Page) => page.locator('.sqs-scaled-text');
  const fits = (page: Page) =>
    line(page).evaluate((element) => {
      const box = element.parentElement!;
      const width = element.getBoundingClientRect().width;
      return { fontSize: parseFloat(getComputedStyle(element).fontSize), width, available: box.clientWidth };
    });

  test('fills its box on one line, and refits 100 ms after the box changes width', async ({ page }) => {
    await page.goto('/blocks');
    await expect(page.locator('[data-scaled-text-fitted]')).toHaveCount(1);
    const wide = await fits(page);
    expect(wide.width).toBeLessThanOrEqual(wide.available + 0.5);
    // Fills the width, not merely fits: within a few percent of it.
    expect(wide.width).toBeGreaterThan(wide.available * 0.95);
    expect(await line(page).evaluate((element) => element.getClientRects().length)).toBe(1);

    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(async () => (await fits(page)).fontSize).toBeLessThan(wide.fontSize);
    const narrow = await fits(page);
    expect(narrow.fontSize).toBeGreaterThanOrEqual(11);
    expect(narrow.width).toBeLessThanOrEqual(narrow.available + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });

  test('without JavaScript the CSS estimate keeps it inside its box', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: DEMO_ORIGIN });
    const page = await context.newPage();
    await page.goto('/blocks');
    const { fontSize, available } = await fits(page);
    expect(fontSize).toBeGreaterThanOrEqual(11);
    expect(
      await line(page).evaluate((element) => element.scrollWidth <= element.parentElement!.clientWidth),
    ).toBe(true);
    expect(available).toBeGreaterThan(0);
    await context.close();
  });

  test('shapes take the spec’s height ratios: square 100, tall 150, wide 67', async ({ page }) => {
    await page.goto('/blocks');
    const ratios = await page
      .locator('.sqs-shape')
      .evaluateAll((shapes) =>
        shapes.map((shape) => Math.round((shape.clientHeight / shape.clientWidth) * 100)),
      );
    expect(ratios).toEqual([100, 150, 67]);
    await expect(page.getByRole('img', { name: 'A cup of coffee with a curl of steam' })).toBeVisible();
  });
});

test.describe('block animations on /blocks', () => {
  const social = (page: Page) => page.locator('.sqs-animate:has(.sqs-block-social-icons)');

  test('a block plays once it is wholly visible (its threshold 1), not before', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/blocks');
    await expect(page.locator('html[data-block-animations]')).toHaveCount(1);
    await expect(social(page)).not.toHaveClass(/animation-loaded/);
    expect(await social(page).evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await social(page).scrollIntoViewIfNeeded();
    await expect(social(page)).toHaveClass(/animation-loaded/);
    await expect.poll(() => social(page).evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await expect(page.getByRole('link', { name: 'Mastodon' })).toBeVisible();
  });

  test('with reduced motion nothing waits hidden', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/blocks');
    await expect(page.locator('.sqs-animate.animation-loaded')).toHaveCount(2);
    await expect(page.locator('html[data-block-animations]')).toHaveCount(0);
    expect(await social(page).evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });

  test('without JavaScript animated blocks are simply shown', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: DEMO_ORIGIN });
    const page = await context.newPage();
    await page.goto('/blocks');
    expect(await social(page).evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await context.close();
  });
});
