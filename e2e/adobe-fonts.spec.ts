import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createOwnedSite } from './site-owner';

/**
 * An Adobe Fonts kit (Adobe's servers stood in for by routes: nothing leaves the machine): the
 * page loads the kit's stylesheet and font within its CSP, and a requested font the kit no longer
 * holds raises an error that the console shows and the error reporter sends (spec §9).
 */
const KIT_CSS = `@import url("https://p.typekit.net/p.css?s=1&k=abc1234");
@font-face{font-family:"proxima-nova";src:url("https://use.typekit.net/af/proxima.woff2") format("woff2");font-display:swap;font-style:normal;font-weight:400}`;
const FONT = readFileSync('node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2');

test('a font the Adobe kit no longer holds is reported; the ones it holds load within the CSP', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { owner, origin, call } = await createOwnedSite(browser, 'Kit Studio');
  const { design } = await call('GET', '/api/rest/design');
  await call('PUT', '/api/rest/design', {
    ...design,
    fonts: {
      heading: 'playfair-display',
      body: 'inter',
      adobeKitId: 'abc1234',
      adobeHeading: 'proxima-nova',
      adobeBody: 'museo-sans',
    },
  });
  await call('POST', '/api/rest/publish', {});
  await owner.context().close();

  const context = await browser.newContext();
  await context.route('https://use.typekit.net/abc1234.css', (route) =>
    route.fulfill({ contentType: 'text/css', body: KIT_CSS }),
  );
  await context.route('https://p.typekit.net/**', (route) =>
    route.fulfill({ contentType: 'text/css', body: '' }),
  );
  await context.route('https://use.typekit.net/af/proxima.woff2', (route) =>
    route.fulfill({ contentType: 'font/woff2', body: FONT, headers: { 'access-control-allow-origin': '*' } }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const reported = page.waitForRequest(
    (request) => request.url().endsWith('/api/events/RecordJavascriptErrors') && request.method() === 'POST',
  );
  await page.goto(`${origin}/`);
  const body = (await reported).postData() ?? '';
  expect(body).toContain('Typekit font \\"museo-sans\\" no longer exists in kit abc1234');
  expect(body).not.toContain('proxima-nova');
  expect(errors).toEqual(['Typekit font "museo-sans" no longer exists in kit abc1234']);

  // The kit's font is used for headings, loaded from the kit's host under the page's CSP.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.fonts.check('16px "proxima-nova"') &&
          [...document.fonts].some(
            (face) => face.family.replace(/"/g, '') === 'proxima-nova' && face.status === 'loaded',
          ),
      ),
    )
    .toBe(true);
  expect(violations).toEqual([]);
  await context.close();
});
