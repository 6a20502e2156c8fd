import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import { productInput, variant } from './store-fixtures';

/** A product's tags and categories in the owners' API, and a shop page's rename/delete across its products. */
const host = hostOf('product-tags');
let database: Database;
let t: TestApp;
let owner: ReturnType<typeof visitor>;
let shopId: string;
let otherShopId: string;

const shopOf = (websiteId: string) =>
  t.services.content.createCollection({
    websiteId,
    type: 'products',
    title: 'Shop',
    urlId: 'shop',
    navigation: '_hidden',
  });
const newProduct = async (title: string, tags: string[], categories: string[]) => {
  const created = await owner.request('POST', '/api/commerce/products', {
    ...productInput(title, [variant(1200, 5)]),
    collectionId: shopId,
    tags,
    categories,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().product as { id: string; tags: string[]; categories: string[] };
};
const taxonomy = (body: Record<string, unknown>, id = shopId) =>
  owner.request('POST', `/api/commerce/collections/${id}/taxonomy`, body);
const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  const site = await createSite(t.services, 'product-tags');
  const other = await createSite(t.services, 'product-tags-other');
  shopId = (await shopOf(site.website.id)).id;
  otherShopId = (await shopOf(other.website.id)).id;
  await t.services.store.catalogue.create(
    other.website.id,
    otherShopId,
    productInput('Their tea', [variant(900, 1)], { tags: ['Tea'] }),
  );
  owner = visitor(t.app, host);
  await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('product tags and categories', () => {
  it('stores them from the product form, and refuses names over the spec’s limits', async () => {
    const beans = await newProduct('Espresso beans', ['Dark ', 'dark', 'Roasted'], ['Coffee / Espresso']);
    expect(beans.tags).toEqual(['Dark', 'Roasted']);
    expect(beans.categories).toEqual(['Coffee/Espresso']);
    await newProduct('Sencha', ['Green'], ['Tea']);
    const tooLong = await owner.request('PUT', `/api/commerce/products/${beans.id}`, {
      ...productInput('Espresso beans', [variant(1200, 5)]),
      tags: ['x'.repeat(51)],
      categories: ['y'.repeat(26)],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toMatchObject({
      'tags.0': 'Tags must be 50 characters or fewer',
      'categories.0': 'Categories must be 25 characters or fewer',
    });
  });

  it('lists a shop page’s names with counts and renames a category across its products', async () => {
    const listed = await owner.get(`/api/commerce/collections/${shopId}/taxonomy`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().tags).toEqual([
      { name: 'Dark', count: 1 },
      { name: 'Green', count: 1 },
      { name: 'Roasted', count: 1 },
    ]);
    const renamed = await taxonomy({
      tagType: 'category',
      action: 'rename',
      name: 'Coffee',
      newName: 'Drinks',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(names(renamed.json().categories)).toEqual(['Drinks/Espresso', 'Tea']);
    expect(
      await visitor(t.app, host)
        .get('/shop?category=Drinks')
        .then((r) => r.body),
    ).toContain('Espresso beans');
  });

  it('says "This tag already exists" and "You may only edit one category at a time"', async () => {
    const taken = await taxonomy({ tagType: 'tag', action: 'rename', name: 'Dark', newName: 'green' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ newName: 'This tag already exists' });
    const several = await taxonomy({ tagType: 'category', action: 'delete', name: ['Tea', 'Drinks'] });
    expect(several.statusCode).toBe(400);
    expect(several.json().errors).toEqual({ name: 'You may only edit one category at a time' });
  });

  it('deletes one from every product, and never reaches another site’s shop page', async () => {
    const deleted = await taxonomy({ tagType: 'tag', action: 'delete', name: 'roasted' });
    expect(names(deleted.json().tags)).toEqual(['Dark', 'Green']);
    expect((await owner.get(`/api/commerce/collections/${otherShopId}/taxonomy`)).statusCode).toBe(404);
    expect((await taxonomy({ tagType: 'tag', action: 'delete', name: 'Tea' }, otherShopId)).statusCode).toBe(
      404,
    );
    expect((await taxonomy({ tagType: 'tag', action: 'delete', name: 'Nothing' })).statusCode).toBe(404);
  });
});
