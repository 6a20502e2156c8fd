import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createSite, OWNER_PASSWORD } from '../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/** Fonts of a published design: self-hosted files (only the chosen ones, body preloaded) and an optional Adobe Fonts kit. */
let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
let other: Awaited<ReturnType<typeof createSite>>;
const host = hostOf('fonts-kit');

async function owner(hostName = host, email = site.ownerEmail) {
  const session = visitor(t.app, hostName);
  await session.signIn(email, OWNER_PASSWORD);
  return session;
}

async function publishDesign(fonts: Record<string, string>, hostName = host, email = site.ownerEmail) {
  const session = await owner(hostName, email);
  const current = (await session.get('/api/rest/design')).json().design;
  const saved = await session.request('PUT', '/api/rest/design', { ...current, fonts });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await session.request('POST', '/api/rest/publish', {})).statusCode).toBe(200);
}

const pageContextOf = (html: string) =>
  JSON.parse(/<script id="page-context" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as {
    typekitId: string | null;
    typekitFonts: string[];
  };

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  site = await createSite(t.services, 'fonts-kit');
  other = await createSite(t.services, 'fonts-other');
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('design fonts', () => {
  it('links only the chosen self-hosted fonts, preloads the body font, and allows no outside font host', async () => {
    await publishDesign({ heading: 'playfair-display', body: 'inter' });
    const page = await visitor(t.app, host).get('/');
    expect(page.body).toContain(
      '<link rel="preload" href="/assets/fonts/inter-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    );
    expect(page.body).toContain('/assets/fonts/playfair-display-latin-700-normal.woff2');
    expect(page.body).not.toContain('/assets/fonts/lora-');
    expect(page.body).not.toContain('/assets/fonts/space-grotesk-');
    expect(page.body).not.toMatch(/use\.typekit\.net|adobe-fonts/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("font-src 'self';");
    expect(csp).not.toContain('typekit');
    expect(pageContextOf(page.body)).toMatchObject({ typekitId: null, typekitFonts: [] });
  });

  it('refuses a bad kit id or font name with a clear message, never a 500', async () => {
    const session = await owner();
    const current = (await session.get('/api/rest/design')).json().design;
    const cases: Array<[Record<string, string>, string, string]> = [
      [
        { adobeKitId: 'abc' },
        'fonts.adobeKitId',
        'Enter the 7-character kit id from Adobe Fonts, like abc1234',
      ],
      [
        { adobeKitId: 'abc1234"></style>' },
        'fonts.adobeKitId',
        'Enter the 7-character kit id from Adobe Fonts, like abc1234',
      ],
      [
        { adobeKitId: 'abc1234', adobeHeading: 'Proxima Nova"; }' },
        'fonts.adobeHeading',
        'Enter the font’s CSS name from Adobe Fonts, like proxima-nova',
      ],
      [
        { adobeBody: 'proxima-nova' },
        'fonts.adobeKitId',
        'Enter the kit id of the Adobe Fonts project that holds these fonts',
      ],
      [
        { adobeKitId: 'x'.repeat(10_000) },
        'fonts.adobeKitId',
        'Enter the 7-character kit id from Adobe Fonts, like abc1234',
      ],
    ];
    for (const [patch, field, message] of cases) {
      const response = await session.request('PUT', '/api/rest/design', {
        ...current,
        fonts: { ...current.fonts, ...patch },
      });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(patch)).toBe(message);
    }
  });

  it('with a kit: its stylesheet, its hosts in the CSP, the fonts first in the stacks, the page context and the checking runtime', async () => {
    await publishDesign({
      heading: 'playfair-display',
      body: 'inter',
      adobeKitId: 'abc1234',
      adobeHeading: 'proxima-nova',
      adobeBody: '',
    });
    const page = await visitor(t.app, host).get('/');
    expect(page.body).toContain('<link rel="stylesheet" href="https://use.typekit.net/abc1234.css"/>');
    expect(page.body).toContain('--font-heading:"proxima-nova", "Playfair Display", Georgia, serif');
    // The body still uses our own Inter, so it is still preloaded.
    expect(page.body).toContain('rel="preload" href="/assets/fonts/inter-latin-400-normal.woff2"');
    expect(page.body).toMatch(/<script type="module" src="\/assets\/runtime\/adobe-fonts\.test\.js"/);
    expect(pageContextOf(page.body)).toMatchObject({ typekitId: 'abc1234', typekitFonts: ['proxima-nova'] });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'self' [^;]*https:\/\/p\.typekit\.net https:\/\/use\.typekit\.net/);
    expect(csp).toContain("font-src 'self' https://use.typekit.net;");
    expect(csp).not.toMatch(/script-src[^;]*typekit/);

    // Another site's pages are untouched.
    const otherPage = await visitor(t.app, hostOf('fonts-other')).get('/');
    expect(otherPage.body).not.toMatch(/use\.typekit\.net|adobe-fonts/);
    expect(String(otherPage.headers['content-security-policy'])).not.toContain('typekit');
    void other;
  });
});
