import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  addContributor,
  block,
  ContributorRole,
  createSite,
  layoutOf,
  OWNER_PASSWORD,
} from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

/** The cookie banner, census and Pinterest overlay settings API, and what published pages carry because of it. */
let database: Database;
let t: TestApp;
let site: Awaited<ReturnType<typeof createSite>>;
const host = hostOf('behaviour-api');

const behaviour = {
  cookieBanner: {
    isCookieBannerEnabled: true,
    cookieBannerText: 'We bake cookies and count visits.',
    cookieBannerCtaText: 'Fine',
    cookieBannerOptOutCtaText: 'No thanks',
    cookieBannerPosition: 'TOP_RIGHT',
    cookieBannerTheme: 'LIGHT',
    cookieBannerVariant: 'POPUP',
    cookieBannerCtaVariant: 'BUTTON',
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    isActivityLogEnabled: false,
    isAnalyticsCookiesDisabled: true,
    isRestrictiveCookiePolicyAbsolute: false,
  },
  censusEnabled: true,
  pinterestOverlay: { enabled: true },
};

async function owner() {
  const session = visitor(t.app, host);
  await session.signIn(site.ownerEmail, OWNER_PASSWORD);
  return session;
}
const pageContextOf = (html: string) =>
  JSON.parse(/<script id="page-context" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as {
    cookieSettings: Record<string, unknown>;
    pinterestOverlay: { enabled: boolean };
  };
const script = (feature: string) => new RegExp(`<script[^>]+src="/assets/runtime/${feature}\\.`);

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  site = await createSite(t.services, 'behaviour-api');
  await t.services.content.createCollection({
    websiteId: site.website.id,
    type: 'page',
    title: 'Photos',
    urlId: 'photos',
    navigation: 'main',
    layout: layoutOf(block('image', { src: '/assets/static/logo.svg', alt: 'Our shop' })),
  });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('site behaviour settings', () => {
  it('asks anonymous callers to sign in and refuses roles that may not edit', async () => {
    expect((await visitor(t.app, host).get('/api/rest/site-behaviour')).statusCode).toBe(401);
    await addContributor(t.services, site.website.id, ContributorRole.viewer, 'behaviour-viewer');
    const editor = visitor(t.app, host);
    await editor.signIn('behaviour-viewer@example.com', OWNER_PASSWORD);
    expect((await editor.request('PUT', '/api/rest/site-behaviour', behaviour)).statusCode).toBe(403);
  });

  it("starts from the spec's defaults, census on, Pinterest off (no Pinterest JavaScript)", async () => {
    const session = await owner();
    expect((await session.get('/api/rest/site-behaviour')).json()).toEqual({
      cookieBanner: {
        isCookieBannerEnabled: false,
        cookieBannerText:
          'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
        cookieBannerCtaText: 'Accept',
        cookieBannerOptOutCtaText: 'Decline',
        cookieBannerPosition: 'BOTTOM',
        cookieBannerTheme: 'DARK',
        cookieBannerVariant: 'BAR',
        cookieBannerCtaVariant: 'ICON',
        cookieBannerAcceptType: 'OPT_IN',
        isActivityLogEnabled: true,
        isAnalyticsCookiesDisabled: false,
        isRestrictiveCookiePolicyAbsolute: false,
      },
      censusEnabled: true,
      pinterestOverlay: { enabled: false },
    });
    const html = (await visitor(t.app, host).get('/photos')).body;
    expect(html).not.toMatch(script('pinterest-overlay'));
    expect(pageContextOf(html).pinterestOverlay).toEqual({ enabled: false });
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const session = await owner();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ cookieBannerPosition: 'MIDDLE' }, 'cookieBanner.cookieBannerPosition'],
      [{ cookieBannerVariant: 'MODAL' }, 'cookieBanner.cookieBannerVariant'],
      [{ cookieBannerCtaText: 'x'.repeat(41) }, 'cookieBanner.cookieBannerCtaText'],
      // NUL is refused at the edge for every request (the one text rule), before the schema.
      [{ cookieBannerText: 'a\u0000b' }, ''],
      [{ cookieBannerText: 'x'.repeat(10_000_000) }, ''],
    ];
    for (const [patch, field] of cases) {
      const response = await session.request('PUT', '/api/rest/site-behaviour', {
        ...behaviour,
        cookieBanner: { ...behaviour.cookieBanner, ...patch },
      });
      expect(response.statusCode, JSON.stringify(patch).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      if (field) expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
  });

  it('saves every field and pages follow: banner settings, the Pinterest script on image pages only', async () => {
    const session = await owner();
    const saved = await session.request('PUT', '/api/rest/site-behaviour', behaviour);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(behaviour);
    expect((await session.get('/api/rest/site-behaviour')).json()).toEqual(behaviour);
    const photos = (await visitor(t.app, host).get('/photos')).body;
    expect(photos).toMatch(script('pinterest-overlay'));
    expect(pageContextOf(photos).pinterestOverlay).toEqual({ enabled: true });
    expect(pageContextOf(photos).cookieSettings).toMatchObject({
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerOptOutCtaText: 'No thanks',
    });
    // The home page has no image: no Pinterest JavaScript there.
    expect((await visitor(t.app, host).get('/')).body).not.toMatch(script('pinterest-overlay'));
  });

  it("converts a position of the other variant's kind by the spec's rule", async () => {
    const session = await owner();
    const bar = await session.request('PUT', '/api/rest/site-behaviour', {
      ...behaviour,
      cookieBanner: {
        ...behaviour.cookieBanner,
        cookieBannerVariant: 'BAR',
        cookieBannerPosition: 'TOP_RIGHT',
      },
    });
    expect(bar.json().cookieBanner.cookieBannerPosition).toBe('TOP');
    const popup = await session.request('PUT', '/api/rest/site-behaviour', {
      ...behaviour,
      cookieBanner: {
        ...behaviour.cookieBanner,
        cookieBannerVariant: 'POPUP',
        cookieBannerPosition: 'BOTTOM',
      },
    });
    expect(popup.json().cookieBanner.cookieBannerPosition).toBe('BOTTOM_LEFT');
  });

  it('census off: no tracking JavaScript and no recorded hits; back on again', async () => {
    const session = await owner();
    await session.request('PUT', '/api/rest/site-behaviour', { ...behaviour, censusEnabled: false });
    expect((await visitor(t.app, host).get('/')).body).not.toMatch(script('tracking'));
    await session.request('PUT', '/api/rest/site-behaviour', { ...behaviour, censusEnabled: true });
    expect((await visitor(t.app, host).get('/')).body).toMatch(script('tracking'));
  });
});
