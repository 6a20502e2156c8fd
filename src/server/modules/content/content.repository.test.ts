import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemStatus } from '../../../shared/enums/platform';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/client';
import { createSharedState } from '../../shared-state/shared-state';
import { createPasswordHasher, PASSWORD_COSTS } from '../accounts/passwords';
import { createAccountService } from '../accounts/service';
import { createWebsiteService } from '../websites/service';
import { heading, layoutOf } from '../../testing/fixtures';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import {
  collectionByUrlId,
  homeCollection,
  navigationOf,
  neighboursOf,
  visibleItemByUrlId,
  visibleItems,
} from './queries';
import { createContentService } from './service';

/** The content module's services and queries, on PGlite and (when configured) the real PostgreSQL. */
const passwords = createPasswordHasher({ cost: PASSWORD_COSTS.test });

describe.each(testEngines)('content on %s', (engine) => {
  let database: Database;
  let services: ReturnType<typeof build>;
  const now = new Date('2026-06-01T12:00:00Z');
  const build = (db: Database['db'], sharedState: Awaited<ReturnType<typeof createSharedState>>) => {
    const websites = createWebsiteService({ db, sharedState });
    return {
      websites,
      content: createContentService({ db, websites, passwords }),
      accounts: createAccountService({ db, passwords }),
    };
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    services = build(database.db, await createSharedState({}));
  });
  afterAll(() => database.close());

  it('creates pages with url-safe, unique, unreserved URLs and keeps navigation order', async () => {
    const site = await services.websites.create({ identifier: 'pages', title: 'Pages' });
    const about = await services.content.createCollection({
      websiteId: site.id,
      type: 'page',
      title: 'About Us!',
      navigation: 'main',
      layout: layoutOf(heading('About')),
    });
    expect(about.urlId).toBe('about-us');
    await services.content.createCollection({
      websiteId: site.id,
      type: 'page',
      title: 'Team',
      navigation: 'main',
    });
    await services.content.createCollection({
      websiteId: site.id,
      type: 'page',
      title: 'Secret',
      navigation: '_hidden',
    });
    expect((await navigationOf(database.db, site.id, 'main')).map((link) => link.title)).toEqual([
      'About Us!',
      'Team',
    ]);
    expect((await navigationOf(database.db, site.id, '_hidden')).map((link) => link.title)).toEqual([
      'Secret',
    ]);
    expect((await homeCollection(database.db, site.id, null))?.id).toBe(about.id);

    await expect(
      services.content.createCollection({ websiteId: site.id, type: 'page', title: 'About us' }),
    ).rejects.toMatchObject({ code: 'conflict' });
    await expect(
      services.content.createCollection({ websiteId: site.id, type: 'page', title: 'API' }),
    ).rejects.toMatchObject({ code: 'validation' });
    // The same URL is free on another site.
    const other = await services.websites.create({ identifier: 'pages-two', title: 'Pages two' });
    expect(
      (await services.content.createCollection({ websiteId: other.id, type: 'page', title: 'About us' }))
        .urlId,
    ).toBe('about-us');
  });

  it('shows visitors published and due items only, newest first', async () => {
    const site = await services.websites.create({ identifier: 'blog', title: 'Blog' });
    const blog = await services.content.createCollection({
      websiteId: site.id,
      type: 'blog',
      title: 'Blog',
      navigation: 'main',
    });
    const post = (title: string, status: number, publishOn: string) =>
      services.content.createItem({
        websiteId: site.id,
        collectionId: blog.id,
        title,
        body: layoutOf(heading(title)),
        status: status as ItemStatus,
        publishOn: new Date(publishOn),
        tags: ['coffee'],
      });
    await post('Old published', ItemStatus.published, '2026-01-01T00:00:00Z');
    await post('New published', ItemStatus.published, '2026-05-01T00:00:00Z');
    await post('Due scheduled', ItemStatus.scheduled, '2026-05-30T00:00:00Z');
    await post('Future scheduled', ItemStatus.scheduled, '2026-07-01T00:00:00Z');
    await post('A draft', ItemStatus.draft, '2026-02-01T00:00:00Z');
    await post('Needs review', ItemStatus.needsReview, '2026-02-01T00:00:00Z');
    await post('Private one', ItemStatus.private, '2026-02-01T00:00:00Z');
    await post('Deleted one', ItemStatus.deleted, '2026-02-01T00:00:00Z');

    const scope = { websiteId: site.id, collectionId: blog.id };
    const { items, hasOlder } = await visibleItems(database.db, scope, { offset: 0, limit: 2, now });
    expect(items.map((item) => item.title)).toEqual(['Due scheduled', 'New published']);
    expect(hasOlder).toBe(true);
    const second = await visibleItems(database.db, scope, { offset: 2, limit: 2, now });
    expect(second).toMatchObject({ hasOlder: false });
    expect(second.items.map((item) => item.title)).toEqual(['Old published']);

    expect(await visibleItemByUrlId(database.db, scope, 'a-draft', now)).toBeNull();
    expect(await visibleItemByUrlId(database.db, scope, 'future-scheduled', now)).toBeNull();
    const middle = (await visibleItemByUrlId(database.db, scope, 'new-published', now))!;
    const { newer, older } = await neighboursOf(database.db, middle, now);
    expect([newer?.title, older?.title]).toEqual(['Due scheduled', 'Old published']);
  });

  it('validates and sanitizes layouts, and bumps the content version on change', async () => {
    const site = await services.websites.create({ identifier: 'layouts', title: 'Layouts' });
    const page = await services.content.createCollection({
      websiteId: site.id,
      type: 'page',
      title: 'Home',
      navigation: 'main',
    });
    const before = (await services.websites.findById(site.id))!.contentVersion;
    const layout = await services.content.updatePageLayout(
      site.id,
      page.id,
      layoutOf({ ...heading('x'), type: 'text', data: { html: '<p>ok<img src=x onerror=alert(1)></p>' } }),
    );
    expect(layout.blocks[0]?.data.html).toBe('<p>ok</p>');
    expect((await services.websites.findById(site.id))!.contentVersion).toBeGreaterThan(before);
    await expect(
      services.content.updatePageLayout(site.id, page.id, { blocks: 'nope' }),
    ).rejects.toBeInstanceOf(AppError);
    expect((await collectionByUrlId(database.db, site.id, 'home'))?.layout?.blocks).toHaveLength(1);
  });

  it('keeps accounts unique by e-mail, sessions server-side and roles per site', async () => {
    const site = await services.websites.create({ identifier: 'accounts', title: 'Accounts' });
    const account = await services.accounts.createAccount({
      email: ' Someone@Example.com ',
      password: 'long-enough-pw',
      displayName: 'Someone',
    });
    expect(account.email).toBe('someone@example.com');
    await expect(
      services.accounts.createAccount({ email: 'SOMEONE@example.com', password: 'x', displayName: 'Dup' }),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(await services.accounts.checkPassword('someone@example.com', 'wrong')).toBeNull();
    const session = await services.accounts.startSession(
      (await services.accounts.checkPassword('someone@example.com', 'long-enough-pw'))!.id,
      site.id,
    );
    expect((await services.accounts.accountForSession(session.token, site.id))?.id).toBe(account.id);
    expect(await services.accounts.roleOn(site.id, account.id)).toBeNull();
    await services.accounts.grantRole(site.id, account.id, 4);
    await services.accounts.grantRole(site.id, account.id, 10);
    expect(await services.accounts.roleOn(site.id, account.id)).toBe(10);

    const later = createAccountService({
      db: database.db,
      passwords,
      clock: () => new Date(Date.now() + 31 * 24 * 3600 * 1000),
    });
    expect(await later.accountForSession(session.token, site.id)).toBeNull();
    await services.accounts.endSession(session.token);
    expect(await services.accounts.accountForSession(session.token, site.id)).toBeNull();
  });

  it('refuses bad and taken site identifiers', async () => {
    await expect(services.websites.create({ identifier: 'Bad Name', title: 'x' })).rejects.toMatchObject({
      code: 'validation',
    });
    await services.websites.create({ identifier: 'taken', title: 'x' });
    await expect(services.websites.create({ identifier: 'taken', title: 'y' })).rejects.toMatchObject({
      code: 'conflict',
    });
  });
});
