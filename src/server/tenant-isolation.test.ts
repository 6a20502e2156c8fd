import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemStatus } from '../shared/enums/platform';
import type { Database } from './db/client';
import { collectionById, visibleItems } from './modules/content/queries';
import { createSite, heading, layoutOf, OWNER_PASSWORD } from './testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from './testing/test-app';
import { openTestDatabase } from './testing/test-database';

/**
 * Two sites on one server. Everything one site's owner or visitors send must stay inside
 * that site: reads, writes, ids guessed from the other site, cookies carried across hosts.
 */
let database: Database;
let t: TestApp;
let alpha: Awaited<ReturnType<typeof createSite>>;
let beta: Awaited<ReturnType<typeof createSite>>;
let betaPostId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  alpha = await createSite(t.services, 'alpha');
  beta = await createSite(t.services, 'beta');
  const blog = await t.services.content.createCollection({
    websiteId: beta.website.id,
    type: 'blog',
    title: 'Beta news',
    urlId: 'news',
    navigation: 'main',
  });
  betaPostId = (
    await t.services.content.createItem({
      websiteId: beta.website.id,
      collectionId: blog.id,
      title: 'Beta secret plans',
      body: layoutOf(heading('Plans')),
      status: ItemStatus.published,
    })
  ).id;
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('tenant isolation', () => {
  it('shows each host only its own site', async () => {
    expect((await visitor(t.app, hostOf('alpha')).get('/')).body).toContain('Welcome to alpha');
    expect((await visitor(t.app, hostOf('alpha')).get('/')).body).not.toContain('Welcome to beta');
    expect((await visitor(t.app, hostOf('alpha')).get('/news')).statusCode).toBe(404);
    expect((await visitor(t.app, hostOf('alpha')).get(`/pages/${beta.home.id}`)).statusCode).toBe(404);
    expect((await visitor(t.app, hostOf('alpha')).get('/search?q=secret')).body).not.toContain(
      'Beta secret plans',
    );
    expect((await visitor(t.app, hostOf('beta')).get('/search?q=secret')).body).toContain(
      'Beta secret plans',
    );
  });

  it("does not let site A's session read or change site B", async () => {
    const alphaOwner = visitor(t.app, hostOf('alpha'));
    await alphaOwner.signIn(alpha.ownerEmail, OWNER_PASSWORD);
    // The same cookies, carried to B's host (as a proxy or a shared parent domain could): the
    // session is bound to A's host, so on B it is nobody's (signed out, 401).
    const carried = visitor(t.app, hostOf('beta'));
    Object.assign(carried.jar, alphaOwner.jar);
    expect((await carried.get('/api/auth/me')).json().account).toBeNull();
    expect((await carried.get('/api/site-header-footer')).statusCode).toBe(401);
    expect(
      (
        await carried.request('PUT', '/api/site-header-footer', {
          header: {},
          footer: { layout: { blocks: [] } },
        })
      ).statusCode,
    ).toBe(401);
    expect((await carried.get(`/api/rest/pages/${beta.home.id}`)).statusCode).toBe(401);
    expect(
      (
        await carried.request('PUT', `/api/rest/pages/${beta.home.id}/layout`, {
          layout: layoutOf(heading('Defaced')),
        })
      ).statusCode,
    ).toBe(401);

    // A's host with B's ids: the id exists, but not in A's site.
    expect((await alphaOwner.get(`/api/rest/pages/${beta.home.id}`)).statusCode).toBe(404);
    expect(
      (
        await alphaOwner.request('PUT', `/api/rest/pages/${beta.home.id}/layout`, {
          layout: layoutOf(heading('Defaced')),
        })
      ).statusCode,
    ).toBe(404);
    expect((await visitor(t.app, hostOf('beta')).get('/')).body).not.toContain('Defaced');

    // A's own site still works for A.
    expect(
      (
        await alphaOwner.request('PUT', `/api/rest/pages/${alpha.home.id}/layout`, {
          layout: layoutOf(heading('Alpha again')),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('scopes every content query by site', async () => {
    const db = database.db;
    expect(await collectionById(db, alpha.website.id, beta.home.id)).toBeNull();
    expect(await collectionById(db, beta.website.id, beta.home.id)).not.toBeNull();
    const blogOfBeta = (await collectionById(db, beta.website.id, beta.home.id))!;
    const fromAlpha = await visibleItems(
      db,
      { websiteId: alpha.website.id, collectionId: blogOfBeta.id },
      { offset: 0, limit: 10, now: new Date() },
    );
    expect(fromAlpha.items).toEqual([]);
    const fromAlphaSearch = await t.services.siteSearch.search({
      websiteId: alpha.website.id,
      query: 'Beta secret plans',
      kind: null,
      page: 1,
      now: new Date(),
    });
    expect(fromAlphaSearch.results.map((hit) => hit.title)).not.toContain('Beta secret plans');
    expect(betaPostId).toMatch(/^[0-9a-f]{24}$/);
  });
});
