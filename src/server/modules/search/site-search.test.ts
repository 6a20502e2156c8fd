import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemStatus } from '../../../shared/enums/platform';
import { MATCH_END, MATCH_START } from '../../../shared/search/snippet';
import { textSearchConfigFor } from '../../../shared/search/text-search-config';
import type { Database } from '../../db/client';
import { block, createSite, heading, layoutOf, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { createShop, productInput, variant } from '../store/store-fixtures';
import { htmlToText, layoutText } from './document-text';

const text = (html: string) => block('text', { html, alignment: 'left' });

describe('document text', () => {
  it('reads the words of text, heading, quote and accordion blocks; tags go, entities decode', () => {
    const layout = layoutOf(
      heading('Our roastery'),
      text('<p>We roast <strong>Ethiopian</strong> beans &amp; more &lt;img src=x&gt;</p>'),
      block('quote', { text: 'Coffee is a hug', source: 'Ana' }),
      block('accordion', { items: [{ title: 'Hours', body: 'Seven to six' }] }),
      block('spacer', { height: 2 }),
    );
    expect(layoutText(layout)).toBe(
      'Our roastery We roast Ethiopian beans & more <img src=x> Coffee is a hug Ana Hours Seven to six',
    );
    expect(htmlToText('a&#x41;&#66;&nbsp;c\u0001')).toBe('aAB c\u0001');
    expect(layoutText(layoutOf(text('bell\u0001ring\u0002')))).toBe('bell ring');
  });

  it('maps the site language to a text-search configuration, simple when PostgreSQL has none', () => {
    expect(textSearchConfigFor('en-US')).toBe('english');
    expect(textSearchConfigFor('pt-BR')).toBe('portuguese');
    expect(textSearchConfigFor('de')).toBe('german');
    expect(textSearchConfigFor('ja-JP')).toBe('simple');
    expect(textSearchConfigFor("x'); drop table websites; --")).toBe('simple');
  });
});

describe.each(testEngines)('site search on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let site: Awaited<ReturnType<typeof createSite>>;
  const identifier = `find${engine}`;

  const search = (query: string, extra: { kind?: 'page' | 'blog-post' | 'product'; page?: number } = {}) =>
    t.services.siteSearch.search({
      websiteId: site.website.id,
      query,
      kind: extra.kind ?? null,
      page: extra.page ?? 1,
      now: new Date(),
    });
  const titles = async (query: string) => (await search(query)).results.map((result) => result.title);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database });
    site = await createSite(t.services, identifier);
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it('finds published page text, ranked, with marked snippets; a draft word only after Publish', async () => {
    const about = await t.services.content.createCollection({
      websiteId: site.website.id,
      type: 'page',
      title: 'About us',
      urlId: 'about',
      navigation: 'main',
      layout: layoutOf(
        heading('Roasting since 1998'),
        text('<p>We roast Ethiopian beans every morning.</p>'),
      ),
    });
    await t.services.content.createCollection({
      websiteId: site.website.id,
      type: 'page',
      title: 'Ethiopian origins',
      urlId: 'origins',
      navigation: 'main',
      layout: layoutOf(text('<p>Ethiopian coffee, Ethiopian farms, Ethiopian washing stations.</p>')),
    });
    const found = await search('ethiopian');
    expect(found.results.map((result) => result.title)).toEqual(['Ethiopian origins', 'About us']);
    expect(found.results[1]).toMatchObject({ kind: 'page', href: '/about' });
    expect(found.results[1]!.snippet).toContain(`${MATCH_START}Ethiopian${MATCH_END}`);
    // English stemming: "roasted" finds "roast" and "Roasting".
    expect(await titles('roasted')).toEqual(['About us']);

    await t.services.pageAdmin.saveDraft(
      site.website.id,
      about.id,
      layoutOf(text('<p>Zanzibar cloves.</p>')),
    );
    expect(await titles('zanzibar')).toEqual([]);
    await t.services.publishing.publish(site.website.id);
    expect(await titles('zanzibar')).toEqual(['About us']);
    // The replaced text is gone with the old layout.
    expect(await titles('morning')).toEqual([]);
  });

  it('never lists locked or hidden pages, drafts, future posts, draft products or other sites', async () => {
    await t.services.content.createCollection({
      websiteId: site.website.id,
      type: 'page',
      title: 'Staff room',
      urlId: 'staff',
      navigation: 'main',
      password: 'open sesame',
      layout: layoutOf(text('<p>Kumquat secret recipe.</p>')),
    });
    await t.services.content.createCollection({
      websiteId: site.website.id,
      type: 'page',
      title: 'Unlisted',
      urlId: 'unlisted',
      navigation: '_hidden',
      layout: layoutOf(text('<p>Kumquat unlisted.</p>')),
    });
    const blog = await t.services.content.createCollection({
      websiteId: site.website.id,
      type: 'blog',
      title: 'Journal',
      urlId: 'journal',
      navigation: 'main',
    });
    const post = (title: string, status: ItemStatus, publishOn?: Date) =>
      t.services.content.createItem({
        websiteId: site.website.id,
        collectionId: blog.id,
        title,
        body: layoutOf(text('<p>Kumquat season notes.</p>')),
        status,
        ...(publishOn ? { publishOn } : {}),
      });
    await post('Kumquat published', ItemStatus.published);
    await post('Kumquat draft', ItemStatus.draft);
    await post('Kumquat later', ItemStatus.scheduled, new Date(Date.now() + 86_400_000));
    const { shop } = await createShop(t.services, site.website.id);
    await t.services.store.catalogue.create(site.website.id, shop.id, {
      ...productInput('Kumquat jam', [variant(900, 5)]),
      description: 'Bitter kumquat marmalade',
    });
    await t.services.store.catalogue.create(site.website.id, shop.id, {
      ...productInput('Kumquat draft jam', [variant(900, 5)]),
      status: 'draft',
    });
    const other = await createSite(t.services, `other${engine}`);
    await t.services.content.createCollection({
      websiteId: other.website.id,
      type: 'page',
      title: 'Other kumquats',
      urlId: 'kumquats',
      navigation: 'main',
      layout: layoutOf(text('<p>Kumquat from the other site.</p>')),
    });

    const found = await search('kumquat');
    expect(found.results.map((result) => [result.kind, result.title, result.href]).sort()).toEqual([
      ['blog-post', 'Kumquat published', '/journal/kumquat-published'],
      ['product', 'Kumquat jam', expect.stringMatching(/^\/shop\/kumquat-jam$/)],
    ]);
    expect(found.counts).toEqual({ page: 0, 'blog-post': 1, product: 1, event: 0 });
    expect(JSON.stringify(found)).not.toMatch(/secret|unlisted|other site/i);
    expect((await search('kumquat', { kind: 'product' })).results.map((result) => result.title)).toEqual([
      'Kumquat jam',
    ]);
  });

  it('pages through results and filters by type', async () => {
    const blog = await t.services.content.createCollection({
      websiteId: site.website.id,
      type: 'blog',
      title: 'Lychee log',
      urlId: 'lychee-log',
      navigation: 'main',
    });
    for (let index = 1; index <= 12; index += 1)
      await t.services.content.createItem({
        websiteId: site.website.id,
        collectionId: blog.id,
        title: `Lychee note ${String(index).padStart(2, '0')}`,
        body: layoutOf(text('<p>Lychee tasting.</p>')),
        status: ItemStatus.published,
      });
    const first = await search('lychee', { kind: 'blog-post' });
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 2 });
    expect(first.results).toHaveLength(10);
    const second = await search('lychee', { kind: 'blog-post', page: 2 });
    expect(second.results).toHaveLength(2);
    const all = [...first.results, ...second.results].map((result) => result.title);
    expect(new Set(all).size).toBe(12);
    expect((await search('lychee', { kind: 'page' })).results).toEqual([]);
    // Out-of-range pages answer the last allowed page's slice, never an error.
    expect((await search('lychee', { page: 99_999 })).results).toEqual([]);
    // Queries of only operators or stop words, and odd input, find nothing without failing.
    for (const odd of ['the', '"', '-', 'a & | ! :*', "'); drop table x; --", '\u0001\u0002'])
      expect((await search(odd)).results).toEqual([]);
  });

  it('shows page text that looks like HTML as text on /search (no markup injected)', async () => {
    await t.services.content.createCollection({
      websiteId: site.website.id,
      type: 'page',
      title: 'Tea corner',
      urlId: 'tea',
      navigation: 'main',
      layout: layoutOf(
        text('<p>Oolong &lt;img src=x onerror=alert(1)&gt; oolong &lt;script&gt;alert(2)&lt;/script&gt;</p>'),
      ),
    });
    const response = await visitor(t.app, hostOf(identifier)).get('/search?q=oolong');
    expect(response.statusCode).toBe(200);
    const results = response.body.slice(response.body.indexOf('search-results'));
    expect(results).toContain('<mark>Oolong</mark>');
    expect(results).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(results).not.toMatch(/<img[^>]*onerror/);
    expect(results).not.toContain('<script>alert(2)');
  });

  it('answers /search without JavaScript: GET form, filters and pages as links', async () => {
    const response = await visitor(t.app, hostOf(identifier)).get('/search?q=lychee&type=posts&page=2');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('12 results for “lychee”');
    expect(response.body).toContain('href="/search?q=lychee&amp;type=posts"');
    expect(response.body).toContain('rel="prev"');
    expect(response.body).toContain('Page 2 of 2');
    const none = await visitor(t.app, hostOf(identifier)).get('/search?q=qwertyuiop');
    expect(none.body).toContain('No results found.');
    const junk = await visitor(t.app, hostOf(identifier)).get(
      `/search?q=${'x'.repeat(5000)}&type=<b>&page=-3`,
    );
    expect(junk.statusCode).toBe(200);
  });

  it('"Show search in the header": on by default, off through the owners\' settings, on again', async () => {
    const headerControl = async () =>
      (await visitor(t.app, hostOf(identifier)).get('/')).body.includes('id="site-header-search"');
    expect(await headerControl()).toBe(true);
    const owner = visitor(t.app, hostOf(identifier));
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
    const settings = (await owner.request('GET', '/api/rest/site-settings')).json();
    expect(settings.header.showSearch).toBe(true);
    const save = (showSearch?: boolean) =>
      owner.request('PUT', '/api/rest/site-settings', {
        ...settings,
        header: {
          showTitle: settings.header.showTitle,
          alignment: settings.header.alignment,
          ...(showSearch === undefined ? {} : { showSearch }),
        },
      });
    expect((await save(false)).statusCode).toBe(200);
    expect(await headerControl()).toBe(false);
    // A client that predates the setting leaves it as it is.
    expect((await save()).statusCode).toBe(200);
    expect(await headerControl()).toBe(false);
    expect((await owner.request('GET', '/api/rest/site-settings')).json().header.showSearch).toBe(false);
    expect((await save(true)).statusCode).toBe(200);
    expect(await headerControl()).toBe(true);
  });
  it('finds a published event by its words and location, never a draft event', async () => {
    const events = await t.services.content.createCollection({
      websiteId: site.website.id,
      type: 'events',
      title: 'Gigs',
      urlId: 'gigs',
      navigation: '_hidden',
    });
    const add = (title: string, status: 1 | 4, location: string, description: string) =>
      t.services.eventAdmin.create(site.website.id, events.id, {
        title,
        status,
        startsAt: '2027-02-01T20:00',
        endsAt: '2027-02-01T22:00',
        location,
        description,
      });
    await add('Harbour night', 1, 'Quayside warehouse', '<p>Accordion marathon.</p>');
    await add('Closed rehearsal', 4, 'Quayside basement', '<p>Accordion secrets.</p>');
    const found = await search('accordion');
    expect(found.results.map((result) => [result.kind, result.title, result.href])).toEqual([
      ['event', 'Harbour night', '/gigs/harbour-night'],
    ]);
    expect(found.counts.event).toBe(1);
    expect(await titles('warehouse')).toEqual(['Harbour night']);
    expect(await titles('basement')).toEqual([]);
  });
});
