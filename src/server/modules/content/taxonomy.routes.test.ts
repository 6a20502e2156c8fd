import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createShop, productInput, variant } from '../store/store-fixtures';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

/** Tags and categories: the owners' rename/delete across a blog, and visitors' ?tag= / ?category= lists. */
const host = hostOf('tags-owner');
let database: Database;
let t: TestApp;
let owner: ReturnType<typeof visitor>;
let blogId: string;
let otherBlogId: string;

async function newPost(title: string, tags: string[], categories: string[]) {
  const created = await owner.request('POST', `/api/rest/blogs/${blogId}/items`, {
    title,
    status: 1,
    tags,
    categories,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().item.id as string;
}
const taxonomy = (body: Record<string, unknown>, id = blogId) =>
  owner.request('POST', `/api/rest/blogs/${id}/taxonomy`, body);
const listOf = async (path: string) => (await visitor(t.app, host).get(path)).body;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  const site = await createSite(t.services, 'tags-owner');
  const other = await createSite(t.services, 'tags-other');
  const blog = (websiteId: string) =>
    t.services.content.createCollection({
      websiteId,
      type: 'blog',
      title: 'Journal',
      urlId: 'journal',
      navigation: '_hidden',
    });
  blogId = (await blog(site.website.id)).id;
  otherBlogId = (await blog(other.website.id)).id;
  owner = visitor(t.app, host);
  await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
  await newPost('Latte art at home', ['Latte', 'Milk'], ['Coffee/Espresso']);
  await newPost('Oolong notes', ['Tea'], ['Tea']);
  const { shop } = await createShop(t.services, site.website.id);
  await t.services.store.catalogue.create(
    site.website.id,
    shop.id,
    productInput('Espresso blend', [variant(1400, 10)], { tags: ['Dark'], categories: ['Coffee/Espresso'] }),
  );
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('tags and categories on posts', () => {
  it('refuses names over the spec’s limits with their messages', async () => {
    const response = await owner.request('POST', `/api/rest/blogs/${blogId}/items`, {
      title: 'Too long',
      status: 4,
      tags: ['x'.repeat(51)],
      categories: ['y'.repeat(26)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      'tags.0': 'Tags must be 50 characters or fewer',
      'categories.0': 'Categories must be 25 characters or fewer',
    });
  });

  it('lists them with counts, and renames one across every post', async () => {
    const listed = await owner.get(`/api/rest/blogs/${blogId}/taxonomy`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().tags).toEqual([
      { name: 'Latte', count: 1 },
      { name: 'Milk', count: 1 },
      { name: 'Tea', count: 1 },
    ]);
    const renamed = await taxonomy({
      tagType: 'category',
      action: 'rename',
      name: 'Coffee',
      newName: 'Drinks',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().categories.map((entry: { name: string }) => entry.name)).toEqual([
      'Drinks/Espresso',
      'Tea',
    ]);
  });

  it('says "This tag already exists" and "You may only edit one tag at a time"', async () => {
    const taken = await taxonomy({ tagType: 'tag', action: 'rename', name: 'Milk', newName: 'latte' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ newName: 'This tag already exists' });
    const several = await taxonomy({ tagType: 'tag', action: 'delete', name: ['Milk', 'Tea'] });
    expect(several.statusCode).toBe(400);
    expect(several.json().errors).toEqual({ name: 'You may only edit one tag at a time' });
  });

  it('deletes one from every post, and never reaches another site’s blog', async () => {
    const deleted = await taxonomy({ tagType: 'tag', action: 'delete', name: 'milk' });
    expect(deleted.json().tags.map((entry: { name: string }) => entry.name)).toEqual(['Latte', 'Tea']);
    expect((await owner.get(`/api/rest/blogs/${otherBlogId}/taxonomy`)).statusCode).toBe(404);
    expect((await taxonomy({ tagType: 'tag', action: 'delete', name: 'Tea' }, otherBlogId)).statusCode).toBe(
      404,
    );
  });
});

describe('visitors’ filtered lists', () => {
  it('lists a blog’s posts with a tag or in a category (nested ones included)', async () => {
    const tagged = await listOf('/journal?tag=latte');
    expect(tagged).toContain('Latte art at home');
    expect(tagged).not.toContain('Oolong notes');
    expect(tagged).toContain('Tagged “latte”');
    const category = await listOf('/journal?category=Drinks');
    expect(category).toContain('Latte art at home');
    expect(category).not.toContain('Oolong notes');
    expect(await listOf('/journal')).toContain('Oolong notes');
  });

  it('filters the shop list the same way', async () => {
    const dark = await listOf('/shop?tag=dark');
    expect(dark).toContain('Espresso blend');
    expect(dark).not.toContain('Brewing Guide');
    expect(await listOf('/shop?category=Coffee')).toContain('Espresso blend');
    expect(await listOf('/shop?category=Tea')).not.toContain('Espresso blend');
  });
});
