import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, heading, layoutOf, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

let database: Database;
let t: TestApp;
let owner: ReturnType<typeof visitor>;
const host = hostOf('seo-owner');
const otherHost = hostOf('seo-neighbour');

const seo = (patch: Record<string, unknown> = {}) => ({
  title: '',
  description: '',
  socialImageUrl: '',
  hideFromSearch: false,
  ...patch,
});

async function addPage(title: string, urlId: string) {
  const created = await owner.request('POST', '/api/rest/pages', { title, urlId, navigation: '_hidden' });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().page.id as string;
  const saved = await owner.request('PUT', `/api/rest/pages/${id}/layout`, {
    layout: layoutOf(heading(title)),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await owner.request('POST', '/api/rest/publish')).statusCode).toBe(200);
  return id;
}
const patch = (id: string, body: Record<string, unknown>) =>
  owner.request('PATCH', `/api/rest/pages/${id}`, body);
const anonymous = (onHost = host) => visitor(t.app, onHost);
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  const site = await createSite(t.services, 'seo-owner');
  await createSite(t.services, 'seo-neighbour');
  owner = visitor(t.app, host);
  await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('a renamed page’s old URL slug', () => {
  it('redirects permanently to the page, and a chain A→B→C lands on C in one hop', async () => {
    const id = await addPage('Opening hours', 'hours-a');
    expect((await patch(id, { urlId: 'hours-b' })).statusCode).toBe(200);
    const once = await anonymous().get('/hours-a');
    expect(once.statusCode).toBe(301);
    expect(once.headers.location).toBe('/hours-b');

    expect((await patch(id, { urlId: 'Hours C' })).json().page.urlId).toBe('hours-c');
    for (const old of ['/hours-a', '/hours-b']) {
      const response = await anonymous().get(old);
      expect(response.statusCode, old).toBe(301);
      expect(response.headers.location, old).toBe('/hours-c');
    }
    const now = await anonymous().get('/hours-c');
    expect(now.statusCode).toBe(200);
    expect(now.body).toContain('Opening hours');
  });

  it('gives way to a new page that takes the old slug', async () => {
    const id = await addPage('Menu', 'menu-old');
    await patch(id, { urlId: 'menu-new' });
    expect((await anonymous().get('/menu-old')).statusCode).toBe(301);
    await addPage('Old menu archive', 'menu-old');
    const taken = await anonymous().get('/menu-old');
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toContain('Old menu archive');
    expect((await anonymous().get('/menu-new')).body).toContain('Menu');
  });

  it('never redirects on another site, and a deleted page takes its redirects with it', async () => {
    const id = await addPage('Team', 'team-old');
    await patch(id, { urlId: 'team-new' });
    expect((await anonymous().get('/team-old')).statusCode).toBe(301);
    expect((await anonymous(otherHost).get('/team-old')).statusCode).toBe(404);
    expect((await owner.request('DELETE', `/api/rest/pages/${id}`)).statusCode).toBe(204);
    expect((await anonymous().get('/team-old')).statusCode).toBe(404);
  });

  it('is not kept for a page nobody has seen yet (renamed before its first publish)', async () => {
    const created = await owner.request('POST', '/api/rest/pages', {
      title: 'Draft only',
      urlId: 'draft-first',
      navigation: '_hidden',
    });
    const id = created.json().page.id as string;
    await patch(id, { urlId: 'draft-second' });
    await owner.request('POST', '/api/rest/publish');
    expect((await anonymous().get('/draft-first')).statusCode).toBe(404);
    expect((await anonymous().get('/draft-second')).statusCode).toBe(200);
  });
});

describe('per-page SEO settings', () => {
  it('set the head’s title, description and sharing image, and are listed for the owners’ app', async () => {
    const id = await addPage('Catering', 'catering');
    const saved = await patch(id, {
      seo: seo({
        title: 'Catering for weddings & events',
        description: 'Menus for 20 to 200 guests.',
        socialImageUrl: '/media/catering.jpg',
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const html = (await anonymous().get('/catering')).body;
    expect(html).toContain('<title>Catering for weddings &amp; events</title>');
    expect(html).toContain('<meta name="description" content="Menus for 20 to 200 guests."');
    expect(html).toContain('<meta property="og:image" content="http://seo-owner.');
    expect(html).toContain('/media/catering.jpg"');
    expect(html).not.toContain('content="noindex"');
    const listed = (await owner.get('/api/rest/pages')).json().pages as Array<{
      id: string;
      seo: Record<string, unknown>;
    }>;
    expect(listed.find((page) => page.id === id)?.seo).toEqual(
      seo({
        title: 'Catering for weddings & events',
        description: 'Menus for 20 to 200 guests.',
        socialImageUrl: '/media/catering.jpg',
      }),
    );
  });

  it('“Hide from search engines” adds noindex and leaves the page out of the sitemap', async () => {
    const id = await addPage('Staff rota', 'staff-rota');
    expect(locsOf((await anonymous().get('/sitemap.xml')).body)).toContain(`http://${host}/staff-rota`);
    expect((await patch(id, { seo: seo({ hideFromSearch: true }) })).statusCode).toBe(200);
    const page = await anonymous().get('/staff-rota');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    const locs = locsOf((await anonymous().get('/sitemap.xml')).body);
    expect(locs).not.toContain(`http://${host}/staff-rota`);
    expect(locs).toContain(`http://${host}/`);
  });

  it('refuses bad input with field messages, never a 500', async () => {
    const id = await addPage('Limits', 'limits');
    const long = await patch(id, { seo: seo({ title: 'x'.repeat(10_000) }) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors['seo.title']).toBe('SEO titles must be 200 characters or fewer');
    const script = await patch(id, { seo: seo({ socialImageUrl: 'javascript:alert(1)' }) });
    expect(script.statusCode).toBe(400);
    const nul = await patch(id, { seo: seo({ description: 'a\u0000b' }) });
    expect(nul.statusCode).toBeLessThan(500);
    const missing = await patch(id, { seo: { title: 'only a title' } });
    expect(missing.statusCode).toBe(400);
    const otherSite = visitor(t.app, otherHost);
    expect((await otherSite.request('PATCH', `/api/rest/pages/${id}`, { seo: seo() })).statusCode).toBe(401);
  });
});

describe('the Pages list', () => {
  it('lists a Shop added from Pages with its settings', async () => {
    const created = await owner.request('POST', '/api/rest/pages', {
      title: 'Shop',
      type: 'products',
      navigation: '_hidden',
    });
    expect(created.statusCode, created.body).toBe(201);
    const pages = (await owner.get('/api/rest/pages')).json().pages as Array<{ type: string; title: string }>;
    expect(pages.find((page) => page.type === 'products')).toMatchObject({ title: 'Shop' });
  });
});
