import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { heading, layoutOf } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

const moduleScripts = (html: string) =>
  [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]);

let database: Database;
let t: TestApp;

async function siteWith(identifier: string, settings: Record<string, unknown>) {
  const website = await t.services.websites.create({ identifier, title: identifier, settings });
  await t.services.content.createCollection({
    websiteId: website.id,
    type: 'page',
    title: 'Home',
    urlId: 'home',
    navigation: 'main',
    layout: layoutOf(heading('Only words here')),
  });
  return website;
}

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  await siteWith('no-census', { censusDisabled: true });
  await siteWith('counted', {});
  await siteWith('with-banner', {
    cookieBanner: { isCookieBannerEnabled: true, isAnalyticsCookiesDisabled: true },
  });
  await siteWith('banner-no-census', { censusDisabled: true, cookieBanner: { isCookieBannerEnabled: true } });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('site-wide runtime features on content pages', () => {
  it('ships no JavaScript at all when census is disabled and there is no banner', async () => {
    const response = await visitor(t.app, hostOf('no-census')).get('/');
    expect(response.statusCode).toBe(200);
    expect(moduleScripts(response.body)).toEqual([]);
  });

  it('ships only the tracking module on a census-enabled site without a banner', async () => {
    expect(moduleScripts((await visitor(t.app, hostOf('counted')).get('/')).body)).toEqual([
      '/assets/runtime/tracking.test.js',
    ]);
  });

  it('ships the banner wherever it is enabled, and tracking only with census on', async () => {
    expect(moduleScripts((await visitor(t.app, hostOf('with-banner')).get('/')).body)).toEqual([
      '/assets/runtime/cookie-banner.test.js',
      '/assets/runtime/tracking.test.js',
    ]);
    expect(moduleScripts((await visitor(t.app, hostOf('banner-no-census')).get('/')).body)).toEqual([
      '/assets/runtime/cookie-banner.test.js',
    ]);
  });

  it('puts no tracking on pages that never record a hit (not found, search without a query)', async () => {
    const notFound = await visitor(t.app, hostOf('counted')).get('/nowhere');
    expect(notFound.statusCode).toBe(404);
    expect(moduleScripts(notFound.body)).toEqual([]);
    expect(moduleScripts((await visitor(t.app, hostOf('counted')).get('/search')).body)).toEqual([]);
    // With a query: tracking, which records the site search and no page view (start.ts).
    expect(moduleScripts((await visitor(t.app, hostOf('counted')).get('/search?q=words')).body)).toEqual([
      '/assets/runtime/tracking.test.js',
    ]);
    expect(moduleScripts((await visitor(t.app, hostOf('with-banner')).get('/nowhere')).body)).toEqual([
      '/assets/runtime/cookie-banner.test.js',
    ]);
  });
});
