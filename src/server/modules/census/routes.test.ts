import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { addContributor, ContributorRole, createSite, OWNER_PASSWORD } from '../../testing/fixtures';
import { buildTestApp, hostOf, visitor, type TestApp } from '../../testing/test-app';
import { openTestDatabase, testEngines } from '../../testing/test-database';
import {
  censusEvents,
  censusHits,
  consentRecords,
  javascriptErrors,
  performanceRecords,
  traceLogs,
} from './tables';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testEngines)('census ingestion on %s', (engine) => {
  let database: Database;
  let t: TestApp;
  let site: Awaited<ReturnType<typeof createSite>>;
  let quietSiteId: string;
  const host = hostOf('roastery');

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    t = await buildTestApp({ database });
    site = await createSite(t.services, 'roastery');
    const quiet = await t.services.websites.create({
      identifier: 'quiet',
      title: 'Quiet',
      settings: { censusDisabled: true },
    });
    quietSiteId = quiet.id;
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const hitRows = async () => {
    await t.services.census.flush();
    return database.db.select().from(censusHits).where(eq(censusHits.websiteId, site.website.id));
  };
  const eventRows = async () => {
    await t.services.census.flush();
    return database.db.select().from(censusEvents).where(eq(censusEvents.websiteId, site.website.id));
  };
  const countOf = async (
    table:
      | typeof censusHits
      | typeof censusEvents
      | typeof performanceRecords
      | typeof javascriptErrors
      | typeof traceLogs
      | typeof consentRecords,
    websiteId = site.website.id,
  ) => {
    await t.services.census.flush();
    const [row] = await database.db.select({ n: count() }).from(table).where(eq(table.websiteId, websiteId));
    return row?.n ?? 0;
  };
  const hit = (data: Record<string, unknown>, extra: Record<string, string> = {}) =>
    form({
      event: 'view',
      data: JSON.stringify({
        websiteId: site.website.id,
        url: `http://${host}/`,
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
        pageType: 'page',
        ...data,
      }),
      ...extra,
    });
  const postHit = (payload: string, session = visitor(t.app, host)) =>
    session.request('POST', '/api/census/RecordHit', payload, { crumb: false, headers: FORM });

  describe('POST /api/census/RecordHit', () => {
    it('stores a hit with the visitor record, campaign fields, referrer host and device', async () => {
      const response = await postHit(
        hit(
          {
            url: `http://${host}/menu?utm_source=news&utm_campaign=spring`,
            queryString: '?utm_source=news&utm_campaign=spring',
            referrer: 'https://search.example/?q=coffee',
            viewportInnerWidth: 390,
            userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
            title: 'Menu',
          },
          { ss_cvr: 'visitor-abc-123|1700000000000|1700000000000|1700000500000|3' },
        ),
      );
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ recorded: true });
      const stored = (await hitRows()).find((row) => row.path === '/menu');
      expect(stored).toMatchObject({
        visitorId: 'visitor-abc-123',
        visitCount: 3,
        utmSource: 'news',
        utmCampaign: 'spring',
        referrerHost: 'search.example',
        device: 'mobile',
        title: 'Menu',
        pageType: 'page',
      });
    });

    it('answers 400 to bad payloads, counts them and stores nothing', async () => {
      const before = await countOf(censusHits);
      const rejectedBefore = t.services.census.stats().rejected.RecordHit ?? 0;
      const bad = [
        form({ event: 'view', data: '{not json' }),
        form({ event: 'view' }),
        hit({ url: 42 }),
        hit({ websiteId: 'someone-else-0000000000000' }),
        hit({ title: 'x'.repeat(501) }),
      ];
      for (const payload of bad) expect((await postHit(payload)).statusCode).toBe(400);
      expect(t.services.census.stats().rejected.RecordHit).toBe(rejectedBefore + bad.length);
      expect(await countOf(censusHits)).toBe(before);
    });

    it.each([
      ['the not-found page', { pageType: 'not-found' }],
      ['a lock screen', { pageType: 'lock-screen' }],
      ['an access-denied page', { pageType: 'access-denied' }],
      ['the search page', { url: `http://${host}/search?q=beans` }],
    ])('records nothing on %s', async (_name, data) => {
      const before = await countOf(censusHits);
      const response = await postHit(hit(data));
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ recorded: false });
      expect(await countOf(censusHits)).toBe(before);
    });

    it('records nothing when the site has census disabled', async () => {
      const response = await visitor(t.app, hostOf('quiet')).request(
        'POST',
        '/api/census/RecordHit',
        form({ data: JSON.stringify({ websiteId: quietSiteId, url: 'http://x/' }) }),
        { crumb: false, headers: FORM },
      );
      expect(response.json()).toEqual({ recorded: false });
      expect(await countOf(censusHits, quietSiteId)).toBe(0);
    });

    it('records a viewer outside config pages, but not an editor and not a viewer on /config', async () => {
      const owner = visitor(t.app, host);
      await owner.signIn(site.ownerEmail, OWNER_PASSWORD);
      expect((await postHit(hit({}), owner)).json()).toEqual({ recorded: false });

      const viewerAccount = await addContributor(
        t.services,
        site.website.id,
        ContributorRole.viewer,
        `viewer-${engine}`,
      );
      const viewer = visitor(t.app, host);
      await viewer.signIn(viewerAccount.email, OWNER_PASSWORD);
      expect((await postHit(hit({ url: `http://${host}/viewer-page` }), viewer)).json()).toEqual({
        recorded: true,
      });
      expect((await postHit(hit({ url: `http://${host}/config/pages` }), viewer)).json()).toEqual({
        recorded: false,
      });
    });
  });

  describe('button, form, overlay and quick-view events', () => {
    const page = {
      pagePath: '/menu',
      pageTitle: 'Menu',
      pageType: 'page',
      visitorCookie: 'visitor-abc-123|1|1|1|1',
    };

    it('stores button renders and clicks, and rejects a button without an id', async () => {
      const session = visitor(t.app, host);
      const button = {
        id: 'block-buy',
        buttonText: 'Buy beans',
        clickthroughUrl: '/shop',
        alignment: 'center',
        size: 'large',
        newWindow: false,
        context: 'page',
        ...page,
      };
      expect(
        (await session.request('POST', '/api/census/button-render', button, { crumb: false })).statusCode,
      ).toBe(202);
      expect(
        (await session.request('POST', '/api/census/button-click', button, { crumb: false })).statusCode,
      ).toBe(202);
      expect(
        (await session.request('POST', '/api/census/button-click', { ...button, id: '' }, { crumb: false }))
          .statusCode,
      ).toBe(400);
      expect(
        (
          await session.request(
            'POST',
            '/api/census/button-click',
            { ...button, newWindow: 'maybe' },
            { crumb: false },
          )
        ).statusCode,
      ).toBe(400);
      const stored = (await eventRows()).filter((row) => row.subject === 'block-buy');
      expect(stored.map((row) => row.kind).sort()).toEqual(['button-click', 'button-render']);
      expect(stored[0]).toMatchObject({ label: 'Buy beans', visitorId: 'visitor-abc-123', path: '/menu' });
    });

    it('stores form renders, overlays and quick views', async () => {
      const session = visitor(t.app, host);
      expect(
        (
          await session.request(
            'POST',
            '/api/census/form-render',
            { formId: 'form-contact', ...page },
            { crumb: false },
          )
        ).statusCode,
      ).toBe(202);
      expect(
        (await session.request('POST', '/api/census/form-render', { ...page }, { crumb: false })).statusCode,
      ).toBe(400);
      expect(
        (
          await session.request(
            'POST',
            '/api/census/overlay',
            { overlayId: 'popup-1', action: 'closed', ...page },
            { crumb: false },
          )
        ).statusCode,
      ).toBe(202);
      expect(
        (
          await session.request(
            'POST',
            '/api/census/overlay',
            { action: 'exploded', ...page },
            { crumb: false },
          )
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await session.request('POST', '/api/census/RecordQuickView/item-42', undefined, {
            crumb: false,
            headers: { referer: `http://${host}/shop` },
          })
        ).statusCode,
      ).toBe(202);
      expect(
        (await session.request('POST', '/api/census/RecordQuickView/bad%20id', undefined, { crumb: false }))
          .statusCode,
      ).toBe(400);
      const kinds = (await eventRows()).map((row) => `${row.kind}:${row.subject}:${row.path}`);
      expect(kinds).toEqual(
        expect.arrayContaining([
          'form-render:form-contact:/menu',
          'overlay:popup-1:/menu',
          'quick-view:item-42:/shop',
        ]),
      );
    });
  });

  describe('POST /api/events/RecordEvent', () => {
    it('takes the crumb from the form body and stores the named event', async () => {
      const session = visitor(t.app, host);
      await session.ensureCrumb();
      const data = JSON.stringify({ eventName: 'newsletterSignup', payload: { formId: 'form-news' } });
      const wrong = await session.request(
        'POST',
        '/api/events/RecordEvent',
        form({ crumb: 'not-the-crumb', event: 'newsletterSignup', data }),
        { crumb: false, headers: FORM },
      );
      expect(wrong.statusCode).toBe(403);
      const right = await session.request(
        'POST',
        '/api/events/RecordEvent',
        form({ crumb: session.jar.crumb ?? '', event: 'newsletterSignup', data }),
        { crumb: false, headers: FORM },
      );
      expect(right.statusCode).toBe(202);
      const bad = await session.request(
        'POST',
        '/api/events/RecordEvent',
        form({ crumb: session.jar.crumb ?? '', event: 'x', data: '[1,2' }),
        { crumb: false, headers: FORM },
      );
      expect(bad.statusCode).toBe(400);
      const stored = (await eventRows()).filter((row) => row.kind === 'event');
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ subject: 'newsletterSignup', data: { formId: 'form-news' } });
    });

    it('records a site search sent from /search, where no page view and no other event is recorded', async () => {
      const session = visitor(t.app, host);
      await session.ensureCrumb();
      const fromSearch = { ...FORM, referer: `http://${host}/search?q=beans` };
      const send = (event: string, payload: Record<string, unknown>) =>
        session.request(
          'POST',
          '/api/events/RecordEvent',
          form({
            crumb: session.jar.crumb ?? '',
            event,
            data: JSON.stringify({ eventName: event, payload }),
          }),
          { crumb: false, headers: fromSearch },
        );
      expect((await send('siteSearch', { query: 'beans', type: 'all', results: 3 })).json()).toEqual({
        recorded: true,
      });
      expect((await send('newsletterSignup', { formId: 'x' })).json()).toEqual({ recorded: false });
      const searches = (await eventRows()).filter((row) => row.subject === 'siteSearch');
      expect(searches).toHaveLength(1);
      expect(searches[0]).toMatchObject({ path: '/search', data: { query: 'beans', results: 3 } });
    });
  });

  describe('GET /api/track/Track', () => {
    it('answers a 1x1 GIF and stores the marketing fields', async () => {
      const response = await visitor(t.app, host).get(
        '/api/track/Track?landing=%2Fspring&refer=https%3A%2F%2Fnews.example&source=newsletter&campaign=spring-sale&channel=email&mkwid=abc',
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/gif');
      expect(response.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
      const landing = (await eventRows()).find((row) => row.kind === 'landing');
      expect(landing).toMatchObject({
        subject: 'spring-sale',
        label: 'newsletter',
        path: '/spring',
        data: {
          source: 'newsletter',
          campaign: 'spring-sale',
          channel: 'email',
          mkwid: 'abc',
          refer: 'https://news.example',
        },
      });
      expect(
        (await visitor(t.app, host).get(`/api/track/Track?campaign=${'x'.repeat(2049)}`)).statusCode,
      ).toBe(400);
    });
  });

  describe('JavaScript errors and trace logs', () => {
    const report = (message: string, stack = 'at a.js:1') => ({
      event: 'error',
      data: { message, stack, url: `http://${host}/` },
      timestamp: Date.now(),
    });

    it('needs the crumb header, takes at most 10 reports and stacks up to 5000 characters', async () => {
      const session = visitor(t.app, host);
      expect(
        (
          await session.request('POST', '/api/events/RecordJavascriptErrors', [report('no crumb')], {
            crumb: false,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await session.request('POST', '/api/events/RecordJavascriptErrors', [
            report('boom'),
            report('bang'),
          ])
        ).statusCode,
      ).toBe(202);
      expect(
        (
          await session.request(
            'POST',
            '/api/events/RecordJavascriptErrors',
            Array.from({ length: 11 }, (_, i) => report(`e${i}`)),
          )
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await session.request('POST', '/api/events/RecordJavascriptErrors', [
            report('long', 'x'.repeat(5001)),
          ])
        ).statusCode,
      ).toBe(400);
      expect(await countOf(javascriptErrors)).toBe(2);
    });

    it('stores trace entries sent as the form field data', async () => {
      const session = visitor(t.app, host);
      const entries = [{ pageUrl: `http://${host}/`, type: 'performance', data: { note: 'slow' } }];
      expect(
        (
          await session.request('POST', '/api/events/Trace', form({ data: JSON.stringify(entries) }), {
            crumb: false,
            headers: FORM,
          })
        ).statusCode,
      ).toBe(202);
      expect(
        (
          await session.request(
            'POST',
            '/api/events/Trace',
            form({ data: JSON.stringify([{ type: 'x' }]) }),
            { crumb: false, headers: FORM },
          )
        ).statusCode,
      ).toBe(400);
      expect(await countOf(traceLogs)).toBe(1);
    });
  });

  describe('real-user performance', () => {
    it('hands out a pageLoadId and stores records sent as plain text', async () => {
      const session = visitor(t.app, host);
      const settings = await session.get('/api/1/performance/settings');
      expect(settings.statusCode).toBe(200);
      const { pageLoadId } = settings.json<{ pageLoadId: string }>();
      expect(pageLoadId).toMatch(/^[0-9a-f]{24}$/);
      const records = [
        {
          app: 'site',
          event: 'page_speed',
          pageLoadId,
          timestamp: Date.now(),
          context: { websiteId: site.website.id, pageType: 'page' },
          data: { LCP: 1800, CLS: 0.05, INP: 120, FCP: 900, TTFB: 200, dnsLookup: 3, path: '/' },
        },
        {
          app: 'site',
          event: 'image',
          pageLoadId,
          timestamp: Date.now(),
          data: {
            src: '/a.jpg',
            visibleOnLoad: true,
            intersectionRatio: 1,
            naturalWidth: 1500,
            naturalHeight: 1000,
            displayedWidth: 750,
            displayedHeight: 500,
            loadedBeforeLCP: true,
          },
        },
      ];
      const response = await session.request('POST', '/api/1/performance/records', JSON.stringify(records), {
        crumb: false,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
      expect(response.statusCode).toBe(202);
      await t.services.census.flush();
      const stored = await database.db
        .select()
        .from(performanceRecords)
        .where(eq(performanceRecords.pageLoadId, pageLoadId));
      expect(stored.map((row) => row.event).sort()).toEqual(['image', 'page_speed']);
      expect(stored.find((row) => row.event === 'page_speed')).toMatchObject({
        lcp: 1800,
        inp: 120,
        ttfb: 200,
      });
    });

    it('rejects broken, empty, foreign-site and out-of-range records', async () => {
      const session = visitor(t.app, host);
      const before = t.services.census.stats().rejected['performance-records'] ?? 0;
      const record = (data: Record<string, unknown>, context: Record<string, unknown> = {}) => ({
        event: 'page_speed',
        pageLoadId: 'p1',
        timestamp: 1,
        data,
        context,
      });
      for (const body of [
        '{oops',
        '[]',
        JSON.stringify([record({ LCP: -5 })]),
        JSON.stringify([record({}, { websiteId: 'another-site' })]),
        JSON.stringify([{ event: 'page_speed', data: {} }]),
      ]) {
        expect(
          (
            await session.request('POST', '/api/1/performance/records', body, {
              crumb: false,
              headers: { 'content-type': 'text/plain' },
            })
          ).statusCode,
        ).toBe(400);
      }
      expect(t.services.census.stats().rejected['performance-records']).toBe(before + 5);
    });
  });

  describe('consent records', () => {
    it('stores each choice with the banner version and answers 400 to a bad choice', async () => {
      const session = visitor(t.app, host);
      const response = await session.request('POST', '/api/consent/record', {
        choice: 'declined',
        consentId: 'consent-0001',
        pagePath: '/about',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        recorded: true,
        bannerVersion: expect.stringMatching(/^[0-9a-f]{12}$/),
      });
      expect(
        (await session.request('POST', '/api/consent/record', { choice: 'maybe', consentId: 'consent-0001' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await session.request('POST', '/api/consent/record', { choice: 'accepted', consentId: 'x' }))
          .statusCode,
      ).toBe(400);
      const [stored] = await database.db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.consentId, 'consent-0001'));
      expect(stored).toMatchObject({ websiteId: site.website.id, choice: 'declined', pagePath: '/about' });
    });
  });

  describe('server close', () => {
    it('has written every acknowledged row when the app has closed', async () => {
      // A second app on the same database: every acknowledged row is written when the app has closed.
      const { buildApp } = await import('../../app');
      const { testManifest } = await import('../../testing/test-app');
      const second = await buildApp({
        config: t.config,
        database,
        sharedState: t.sharedState,
        manifest: testManifest,
      });
      await second.app.ready();
      const before = await countOf(censusHits);
      const payload = hit({ url: `http://${host}/closing-time` });
      for (let i = 0; i < 3; i += 1) {
        const response = await second.app.inject({
          method: 'POST',
          url: '/api/census/RecordHit',
          headers: { host, ...FORM },
          payload,
        });
        expect(response.statusCode).toBe(202);
      }
      await second.app.close();
      expect(await countOf(censusHits)).toBe(before + 3);
    });
  });

  describe('consent, enforced by the server too', () => {
    it('stores nothing from a restrictive site without an accept, and nothing after a decline anywhere', async () => {
      const strict = await t.services.websites.create({
        identifier: `strict-${engine}`,
        title: 'Strict',
        settings: { cookieBanner: { isCookieBannerEnabled: true, isAnalyticsCookiesDisabled: true } },
      });
      const strictHost = hostOf(`strict-${engine}`);
      const strictHit = form({
        data: JSON.stringify({ websiteId: strict.id, url: `http://${strictHost}/` }),
      });
      const send = (cookie?: string) =>
        visitor(t.app, strictHost).request('POST', '/api/census/RecordHit', strictHit, {
          crumb: false,
          headers: { ...FORM, ...(cookie ? { cookie } : {}) },
        });
      expect((await send()).json()).toEqual({ recorded: false });
      expect((await send('ss_cookieAllowed=false.consent-0002')).json()).toEqual({ recorded: false });
      expect((await send('ss_cookieAllowed=true.consent-0002')).json()).toEqual({ recorded: true });
      expect(await countOf(censusHits, strict.id)).toBe(1);

      const declined = await visitor(t.app, host).request('POST', '/api/census/RecordHit', hit({}), {
        crumb: false,
        headers: { ...FORM, cookie: 'ss_cookieAllowed=false.consent-0003' },
      });
      expect(declined.json()).toEqual({ recorded: false });
      const records = JSON.stringify([
        { event: 'page_speed', pageLoadId: 'p-strict', timestamp: 1, data: { LCP: 1 } },
      ]);
      const perf = await visitor(t.app, strictHost).request('POST', '/api/1/performance/records', records, {
        crumb: false,
        headers: { 'content-type': 'text/plain' },
      });
      expect(perf.json()).toEqual({ recorded: false });
      expect(await countOf(performanceRecords, strict.id)).toBe(0);
    });
  });
});
