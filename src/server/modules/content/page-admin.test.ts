import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSharedState } from '../../shared-state/shared-state';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import { createWebsiteService } from '../websites/service';
import { createPageAdminService } from './page-admin';

/** Showing and hiding one page (the Pages screen's Hide / Show in navigation). */
describe.each(testEngines)('page navigation on %s', (engine) => {
  let database: Database;
  let pageAdmin: ReturnType<typeof createPageAdminService>;
  let websites: ReturnType<typeof createWebsiteService>;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    websites = createWebsiteService({ db: database.db, sharedState: await createSharedState({}) });
    pageAdmin = createPageAdminService({ db: database.db, websites });
  });
  afterAll(() => database.close());

  const titles = async (websiteId: string) => ({
    main: (await pageAdmin.list(websiteId, null))
      .filter((page) => page.navigation === 'main')
      .map((page) => page.title),
    hidden: (await pageAdmin.list(websiteId, null))
      .filter((page) => page.navigation === '_hidden')
      .map((page) => page.title),
  });

  it('moves one page to the end of the other list, whatever else was added meanwhile', async () => {
    const site = await websites.create({ identifier: 'nav-one', title: 'Nav' });
    const home = await pageAdmin.create(site.id, { title: 'Home', type: 'page', navigation: 'main' });
    const about = await pageAdmin.create(site.id, { title: 'About', type: 'page', navigation: 'main' });
    await pageAdmin.create(site.id, { title: 'Draft', type: 'page', navigation: '_hidden' });
    // Another tab adds a page the first tab's list does not know about: hiding still works.
    await pageAdmin.create(site.id, { title: 'Later', type: 'page', navigation: 'main' });

    await pageAdmin.update(site.id, about.id, { navigation: '_hidden' });
    expect(await titles(site.id)).toEqual({ main: ['Home', 'Later'], hidden: ['Draft', 'About'] });

    await pageAdmin.update(site.id, about.id, { navigation: 'main' });
    expect(await titles(site.id)).toEqual({ main: ['Home', 'Later', 'About'], hidden: ['Draft'] });
    // Asking for the list it is already in changes nothing, and the title stays.
    const same = await pageAdmin.update(site.id, home.id, { navigation: 'main' });
    expect(same).toEqual({ id: home.id, title: 'Home', urlId: 'home' });
    expect(await titles(site.id)).toEqual({ main: ['Home', 'Later', 'About'], hidden: ['Draft'] });
  });

  it('keeps the last page of the main navigation, and refuses another site’s page', async () => {
    const site = await websites.create({ identifier: 'nav-last', title: 'Nav' });
    const only = await pageAdmin.create(site.id, { title: 'Only', type: 'page', navigation: 'main' });
    await expect(pageAdmin.update(site.id, only.id, { navigation: '_hidden' })).rejects.toMatchObject({
      code: 'validation',
      fieldErrors: { main: 'Keep at least one page in the main navigation' },
    });
    const other = await websites.create({ identifier: 'nav-other', title: 'Other' });
    await expect(pageAdmin.update(other.id, only.id, { navigation: '_hidden' })).rejects.toMatchObject({
      code: 'notFound',
    });
    expect(await titles(site.id)).toEqual({ main: ['Only'], hidden: [] });
  });
});
