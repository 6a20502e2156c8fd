import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsCalendar, AnalyticsTable } from '../../../shared/api/census';
import type { Database } from '../../db/client';
import { OWNER_PASSWORD, createSite } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * The dashboard's days are the site's days: a site in Auckland (UTC+13 in November) counts a
 * visit at 20:00 UTC on the 22nd as a visit on the 23rd, and its presets count back from its today.
 */
describe.each(testEngines)("owners' analytics in the site's time zone on %s", (engine) => {
  let database: Database;
  let t: TestApp;
  let now = new Date('2026-11-22T20:00:00Z');
  const host = hostOf('kiwi');
  let owner: ReturnType<typeof visitor>;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database, clock: () => now });
    const site = await createSite(t.services, 'kiwi');
    await t.services.siteAdmin.updateSettings(site.website.id, {
      ...(await t.services.siteAdmin.getSettings(site.website.id)),
      timeZone: 'Pacific/Auckland',
      locale: 'en-US',
    });
    const hit = (path: string, cookie: string) =>
      visitor(t.app, host).request(
        'POST',
        '/api/census/RecordHit',
        new URLSearchParams({
          data: JSON.stringify({ websiteId: site.website.id, url: `http://${host}${path}` }),
          ss_cvr: cookie,
        }).toString(),
        { crumb: false, headers: FORM },
      );
    await hit('/late', 'visitor-kiwi-1|1|1|1|1');
    now = new Date('2026-11-22T10:00:00Z'); // 23:00 on the 22nd in Auckland
    await hit('/early', 'visitor-kiwi-2|1|1|1|1');
    now = new Date('2026-11-22T20:00:00Z');
    owner = visitor(t.app, host);
    await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it("answers the site's time zone and today there", async () => {
    const response = await owner.get('/api/census/analytics');
    expect(response.statusCode).toBe(200);
    expect(response.json<AnalyticsCalendar>()).toEqual({ timeZone: 'Pacific/Auckland', today: '2026-11-23' });
    expect((await visitor(t.app, host).get('/api/census/analytics')).statusCode).toBe(401);
  });

  it("counts each visit on the site's day, not the UTC day", async () => {
    const overview = (
      await owner.get('/api/census/analytics/overview?from=2026-11-22&to=2026-11-23')
    ).json<AnalyticsTable>();
    expect(overview.timeZone).toBe('Pacific/Auckland');
    expect(overview.rows).toEqual([
      ['2026-11-22', 1, 1, 1],
      ['2026-11-23', 1, 1, 1],
    ]);
    const pages = (
      await owner.get('/api/census/analytics/pages?from=2026-11-23&to=2026-11-23')
    ).json<AnalyticsTable>();
    expect(pages.rows).toEqual([['/late', 1, 1]]);
    const csv = await owner.get('/api/census/analytics/pages?from=2026-11-22&to=2026-11-22&format=csv');
    expect(csv.body).toBe('\uFEFFpage,page views,unique visitors\r\n/early,1,1\r\n');
  });
});
