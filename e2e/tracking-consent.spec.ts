import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { DEMO_ORIGIN, E2E_OWNER_EMAIL, E2E_OWNER_PASSWORD } from './env';

/**
 * Consent and tracking on the demo site, whose cookie policy is restrictive (see the demo
 * seed): network capture proves what leaves the page before and after each choice.
 */
const TRACKING = /\/api\/(census\/|track\/|1\/performance\/|events\/Trace)/;
const TRACKING_COOKIES = ['ss_cvr', 'ss_cvt', 'ss_aid'];

function captureTracking(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (TRACKING.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

async function trackingCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => TRACKING_COOKIES.includes(cookie.name));
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Reads the owners' analytics API as the demo owner, in a browser context of their own
 * (Node cannot resolve *.localhost; Chromium can). One sign-in per call (sign-in is rate
 * limited); a path with `until` is re-read for up to 10 s until its answer matches.
 */
async function asOwner(
  browser: Browser,
  paths: Array<string | { path: string; until: string }>,
): Promise<{ login: number; answers: Array<{ status: number; type: string | null; text: string }> }> {
  const owner = await browser.newContext();
  try {
    const ownerPage = await owner.newPage();
    await ownerPage.goto(`${DEMO_ORIGIN}/contact`);
    return await ownerPage.evaluate(
      async ({ email, password, urls }) => {
        // A shared page sets no crumb: the first call without one is refused with it.
        const crumb =
          /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ??
          String(
            ((await (await fetch('/api/auth/Logout', { method: 'POST' })).json()) as { crumb: string }).crumb,
          );
        const login = await fetch('/api/auth/Login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(crumb) },
          body: JSON.stringify({ email, password }),
        });
        const answers = [];
        for (const entry of urls) {
          const { path, until } = typeof entry === 'string' ? { path: entry, until: '' } : entry;
          const deadline = Date.now() + 10_000;
          for (;;) {
            const response = await fetch(path);
            const answer = {
              status: response.status,
              type: response.headers.get('content-type'),
              text: await response.text(),
            };
            if (!until || new RegExp(until).test(answer.text) || Date.now() > deadline) {
              answers.push(answer);
              break;
            }
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
        return { login: login.status, answers };
      },
      { email: E2E_OWNER_EMAIL, password: E2E_OWNER_PASSWORD, urls: paths },
    );
  } finally {
    await owner.close();
  }
}

test.describe('cookie consent on a restrictive site', () => {
  test('before consent: a banner offers Accept and Decline alike, and nothing tracks', async ({
    page,
    context,
  }) => {
    const tracking = captureTracking(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Nothing is tracked unless you accept.');
    const accept = banner(page).getByRole('button', { name: 'Accept' });
    const decline = banner(page).getByRole('button', { name: 'Decline' });
    await expect(accept).toBeVisible();
    await expect(decline).toBeVisible();
    // Same layer, same prominence: equal height and the same styling.
    const [acceptBox, declineBox] = [await accept.boundingBox(), await decline.boundingBox()];
    expect(acceptBox?.height).toBe(declineBox?.height);
    expect(await accept.evaluate((element) => getComputedStyle(element).fontWeight)).toBe(
      await decline.evaluate((element) => getComputedStyle(element).fontWeight),
    );

    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Read the journal' }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(tracking.map((request) => request.url())).toEqual([]);
    expect(await trackingCookies(context)).toEqual([]);
  });

  test('after accept: visitor cookies, a page view, button census and performance are sent', async ({
    page,
    context,
    browser,
  }) => {
    const tracking = captureTracking(page);
    await page.goto('/');
    // A shared page comes without a crumb cookie: the first record is refused with a fresh crumb
    // (crumbFail) and the data layer sends it again at once; the record is the 201.
    const consentRecord = page.waitForResponse(
      (response) => response.url().includes('/api/consent/record') && response.status() !== 403,
    );
    const hit = page.waitForRequest((request) => request.url().endsWith('/api/census/RecordHit'));
    const settings = page.waitForRequest((request) => request.url().includes('/api/1/performance/settings'), {
      timeout: 15_000,
    });
    const render = page.waitForRequest((request) => request.url().endsWith('/api/census/button-render'));
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await consentRecord).status()).toBe(201);

    const hitBody = new URLSearchParams((await hit).postData() ?? '');
    expect(hitBody.get('event')).toBe('view');
    expect(hitBody.get('ss_cvr')).toMatch(/^[A-Za-z0-9-]+\|\d+\|\d+\|\d+\|1$/);
    expect(JSON.parse(hitBody.get('data') ?? '{}')).toMatchObject({
      pageType: 'page',
      isFirstLanding: true,
      title: expect.stringContaining('Larkspur'),
    });
    await settings;

    const cookies = Object.fromEntries(
      (await trackingCookies(context)).map((cookie) => [cookie.name, cookie.value]),
    );
    expect(Object.keys(cookies).sort()).toEqual(['ss_aid', 'ss_cvr', 'ss_cvt']);
    expect(decodeURIComponent(cookies.ss_cvr ?? '')).toMatch(/^[A-Za-z0-9-]+\|\d+\|\d+\|\d+\|1$/);
    expect(cookies.ss_cvt).toMatch(/^\d+$/);

    await page.getByRole('link', { name: 'Read the journal' }).scrollIntoViewIfNeeded();
    expect(JSON.parse((await render).postData() ?? '{}')).toMatchObject({ pagePath: '/' });
    const click = page.waitForRequest((request) => request.url().endsWith('/api/census/button-click'));
    await page.getByRole('link', { name: 'Read the journal' }).click();
    expect(JSON.parse((await click).postData() ?? '{}')).toMatchObject({
      buttonText: 'Read the journal',
      clickthroughUrl: '/journal',
    });
    await expect(page).toHaveURL('/journal');

    // Leaving the page hid it, so its page-speed records went out by beacon (Playwright does not
    // report beacons of a page being left, so the proof is what the server stored).
    const { answers } = await asOwner(browser, [
      { path: `/api/census/analytics/web-vitals?from=${today()}&to=${today()}`, until: '\\["LCP",[0-9.]+,' },
    ]);
    const vitals = JSON.parse(answers[0]?.text ?? '{}') as { rows: unknown[][] };
    const lcp = vitals.rows.find((row) => row[0] === 'LCP');
    expect(lcp?.[1]).toEqual(expect.any(Number));
    expect(['good', 'needs-improvement', 'poor']).toContain(lcp?.[2]);
    expect(lcp?.[3]).toBeGreaterThan(0);

    // The choice holds on the next page: no banner, a hit on load, and a way to change one's mind.
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cookie preferences' })).toBeVisible();
    await expect
      .poll(() => tracking.filter((request) => request.url().endsWith('/RecordHit')).length)
      .toBe(2);
  });

  test('after decline: tracking stops and the cookies are cleared', async ({ page, context }) => {
    const tracking = captureTracking(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(async () => (await trackingCookies(context)).length).toBe(3);

    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(async () => trackingCookies(context)).toEqual([]);
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain('ss_aid');

    const before = tracking.length;
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(tracking.slice(before).map((request) => request.url())).toEqual([]);
    expect(await trackingCookies(context)).toEqual([]);
    await expect(banner(page)).toHaveCount(0);
  });

  test('forced banner: force, update and unforce events; a forced banner changes no choice', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toHaveCount(0);
    const consentCookie = async () =>
      (await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed')?.value;
    const declined = await consentCookie();
    expect(declined).toMatch(/^false\./);

    await page.evaluate(() =>
      dispatchEvent(
        new CustomEvent('cookieBanner:force', {
          detail: {
            cookieBannerText: 'Preview of the banner',
            cookieBannerVariant: 'POPUP',
            cookieBannerPosition: 'TOP_RIGHT',
          },
        }),
      ),
    );
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toHaveClass(/sb-consent--forced-display/);
    await expect(banner(page)).toHaveClass(/sb-consent--TOP_RIGHT/);
    await expect(banner(page)).toContainText('Preview of the banner');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeVisible();
    expect(await consentCookie()).toBe(declined);

    await page.evaluate(() =>
      dispatchEvent(
        new CustomEvent('cookieBanner:update', { detail: { cookieBannerText: 'Updated preview' } }),
      ),
    );
    await expect(banner(page)).toContainText('Updated preview');

    await page.evaluate(() => dispatchEvent(new CustomEvent('cookieBanner:unforce')));
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cookie preferences' })).toBeVisible();
    expect(await trackingCookies(context)).toEqual([]);
  });

  test("an accepted visit reaches the owners' analytics, with its campaign", async ({ page, browser }) => {
    await page.goto('/about?utm_source=e2e-letter&utm_campaign=consent-proof');
    const hit = page.waitForResponse((response) => response.url().endsWith('/api/census/RecordHit'));
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    expect((await hit).status()).toBe(202);

    const { login, answers } = await asOwner(browser, [
      `/api/census/analytics/campaigns?from=${today()}&to=${today()}`,
      `/api/census/analytics/pages?from=${today()}&to=${today()}&format=csv`,
    ]);
    expect(login).toBe(200);
    const [campaigns, pagesCsv] = answers;
    expect(campaigns?.status).toBe(200);
    const rows = (JSON.parse(campaigns?.text ?? '{}') as { rows: unknown[][] }).rows;
    expect(
      rows.some((row) => row[0] === 'utm' && row[1] === 'e2e-letter' && row[3] === 'consent-proof'),
    ).toBe(true);
    // The first landing with campaign fields also went through the marketing landing tracker.
    expect(
      rows.some((row) => row[0] === 'landing' && row[1] === 'e2e-letter' && row[3] === 'consent-proof'),
    ).toBe(true);
    expect(pagesCsv?.type).toContain('text/csv');
    expect(pagesCsv?.text).toMatch(/\r\n\/about,\d+,\d+\r\n/);
  });

  // Error reports are operational, not tracking: sent before any choice unless the policy is absolute.
  test('JavaScript errors are reported in one debounced batch with the crumb header', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const reports: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/events/RecordJavascriptErrors')) reports.push(request);
    });
    // A shared page comes without a crumb cookie: the first report is refused with a fresh crumb
    // (crumbFail) and the data layer sends it again at once with it; that one is accepted.
    const accepted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/events/RecordJavascriptErrors') && response.status() === 202,
    );
    const thrownAt = Date.now();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('first failure');
      });
      setTimeout(() => {
        throw new Error('second failure');
      }, 50);
    });
    const request = (await accepted).request();
    expect(Date.now() - thrownAt).toBeGreaterThanOrEqual(1000);
    const crumb = (await context.cookies()).find((cookie) => cookie.name === 'crumb')?.value;
    expect(crumb).toBeTruthy();
    expect(request.headers()['x-csrf-token']).toBe(crumb);
    // One batch: the refused first try (if any) and its retry, nothing more.
    expect(reports.length).toBeLessThanOrEqual(2);
    const events = JSON.parse(request.postData() ?? '[]') as Array<{
      event: string;
      data: { message: string; stack?: string };
      timestamp: number;
    }>;
    expect(events.map((event) => event.data.message)).toEqual([
      'Uncaught Error: first failure',
      'Uncaught Error: second failure',
    ]);
    expect(events[0]?.data.stack).toContain('first failure');
  });
});
