import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createSite, heading, layoutOf } from '../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';

// The render cache is off: only the per-version memo of home page and navigation stands
// between a published change and the next render.
let database: Database;
let t: TestApp;
const host = hostOf('memo');

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database, config: { renderCache: false } });
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('home page and navigation read once per content version', () => {
  it('shows a published navigation change and a new home page on the very next render', async () => {
    const { website } = await createSite(t.services, 'memo');
    const guest = visitor(t.app, host);
    const before = await guest.get('/');
    expect(before.body).toContain('Welcome to memo');
    expect(before.body).not.toContain('>Menu</a>');

    const menu = await t.services.content.createCollection({
      websiteId: website.id,
      type: 'page',
      title: 'Menu',
      navigation: 'main',
      layout: layoutOf(heading('Our menu')),
    });
    expect((await guest.get('/')).body).toContain('>Menu</a>');

    await t.services.websites.setHomeCollection(website.id, menu.id);
    const after = await guest.get('/');
    expect(after.body).toContain('Our menu');
    expect(after.body).not.toContain('Welcome to memo');
  });
});
