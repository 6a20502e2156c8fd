import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsTable } from '../../../shared/api/census';
import type { Database } from '../../db/client';
import { addContributor, ContributorRole, createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';

const DAY = 86_400_000;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testEngines)("owners' analytics API on %s", (engine) => {
  let database: Database;
  let t: TestApp;
  let site: Awaited<ReturnType<typeof createSite>>;
  let now = new Date();
  const host = hostOf('bakery');
  const today = () => new Date().toISOString().slice(0, 10);
  const range = () => `from=${today()}&to=${today()}`;

  const hit = (path: string, visitorCookie: string | null, extra: Record<string, unknown> = {}) =>
    visitor(t.app, host).request(
      'POST',
      '/api/census/RecordHit',
      new URLSearchParams({
        data: JSON.stringify({
          websiteId: site.website.id,
          url: `http://${host}${path}`,
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
          viewportInnerWidth: 1280,
          ...extra,
        }),
        ...(visitorCookie ? { ss_cvr: visitorCookie } : {}),
      }).toString(),
      { crumb: false, headers: FORM },
    );
  const post = (path: string, body: unknown) =>
    visitor(t.app, host).request('POST', path, body, { crumb: false });
  // One sign-in for the whole file: sign-in is rate limited per client.
  let ownerSession: ReturnType<typeof visitor> | undefined;
  async function owner() {
    if (!ownerSession) {
      ownerSession = visitor(t.app, host);
      await ownerSession.signIn(site.ownerEmail, OWNER_PASSWORD);
    }
    return ownerSession;
  }
  const view = async (name: string, query = range()) => {
    const response = await (await owner()).get(`/api/census/analytics/${name}?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<AnalyticsTable>();
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database, clock: () => now });
    site = await createSite(t.services, 'bakery');
    await createSite(t.services, 'other-bakery');

    // Ten days ago: outside today's range.
    now = new Date(Date.now() - 10 * DAY);
    await hit('/old', 'visitor-old-1|1|1|1|1');
    now = new Date();
    await hit('/', 'visitor-aaa-1|1|1|1|1', { referrer: 'https://news.example/story' });
    await hit('/menu', 'visitor-aaa-1|1|1|1|1', { referrer: `http://${host}/` });
    await hit('/menu', 'visitor-aaa-1|1|1|5|2', {
      queryString: '?utm_source=%3DHYPERLINK(1)&utm_medium=email&utm_campaign=spring',
    });
    await hit('/', 'visitor-bbb-1|1|1|1|1', {
      userAgent: 'Mozilla/5.0 (iPhone) Mobile',
      viewportInnerWidth: 390,
    });
    await visitor(t.app, host).get(
      '/api/track/Track?landing=%2F&source=partner&channel=social&campaign=launch&subcampaign=week1',
    );

    const page = { pagePath: '/', pageType: 'page' };
    for (let i = 0; i < 2; i += 1) await post('/api/census/form-render', { formId: 'form-contact', ...page });
    for (let i = 0; i < 4; i += 1)
      await post('/api/census/button-render', { id: 'block-order', buttonText: 'Order', ...page });
    await post('/api/census/button-click', { id: 'block-order', buttonText: 'Order', ...page });
    const events = visitor(t.app, host);
    await events.ensureCrumb();
    for (const [name, payload] of [
      ['formSubmission', { formId: 'form-contact' }],
      ['newsletterSignup', { formId: 'form-news' }],
      ['newsletterSignup', { formId: 'form-news' }],
    ] as const) {
      await events.request(
        'POST',
        '/api/events/RecordEvent',
        new URLSearchParams({
          crumb: events.jar.crumb ?? '',
          event: name,
          data: JSON.stringify({ eventName: name, payload }),
        }).toString(),
        { crumb: false, headers: FORM },
      );
    }
    const records = [1000, 2000, 3000, 5000].map((lcp, index) => ({
      event: 'page_speed',
      pageLoadId: `load-${index}`,
      timestamp: Date.now(),
      data: { LCP: lcp, CLS: 0.01, path: '/' },
    }));
    await visitor(t.app, host).request('POST', '/api/1/performance/records', JSON.stringify(records), {
      crumb: false,
      headers: { 'content-type': 'text/plain' },
    });
    expect(
      (
        await visitor(t.app, host).request('POST', '/api/consent/record', {
          choice: 'accepted',
          consentId: 'consent-aaa-1',
        })
      ).statusCode,
    ).toBe(201);
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it('overview: visits, unique visitors and page views in the range, per day', async () => {
    const overview = await view('overview');
    expect(overview.totals).toEqual({ visits: 3, uniqueVisitors: 2, pageViews: 4 });
    expect(overview.rows).toEqual([[today(), 3, 2, 4]]);
    const week = await view(
      'overview',
      `from=${new Date(Date.now() - 13 * DAY).toISOString().slice(0, 10)}&to=${today()}`,
    );
    expect(week.rows).toHaveLength(14);
    expect(week.totals).toEqual({ visits: 4, uniqueVisitors: 3, pageViews: 5 });
  });

  it('top pages, referrers and devices', async () => {
    expect((await view('pages')).rows).toEqual([
      ['/', 2, 2],
      ['/menu', 2, 1],
    ]);
    expect((await view('referrers')).rows).toEqual([
      ['(direct)', 3, 3],
      ['news.example', 1, 1],
    ]);
    expect((await view('devices')).rows).toEqual([
      ['desktop', 2, 1, 3, 75],
      ['mobile', 1, 1, 1, 25],
    ]);
  });

  it('campaigns from UTM fields and from the marketing landing tracker', async () => {
    const campaigns = await view('campaigns');
    expect(campaigns.rows).toEqual([
      ['utm', '=HYPERLINK(1)', 'email', 'spring', null, null, null, 1, 1],
      ['landing', 'partner', 'social', 'launch', 'week1', null, null, 1, null],
    ]);
  });

  it('form and button conversion, and newsletter sign-ups', async () => {
    expect((await view('conversions')).rows).toEqual([
      ['form', 'form-contact', '', 2, 1, 50],
      ['form', 'form-news', '', 0, 2, 0],
      ['button', 'block-order', 'Order', 4, 1, 25],
    ]);
    expect((await view('newsletter')).totals).toEqual({ signUps: 2 });
    expect((await view('newsletter')).rows).toEqual([[today(), 2]]);
  });

  it('Core Web Vitals: p75 per metric with its rating', async () => {
    const vitals = await view('web-vitals');
    expect(vitals.rows.find((row) => row[0] === 'LCP')).toEqual([
      'LCP',
      3500,
      'needs-improvement',
      4,
      50,
      25,
      25,
    ]);
    expect(vitals.rows.find((row) => row[0] === 'CLS')).toEqual(['CLS', 0.01, 'good', 4, 100, 0, 0]);
    expect(vitals.rows.find((row) => row[0] === 'INP')).toEqual(['INP', null, 'no data', 0, 0, 0, 0]);
  });

  it('exports every view as CSV, defusing spreadsheet formulas', async () => {
    const session = await owner();
    const csv = await session.get(`/api/census/analytics/campaigns?${range()}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="bakery-campaigns-${today()}-to-${today()}.csv"`,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'kind,source,medium / channel,campaign,term / subcampaign,content / subchannel,variation,visits / landings,page views',
    );
    expect(lines[1]).toBe("utm,'=HYPERLINK(1),email,spring,,,,1,1");
    for (const name of [
      'overview',
      'pages',
      'referrers',
      'devices',
      'conversions',
      'newsletter',
      'web-vitals',
    ]) {
      const response = await session.get(`/api/census/analytics/${name}?${range()}&format=csv`);
      expect(response.statusCode, name).toBe(200);
      expect(response.body.split('\r\n').length, name).toBeGreaterThan(1);
    }
  });

  it('exports the consent records', async () => {
    const records = await (await owner()).get(`/api/consent/records?${range()}&format=csv`);
    expect(records.statusCode).toBe(200);
    const [header, first] = records.body.trim().split('\r\n');
    expect(header).toBe('time (UTC),consent id,choice,banner version,page,user agent');
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T[^,]+,consent-aaa-1,accepted,[0-9a-f]{12},\/,/);
    expect((await view('consent')).totals).toEqual({ accepted: 1, declined: 0 });
  });

  it('is for the site’s analytics readers only', async () => {
    expect((await visitor(t.app, host).get(`/api/census/analytics/overview?${range()}`)).statusCode).toBe(
      401,
    );
    const stranger = visitor(t.app, host);
    await stranger.signIn('other-bakery-owner@example.com', OWNER_PASSWORD);
    expect((await stranger.get(`/api/census/analytics/overview?${range()}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/consent/records?${range()}`)).statusCode).toBe(404);
    const editor = await addContributor(
      t.services,
      site.website.id,
      ContributorRole.editor,
      `editor-${engine}`,
    );
    const editorSession = visitor(t.app, host);
    await editorSession.signIn(editor.email, OWNER_PASSWORD);
    const forbidden = await editorSession.get(`/api/census/analytics/overview?${range()}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      code: 'analyticsForbidden',
      error: 'Your role on this site does not include analytics.',
    });
    const reporter = await addContributor(
      t.services,
      site.website.id,
      ContributorRole.reporting,
      `reporter-${engine}`,
    );
    const reporterSession = visitor(t.app, host);
    await reporterSession.signIn(reporter.email, OWNER_PASSWORD);
    expect((await reporterSession.get(`/api/census/analytics/pages?${range()}`)).statusCode).toBe(200);
  });

  it('answers 400 to a bad range and 404 to an unknown view', async () => {
    const session = await owner();
    expect(
      (await session.get('/api/census/analytics/overview?from=2026-02-01&to=2026-01-01')).json(),
    ).toMatchObject({
      code: 'validation',
      errors: { from: 'The start date must be on or before the end date' },
    });
    expect(
      (await session.get('/api/census/analytics/overview?from=yesterday&to=2026-01-01')).statusCode,
    ).toBe(400);
    expect(
      (await session.get('/api/census/analytics/overview?from=2024-01-01&to=2026-01-01')).statusCode,
    ).toBe(400);
    expect((await session.get(`/api/census/analytics/secrets?${range()}`)).statusCode).toBe(404);
  });
});
