import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Layout } from '../../../shared/layout/layout';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { GALLERY_PAGE_SHAPE } from './gallery-page';

let database: Database;
let t: TestApp;
let owner: ReturnType<typeof visitor>;
const host = hostOf('gallery-pages');
const neighbourHost = hostOf('gallery-neighbour');
const anonymous = (onHost = host) => visitor(t.app, onHost);
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

const items = [
  {
    id: 'quay',
    src: '/assets/static/demo/evening-coast.svg',
    alt: 'The quay at dusk',
    title: 'Quay at dusk',
    caption: 'Lanterns over the saltwater',
    width: 1600,
    height: 1000,
  },
  { id: 'kiln', src: '/assets/static/demo/roastery-glow.svg', alt: 'The kiln', title: 'Kiln' },
];

async function createGalleryPage(title: string, navigation: 'main' | '_hidden' = '_hidden') {
  const created = await owner.request('POST', '/api/rest/pages', { title, type: 'gallery', navigation });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().page.type).toBe('gallery');
  const id = created.json().page.id as string;
  const opened = await owner.get(`/api/rest/pages/${id}`);
  expect(opened.statusCode, opened.body).toBe(200);
  return { id, urlId: created.json().page.urlId as string, layout: opened.json().layout as Layout };
}
const withData = (layout: Layout, data: Record<string, unknown>): Layout => ({
  ...layout,
  blocks: layout.blocks.map((block) => ({ ...block, data: { ...block.data, ...data } })),
});
const saveDraft = (id: string, layout: unknown) =>
  owner.request('PUT', `/api/rest/pages/${id}/layout`, { layout });
const publish = async () => expect((await owner.request('POST', '/api/rest/publish')).statusCode).toBe(200);

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  const site = await createSite(t.services, 'gallery-pages');
  await createSite(t.services, 'gallery-neighbour');
  owner = visitor(t.app, host);
  await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('a gallery page', () => {
  it('renders at its own URL once published, in the design chosen, with addressable slides', async () => {
    const page = await createGalleryPage('Harbour photos');
    expect(page.urlId).toBe('harbour-photos');
    expect((await saveDraft(page.id, withData(page.layout, { items, design: 'slideshow' }))).statusCode).toBe(
      200,
    );
    // A draft only: visitors find nothing yet, the owners' preview shows it.
    expect((await anonymous().get('/harbour-photos')).statusCode).toBe(404);
    const preview = await owner.get(`/config/preview/${page.id}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('sqs-gallery--slideshow');

    await publish();
    const response = await anonymous().get('/harbour-photos');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<h1 class="page-header__title">Harbour photos<\/h1>/);
    expect(html).toContain('sqs-gallery--slideshow');
    expect(html.match(/<li class="sqs-gallery__slide/g)).toHaveLength(2);
    expect(html).toContain('data-slide-id="quay" data-slide-url="quay-at-dusk"');
    expect(html).toContain('data-image-dimensions="1600x1000"');
    // History is on for a gallery page, so the runtime honours ?itemId=; the page loads the gallery feature.
    expect(html).toContain('&quot;history&quot;:true');
    expect(html).toMatch(/<script[^>]+gallery/);
    // The deep link is the same page (the runtime selects the slide).
    const deep = await anonymous().get('/harbour-photos?itemId=kiln');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('data-slide-id="kiln"');
    // Items are not sub-pages.
    expect((await anonymous().get('/harbour-photos/kiln')).statusCode).toBe(404);
    // Another site's host never shows it.
    expect((await anonymous(neighbourHost).get('/harbour-photos')).statusCode).toBe(404);
  });

  it('is listed, opened and saved only as one gallery, with the spec’s messages', async () => {
    const page = await createGalleryPage('Workshop');
    const listed = (await owner.get('/api/rest/pages')).json().pages as Array<{ id: string; type: string }>;
    expect(listed.find((entry) => entry.id === page.id)?.type).toBe('gallery');

    const heading = { id: '0123456789abcdef01234567', type: 'heading', data: { text: 'Hi', level: 1 } };
    const refused = await saveDraft(page.id, { ...page.layout, blocks: [...page.layout.blocks, heading] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'layout.blocks': GALLERY_PAGE_SHAPE });
    const badItem = await saveDraft(
      page.id,
      withData(page.layout, { items: [{ src: 'javascript:alert(1)' }] }),
    );
    expect(badItem.statusCode).toBe(400);
    const badDesign = await saveDraft(page.id, withData(page.layout, { design: 'mosaic' }));
    expect(badDesign.statusCode).toBe(400);
    expect(badDesign.json().errors['layout.blocks.0.data.design']).toBe(
      'Choose stacked, slider, slideshow, grid, autogrid, autocolumns, carousel or list',
    );
    // Another site's owner cannot open or save it.
    const neighbour = visitor(t.app, neighbourHost);
    await neighbour.signIn('gallery-neighbour-owner@example.com', OWNER_PASSWORD);
    expect((await neighbour.get(`/api/rest/pages/${page.id}`)).statusCode).toBe(404);
    expect(
      (await neighbour.request('PUT', `/api/rest/pages/${page.id}/layout`, { layout: page.layout }))
        .statusCode,
    ).toBe(404);
  });

  it('is in the sitemap and search only when published and public', async () => {
    const page = await createGalleryPage('Lantern festival', 'main');
    await saveDraft(page.id, withData(page.layout, { items }));
    const sitemap = async () => locsOf((await anonymous().get('/sitemap.xml')).body);
    const search = async () => (await anonymous().get('/search?q=lanterns')).body;
    expect(await sitemap()).not.toContain(`http://${host}/lantern-festival`);

    await publish();
    expect(await sitemap()).toContain(`http://${host}/lantern-festival`);
    // Found by its slides' words (caption), linking to the page.
    expect(await search()).toContain('href="/lantern-festival"');

    const hidden = await owner.request('PATCH', `/api/rest/pages/${page.id}`, {
      seo: { title: '', description: '', socialImageUrl: '', hideFromSearch: true },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await sitemap()).not.toContain(`http://${host}/lantern-festival`);
    expect((await anonymous().get('/lantern-festival')).body).toContain('name="robots" content="noindex');

    // Out of the navigation, like a hidden page: not offered by search.
    await owner.request('PATCH', `/api/rest/pages/${page.id}`, { navigation: '_hidden' });
    expect(await search()).not.toContain('href="/lantern-festival"');
  });
});
