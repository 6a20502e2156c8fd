import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { addContributor, ContributorRole, createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

/** The popup overlay's settings API and what the published pages carry because of it. */
let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
const host = hostOf('popup-api');

const popup = {
  enabled: true,
  style: 'split',
  theme: 'dark',
  version: 3,
  displayFrequency: -1,
  showUntilSignup: true,
  enableMobile: false,
  trigger: 'scroll',
  delaySeconds: 5,
  scrollPercent: 40,
  imageUrl: '',
  imageAlt: '',
  headline: 'Free shipping this week',
  body: 'On every order.',
  action: 'button',
  formId: '',
  buttonLabel: 'Shop now',
  buttonHref: '/shop',
};

async function owner() {
  const session = visitor(t.app, host);
  await session.signIn(site.ownerEmail, OWNER_PASSWORD);
  return session;
}

const popupScript = /<script[^>]+src="\/assets\/runtime\/popup\.test\.js"/;
const pageContextOf = (html: string) =>
  JSON.parse(/<script id="page-context" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as {
    popupOverlay: Record<string, unknown> | null;
  };

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  site = await createSite(t.services, 'popup-api');
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('popup overlay settings', () => {
  it('asks anonymous callers to sign in and refuses roles that may not edit', async () => {
    expect((await visitor(t.app, host).get('/api/rest/popup-overlay')).statusCode).toBe(401);
    await addContributor(t.services, site.website.id, ContributorRole.viewer, 'popup-viewer');
    const viewer = visitor(t.app, host);
    await viewer.signIn('popup-viewer@example.com', OWNER_PASSWORD);
    expect((await viewer.request('PUT', '/api/rest/popup-overlay', popup)).statusCode).toBe(403);
  });

  it('starts off, and a page then carries neither the popup nor its script', async () => {
    const session = await owner();
    expect((await session.get('/api/rest/popup-overlay')).json()).toMatchObject({
      enabled: false,
      version: 1,
    });
    const html = (await visitor(t.app, host).get('/')).body;
    expect(html).not.toMatch(popupScript);
    expect(html).not.toContain('data-popup-overlay');
    expect(pageContextOf(html).popupOverlay).toBeNull();
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const session = await owner();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ displayFrequency: -2 }, 'displayFrequency'],
      [{ displayFrequency: 1.5 }, 'displayFrequency'],
      [{ version: 0 }, 'version'],
      [{ scrollPercent: 101 }, 'scrollPercent'],
      [{ trigger: 'hover' }, 'trigger'],
      [{ buttonHref: 'javascript:alert(1)' }, 'buttonHref'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [{ action: 'newsletter', formId: '' }, 'formId'],
      [{ buttonLabel: '' }, 'buttonLabel'],
    ];
    for (const [patch, field] of cases) {
      const response = await session.request('PUT', '/api/rest/popup-overlay', { ...popup, ...patch });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(patch)).toContain(field);
    }
  });

  it('saves, and every page then carries the hidden popup, its script and its rules in the page context', async () => {
    const session = await owner();
    const saved = await session.request('PUT', '/api/rest/popup-overlay', popup);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(popup);
    expect((await session.get('/api/rest/popup-overlay')).json()).toEqual(popup);

    const html = (await visitor(t.app, host).get('/')).body;
    expect(html).toMatch(popupScript);
    expect(html).toMatch(
      /<div class="sb-popup sb-popup--split sb-popup--dark" data-popup-overlay="" hidden="">/,
    );
    expect(html).toContain('href="/shop" data-popup-action=""');
    expect(pageContextOf(html).popupOverlay).toEqual({
      style: 'split',
      version: 3,
      displayFrequency: -1,
      showUntilSignup: true,
      enableMobile: false,
      trigger: 'scroll',
      delaySeconds: 5,
      scrollPercent: 40,
    });
    // Never over an error page.
    const missing = (await visitor(t.app, host).get('/no-such-page')).body;
    expect(missing).not.toMatch(popupScript);
    expect(pageContextOf(missing).popupOverlay).toBeNull();
  });

  it('switched off again, pages lose it at once', async () => {
    const session = await owner();
    expect(
      (await session.request('PUT', '/api/rest/popup-overlay', { ...popup, enabled: false })).statusCode,
    ).toBe(200);
    const html = (await visitor(t.app, host).get('/')).body;
    expect(html).not.toMatch(popupScript);
    expect(html).not.toContain('data-popup-overlay');
  });
});
