import { expect, test, type Browser, type Page } from '@playwright/test';
import { collectScriptRequests } from './helpers';
import { createOwnedSite, type OwnerCall } from './site-owner';

/**
 * The site-wide popup overlay (visitor-runtime §4, §6; media-and-platform §3) in a real browser,
 * on a site of this spec's own: designed in the owners' app, opened by its trigger, kept away by
 * its record in local storage (frequency, version, sign-up), off on phones when asked, always
 * shown to the signed-in owner, closed by Escape as the topmost dialog, counted in analytics.
 */
test.describe.configure({ mode: 'serial' });

let owner: Page;
let origin: string;
let call: OwnerCall;
let formId: string;
const TALL_PATH = '/popup-tall';

/** Every field of the popup, as the owners' app sends it. */
const basePopup = () => ({
  enabled: true,
  style: 'card',
  theme: 'light',
  version: 1,
  displayFrequency: 1,
  showUntilSignup: false,
  enableMobile: true,
  trigger: 'time',
  delaySeconds: 0,
  scrollPercent: 50,
  imageUrl: '',
  imageAlt: '',
  headline: 'Ten percent off your first bag',
  body: 'Join the list for roast notes.',
  action: 'newsletter',
  formId,
  buttonLabel: '',
  buttonHref: '',
});
let version = 1;
/** Saves the popup with these changes; each save gets a new version unless told, so old records do not count. */
async function setPopup(patch: Record<string, unknown>, bump = true): Promise<void> {
  if (bump) version += 1;
  await call('PUT', '/api/rest/popup-overlay', { ...basePopup(), version, ...patch });
}

const popupOf = (page: Page) => page.getByRole('dialog', { name: 'Ten percent off your first bag' });
const stored = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('popup-overlay') ?? 'null') as Record<string, unknown> | null,
  );

async function visitor(browser: Browser, options: { width?: number } = {}) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: options.width ?? 1280, height: 800 },
  });
  return { context, page: await context.newPage() };
}

/** "Does not show": the page runs its runtime, and after the trigger's time the popup is still hidden. */
async function expectNoPopup(page: Page, waitMs = 1_500) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(waitMs);
  await expect(page.locator('[data-popup-overlay]')).toBeHidden();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  ({ owner, origin, call } = await createOwnedSite(browser, 'Popup Roasters'));
  const created = await call('POST', '/api/rest/forms', {
    name: 'Popup list',
    kind: 'newsletter',
    fields: [{ id: 'email', type: 'email', title: 'Email Address', required: true }],
    settings: { submitButtonText: 'Sign Up', captcha: { provider: 'none', siteKey: '' } },
  });
  formId = created.form?.id ?? created.id;
  const { page } = await call('POST', '/api/rest/pages', {
    title: 'Tall',
    urlId: TALL_PATH.slice(1),
    navigation: '_hidden',
  });
  const tall = '<p>' + 'Slow roasting brings out sweetness. '.repeat(400) + '</p>';
  await call('PUT', `/api/rest/pages/${page.id}/layout`, {
    layout: {
      columns: 12,
      blocks: [{ id: 'a'.repeat(24), type: 'text', grid: { column: 1, span: 12 }, data: { html: tall } }],
    },
  });
  await call('POST', '/api/rest/publish', {});
});

/** The module scripts a page declares, sorted. */
const moduleEntries = async (page: Page) =>
  (
    await page
      .locator('script[type="module"]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? ''))
  ).sort();

test('the owner designs the popup; a visitor gets it after the delay, signs up through it (isOverlayForm), and never sees it again', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  // The site's JavaScript before it has a popup, to compare with after the popup is switched off.
  const before = await visitor(browser);
  const requestedBefore = collectScriptRequests(before.page);
  await before.page.goto(TALL_PATH);
  await before.page.waitForLoadState('load');
  expect(requestedBefore.some((url) => url.includes('/assets/runtime/popup.'))).toBe(false);
  // The page's own modules (chunks they import later, such as the performance code, come and go with timing).
  const scriptsBefore = await moduleEntries(before.page);

  await owner.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Settings' }).click();
  await owner.getByRole('link', { name: 'Design the site’s popup' }).click();
  await owner.getByLabel('Show the popup on my site').check();
  await owner.getByLabel('Headline').fill('Ten percent off your first bag');
  await owner.getByLabel('Text', { exact: true }).fill('Join the list for roast notes.');
  await owner.getByLabel('Newsletter form').selectOption({ label: 'Popup list' });
  await owner.getByLabel('Seconds after the page opens').fill('2');
  await owner.getByLabel('Stop showing it to a visitor who signed up or pressed its button').check();
  await owner.getByRole('button', { name: 'Save popup' }).click();
  await expect(owner.getByText('Popup saved.')).toBeVisible();
  expect(await call('GET', '/api/rest/popup-overlay')).toMatchObject({
    enabled: true,
    delaySeconds: 2,
    showUntilSignup: true,
    formId,
    version: 1,
  });

  const { context, page } = await visitor(browser);
  const scripts = collectScriptRequests(page);
  await page.goto('/');
  expect(scripts.some((url) => url.includes('/assets/runtime/popup.'))).toBe(true);
  const popup = popupOf(page);
  await expect(popup).toBeHidden();
  await expect(popup).toBeVisible({ timeout: 10_000 });
  // The timer starts once the document is parsed, so it cannot open before 2 s have passed.
  expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(2_000);
  await expect(popup).toHaveAttribute('aria-modal', 'true');
  await expect(popup).toBeFocused();
  // Fixed and opened after load: nothing on the page moved.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shift).toBe(0);
  const opacity = await page
    .locator('.sb-popup__backdrop')
    .evaluate((element) => getComputedStyle(element).opacity);
  expect(opacity).toBe('0.95');

  const saved = page.waitForRequest((request) => request.url().includes('/api/form/SaveFormSubmission'));
  await popup.getByLabel('Email Address').fill('popup-reader@example.com');
  await popup.getByRole('button', { name: 'Sign Up' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ formId, isOverlayForm: true });
  await expect(popup.getByRole('status')).toBeVisible();
  expect(await stored(page)).toMatchObject({ version: 1, submitted: true });
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  await page.reload();
  await expectNoPopup(page, 3_000);
  await context.close();

  // Impressions and conversions reach the owners' analytics, next to the forms.
  const { today } = await call('GET', '/api/census/analytics');
  await expect
    .poll(async () => {
      const table = await call('GET', `/api/census/analytics/conversions?from=${today}&to=${today}`);
      return (table.rows as unknown[][]).find((row) => row[0] === 'popup');
    })
    .toEqual(['popup', 'popup-overlay', '', 1, 1, expect.anything()]);

  await setPopup({ enabled: false });
  const after = await visitor(browser);
  await after.page.goto(TALL_PATH);
  await after.page.waitForLoadState('load');
  expect(await moduleEntries(after.page)).toEqual(scriptsBefore);
  await expect(after.page.locator('[data-popup-overlay]')).toHaveCount(0);
  await before.context.close();
  await after.context.close();
});

test('after a close it stays away for displayFrequency days, never with -1, and comes back for a new version', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  await setPopup({ displayFrequency: 1 });
  const { context, page } = await visitor(browser);
  await page.goto('/');
  const popup = popupOf(page);
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  const record = await stored(page);
  expect(record).toMatchObject({ version, submitted: false });
  expect(typeof record?.['date-closed']).toBe('number');

  await page.reload();
  await expectNoPopup(page);
  // A day later (the record's clock moved back a day): it shows again.
  await page.evaluate(() => {
    const value = JSON.parse(localStorage.getItem('popup-overlay')!);
    value['date-closed'] -= 24 * 60 * 60 * 1000 + 1000;
    localStorage.setItem('popup-overlay', JSON.stringify(value));
  });
  await page.reload();
  await expect(popup).toBeVisible();

  await setPopup({ displayFrequency: -1 });
  await page.reload();
  await expect(popup).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.evaluate(() => {
    const value = JSON.parse(localStorage.getItem('popup-overlay')!);
    value['date-closed'] -= 400 * 24 * 60 * 60 * 1000;
    localStorage.setItem('popup-overlay', JSON.stringify(value));
  });
  await page.reload();
  await expectNoPopup(page);
  // The owner bumps the version: everyone sees it again.
  await setPopup({ displayFrequency: -1 });
  await page.reload();
  await expect(popup).toBeVisible();
  await context.close();
});

test('opens on scroll past the percentage, and on exit intent on a computer', async ({ browser }) => {
  await setPopup({ trigger: 'scroll', scrollPercent: 50 });
  const { context, page } = await visitor(browser);
  await page.goto(TALL_PATH);
  const popup = popupOf(page);
  const scrollTo = (share: number) =>
    page.evaluate(
      (share) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * share),
      share,
    );
  await scrollTo(0.3);
  await expectNoPopup(page, 500);
  await scrollTo(0.6);
  await expect(popup).toBeVisible();

  await setPopup({ trigger: 'exit-intent' });
  await page.goto('/');
  await expectNoPopup(page, 500);
  await page.mouse.move(600, 300);
  await page.mouse.move(600, 0);
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, clientX: 600, clientY: 0, relatedTarget: null }),
    ),
  );
  await expect(popup).toBeVisible();
  await context.close();
});

test('stays off phones when enableMobile is off', async ({ browser }) => {
  await setPopup({ enableMobile: false });
  const phone = await visitor(browser, { width: 390 });
  await phone.page.goto('/');
  await expectNoPopup(phone.page);
  await phone.context.close();
  const desktop = await visitor(browser);
  await desktop.page.goto('/');
  await expect(popupOf(desktop.page)).toBeVisible();
  await desktop.context.close();
});

test('the signed-in owner always sees it at once, and Escape closes it before the owner’s own Escape action', async () => {
  // Conditions that keep every visitor away: a long delay, never again after a close, off phones.
  await setPopup({ delaySeconds: 600, displayFrequency: -1, enableMobile: false });
  await owner.setViewportSize({ width: 390, height: 800 });
  await owner.goto(`${origin}/?noredirect`);
  await owner.evaluate(
    (version) =>
      localStorage.setItem(
        'popup-overlay',
        JSON.stringify({ version, submitted: true, 'date-closed': Date.now() }),
      ),
    version,
  );
  await owner.reload();
  const popup = popupOf(owner);
  await expect(popup).toBeVisible();
  await owner.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  // The popup took that Escape: the owner is still on the page, not sent to the configuration.
  await owner.waitForTimeout(500);
  expect(new URL(owner.url()).pathname).toBe('/');
  await owner.setViewportSize({ width: 1280, height: 800 });
  await setPopup({ enabled: false });
});
