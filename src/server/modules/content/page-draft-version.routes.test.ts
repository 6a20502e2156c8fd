import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSite, heading, layoutOf, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

// Two tabs (or two people) editing one page: each saves with the draft version it last saw.
let database: Database;
let t: TestApp;
let owner: ReturnType<typeof visitor>;
const host = hostOf('draft-version');

const save = (id: string, title: string, version?: number) =>
  owner.request('PUT', `/api/rest/pages/${id}/layout`, {
    layout: layoutOf(heading(title)),
    ...(version === undefined ? {} : { version }),
  });
const open = async (id: string) => (await owner.request('GET', `/api/rest/pages/${id}`)).json();

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ database });
  const site = await createSite(t.services, 'draft-version');
  owner = visitor(t.app, host);
  await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
});
afterAll(async () => {
  await t.app.close();
  await database.close();
});

describe('saving a page draft with the version the editor last saw', () => {
  it('refuses the second tab’s save instead of overwriting the first, and says so', async () => {
    const created = await owner.request('POST', '/api/rest/pages', {
      title: 'Two tabs',
      navigation: '_hidden',
    });
    const id = created.json().page.id as string;
    const { version } = await open(id);
    expect(version).toBeTypeOf('number');

    // Both tabs opened at `version`; the first saves twice, each time with what it got back.
    const first = await save(id, 'From tab one', version);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(version + 1);
    expect((await save(id, 'Tab one again', version + 1)).json().version).toBe(version + 2);

    const second = await save(id, 'From tab two', version);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'pageChangedElsewhere',
      error: 'This page changed in another window. Reload it to see the latest version.',
    });
    // Nothing of tab two was stored; a reload shows tab one's draft and its version.
    const reloaded = await open(id);
    expect(JSON.stringify(reloaded.layout)).toContain('Tab one again');
    expect(JSON.stringify(reloaded.layout)).not.toContain('From tab two');
    expect(reloaded.version).toBe(version + 2);
    expect((await save(id, 'From tab two, reloaded', reloaded.version)).statusCode).toBe(200);
  });

  it('lets exactly one of two racing saves from the same version win', async () => {
    const created = await owner.request('POST', '/api/rest/pages', { title: 'Race', navigation: '_hidden' });
    const id = created.json().page.id as string;
    const { version } = await open(id);
    const codes = (await Promise.all([save(id, 'A', version), save(id, 'B', version)])).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([200, 409]);
  });

  it('refuses a version that is not a whole number, and still saves without one (other clients)', async () => {
    const created = await owner.request('POST', '/api/rest/pages', {
      title: 'Old client',
      navigation: '_hidden',
    });
    const id = created.json().page.id as string;
    for (const version of [-1, 1.5, '1', 2 ** 40])
      expect(
        (
          await owner.request('PUT', `/api/rest/pages/${id}/layout`, {
            layout: layoutOf(heading('x')),
            version,
          })
        ).statusCode,
      ).toBe(400);
    expect((await save(id, 'No version')).statusCode).toBe(200);
  });
});
