import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids';
import type { Layout } from '../../shared/layout/layout';
import type { Database } from '../db/client';
import { collectionItems } from '../modules/content/tables';
import { websites } from '../modules/websites/tables';
import { createSite, OWNER_PASSWORD } from '../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

/**
 * Summary v2 over an events page (its upcoming events, dates in the site's time zone) and a
 * gallery page (its images, each linking to its slide), rendered as visitors' pages do, through
 * the widget call; another site's collections show nothing.
 */
const NOW = new Date('2026-11-20T12:00:00Z');
const host = hostOf('summary-sources');
const otherHost = hostOf('summary-sources-other');
let database: Database;
let t: TestApp;
let owner: ReturnType<typeof visitor>;
let eventsId: string;
let galleryId: string;
let otherEventsId: string;

const summary = (value: Record<string, unknown>) => ({
  type: 'summary',
  id: newId(),
  value: { design: 'list', showDate: true, ...value },
});
async function render(widget: unknown, onHost = host): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/widget/GetWidgetRendering',
    remoteAddress: '203.0.113.20',
    headers: {
      host: onHost,
      origin: `http://${onHost}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ widgetJSON: JSON.stringify(widget) }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().html as string;
}
const titlesIn = (html: string) =>
  [...html.matchAll(/<h3 class="summary-v2__title"><a href="([^"]*)">([^<]*)<\/a>/g)].map((match) => [
    match[1]!.replace(/&amp;/g, '&'),
    match[2],
  ]);

async function eventsPage(as: ReturnType<typeof visitor>, urlId: string) {
  const created = await as.request('POST', '/api/rest/pages', {
    title: 'Concerts',
    urlId,
    type: 'events',
    navigation: '_hidden',
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().page.id as string;
}
async function addEvent(
  as: ReturnType<typeof visitor>,
  collectionId: string,
  patch: Record<string, unknown>,
) {
  const created = await as.request('POST', `/api/rest/events/${collectionId}/items`, {
    status: 1,
    location: 'Town hall',
    description: '',
    ...patch,
  });
  expect(created.statusCode, created.body).toBe(201);
}

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database, clock: () => NOW });
  const site = await createSite(t.services, 'summary-sources');
  const other = await createSite(t.services, 'summary-sources-other');
  await database.db
    .update(websites)
    .set({ timeZone: 'America/New_York' })
    .where(eq(websites.id, site.website.id));
  owner = visitor(t.app, host);
  await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
  const neighbour = visitor(t.app, otherHost);
  await neighbour.signIn(other.ownerEmail, OWNER_PASSWORD);

  eventsId = await eventsPage(owner, 'concerts');
  // Times as the owner types them, in the site's zone (New York, UTC-5 in winter).
  await addEvent(owner, eventsId, {
    title: 'Autumn recital',
    startsAt: '2026-10-01T19:00',
    endsAt: '2026-10-01T21:00',
  });
  await addEvent(owner, eventsId, {
    title: 'Winter concert',
    startsAt: '2026-12-05T19:30',
    endsAt: '2026-12-05T22:00',
  });
  // The owners' event form has no tags yet; the summary's filter reads the stored ones.
  await database.db
    .update(collectionItems)
    .set({ tags: ['Choir'] })
    .where(and(eq(collectionItems.websiteId, site.website.id), eq(collectionItems.title, 'Winter concert')));
  await addEvent(owner, eventsId, {
    title: 'Advent sing-along',
    startsAt: '2026-11-28T18:00',
    endsAt: '2026-11-28T20:00',
  });
  await addEvent(owner, eventsId, {
    title: 'Draft gala',
    status: 4,
    startsAt: '2026-11-30T18:00',
    endsAt: '2026-11-30T20:00',
  });

  const gallery = await owner.request('POST', '/api/rest/pages', {
    title: 'Harbour',
    type: 'gallery',
    navigation: '_hidden',
  });
  galleryId = gallery.json().page.id as string;
  const layout = (await owner.get(`/api/rest/pages/${galleryId}`)).json().layout as Layout;
  const items = [
    { id: 'quay', src: '/assets/static/demo/evening-coast.svg', alt: 'The quay', title: 'Quay at dusk' },
    { id: 'kiln', src: '/assets/static/demo/roastery-glow.svg', alt: '', title: '' },
  ];
  const saved = await owner.request('PUT', `/api/rest/pages/${galleryId}/layout`, {
    layout: {
      ...layout,
      blocks: layout.blocks.map((block) => ({ ...block, data: { ...block.data, items } })),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await owner.request('POST', '/api/rest/publish')).statusCode).toBe(200);

  otherEventsId = await eventsPage(neighbour, 'their-concerts');
  await addEvent(neighbour, otherEventsId, {
    title: 'Their secret show',
    startsAt: '2026-12-01T19:00',
    endsAt: '2026-12-01T21:00',
  });
  expect((await neighbour.request('POST', '/api/rest/publish')).statusCode).toBe(200);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('summary of an events page', () => {
  it('lists the upcoming published events, soonest first, dated in the site’s time zone', async () => {
    const html = await render(summary({ collectionId: eventsId }));
    expect(titlesIn(html)).toEqual([
      ['/concerts/advent-sing-along', 'Advent sing-along'],
      ['/concerts/winter-concert', 'Winter concert'],
    ]);
    // 19:30 in New York is 00:30 UTC the next day: the summary shows the site's wall time.
    expect(html).toContain('<time dateTime="2026-12-06T00:30:00.000Z">Dec 5, 2026, 7:30 PM</time>');
    expect(html).toContain('data-collection-type="events"');
  });

  it('filters by tag, and keeps to the item count', async () => {
    expect(titlesIn(await render(summary({ collectionId: eventsId, filterTag: 'choir' })))).toEqual([
      ['/concerts/winter-concert', 'Winter concert'],
    ]);
    expect(titlesIn(await render(summary({ collectionId: eventsId, itemCount: 1 })))).toHaveLength(1);
  });

  it('shows nothing of another site’s events page', async () => {
    const html = await render(summary({ collectionId: otherEventsId }));
    expect(html).not.toContain('Their secret show');
    expect(html).not.toContain('summary-v2__item');
  });
});

describe('summary of a gallery page', () => {
  it('lists its images in order, each linking to its slide, named by title or place', async () => {
    const html = await render(summary({ collectionId: galleryId, design: 'grid' }));
    expect(titlesIn(html)).toEqual([
      ['/harbour?itemId=quay', 'Quay at dusk'],
      ['/harbour?itemId=kiln', 'Harbour, image 2'],
    ]);
    expect(html).toContain('evening-coast.svg');
    expect(html).toContain('data-collection-type="gallery"');
  });

  it('lists none when filtered by a tag (gallery images carry none)', async () => {
    const html = await render(summary({ collectionId: galleryId, filterTag: 'harbour' }));
    expect(html).not.toContain('summary-v2__item');
  });
});
