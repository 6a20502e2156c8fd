import { expect, test } from '@playwright/test';
import { DEMO_ORIGIN } from './env';

/**
 * Privacy by default (issue 17): every demo page, showcases included, loads only from the site
 * itself until the visitor acts (a press, a consent, a scroll to a lazy block). Provider videos,
 * social embeds, booking widgets and maps all wait for that.
 */
const DEMO_PAGES = [
  '/',
  '/about',
  '/contact',
  '/journal',
  '/journal/inside-our-roast-log',
  '/shop',
  '/shop/house-blend',
  '/gallery',
  '/roastery-photos',
  '/faq',
  '/blocks',
  '/search?q=coffee',
  '/cart',
];

test('no demo page asks another host for anything before the visitor acts', async ({ page }) => {
  test.setTimeout(120_000);
  const outside = new Map<string, string[]>();
  let current = '';
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(DEMO_ORIGIN) || url.startsWith('data:') || url.startsWith('blob:')) return;
    outside.set(current, [...(outside.get(current) ?? []), url]);
  });
  for (const path of DEMO_PAGES) {
    current = path;
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    await page.waitForLoadState('networkidle');
  }
  expect(Object.fromEntries(outside)).toEqual({});
});
