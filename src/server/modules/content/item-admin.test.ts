import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, heading, layoutOf, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

let database: Database;
let t: TestApp;
let owner: ReturnType<typeof visitor>;
const host = hostOf('bloggers');
const now = new Date(Math.floor(Date.now() / 1000) * 1000);
const nextWeek = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString();

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database, clock: () => now });
  const site = await createSite(t.services, 'bloggers');
  owner = visitor(t.app, host);
  await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('blogs and posts in the owners’ app', () => {
  it('creates a blog (published with the next publish) and posts whose status decides who sees them', async () => {
    const created = await owner.request('POST', '/api/rest/pages', { title: 'Field Notes', type: 'blog' });
    expect(created.statusCode).toBe(201);
    const blogId = created.json().page.id as string;
    expect(created.json().page.type).toBe('blog');
    await owner.request('POST', '/api/rest/publish');

    const post = (title: string, status: number, extra: Record<string, unknown> = {}) =>
      owner.request('POST', `/api/rest/blogs/${blogId}/items`, {
        title,
        status,
        body: layoutOf(heading(title)),
        ...extra,
      });
    expect((await post('Open for all', 1, { tags: ['harvest'], categories: ['Farms'] })).statusCode).toBe(
      201,
    );
    expect((await post('A rough draft', 4)).json().item.statusLabel).toBe('Draft');
    expect((await post('Waiting for Maya', 3)).json().item.statusLabel).toBe('Needs Review');
    expect((await post('Staff only', 5)).json().item.statusLabel).toBe('Private');
    const later = await post('Next week', 2, { publishOn: nextWeek });
    expect(later.json().item).toMatchObject({ statusLabel: 'Scheduled', publishOn: nextWeek });
    const unscheduled = await post('When?', 2);
    expect(unscheduled.statusCode).toBe(400);
    expect(unscheduled.json().errors).toEqual({ publishOn: 'Choose when to publish' });

    const listing = (await visitor(t.app, host).get('/field-notes')).body;
    expect(listing).toContain('Open for all');
    for (const hidden of ['A rough draft', 'Waiting for Maya', 'Staff only', 'Next week'])
      expect(listing).not.toContain(hidden);

    const blog = (await owner.get(`/api/rest/blogs/${blogId}`)).json();
    expect(blog.items.map((item: { statusLabel: string }) => item.statusLabel).sort()).toEqual([
      'Draft',
      'Needs Review',
      'Private',
      'Published',
      'Scheduled',
    ]);

    // Publishing a draft post shows it at once.
    const draft = blog.items.find((item: { title: string }) => item.title === 'A rough draft');
    const full = (await owner.get(`/api/rest/items/${draft.id}`)).json();
    expect(full.body.blocks[0].data.text).toBe('A rough draft');
    const updated = await owner.request('PUT', `/api/rest/items/${draft.id}`, {
      title: 'A finished story',
      status: 1,
      tags: full.tags,
      categories: full.categories,
    });
    expect(updated.json().item).toMatchObject({
      title: 'A finished story',
      statusLabel: 'Published',
      urlId: 'a-rough-draft',
    });
    expect((await visitor(t.app, host).get('/field-notes/a-rough-draft')).body).toContain('A finished story');

    expect((await owner.request('DELETE', `/api/rest/items/${draft.id}`)).statusCode).toBe(204);
    expect((await visitor(t.app, host).get('/field-notes/a-rough-draft')).statusCode).toBe(404);
  });

  it('refuses a URL another post of the blog uses', async () => {
    const blogId = (await owner.get('/api/rest/pages'))
      .json()
      .pages.find((page: { type: string }) => page.type === 'blog').id;
    const clash = await owner.request('POST', `/api/rest/blogs/${blogId}/items`, {
      title: 'Open for all',
      status: 4,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ urlId: 'Another post in this blog already uses this URL' });
  });
});
